import RecipeApp
import RecipeModel
import RecipeNavigation

/// The running app: reads events and signals, applies them as actions, carries out every effect,
/// paints frames, and saves the place.
///
/// The one loop of the app. The executable runs it on ncurses with the real clock, the benchmark
/// and the tests on terminals and clocks of their own; everything it touches besides the state is
/// behind a protocol (`TerminalIO`, `RuntimeClock`, `PlaceWriting`, `DataReloading`,
/// `EditorRunning`). It never writes the state itself: every change is an `Action` through
/// `AppState.apply(_:in:)`.
package final class Runtime {
    /// What the screen is drawn from; changed only by `apply`.
    package private(set) var state: AppState
    /// The catalog and keymap; replaced whole when the data is reloaded.
    package private(set) var environment: AppEnvironment
    private let terminal: any TerminalIO
    let clock: any RuntimeClock
    /// Writes the place; nil when the state file must be left alone (it could not be read, or is
    /// no regular file; the launch said so).
    private let writer: (any PlaceWriting)?
    /// Reloads the data when it changes on disk; nil for data the app cannot read again.
    let reloader: (any DataReloading)?
    private let editor: any EditorRunning
    /// Reads details too large for the key path, and runs the doctor for the Problems screen, on threads of their own; nil to do it at once.
    let detailLoader: (any DetailLoading)?, problemsExaminer: (any ProblemsExamining)?
    /// Reads the kitchen's files (plan, ticks, aisles, pantry, menus) off the key path; nil to read none (tests of other things).
    let kitchenLoader: (any KitchenReading)?
    let launch: Launch
    /// Where messages go that no screen can show (a last save that did not finish): standard error.
    private let report: (String) -> Void

    /// Whether an action changed the place since it was last handed to the writer.
    private var saveDue = false
    /// The view state last handed to the writer: scrolling changes no navigation, so the runtime
    /// compares this with the panes after each burst of keys to know whether the view needs saving.
    private var submittedView: SavedView?
    private var savesViewChanges: Bool
    private var hasSavedPlace: Bool
    /// Set by the `quit` effect: the loop ends after the action that asked for it.
    private var quitting = false
    private var saveFailureReported = false
    /// Set after the app stopped itself for Ctrl-Z: the SIGCONT that follows needs no second repaint.
    private var resumedFromSuspend = false
    /// Whether the catalog on screen has asked for a reload because a read of a detail found its file changed under it.
    var reloadAskedForChangedSource = false
    /// The event read ahead by `coalesced` that was not part of its run, to be handled next.
    private var readAhead: InputEvent?
    /// Called with each action before it is applied; for tests that look at what the loop made of its events.
    package var willApply: ((Action) -> Void)?

    package init(
        state: AppState, environment: AppEnvironment, terminal: any TerminalIO, clock: any RuntimeClock = SystemClock(), writer: (any PlaceWriting)?,
        reloader: (any DataReloading)? = nil, editor: any EditorRunning, detailLoader: (any DetailLoading)? = nil,
        kitchenLoader: (any KitchenReading)? = nil, problemsExaminer: (any ProblemsExamining)? = nil, launch: Launch = Launch(),
        report: @escaping (String) -> Void = { _ in }
    ) {
        self.state = state
        self.environment = environment
        self.terminal = terminal
        self.clock = clock
        self.writer = writer
        self.reloader = reloader
        self.editor = editor
        self.detailLoader = detailLoader
        self.kitchenLoader = kitchenLoader
        self.problemsExaminer = problemsExaminer
        self.launch = launch
        self.report = report
        savesViewChanges = launch.savesViewChanges
        hasSavedPlace = launch.hasSavedPlace
    }

    /// The longest the app applies keys before it paints, saves and looks at signals.
    package static let burstSlice: Duration = .milliseconds(50)

    /// The most characters of typed text taken into one action.
    package static let textChunk = 4096

    /// How long quitting waits for the last save: a disk that does not answer must not keep the app for ever.
    package static let finalSaveLimit: Duration = .seconds(3)

    /// Runs until the user quits, a signal ends the app or the terminal goes away; returns the exit status.
    package func run() -> Int32 {
        start()
        while true {
            if let status = turn() { return status }
        }
    }

    /// Draws the first frame, saves what the launch changed, then starts watching the data.
    package func start() {
        // The restored screen's detail is read before its view is restored onto it, where it is small.
        loadAtOnceIfSmall(state.navigation.visibleRoute, in: environment.catalog)
        // The timers restored with the place are measured against the time now.
        if launch.restoredView?.timers != nil { apply(.clockTick(clock.wallSeconds)) }
        apply(.start(size: terminal.size, view: launch.restoredView))
        // A detail too large to read before the first frame is read now, off the key path.
        for effect in state.detailLoadEffects(in: environment) { perform(effect) }
        // What the launch shows is what the file holds (or a fresh start): not a change to save.
        submittedView = state.savedView(in: environment)
        paint()
        if launch.saveAtStart { save() }
        // The kitchen's files are not needed for the first frame of a recipe: read after it, off the key path.
        readKitchen()
        // Listing a collection's folders to watch them is not needed for the first frame.
        if let reloader {
            reloader.startWatching()
            if let problem = reloader.takeWatchProblem() {
                apply(.watchProblem(problem))
                paint()
            }
        }
    }

    /// One turn of the loop: a burst of events applied and painted, a wait for more, then a failed
    /// save, a finished reload and signals; returns the exit status when the app ends.
    package func turn() -> Int32? {
        // A second passed since the last tick: the timers' strip counts down (only its cells change).
        var needsPaint = tickTimers()
        var moreInput = false
        let burstStart = clock.now
        while let event = nextEvent() {
            guard let action = coalesced(event) else { continue }
            needsPaint = true
            tickBefore(action)
            apply(action)
            if quitting { break }
            // A long burst (a big paste) is painted and saved in slices, so that the screen follows
            // it and a signal (Ctrl-C) is answered within one slice rather than after the whole burst.
            if clock.now - burstStart > Self.burstSlice {
                moreInput = true
                break
            }
        }
        if quitting { return end(status: 0) }
        if needsPaint {
            paint()
            saveIfDue()
        }
        // Keys may wait in ncurses' own buffer, where poll() cannot see them: read on at once.
        if !moreInput, case .gone(let status) = terminal.waitForInput(timeout: Self.earlier(reloader?.timeout(now: clock.now), timerTimeout())) {
            // The terminal is gone: act as on SIGHUP.
            return end(status: status)
        }
        // A failed save says so in the bottom line at once: the next key would clear an unpainted notice.
        if reportSaveFailure() { paint() }
        if takeReload() {
            paint()
            saveIfDue()
        }
        if [takeLoadedDetails(), takeExaminedProblems(), takeKitchen()].contains(true) {
            paint()
            saveIfDue()
        }
        for signal in terminal.takeSignals() {
            if let status = handle(signal) { return end(status: status) }
        }
        return nil
    }

    /// Saves what is due, gives the terminal back and waits for the last save; returns `status`.
    private func end(status: Int32) -> Int32 {
        saveBeforeExit()
        terminal.stop()
        finishSaving()
        return status
    }

    /// Waits, at most `finalSaveLimit`, for the last place to be written, and says so when it was not.
    private func finishSaving() {
        guard let writer, !writer.flush(within: Self.finalSaveLimit) else { return }
        report("your place could not be saved within \(Self.finalSaveLimit.components.seconds) seconds (the disk does not answer); quitting without it")
    }

    private func nextEvent() -> InputEvent? {
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
    private func coalesced(_ event: InputEvent) -> Action? {
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

    /// Applies an action and carries out every effect it asks for; a reload's environment is used from then on.
    func apply(_ action: Action) {
        willApply?(action)
        let effects = state.apply(action, in: environment)
        if case .reloaded(let reload) = action {
            environment = reload.environment
            reloadAskedForChangedSource = false
        }
        if case .kitchenLoaded(let reload) = action { environment = reload.environment }
        if case .problemsExamined(let examined) = action { environment = examined.environment }
        for effect in effects {
            perform(effect)
        }
    }

    /// Carries out one effect.
    private func perform(_ effect: Effect) {
        switch effect {
        case .save: saveDue = true  // Written after the frame is painted, once per burst of keys.
        case .repaint: terminal.invalidate()
        case .copyToClipboard(let text): terminal.copyToClipboard(text)
        case .edit(let request): edit(request)
        // Whatever the watcher saw: where the file system reports no changes (a network mount) an edit still shows.
        case .reloadData: reloader?.requestReload(now: clock.now)
        case .quit: quitting = true
        case .loadDetail(let route): loadDetail(route)
        case .editPlan(let edit): editPlan(edit)
        case .examineProblems(let path, let isCollection): examineProblems(dataPath: path, isCollection: isCollection)
        case .recordTick(let entry): recordTick(entry)
        case .bell: terminal.bell()
        case .notifyDesktop(let title, let body): if launch.desktopNotifications { terminal.notifyDesktop(title: title, body: body) }
        }
    }

    /// Runs the user's editor on the file of the recipe on screen, the screen left as for Ctrl-Z, and comes back to it.
    ///
    /// The place is saved first, as before a suspend. How the editor ended is an action: its
    /// notice, and a reload, since the editor may have changed the data.
    private func edit(_ request: EditRequest) {
        let command = EditorCommand(request: request, environment: launch.processEnvironment)
        leaveScreen()
        let outcome = editor.run(command)
        apply(.editorReturned(outcome, editor: command.editor))
        returnToScreen()
    }

    /// Saves the place and gives the terminal back to the shell, as before a suspend or an editor.
    private func leaveScreen() {
        saveIfDue()
        // Bounded like quitting: a stalled disk must not stop Ctrl-Z from suspending.
        writer?.flush(within: Self.finalSaveLimit)
        terminal.stop()
    }

    /// Takes the terminal back after `leaveScreen` and repaints all of it, at its size now: it may
    /// have been resized while another program had it.
    private func returnToScreen() {
        terminal.resume()
        terminal.updateSize()
        apply(.resize(terminal.size))
        paint()
        saveIfDue()
    }

    /// Draws the frame for the current state; the terminal sends only the cells that changed.
    private func paint() {
        terminal.paint(FrameRenderer(state: state, environment: environment).render())
    }

    /// Acts on a signal; returns an exit status when the app must end.
    private func handle(_ signal: TerminalSignal) -> Int32? {
        switch signal {
        case .resized:
            terminal.updateSize()
            apply(.resize(terminal.size))
            paint()
            saveIfDue()
        case .suspend:
            leaveScreen()
            terminal.suspendProcess()
            resumedFromSuspend = true
            returnToScreen()
        case .continued where resumedFromSuspend:
            resumedFromSuspend = false
        case .continued:
            // Continued after a stop the app did not ask for (kill -STOP): the screen may be stale,
            // and the resize's repaint effect redraws all of it.
            terminal.updateSize()
            apply(.resize(terminal.size))
            paint()
            saveIfDue()
        case .end(let status):
            saveIfDue()
            return status
        }
        return nil
    }

    /// Takes a finished reload of the data, if there is one, as an action; returns true when the screen needs painting.
    private func takeReload() -> Bool {
        guard let reloader, let outcome = reloader.poll(now: clock.now) else { return false }
        let problem = reloader.takeWatchProblem()
        switch outcome {
        case .reloaded(var reloaded):
            // References to a moved file's old path follow it, as the catalog on screen followed earlier moves.
            reloaded.catalog.followMoves(&reloaded.difference, from: environment.catalog)
            // The screen's detail is read before the view is fitted onto it, as at launch.
            let moves = Dictionary(reloaded.difference.moved.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
            if case .recipe(let id, _)? = state.navigation.visibleRoute { loadAtOnceIfSmall(.recipe(moves[id] ?? id), in: reloaded.catalog) }
            let reload = DataReload(
                environment: AppEnvironment(catalog: reloaded.catalog, kitchen: environment.kitchen, keymap: environment.keymap, problems: environment.problems?.outOfDate), difference: reloaded.difference,
                dataName: launch.dataName, postscript: problem, quietWhenUnchanged: !reloaded.sawChanges)
            apply(.reloaded(reload))
            // A reload follows a change in the collection, which may have been one of its menus.
            readKitchen()
        case .failed(let error):
            apply(.reloadFailed(dataName: launch.dataName, reason: error.description, postscript: problem))
        }
        return true
    }

    /// Saves the place if an action asked for it, or the panes scrolled, since the last save.
    ///
    /// The view is taken from the panes once per burst: to compare it with the one last saved, and
    /// to save it when it differs.
    private func saveIfDue() {
        if saveDue { return save() }
        guard savesViewChanges else { return }
        let view = state.savedView(in: environment)
        if view != submittedView { submit(view) }
    }

    /// Saves the place when leaving if an action asked for it, the panes scrolled, or no place has been saved yet.
    private func saveBeforeExit() {
        if !hasSavedPlace { return save() }
        saveIfDue()
    }

    /// Hands the place to the background writer: the key that changed it is never kept waiting for the disk.
    private func save() {
        submit(state.savedView(in: environment))
    }

    private func submit(_ view: SavedView) {
        writer?.submit(state.navigation, view: view)
        submittedView = view
        saveDue = false
        hasSavedPlace = true
        savesViewChanges = true
    }

    /// Shows, once, that a background save failed; returns true when the notice needs painting.
    private func reportSaveFailure() -> Bool {
        guard let reason = writer?.takeSaveFailure(), !saveFailureReported else { return false }
        saveFailureReported = true
        apply(.saveFailed(reason: reason))
        return true
    }
}
