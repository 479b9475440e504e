
import FoundationEssentials
import RecipeModel

extension NavigationModel {
    /// The version of the saved-state format this code writes; a newer one is refused, not guessed at.
    public static let persistenceVersion = 1

    /// Encodes the state as JSON holding only IDs: `{"version": 1, "selectedCategory": ..., "recipePathIds": [...], ...}`.
    public func encodedJSON() -> Data {
        let saved = SavedNavigation(
            version: Self.persistenceVersion,
            selectedCategory: selectedCategory,
            recipePathIds: recipePath,
            focus: focus.rawValue,
            columnVisibility: columnVisibility.rawValue
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and arrays cannot fail.
        return (try? encoder.encode(saved)) ?? Data()
    }

    /// Decodes saved state and fits it to `catalog`, keeping as much of the user's place as still exists.
    ///
    /// - Throws: `StateDecodingError` when the bytes are not a saved state this version understands.
    public static func restore(from data: Data, in catalog: RecipeCatalog) throws(StateDecodingError) -> RestoredNavigation {
        // The version is read on its own first: a newer format may have changed every other field.
        let version: Int
        do {
            version = try JSONDecoder().decode(SavedVersion.self, from: data).version
        } catch {
            throw StateDecodingError(decoding: error)
        }
        guard version >= 1 else { throw .malformed("\"version\" must be 1 or more, found \(version)") }
        guard version <= persistenceVersion else { throw .futureVersion(version) }
        let saved: SavedNavigation
        do {
            saved = try JSONDecoder().decode(SavedNavigation.self, from: data)
        } catch {
            throw StateDecodingError(decoding: error)
        }
        let model = NavigationModel(
            selectedCategory: saved.selectedCategory,
            recipePath: saved.recipePathIds,
            focus: saved.focus.flatMap(Pane.init(rawValue:)) ?? .categories,
            columnVisibility: saved.columnVisibility.flatMap(ColumnVisibility.init(rawValue:)) ?? .all
        )
        return model.fitted(to: catalog)
    }

    /// Returns this state with what `catalog` no longer has dropped, and a report of what was dropped.
    ///
    /// Recipes that no longer exist leave the path; a category that no longer exists is cleared; when
    /// the path's first recipe now lives in another category, the category follows it.
    public func fitted(to catalog: RecipeCatalog) -> RestoredNavigation {
        var model = self
        var report = RestoreReport()
        model.recipePath = recipePath.filter { id in
            if catalog[id] != nil { return true }
            // A stack can hold a recipe more than once (related recipes form cycles); report it once.
            if !report.droppedRecipeIDs.contains(id) { report.droppedRecipeIDs.append(id) }
            return false
        }
        if let category = selectedCategory, catalog.category(id: category) == nil {
            report.droppedCategoryID = category
            model.selectedCategory = nil
        }
        if let first = model.recipePath.first, let recipe = catalog[first], recipe.categoryID != model.selectedCategory {
            // Only the saved root can have moved. When the root was deleted and a pushed recipe from
            // another category took its place, nothing moved; the dropped recipe is already reported.
            if let selected = model.selectedCategory, report.droppedCategoryID == nil, first == recipePath.first {
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
    /// Saved path IDs that the catalog no longer has, each once, in the order of their first place in the path.
    public var droppedRecipeIDs: [String] = []
    /// The saved category, when the catalog no longer has it.
    public var droppedCategoryID: String?
    /// The category changed because the selected recipe (the saved path's root) moved to another one.
    public var movedCategory: (from: String, to: String)?

    public init() {}

    /// True when nothing of the saved place was lost or moved.
    public var isEmpty: Bool { droppedRecipeIDs.isEmpty && droppedCategoryID == nil && movedCategory == nil }

    /// A short sentence for the status line, or nil when there is nothing to say.
    public var summary: String? {
        var parts: [String] = []
        if !droppedRecipeIDs.isEmpty {
            let names = droppedRecipeIDs.map { "\"\($0)\"" }.joined(separator: ", ")
            parts.append(droppedRecipeIDs.count == 1 ? "recipe \(names) no longer exists" : "recipes \(names) no longer exist")
        }
        if let droppedCategoryID { parts.append("category \"\(droppedCategoryID)\" no longer exists") }
        if let movedCategory { parts.append("the recipe moved from \"\(movedCategory.from)\" to \"\(movedCategory.to)\"") }
        guard !parts.isEmpty else { return nil }
        return "Saved place changed: " + parts.joined(separator: "; ") + "."
    }

    public static func == (lhs: RestoreReport, rhs: RestoreReport) -> Bool {
        lhs.droppedRecipeIDs == rhs.droppedRecipeIDs && lhs.droppedCategoryID == rhs.droppedCategoryID
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
private struct SavedNavigation: Codable {
    var version: Int
    var selectedCategory: String?
    var recipePathIds: [String]
    var focus: String?
    var columnVisibility: String?
}
