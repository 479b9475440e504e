import FoundationEssentials
import Glibc  // stat of the data path, and exit statuses
import RecipeApp
import RecipeModel
import RecipeNavigation
import RecipeRuntime
import SystemFiles

/// Turns the command line into a running app: data first, then the saved place, then the terminal.
///
/// Every check that can fail happens before the terminal is touched, so a bad data file or link
/// is reported on a normal screen with a precise message and an exit status.
struct AppLauncher {
    let options: LaunchOptions
    let environment: [String: String]

    enum ExitStatus {
        static let dataError: Int32 = 1
        static let badArgument: Int32 = 2
        static let noTerminal: Int32 = 3
    }

    func run() -> Int32 {
        let arguments = RawArguments.process()
        let bundled = BundledData.locate()
        let data: RawPath
        if let given = options.data {
            data = arguments.path(option: "--data", parsed: given)
        } else if let variable = environment["RECIPE_TUI_DATA"], !variable.isEmpty {
            data = Self.rawValue("RECIPE_TUI_DATA").flatMap { String(decoding: $0.bytes, as: UTF8.self) == variable ? $0 : nil } ?? RawPath(variable)
        } else if let bundled {
            data = RawPath(bundled)
        } else {
            return fail("cannot find the bundled data/recipes.json; pass --data PATH", status: ExitStatus.dataError)
        }
        let paths: LaunchPaths
        do {
            paths = try LaunchPaths(
                data: data, explicitState: options.state.map { arguments.path(option: "--state", parsed: $0) },
                places: PlaceFiles(environment: environment, rawValue: Self.rawValue), bundled: bundled)
        } catch {
            return fail(error.description, status: ExitStatus.dataError)
        }
        let dataPath = paths.data
        var store = StateStore(path: paths.state)
        store.shownPath = { [paths] in paths.shown($0) }
        // Saving renames a state file over the old one: given the data file, it would replace the catalog.
        if FileKind.isSameFile(store.path, dataPath) {
            return fail("--state \(Self.quoted(paths.shown(store.path))) is the data file \(Self.quoted(paths.dataShown)); give the state a file of its own", status: ExitStatus.badArgument)
        }
        let catalog: RecipeCatalog
        do {
            // A load that takes longer than `LoadProgressLine.delay` shows how far it has come.
            let line = LoadProgressLine.isAvailable ? LoadProgressLine(path: paths.dataShown) : nil
            defer { line?.finish() }
            var progress: (@Sendable (Double) -> Void)?
            if let line { progress = { line.update($0) } }
            catalog = try CatalogLoading.load(path: dataPath, environment: environment, progress: progress)
        } catch {
            return fail(paths.shown(error.description), status: ExitStatus.dataError)
        }
        let today: CalendarDate
        if let text = options.date {
            guard let date = CalendarDate(iso: text) else {
                return fail("--date \"\(text)\" is not a date of the form YYYY-MM-DD", status: ExitStatus.badArgument)
            }
            today = date
        } else {
            today = Self.localToday()
        }
        var link: DeepLink?
        if let text = options.link {
            do {
                link = try DeepLink(parsing: text, in: catalog)
                if let link { try LinkMenus.check(link, in: catalog) }
            } catch {
                return fail("--open \(Self.quoted(text)): \(error.description)", status: ExitStatus.badArgument)
            }
        }

        var notices: [String] = catalog.warnings.isEmpty ? [] : ["\(paths.dataShown): " + Self.summarize(catalog.warnings)]
        var navigation = NavigationModel()
        var restoredView: SavedView?
        var mustSave = false
        var saving = true
        /// What was done to the state file, to be said on standard error if the terminal then cannot start.
        var setAsideNotice: String?
        // Nothing usable is saved yet: leaving writes the place on screen. After --reset, the old
        // place is kept until the user navigates, as the option promises.
        var saveOnExit = !options.reset
        if !options.reset, let legacy = paths.legacyState {
            // The place of earlier versions, when it was this source's (see `LegacyPlace`).
            if case .setAside(let reason, let movedTo) = LegacyPlace.migrate(from: legacy, to: store.path, in: catalog) {
                let notice = "Moved the unreadable saved place to \(paths.shown(movedTo)) and started fresh: \(reason)."
                notices.append(notice)
                setAsideNotice = notice
            }
        }
        if !options.reset {
            let loaded = store.loadPlace(in: catalog)
            switch loaded.result {
            case .missing:
                break
            case .restored(let restored):
                saveOnExit = false
                navigation = restored.model
                restoredView = loaded.view
                if let summary = restored.report.summary {
                    // Before the data's warnings: where the user is matters more, and the bottom line may cut what follows.
                    notices.insert(summary, at: 0)
                    mustSave = true
                }
            case .setAside(let reason, let movedTo):
                // Where the file went comes first, so that a narrow bottom line still shows it.
                let notice = "Moved the unreadable saved place to \(paths.shown(movedTo)) and started fresh: \(reason)."
                notices.append(notice)
                setAsideNotice = notice
            case .unreadable(let reason):
                // Never overwritten: what could not be read is still the user's saved place.
                notices.append("The saved place \(paths.shown(store.path)) could not be read (\(reason)); it is left alone, and your place will not be saved.")
                saving = false
            }
        }
        if let link {
            // The saved view was of the saved place, not of the link's; its units, the kitchen timers and
            // today's recipe are no place's, and stay.
            restoredView = restoredView?.placeless
            navigation.apply(.openLink(link), in: catalog)
            mustSave = true
        }

        if options.printLink {
            // Without a screen for the notices, they go to standard error: a state file set aside
            // must be reported wherever it happens.
            for notice in notices { Self.reportError(notice) }
            guard let place = DeepLink(navigation) else {
                return fail("no place is saved yet in \(paths.shown(store.path))", status: ExitStatus.dataError)
            }
            print(place)
            return 0
        }

        let noColor = options.noColor || !(environment["NO_COLOR"] ?? "").isEmpty
        var reloader: CatalogReloader?
        if Self.canReload(dataPath) {
            let isCollection = catalog.recipeFiles != nil
            let environment = self.environment
            reloader = CatalogReloader(
                current: catalog, watcher: InotifyDataWatcher(),
                load: {
                    Result { () throws(CatalogLoadError) in try CatalogLoading.load(path: dataPath, environment: environment, reloading: true) }
                        .mapError { CatalogLoadError(file: paths.shown($0.file), error: $0.error) }
                },
                // A JSON catalog's plan, in the state folder, is watched too: CookCLI or an editor may change it.
                listFolders: {
                    paths.watchable(DataFolders(path: dataPath, isCollection: isCollection))
                        .watchingPlan(of: PlanFiles(collection: isCollection ? dataPath : nil, environment: environment))
                }
            )
        }
        let session = AppSession(
            catalog: catalog,
            store: store,
            navigation: navigation,
            today: today,
            todayIsChosen: options.date != nil,
            notices: notices,
            saveAtStart: mustSave,
            saving: saving,
            saveOnExit: saveOnExit,
            layoutMode: options.layout,
            restoredView: restoredView,
            savesViewChanges: !options.reset,
            reloader: reloader,
            dataName: paths.dataShown.lastPathComponent,
            processEnvironment: environment
        )
        let status = session.run(noColor: noColor, mouse: !options.noMouse, desktopNotifications: !options.noNotify)
        // A quit right after the first frame keeps the caches the load is still writing (bounded: `q` stays quick).
        _ = RecipeCatalog.finishCacheWrites(within: Self.cacheWriteWait)
        // The app never showed its screen, so the notice that a file was moved would be lost: say it here.
        if status == ExitStatus.noTerminal, let setAsideNotice { Self.reportError(setAsideNotice) }
        return status
    }

