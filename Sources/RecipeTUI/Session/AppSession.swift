import RecipeApp
import FoundationEssentials
import Glibc
import RecipeModel
import RecipeNavigation
import SystemFiles

/// The running app: reads keys and signals, applies actions, paints frames, and saves the place.
final class AppSession {
    /// The catalog and keymap; replaced whole when the data is reloaded.
    private var environment: AppEnvironment
    /// Reloads the data when it changes on disk; nil for data that is not a file or folder the app can read again.
    private let reloader: CatalogReloader?
    /// How notices name the data: the file's or folder's name.
    private let dataName: String
    private let store: StateStore
    /// Writes the place off the key path; see `save()`.
    private let writer: StateWriter
    private var state: AppState
    /// Whether an action changed the place since it was last handed to the writer.
    private var saveDue = false
    /// The view state restored at launch, applied once the screen's size is known.
    private let restoredView: SavedView?
    /// The view state last handed to the writer: scrolling changes no navigation, so the session
    /// compares this with the panes after each burst of keys to know whether the view needs saving.
    private var submittedView: SavedView?
    /// Whether a change of the view alone is saved: not after `--reset` until the user navigates,
    /// since the old place stays until then.
    private var savesViewChanges: Bool
    /// Set by the `quit` effect: the loop ends after the action that asked for it.
    private var quitting = false
    private var saveFailureReported = false
    /// Set after the app stopped itself for Ctrl-Z: the SIGCONT that follows needs no second repaint.
    private var resumedFromSuspend = false
    /// Whether the launch itself changed the place (an --open link, a restore that dropped IDs).
    private let saveAtStart: Bool
    /// False when the state file must be left alone (it could not be read, or is no regular file); the launch said so.
    private let saving: Bool
    /// Whether the state file holds a place (restored, or written since): until it does, leaving the
    /// app writes the place on screen, as the README promises, even without any navigation.
    private var hasSavedPlace: Bool
    /// The process's environment variables, where `e` finds the user's editor (`VISUAL`, `EDITOR`).
    private let processEnvironment: [String: String]
    /// Reads recipe details too large to read on the key path, and hands them back.
    private let detailLoader = DetailLoader()

    init(
        catalog: RecipeCatalog, store: StateStore, navigation: NavigationModel, today: CalendarDate, todayIsChosen: Bool, notices: [String],
        saveAtStart: Bool, saving: Bool = true, saveOnExit: Bool, layoutMode: LayoutMode, restoredView: SavedView? = nil, savesViewChanges: Bool = true,
        reloader: CatalogReloader? = nil, dataName: String = "", processEnvironment: [String: String]
    ) {
        environment = AppEnvironment(catalog: catalog)
        self.reloader = reloader
        self.dataName = dataName
        self.processEnvironment = processEnvironment
        self.store = store
        writer = StateWriter(store: store)
        state = AppState(navigation: navigation, size: Size(width: 80, height: 24), today: today, todayIsChosen: todayIsChosen, layoutMode: layoutMode, notice: notices.isEmpty ? nil : notices.joined(separator: " "))
        self.saveAtStart = saveAtStart
        self.saving = saving
        hasSavedPlace = !saveOnExit
        self.restoredView = restoredView
        self.savesViewChanges = savesViewChanges
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
        // The restored screen's detail is read before its view is restored onto it, where it is small.
        loadAtOnceIfSmall(state.navigation.visibleRoute, in: environment.catalog)
        // Selecting the first rows of a fresh start is not the user navigating: nothing to save for it.
        state.prepareForFirstFrame(in: environment)
        if let restoredView { state.restore(restoredView, in: environment) }
        for effect in state.detailLoadEffects(in: environment) { perform(effect, on: terminal) }
        // What the launch shows is what the file holds (or a fresh start): not a change to save.
        submittedView = state.savedView(in: environment)
        paint(on: terminal)
        if saveAtStart { save() }
        // Listing a collection's folders to watch them is not needed for the first frame.
        if let reloader {
            reloader.startWatching()
            if let problem = reloader.takeWatchProblem() {
                state.show(notice: [state.notice, problem].compactMap { $0 }.joined(separator: " "), in: environment)
                paint(on: terminal)
            }
        }

        while true {
            var needsPaint = false
            var moreInput = false
            let burstStart = ContinuousClock.now
            while let event = nextEvent(from: terminal) {
                guard let action = coalesced(event, from: terminal) else { continue }
                needsPaint = true
                apply(action, on: terminal)
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
                paint(on: terminal)
                saveIfDue()
            }
            // Keys may wait in ncurses' own buffer, where select() cannot see them: read on at once.
            if !moreInput, !waitForInput() {
                // The terminal is gone: act as on SIGHUP.
                saveBeforeExit()
                terminal.stop()
                finishSaving()
                return 128 + SIGHUP
            }
            // A failed save says so in the bottom line at once: the next key would clear an unpainted notice.
            if reportSaveFailure() { paint(on: terminal) }
            if takeReload(on: terminal) {
                paint(on: terminal)
                saveIfDue()
            }
            if takeLoadedDetails(on: terminal) {
                paint(on: terminal)
                saveIfDue()
            }
            for signal in SignalHandling.drain() {
                if let status = handle(signal: signal, terminal: terminal) {
                    saveBeforeExit()
                    terminal.stop()
                    finishSaving()
                    return status
                }
            }
        }
        saveBeforeExit()
        terminal.stop()
        finishSaving()
        return 0
    }

