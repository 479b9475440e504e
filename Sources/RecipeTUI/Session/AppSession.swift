import RecipeApp
import FoundationEssentials
import Glibc
import RecipeModel
import RecipeNavigation

/// The running app: reads keys and signals, applies actions, paints frames, and saves the place.
final class AppSession {
    private let environment: AppEnvironment
    private let store: StateStore
    /// Writes the place off the key path; see `save()`.
    private let writer: StateWriter
    private var state: AppState
    /// The navigation as last written (or as found at launch); a save is due when it differs.
    private var lastSaved: NavigationModel
    private var saveFailureReported = false
    /// Set after the app stopped itself for Ctrl-Z: the SIGCONT that follows needs no second repaint.
    private var resumedFromSuspend = false
    /// Whether the launch itself changed the place (an --open link, a restore that dropped IDs).
    private let saveAtStart: Bool

    init(catalog: RecipeCatalog, store: StateStore, navigation: NavigationModel, today: CalendarDate, notices: [String], saveAtStart: Bool, layoutMode: LayoutMode) {
        environment = AppEnvironment(catalog: catalog)
        self.store = store
        writer = StateWriter(store: store)
        state = AppState(navigation: navigation, size: Size(width: 80, height: 24), today: today, layoutMode: layoutMode, notice: notices.isEmpty ? nil : notices.joined(separator: " "))
        lastSaved = navigation
        self.saveAtStart = saveAtStart
    }

    /// Runs until the user quits or a signal ends the app; returns the exit status.
    func run(noColor: Bool, mouse: Bool) -> Int32 {
        let terminal: Terminal
        do {
            terminal = try Terminal(noColor: noColor, mouse: mouse)
        } catch {
            AppLauncher.reportError(error.description)
            return AppLauncher.ExitStatus.noTerminal
        }
        state.size = terminal.size
        state.prepareForFirstFrame(in: environment)
        terminal.paint(FrameRenderer(state: state, environment: environment).render())
        if saveAtStart {
            save()
        } else {
            // Selecting the first rows of a fresh start is not the user navigating: nothing to save yet.
            lastSaved = state.navigation
        }

        while true {
            var needsPaint = false
            var quitting = false
            var moreInput = false
            let burstStart = ContinuousClock.now
            while let key = terminal.readKey() {
                let action: Action? = key == .resize ? .resize(terminal.size) : environment.keymap.action(for: key, mode: state.inputMode)
                guard let action else { continue }
                needsPaint = true
                for effect in state.apply(action, in: environment) {
                    switch effect {
                    case .save: break  // Saved after the frame is painted, once per burst of keys.
                    case .repaint: terminal.invalidate()
                    case .quit: quitting = true
                    }
                }
                if quitting { break }
                // A long burst (a big paste) is painted and saved in slices, so that the screen follows
                // it and a signal (Ctrl-C) is answered within one slice rather than after the whole burst.
                if ContinuousClock.now - burstStart > Self.burstSlice {
                    moreInput = true
                    break
                }
            }
            if quitting { break }
            if needsPaint {
                terminal.paint(FrameRenderer(state: state, environment: environment).render())
                saveIfNeeded()
            }
            // Keys may wait in ncurses' own buffer, where select() cannot see them: read on at once.
            if !moreInput, !waitForInput() {
                // The terminal is gone: act as on SIGHUP.
                saveIfNeeded()
                terminal.stop()
                writer.flush()
                return 128 + SIGHUP
            }
            // A failed save says so in the bottom line at once: the next key would clear an unpainted notice.
            if reportSaveFailure() { terminal.paint(FrameRenderer(state: state, environment: environment).render()) }
            for signal in SignalHandling.drain() {
                if let status = handle(signal: signal, terminal: terminal) {
                    terminal.stop()
                    writer.flush()
                    return status
                }
            }
        }
        saveIfNeeded()
        terminal.stop()
        writer.flush()
        return 0
    }

    /// The longest the app applies keys before it paints, saves and looks at signals.
    static let burstSlice: Duration = .milliseconds(50)

    /// Acts on a signal; returns an exit status when the app must end.
    private func handle(signal: Int32, terminal: Terminal) -> Int32? {
        switch signal {
        case SIGWINCH:
            terminal.updateSize()
            _ = state.apply(.resize(terminal.size), in: environment)
            terminal.invalidate()
            terminal.paint(FrameRenderer(state: state, environment: environment).render())
        case SIGTSTP:
            saveIfNeeded()
            writer.flush()
            terminal.stop()
            SignalHandling.suspendSelf()
            terminal.resume()
            resumedFromSuspend = true
            terminal.updateSize()
            _ = state.apply(.resize(terminal.size), in: environment)
            terminal.paint(FrameRenderer(state: state, environment: environment).render())
        case SIGCONT where resumedFromSuspend:
            resumedFromSuspend = false
        case SIGCONT:
            // Continued after a stop the app did not ask for (kill -STOP): the screen may be stale.
            terminal.updateSize()
            _ = state.apply(.resize(terminal.size), in: environment)
            terminal.invalidate()
            terminal.paint(FrameRenderer(state: state, environment: environment).render())
        default:
            saveIfNeeded()
            return 128 + signal
        }
        return nil
    }

    /// Sleeps until a key, a signal or a failed save arrives; returns false when the terminal has gone away.
    ///
    /// A hung-up terminal is normally announced by SIGHUP; checking for it here as well means a
    /// lost SIGHUP can never leave the loop spinning on a dead descriptor.
    private func waitForInput() -> Bool {
        var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
        let signalDescriptor = SignalHandling.readDescriptor
        if signalDescriptor >= 0 { descriptors.append(pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0)) }
        if writer.wakeDescriptor >= 0 { descriptors.append(pollfd(fd: writer.wakeDescriptor, events: Int16(POLLIN), revents: 0)) }
        guard poll(&descriptors, nfds_t(descriptors.count), -1) > 0 else { return true }
        return descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) == 0
    }

    /// Saves the place if it changed since the last save.
    private func saveIfNeeded() {
        if state.navigation != lastSaved { save() }
    }

    /// Hands the place to the background writer: the key that changed it is never kept waiting for the disk.
    private func save() {
        writer.submit(state.navigation)
        lastSaved = state.navigation
    }

    /// Shows, once, that a background save failed; returns true when the notice needs painting.
    private func reportSaveFailure() -> Bool {
        guard let error = writer.takeFailure(), !saveFailureReported else { return false }
        saveFailureReported = true
        state.notice = "Your place will not be saved: \(error.description)"
        return true
    }
}
