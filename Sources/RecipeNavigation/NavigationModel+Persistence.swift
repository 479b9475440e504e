import FoundationEssentials
import RecipeModel

extension NavigationModel {
    /// The version of the saved-state format this code writes; a newer one is refused, not guessed at.
    ///
    /// Version 1 saved the stack as recipe IDs (`"recipePathIds": [...]`); version 2 saves routes by
    /// kind (`"path": [{"recipe": "apple-pie"}, {"ingredient": "butter"}]`). Version 1 is still read.
    public static let persistenceVersion = 2

    /// Encodes the state as JSON holding only kinds and IDs:
    /// `{"version": 2, "selectedCategory": ..., "path": [{"recipe": ...}, {"ingredient": ...}], ...}`.
    /// The Menus row is `"menus": true` with no `"selectedCategory"`: a member of its own, so that no
    /// category's ID can be read as it; a file without the member (every older one) selects no Menus.
    public func encodedJSON() -> Data {
        encodedJSON(view: Never?.none)
    }

    /// Encodes the state as `encodedJSON()` does, with the app's view state (how its panes are scrolled) as a `"view"` member beside it.
    ///
    /// The navigation model neither knows nor restores what `view` holds: `restore(from:in:)` skips
    /// the member, and the app reads it back itself. Without a view the member is left out.
    public func encodedJSON<View: Encodable>(view: View?) -> Data {
        let navigation = SavedNavigation(
            version: Self.persistenceVersion,
            selectedCategory: selectedCategory,
            menus: showsMenus ? true : nil,
            path: path.map(RouteMember.init),
            recipePathIds: nil,
            focus: focus.rawValue,
            columnVisibility: columnVisibility.rawValue
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return (try? encoder.encode(SavedPlace(navigation: navigation, view: view))) ?? Data()
    }

    /// Decodes saved state of any version this code reads and fits it to `catalog`, keeping as much of the user's place as still exists.
    ///
    /// - Throws: `StateDecodingError` when the bytes are not a saved state this version understands.
    public static func restore(from data: Data, in catalog: RecipeCatalog) throws(StateDecodingError) -> RestoredNavigation {
        try restore(from: data, in: catalog, readingView: nil).navigation
    }

    /// Restores as `restore(from:in:)` does, reading the file with `StateFileReader` when it can, and
    /// the `"view"` member with `view` then; `viewRead` tells whether it did. Otherwise the file is
    /// read with `JSONDecoder`, and the view is left to the caller to decode (see `StateFileReader`).
    package static func restore(
        from data: Data, in catalog: RecipeCatalog, readingView view: ((inout StateFileReader) -> Bool)?
    ) throws(StateDecodingError) -> (navigation: RestoredNavigation, viewRead: Bool) {
        if let saved = SavedNavigation.read([UInt8](data), view: view) {
            return (try restore(saved, in: catalog), true)
        }
        return (try restoreDecoding(from: data, in: catalog), false)
    }

    /// Restores with `JSONDecoder` alone, as every file was read before `StateFileReader`: what the
    /// hand reader refuses, and what the tests compare it with.
    package static func restoreDecoding(from data: Data, in catalog: RecipeCatalog) throws(StateDecodingError) -> RestoredNavigation {
        // The version is read on its own first: a newer format may have changed every other field.
        let version: Int
        do {
            version = try JSONDecoder().decode(SavedVersion.self, from: data).version
        } catch {
            throw StateDecodingError(decoding: error)
        }
        try checkVersion(version)
        let saved: SavedNavigation
        do {
            saved = try JSONDecoder().decode(SavedNavigation.self, from: data)
        } catch {
            throw StateDecodingError(decoding: error)
        }
        return try restore(saved, in: catalog)
    }

    /// Refuses a version this code cannot read.
    private static func checkVersion(_ version: Int) throws(StateDecodingError) {
        guard version >= 1 else { throw .malformed("\"version\" must be 1 or more, found \(version)") }
        guard version <= persistenceVersion else { throw .futureVersion(version) }
    }

    /// Fits the saved navigation, of a version already checked or not, to `catalog`.
    private static func restore(_ saved: SavedNavigation, in catalog: RecipeCatalog) throws(StateDecodingError) -> RestoredNavigation {
        let version = saved.version
        try checkVersion(version)
        var unknownKinds: [String] = []
        let routes: [Route]
        if version == 1 {
            // Version 1's stack held recipes only.
            guard let ids = saved.recipePathIds else { throw .malformed("missing \"recipePathIds\" in the top level") }
            routes = .recipes(ids)
        } else {
            guard let path = saved.path else { throw .malformed("missing \"path\" in the top level") }
            routes = path.compactMap { element in
                if let route = element.route { return route }
                if let kind = element.unknownKind, !unknownKinds.contains(kind) { unknownKinds.append(kind) }
                return nil
            }
        }
        let model = NavigationModel(
            listing: saved.menus == true ? .menus : saved.selectedCategory.map(Listing.category),
            path: routes,
            focus: saved.focus.flatMap(Pane.init(rawValue:)) ?? .categories,
            columnVisibility: saved.columnVisibility.flatMap(ColumnVisibility.init(rawValue:)) ?? .all
        )
        var restored = model.fitted(to: catalog)
        restored.report.unknownKinds = unknownKinds
        return restored
    }

    /// Returns this state with what `catalog` no longer has dropped, and a report of what was dropped.
    ///
    /// Routes that no longer resolve leave the path, element by element (a deleted recipe, an
    /// ingredient no recipe uses any more); a category that no longer exists is cleared (the Menus
    /// row is the kitchen's, not the catalog's: the app fits it to the menus it reads, `fittedToMenus`); screens
    /// left at the bottom of the stack that are not recipes leave with the recipe they were opened
    /// from; when the path's first recipe now lives in another category, the category follows it.
    /// A path deeper than `maximumDepth` keeps its bottom `maximumDepth` screens.
    public func fitted(to catalog: RecipeCatalog) -> RestoredNavigation {
        var model = self
        var report = RestoreReport()
        var reported = Set<Route>()
        model.path = path.compactMap { route in
            // Options that no longer make sense (servings of a recipe that no longer has any) go quietly.
            if route.resolves(in: catalog) { return route.rules.fitted(in: catalog) }
            // A stack can hold a route more than once (related recipes form cycles); report it once.
            if reported.insert(route).inserted { report.recordDropped(route) }
            return nil
        }
        if let firstRoot = model.path.firstIndex(where: \.startsStack) {
            report.detachedScreens = firstRoot
            model.path.removeFirst(firstRoot)
        } else {
            report.detachedScreens = model.path.count
            model.path = []
        }
        if model.path.count > Self.maximumDepth {
            report.cutToDepth = Self.maximumDepth
            model.path.removeSubrange(Self.maximumDepth...)
        }
        if let category = selectedCategory, catalog.category(id: category) == nil {
            report.droppedCategoryID = category
            model.selectedCategory = nil
        }
        if let first = model.selectedRecipe, let recipe = catalog[first], recipe.categoryID != model.selectedCategory {
            // Only the saved root can have moved. When the root was deleted and a pushed recipe from
            // another category took its place, nothing moved; the dropped recipe is already reported.
            if let selected = model.selectedCategory, report.droppedCategoryID == nil, model.path.first == path.first {
                report.movedCategory = (from: selected, to: recipe.categoryID)
            }
            model.selectedCategory = recipe.categoryID
        }
        return RestoredNavigation(model: model, report: report)
    }
}

/// A restored navigation state and what had to change to fit the current catalog.
public struct RestoredNavigation: Equatable, Sendable {
    public var model: NavigationModel
    public var report: RestoreReport
}

/// What restoring dropped or changed; empty when the saved place still exists as it was.
public struct RestoreReport: Equatable, Sendable {
    /// The keys of saved routes the catalog no longer resolves, by kind (`RouteKind.savedName`), each once, in path order;
    /// each kind's file names its own list (`droppedRecipeIDs`, `droppedIngredients`).
    private var droppedKeys: [String: [String]] = [:]
    /// Kinds of saved screens this version does not know (saved by a later one), each once.
    public var unknownKinds: [String] = []
    /// Screens that were left at the bottom of the stack without the recipe they were opened from, and closed.
    public var detachedScreens = 0
    /// The depth the stack was cut to, when it was deeper than a stack may be.
    public var cutToDepth: Int?
    /// The saved category, when the catalog no longer has it.
    public var droppedCategoryID: String?
    /// The Menus row was selected, and the collection has no menus any more.
    public var droppedMenus = false
    /// The category changed because the selected recipe (the saved path's root) moved to another one.
    public var movedCategory: (from: String, to: String)?

