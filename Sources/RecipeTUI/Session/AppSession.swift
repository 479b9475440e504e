import RecipeApp
import RecipeModel
import RecipeNavigation
import RecipeRuntime

/// The executable's session: the runtime on the ncurses terminal, with the real clock, the state
/// file's writer thread, inotify and the reloader's thread, and the user's editor as a child process.
///
/// The loop itself is `Runtime`'s, the same the benchmark and the tests run.
final class AppSession {
    private let catalog: RecipeCatalog
    private let state: AppState
    private let reloader: CatalogReloader?
    /// Writes the place off the key path; made before the terminal, as it always was.
    private let writer: StateWriter
    /// False when the state file must be left alone (it could not be read, or is no regular file); the launch said so.
    private let saving: Bool
    private var launch: Runtime.Launch

    init(
        catalog: RecipeCatalog, store: StateStore, navigation: NavigationModel, today: CalendarDate, todayIsChosen: Bool, notices: [String],
        saveAtStart: Bool, saving: Bool = true, saveOnExit: Bool, layoutMode: LayoutMode, restoredView: SavedView? = nil, savesViewChanges: Bool = true,
        reloader: CatalogReloader? = nil, dataName: String = "", processEnvironment: [String: String]
    ) {
        self.catalog = catalog
        self.reloader = reloader
        self.saving = saving
        writer = StateWriter(store: store)
        // The size is the terminal's, given by the runtime's first action.
        state = AppState(
            navigation: navigation, size: Size(width: 80, height: 24), today: today, todayIsChosen: todayIsChosen, layoutMode: layoutMode,
            notice: notices.isEmpty ? nil : notices.joined(separator: " "))
        launch = Runtime.Launch(
            restoredView: restoredView, saveAtStart: saveAtStart, hasSavedPlace: !saveOnExit, savesViewChanges: savesViewChanges, dataName: dataName,
            processEnvironment: processEnvironment)
    }

    /// Runs until the user quits or a signal ends the app; returns the exit status.
    func run(noColor: Bool, mouse: Bool, desktopNotifications: Bool = true) -> Int32 {
        launch.desktopNotifications = desktopNotifications
        let terminal: Terminal
        do {
            terminal = try Terminal(noColor: noColor, mouse: mouse)
        } catch {
            AppLauncher.reportError(error.description)
            return AppLauncher.ExitStatus.noTerminal
        }
        let detailLoader = DetailLoader()
        let kitchenLoader = KitchenLoader()
        let examiner = ProblemsExaminer()
        terminal.wakeDescriptors = { [writer, reloader, detailLoader, kitchenLoader, examiner] in
            [writer.wakeDescriptor, detailLoader.wakeDescriptor, kitchenLoader.wakeDescriptor, examiner.wakeDescriptor] + (reloader?.descriptors ?? [])
        }
        let runtime = Runtime(
            state: state, environment: AppEnvironment(catalog: catalog), terminal: terminal, writer: saving ? writer : nil, reloader: reloader,
            editor: ChildEditor(), detailLoader: detailLoader, kitchenLoader: kitchenLoader, problemsExaminer: examiner, launch: launch,
            report: AppLauncher.reportError)
        return runtime.run()
    }
}

/// The user's editor run as a child in the terminal's foreground (`EditorProcess`).
private struct ChildEditor: EditorRunning {
    func run(_ command: EditorCommand) -> EditorOutcome {
        EditorProcess.run(command)
    }
}