    /// How long quitting waits for the last save: a disk that does not answer must not keep the app for ever.
    static let finalSaveLimit: Duration = .seconds(3)

    /// Waits, at most `finalSaveLimit`, for the last place to be written, and says so when it was not.
    private func finishSaving() {
        guard !writer.flush(within: Self.finalSaveLimit) else { return }
        AppLauncher.reportError("your place could not be saved within \(Self.finalSaveLimit.components.seconds) seconds (the disk does not answer); quitting without it")
    }

    /// The longest the app applies keys before it paints, saves and looks at signals.
    static let burstSlice: Duration = .milliseconds(50)

    /// The most characters of typed text taken into one action.
    static let textChunk = 4096

    /// The event read ahead by `coalesced` that was not part of its run, to be handled next.
    private var readAhead: InputEvent?

    private func nextEvent(from terminal: Terminal) -> InputEvent? {
        if let event = readAhead {
            readAhead = nil
            return event
        }
        return terminal.readEvent()
    }

    /// The action for `event`, taking with it the events queued behind it that it can stand for.
    ///
    /// A paste into a search is thousands of characters: typed one by one, each would search the
    /// catalog again, and a key pressed after the paste would wait seconds. Text that follows text
    /// is typed as one action, so the search runs once per chunk. A run of resizes (ncurses queues
    /// one after each) is one resize, to the last size.
    private func coalesced(_ event: InputEvent, from terminal: Terminal) -> Action? {
        let mode = state.inputMode
        guard let action = environment.keymap.action(for: event, mode: mode) else { return nil }
        switch action {
        case .insertText(var text):
            // Counted as it grows: `text.count` would walk the whole text again at every character.
            var characters = text.count
            while characters < Self.textChunk, let next = terminal.readEvent() {
                guard case .insertText(let more)? = environment.keymap.action(for: next, mode: mode) else {
                    readAhead = next
                    break
                }
                text += more
                characters += 1
            }
            return .insertText(text)
        case .resize(var size):
            while let next = terminal.readEvent() {
                guard case .resize(let newer) = next else {
                    readAhead = next
                    break
                }
                size = newer
            }
            return .resize(size)
        default:
            return action
        }
    }

    /// Applies an action and carries out every effect it asks for.
    private func apply(_ action: Action, on terminal: Terminal) {
        for effect in state.apply(action, in: environment) {
            perform(effect, on: terminal)
        }
    }

    /// Carries out one effect of an action or a reload.
    private func perform(_ effect: Effect, on terminal: Terminal) {
        switch effect {
        case .save: saveDue = true  // Written after the frame is painted, once per burst of keys.
        case .repaint: terminal.invalidate()
        case .copyToClipboard(let text): terminal.copyToClipboard(text)
        case .edit(let request): edit(request, on: terminal)
        case .quit: quitting = true
        case .loadDetail(let route): loadDetail(route, on: terminal)
        case .reloadData:
            // Once per catalog: the reload it asks for brings a new one.
            if let reloader, !reloadAskedForChangedSource {
                reloadAskedForChangedSource = true
                reloader.requestReload(now: .now)
            }
        }
    }

