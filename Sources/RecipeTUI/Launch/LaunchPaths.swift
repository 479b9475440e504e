import RecipeRuntime
import RecipeApp
import SystemFiles

/// The data's path and the saved place's, as the launcher opens them and as messages show them.
///
/// A path given in bytes that are not UTF-8 is opened through `/proc/PID/fd/N` (see
/// `RawPath.openable`); messages show the path as given instead, its odd bytes as `\xE9`.
struct LaunchPaths: Sendable {
    /// The data file or folder, as the loader opens it.
    var data: String
    /// The data as given, for messages.
    var dataShown: String
    /// The state file: `--state`'s, else the data source's place.
    var state: String
    /// The single state file of earlier versions, to migrate; nil under `--state`, which names one file and nothing else.
    var legacyState: String?
    /// Each path opened through a descriptor, with the path shown for it, the longest first.
    private var aliases: [Alias]
    /// The data's real path and its folder decoded with repair (`caf\u{FFFD}`), when they are not UTF-8: they name nothing.
    private var unnameable: Set<String> = []

    private struct Alias: Sendable {
        var opened: String
        var shown: String
    }

    /// Finds the paths for `data` and, unless `--state` gave `explicitState`, the place of the data's source under `places`.
    ///
    /// `bundled` is the bundled catalog, whose place is the same wherever it is installed; any
    /// other data has the place of its real path.
    init(data given: RawPath, explicitState: RawPath?, places: PlaceFiles, bundled: String?) throws(RawPathError) {
        var opened: [(String, RawPath)] = []
        data = try given.openable()
        if !given.isUTF8, let real = given.resolved() {
            let text = String(decoding: real.bytes, as: UTF8.self)
            unnameable = [text, text.lastIndex(of: "/").map { String(text[..<$0]) } ?? text]
        }
        dataShown = given.shown
        opened.append((data, given))
        let statePath: RawPath
        if let explicitState {
            statePath = explicitState
            legacyState = nil
        } else {
            let real = given.resolved()
            let isBundled = real != nil && real == bundled.flatMap { RawPath($0).resolved() }
            statePath = places.placeFile(for: isBundled ? .bundled : .data(realPath: real ?? given))
            legacyState = try? places.legacyStateFile.openable()
            if let legacyState { opened.append((legacyState, places.legacyStateFile)) }
        }
        // A state file's folder is made when it is saved; one that cannot be named in text is made now.
        state = try statePath.openable(creatingFolders: true)
        opened.append((state, statePath))
        aliases = opened.filter { !$0.1.isUTF8 }.map { Alias(opened: $0.0, shown: $0.1.shown) }.sorted { $0.opened.utf8.count > $1.opened.utf8.count }
    }

    /// What to watch for the data, without the folders that only a descriptor can name.
    ///
    /// A data file behind a link is watched in the folder the link leads to as well, found by its
    /// real path; through a descriptor, that real path is the folder already watched, decoded into
    /// a name that does not exist, whose watch would fail and say so.
    func watchable(_ folders: DataFolders) -> DataFolders {
        var folders = folders
        folders.folders.subtract(unnameable)
        for folder in unnameable { folders.fileNames?[folder] = nil }
        return folders
    }

    /// `text` with every path opened through a descriptor written as it was given.
    func shown(_ text: String) -> String {
        aliases.reduce(text) { $0.replacing($1.opened, with: $1.shown) }
    }
}