    /// The bytes of the process's environment variable `name`, which need not be UTF-8; nil when it is unset.
    static func rawValue(_ name: String) -> RawPath? {
        guard let value = getenv(name) else { return nil }
        return RawPath(bytes: Array(UnsafeBufferPointer(start: UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self), count: strlen(value))))
    }

    /// How long quitting waits for cache writes still running: with the last save, well under the half second `q` may take.
    static let cacheWriteWait = Duration.milliseconds(300)

    /// How long a command that prints and exits (`show`, `shopping-list`) waits for the caches its load
    /// is writing, after its output: without them every run would load as a first launch does (0.3 s at
    /// 100,000 recipes instead of a few milliseconds). Only a first run waits; a later one has nothing to write.
    static let commandCacheWriteWait = Duration.seconds(2)

    /// Whether the data can be read again while the app runs: a regular file or a folder, not a pipe or a device read once.
    static func canReload(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFREG || kind == S_IFDIR
    }

    private func fail(_ message: String, status: Int32) -> Int32 {
        Self.reportError(message)
        return status
    }

    /// Text from the command line in quotes, shortened when long: a link of 10,000 segments would
    /// otherwise bury the reason at the end of a 90 KB line.
    static func quoted(_ text: String) -> String {
        ErrorLineText.quoted(text)
    }

    /// Prints one line to standard error, with control characters shown as symbols (`ESC` as `␛`)
    /// and every quotation cut to 100 characters (see `ErrorLineText`).
    ///
    /// Messages quote what the user or the data file gave: a link whose percent escapes decode to
    /// `ESC [ 2 J`, an ID holding a newline, a segment of 130,000 characters. Written raw, those
    /// would act on the terminal, break the one line into several, or bury the reason.
    static func reportError(_ message: String) {
        printToStandardError(ErrorLineText.line("recipe-tui: " + message))
    }

    /// One line for the notice bar about data problems that did not stop loading.
    static func summarize(_ warnings: [CatalogWarning]) -> String {
        guard let first = warnings.first else { return "" }
        return warnings.count == 1 ? first.description : "\(first.description) (and \(warnings.count - 1) more)"
    }

    /// Today's date in the local time zone.
    static func localToday() -> CalendarDate {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? CalendarDate(daysSinceEpoch: Int(now) / 86_400)
    }
}