    /// The most bytes of a recipe's detail read at once, before the frame: a larger one is read on
    /// a thread of its own while the detail says it is loading, so that keys never wait for it.
    static let detailReadAtOnce = 1 << 18

    /// Reads a screen's detail, at once when it is small, else on the detail loader's thread.
    private func loadDetail(_ route: Route, on terminal: Terminal) {
        guard case .recipe(let id) = route else { return }
        let catalog = environment.catalog
        if catalog.detailReadSize(id) <= Self.detailReadAtOnce || !detailLoader.start(route, in: catalog) {
            let detail = catalog.loadDetail(id)
            detailArrived(route, detail, on: terminal)
        }
    }

    /// Applies what a finished load of a detail says: that it is loaded, and whether the data changed under it.
    private func detailArrived(_ route: Route, _ detail: RecipeDetail?, on terminal: Terminal) {
        if case .changedOnDisk? = detail { apply(.sourceChanged, on: terminal) }
        apply(.detailLoaded(route), on: terminal)
    }

    /// Takes the details the loader finished; returns true when the screen needs painting.
    private func takeLoadedDetails(on terminal: Terminal) -> Bool {
        let finished = detailLoader.takeFinished()
        for (route, detail) in finished { detailArrived(route, detail, on: terminal) }
        return !finished.isEmpty
    }

    /// Reads the detail of `route` in `catalog` before it is shown, when that is a small read: at
    /// launch and after a reload, the view is restored onto the detail it shows.
    private func loadAtOnceIfSmall(_ route: Route?, in catalog: RecipeCatalog) {
        guard case .recipe(let id)? = route, catalog.detailReadSize(id) <= Self.detailReadAtOnce else { return }
        _ = catalog.loadDetail(id)
    }

    /// Runs the user's editor on the file of the recipe on screen, the screen left as for Ctrl-Z, and comes back to it.
    ///
    /// The place is saved first, as before a suspend. An editor that cannot be started or fails is
    /// a notice on the screen the app comes back to; then the data is looked at again, since the
    /// editor may have changed it.
    private func edit(_ request: EditRequest, on terminal: Terminal) {
        let command = EditorCommand(request: request, environment: processEnvironment)
        leaveScreen(terminal)
        let outcome = EditorProcess.run(command)
        if let notice = outcome.notice(editor: command.editor) { state.notice = notice }
        dataMayHaveChanged()
        returnToScreen(terminal)
    }

    /// Called after something outside the app (the editor `e` ran) may have changed the data file or folder.
    ///
    /// The data is read again at once, whatever the watcher saw: where the file system reports no
    /// changes (a network mount) an edit still shows as soon as the editor returns.
    private func dataMayHaveChanged() {
        reloader?.requestReload(now: .now)
    }

    /// Saves the place and gives the terminal back to the shell, as before a suspend or an editor.
    private func leaveScreen(_ terminal: Terminal) {
        saveIfDue()
        // Bounded like quitting: a stalled disk must not stop Ctrl-Z from suspending.
        writer.flush(within: Self.finalSaveLimit)
        terminal.stop()
    }

    /// Takes the terminal back after `leaveScreen` and repaints all of it, at its size now: it may
    /// have been resized while another program had it.
    private func returnToScreen(_ terminal: Terminal) {
        terminal.resume()
        terminal.updateSize()
        apply(.resize(terminal.size), on: terminal)
        paint(on: terminal)
        saveIfDue()
    }

    /// Draws the frame for the current state; the terminal sends only the cells that changed.
    private func paint(on terminal: Terminal) {
        terminal.paint(FrameRenderer(state: state, environment: environment).render())
    }

    /// Whether the catalog on screen has asked for a reload because its file changed under it (a
    /// detail read found it so, `Effect.reloadData`): the watcher may not have seen the change.
    private var reloadAskedForChangedSource = false