    public init() {}

    /// True when nothing of the saved place was lost or moved.
    public var isEmpty: Bool { summaryParts.isEmpty }

    /// How many names a notice quotes before it counts the rest: a notice is one line, not a list.
    public static let quotedNames = 5

    /// A short sentence for the status line, or nil when there is nothing to say.
    public var summary: String? {
        let parts = summaryParts
        guard !parts.isEmpty else { return nil }
        return "Saved place changed: " + parts.joined(separator: "; ") + "."
    }

    /// What changed, as clauses of a sentence ("recipe "x" no longer exists"), for notices that say more around them.
    public var summaryParts: [String] {
        var parts: [String] = []
        for kind in Route.allKinds {
            let keys = dropped(kind)
            if !keys.isEmpty { parts.append(kind.droppedClause(quoting: Self.quoted(keys), count: keys.count)) }
        }
        if !unknownKinds.isEmpty {
            parts.append("screens of a kind this version does not know (\(Self.quoted(unknownKinds))) were closed")
        }
        if detachedScreens > 0 {
            parts.append(detachedScreens == 1 ? "a screen opened from it was closed" : "\(detachedScreens) screens opened from it were closed")
        }
        if let cutToDepth { parts.append("the stack was cut to its deepest, \(cutToDepth) screens") }
        if let droppedCategoryID { parts.append("category \"\(droppedCategoryID)\" no longer exists") }
        if droppedMenus { parts.append("the collection has no menus any more") }
        if let movedCategory { parts.append("the recipe moved from \"\(movedCategory.from)\" to \"\(movedCategory.to)\"") }
        return parts
    }

