import Cooklang
import RecipeModel

/// A collection's files arranged as a catalog: categories from top-level folders, recipes, and the side table.
struct CooklangCollectionLayout {
    private(set) var categories: [Category] = []
    private(set) var recipes: [Recipe] = []
    /// Each file's problems, each "file:line:column: message", for the files that have any.
    private(set) var problems: [String: [String]] = [:]
    private(set) var referrers: [String: [String]] = [:]
    /// The lines of each recipe's deprecated `>>` metadata, by recipe ID, for the recipes that have any (see `Parsed`).
    private(set) var deprecatedMetadataLines: [String: [Int]] = [:]

    init(files: [CooklangFile], parsed: [CooklangFileParsing.Parsed], warnings: inout [CatalogWarning]) {
        // IDs that differ only in Unicode normalisation are one ID to the catalog: the first file wins.
        var kept: [(file: CooklangFile, parsed: CooklangFileParsing.Parsed)] = []
        var seen = Set<String>()
        for (file, result) in zip(files, parsed) {
            if seen.insert(file.id).inserted {
                kept.append((file, result))
            } else {
                warnings.append(.inFile(file: file.id + ".cook", message: "has the same name as another file once accents are normalised; skipped"))
            }
        }

        var folderNames: [String: String] = [:]
        var hasLooseRecipes = false
        for (file, _) in kept {
            let segments = file.id.split(separator: "/", omittingEmptySubsequences: false)
            if segments.count > 1 {
                let folder = String(segments[0])
                if folderNames[folder] == nil { folderNames[folder] = folder }
            } else {
                hasLooseRecipes = true
            }
        }
        let uncategorised = RecipeCatalog.uncategorisedCategoryName
        categories = folderNames.values.filter { $0 != uncategorised }
            .map { (key: SortKeyFolding.naturalKey(for: $0), name: $0) }
            .sorted { ($0.key, $0.name) < ($1.key, $1.name) }
            .map(\.name)
            .map { Category(id: $0, name: $0) }
        if hasLooseRecipes || folderNames[uncategorised] != nil {
            categories.append(Category(id: uncategorised, name: uncategorised))
        }

        for (file, result) in kept {
            let fileName = file.id + ".cook"
            var segments = file.id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let stem = segments.removeLast()
            let categoryID = segments.isEmpty ? uncategorised : segments.removeFirst()
            let subfolder = segments.isEmpty ? nil : segments.joined(separator: "/")
            let title = result.title.map(\.trimmingWhitespace) ?? ""
            var name = title.isEmpty ? stem : title
            if let subfolder { name += " · " + subfolder }

            var problems = result.problems
            var related: [String] = []
            for ingredient in result.references {
                guard let reference = ingredient.reference else { continue }
                let location = "\(ingredient.location.line):\(ingredient.location.column)"
                if let target = reference.recipeID, seen.contains(target) {
                    if target != file.id, !related.contains(target) { related.append(target) }
                } else if reference.recipeID == nil {
                    problems.append("\(location): the reference \(reference.path) leads outside the collection; shown as text")
                } else {
                    problems.append("\(location): the reference \(reference.path) names no recipe of the collection; shown as text")
                }
            }
            warnings += problems.map { .inFile(file: fileName, message: $0) }

            var recipe = result.values
            recipe.id = file.id
            recipe.name = name
            recipe.categoryID = categoryID
            recipe.relatedIDs = related
            recipes.append(CatalogLimits.apply(to: recipe, warnings: &warnings))
            if !problems.isEmpty { self.problems[file.id] = problems.map { "\(fileName):\($0)" } }
            if !result.deprecatedMetadataLines.isEmpty { deprecatedMetadataLines[file.id] = result.deprecatedMetadataLines }
            for target in related { referrers[target, default: []].append(file.id) }
        }
        let names = Dictionary(recipes.map { ($0.id, SortKeyFolding.naturalKey(for: $0.name)) }, uniquingKeysWith: { first, _ in first })
        for (target, ids) in referrers {
            referrers[target] = ids.sorted { (names[$0] ?? "", $0) < (names[$1] ?? "", $1) }
        }
    }
}