    /// Acts on a signal; returns an exit status when the app must end.
    private func handle(signal: Int32, terminal: Terminal) -> Int32? {
        switch signal {
        case SIGWINCH:
            terminal.updateSize()
            apply(.resize(terminal.size), on: terminal)
            paint(on: terminal)
            saveIfDue()
        case SIGTSTP:
            leaveScreen(terminal)
            SignalHandling.suspendSelf()
            resumedFromSuspend = true
            returnToScreen(terminal)
        case SIGCONT where resumedFromSuspend:
            resumedFromSuspend = false
        case SIGCONT:
            // Continued after a stop the app did not ask for (kill -STOP): the screen may be stale,
            // and the resize's repaint effect redraws all of it.
            terminal.updateSize()
            apply(.resize(terminal.size), on: terminal)
            paint(on: terminal)
            saveIfDue()
        default:
            saveIfDue()
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
        if detailLoader.wakeDescriptor >= 0 { descriptors.append(pollfd(fd: detailLoader.wakeDescriptor, events: Int16(POLLIN), revents: 0)) }
        for descriptor in reloader?.descriptors ?? [] { descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
        // Changes to the data wait until they settle: the reloader says how long, and is asked again then.
        var timeout: Int32 = -1
        if let wait = reloader?.timeout(now: .now) {
            let (seconds, attoseconds) = wait.components
            timeout = Int32(min(60_000, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
        }
        guard poll(&descriptors, nfds_t(descriptors.count), timeout) > 0 else { return true }
        return descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) == 0
    }

    /// Takes a finished reload of the data, if there is one: the new catalog replaces the old whole,
    /// and the place is fitted to it; returns true when the screen needs painting.
    ///
    /// A recipe that could not be read because its file changed since the catalog was indexed asks
    /// for a reload too: the watcher may not have seen the change (a file system without inotify).
    private func takeReload(on terminal: Terminal) -> Bool {
        guard let reloader else { return false }
        let now = ContinuousClock.now
        guard let outcome = reloader.poll(now: now) else { return false }
        let problem = reloader.takeWatchProblem()
        switch outcome {
        case .reloaded(let reloaded):
            // The screen's detail is read before the view is fitted onto it, as at launch.
            let moves = Dictionary(reloaded.difference.moved.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
            if case .recipe(let id)? = state.navigation.visibleRoute { loadAtOnceIfSmall(.recipe(moves[id] ?? id), in: reloaded.catalog) }
            let old = environment
            environment = AppEnvironment(catalog: reloaded.catalog, keymap: old.keymap)
            reloadAskedForChangedSource = false
            let effects = state.adopt(
                environment, replacing: old, difference: reloaded.difference, dataName: dataName, postscript: problem, quietWhenUnchanged: !reloaded.sawChanges)
            for effect in effects {
                perform(effect, on: terminal)
            }
        case .failed(let error):
            let text = dataName + " changed but cannot be read now, so the version read before stays on screen: " + error.description
            state.show(notice: [text, problem].compactMap { $0 }.joined(separator: " "), in: environment)
        }
        return true
    }

    /// Saves the place if an action asked for it, or the panes scrolled, since the last save.
    private func saveIfDue() {
        if saveDue || viewChanged { save() }
    }

    /// Saves the place when leaving if an action asked for it, the panes scrolled, or no place has been saved yet.
    private func saveBeforeExit() {
        if saveDue || viewChanged || !hasSavedPlace { save() }
    }

    /// Whether the panes show another view than the one last saved, and that is to be saved.
    private var viewChanged: Bool {
        savesViewChanges && state.savedView(in: environment) != submittedView
    }

    /// Hands the place to the background writer: the key that changed it is never kept waiting for the disk.
    private func save() {
        let view = state.savedView(in: environment)
        if saving { writer.submit(state.navigation, view: view) }
        submittedView = view
        saveDue = false
        hasSavedPlace = true
        savesViewChanges = true
    }

    /// Shows, once, that a background save failed; returns true when the notice needs painting.
    private func reportSaveFailure() -> Bool {
        guard let error = writer.takeFailure(), !saveFailureReported else { return false }
        saveFailureReported = true
        state.notice = "Your place will not be saved: \(error.description)"
        return true
    }
}