    /// The keys of the dropped routes of `kind`, each once, in path order.
    public func dropped(_ kind: any RouteKind.Type) -> [String] {
        droppedKeys[kind.savedName] ?? []
    }

    /// Replaces the keys of the dropped routes of `kind`.
    public mutating func setDropped(_ kind: any RouteKind.Type, _ keys: [String]) {
        droppedKeys[kind.savedName] = keys
    }

    /// Notes that `route` was dropped, after those already noted.
    mutating func recordDropped(_ route: Route) {
        droppedKeys[route.kind, default: []].append(route.key)
    }

    /// `"a", "b", "c"`, or the first few and "and N more".
    static func quoted(_ names: [String]) -> String {
        let shown = names.prefix(quotedNames).map { "\"\($0)\"" }.joined(separator: ", ")
        return names.count > quotedNames ? shown + " and \(names.count - quotedNames) more" : shown
    }

    public static func == (lhs: RestoreReport, rhs: RestoreReport) -> Bool {
        lhs.droppedKeys.filter { !$0.value.isEmpty } == rhs.droppedKeys.filter { !$0.value.isEmpty }
            && lhs.unknownKinds == rhs.unknownKinds && lhs.detachedScreens == rhs.detachedScreens && lhs.cutToDepth == rhs.cutToDepth
            && lhs.droppedCategoryID == rhs.droppedCategoryID && lhs.droppedMenus == rhs.droppedMenus
            && lhs.movedCategory?.from == rhs.movedCategory?.from && lhs.movedCategory?.to == rhs.movedCategory?.to
    }
}

/// Why saved state could not be read: the app sets such a file aside and starts fresh.
public enum StateDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    case malformed(String)
    case futureVersion(Int)

    public var description: String {
        switch self {
        case .malformed(let reason): "not a saved state: \(reason)"
        case .futureVersion(let version): "saved by a newer recipe-tui (format version \(version); this one reads up to \(NavigationModel.persistenceVersion))"
        }
    }

    /// Wraps an error of `JSONDecoder` as a malformed-state error.
    init(decoding error: any Error) {
        if let error = error as? DecodingError {
            self = .malformed(Self.describe(error))
        } else {
            self = .malformed(String(describing: error))
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.isEmpty ? "the top level" : "\"" + codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") + "\""
        }
        switch error {
        case .dataCorrupted(let context): return "invalid JSON (\(context.debugDescription)) at \(path(context.codingPath))"
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\" in \(path(context.codingPath))"
        case .typeMismatch(_, let context): return "wrong type at \(path(context.codingPath)): \(context.debugDescription)"
        case .valueNotFound(_, let context): return "missing value at \(path(context.codingPath))"
        @unknown default: return String(describing: error)
        }
    }
}

/// The one field every format version has, read before anything else.
private struct SavedVersion: Decodable {
    var version: Int
}

/// The saved form: IDs and enum names only, so a relaunch can fit it to whatever the catalog holds then.
/// Version 2 writes `path`; version 1 wrote `recipePathIds`, which is only read.
struct SavedNavigation: Codable {
    var version: Int
    var selectedCategory: String?
    /// True when the Menus row was selected (then `selectedCategory` is nil); left out otherwise.
    var menus: Bool?
    var path: [RouteMember]?
    var recipePathIds: [String]?
    var focus: String?
    var columnVisibility: String?
}

/// The saved navigation and, in the same object, the app's `"view"` member.
private struct SavedPlace<View: Encodable>: Encodable {
    var navigation: SavedNavigation
    var view: View?

    private enum CodingKeys: String, CodingKey {
        case view
    }

    func encode(to encoder: any Encoder) throws {
        // Both write into one keyed container, so the view is a member beside the navigation's, not a level below them.
        try navigation.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(view, forKey: .view)
    }
}
