import FoundationEssentials
import Glibc
import RecipeApp
import RecipeModel
import RecipeNavigation

/// Turns the command line into a running app: data first, then the saved place, then the terminal.
///
/// Every check that can fail happens before the terminal is touched, so a bad data file or link
/// is reported on a normal screen with a precise message and an exit status.
struct AppLauncher {
    let options: RecipeTUICommand
    let environment: [String: String]

    enum ExitStatus {
        static let dataError: Int32 = 1
        static let badArgument: Int32 = 2
        static let noTerminal: Int32 = 3
    }

    func run() -> Int32 {
        guard let dataPath = options.data ?? environment["RECIPE_TUI_DATA"].flatMap({ $0.isEmpty ? nil : $0 }) ?? BundledData.locate() else {
            return fail("cannot find the bundled data/recipes.json; pass --data PATH", status: ExitStatus.dataError)
        }
        let catalog: RecipeCatalog
        do {
            // A load that takes longer than `LoadProgressLine.delay` shows how far it has come.
            let line = LoadProgressLine.isAvailable ? LoadProgressLine(path: dataPath) : nil
            defer { line?.finish() }
            var progress: (@Sendable (Double) -> Void)?
            if let line { progress = { line.update($0) } }
            catalog = try CatalogLoading.load(path: dataPath, environment: environment, progress: progress)
        } catch {
            return fail(error.description, status: ExitStatus.dataError)
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
            } catch {
                return fail("--open \(Self.quoted(text)): \(error.description)", status: ExitStatus.badArgument)
            }
        }

        let store = StateStore(path: options.state ?? StateStore.defaultPath(environment: environment))
        var notices: [String] = catalog.warnings.isEmpty ? [] : ["\(dataPath): " + Self.summarize(catalog.warnings)]
        var navigation = NavigationModel()
        var mustSave = false
        if !options.reset {
            switch store.load(in: catalog) {
            case .missing:
                break
            case .restored(let restored):
                navigation = restored.model
                if let summary = restored.report.summary {
                    // Before the data's warnings: where the user is matters more, and the bottom line may cut what follows.
                    notices.insert(summary, at: 0)
                    mustSave = true
                }
            case .setAside(let reason, let movedTo):
                // Where the file went comes first, so that a narrow bottom line still shows it.
                notices.append("Moved the unreadable saved place to \(movedTo) and started fresh: \(reason).")
            case .unreadable(let reason):
                notices.append("The saved place \(store.path) could not be read (\(reason)). Starting fresh.")
            }
        }
        if let link {
            navigation.apply(.openLink(link), in: catalog)
            mustSave = true
        }

        if options.printLink {
            // Without a screen for the notices, they go to standard error: a state file set aside
            // must be reported wherever it happens.
            for notice in notices { Self.reportError(notice) }
            guard let place = DeepLink(navigation) else {
                return fail("no place is saved yet in \(store.path)", status: ExitStatus.dataError)
            }
            print(place)
            return 0
        }

        let noColor = options.noColor || !(environment["NO_COLOR"] ?? "").isEmpty
        let session = AppSession(
            catalog: catalog,
            store: store,
            navigation: navigation,
            today: today,
            notices: notices,
            saveAtStart: mustSave,
            layoutMode: options.layout
        )
        return session.run(noColor: noColor, mouse: !options.noMouse)
    }

    private func fail(_ message: String, status: Int32) -> Int32 {
        Self.reportError(message)
        return status
    }

    /// Text from the command line in quotes, shortened when long: a link of 10,000 segments would
    /// otherwise bury the reason at the end of a 90 KB line.
    static func quoted(_ text: String, limit: Int = 100) -> String {
        guard text.count > limit else { return "\"\(text)\"" }
        return "\"\(text.prefix(limit))…\" (\(text.count) characters)"
    }

    /// Prints one line to standard error, with control characters shown as symbols (`ESC` as `␛`).
    ///
    /// Messages quote what the user or the data file gave: a link whose percent escapes decode to
    /// `ESC [ 2 J`, an ID holding a newline. Written raw, those would act on the terminal or break
    /// the one line into several.
    static func reportError(_ message: String) {
        var line = "recipe-tui: "
        line.unicodeScalars.append(contentsOf: message.unicodeScalars.map(TextSanitizer.sanitize))
        printToStandardError(line)
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
