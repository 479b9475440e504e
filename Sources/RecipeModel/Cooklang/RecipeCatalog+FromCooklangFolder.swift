#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import Cooklang

extension RecipeCatalog {
    /// The category of the recipes directly in a collection's folder, which sorts after the folders'.
    ///
    /// A top-level folder of the same name shares it: its recipes and the loose ones are listed together.
    public static let uncategorisedCategoryName = "Uncategorised"

    /// Whether `path` leads to a folder (through links too), which the app reads as a Cooklang collection.
    public static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Loads a folder of Cooklang recipes: each top-level folder is a category, each `.cook` file
    /// below it a recipe whose ID is its path below `path` without `.cook`.
    ///
    /// A file that cannot be read, is not UTF-8 or has a syntax problem is still listed, with a
    /// warning naming the file, line and column; a reference to a recipe the folder does not have is
    /// left as an ingredient and warned about. The parsed recipes are kept in `cooklang` for the detail.
    ///
    /// - Throws: `CatalogLoadError` when the folder cannot be listed or holds no `.cook` file.
    public init(cooklangFolder path: String) throws(CatalogLoadError) {
        try self.init(cooklangFolder: path, progress: nil)
    }

    /// Loads a folder of Cooklang recipes as `init(cooklangFolder:)` does, telling `progress` the fraction of files read now and then.
    public init(cooklangFolder path: String, progress: (@Sendable (Double) -> Void)?) throws(CatalogLoadError) {
        let listing: CooklangFolder.Listing
        do {
            listing = try CooklangFolder.list(path)
        } catch {
            throw CatalogLoadError(file: path, error: .unreadableFolder(reason: error.reason))
        }
        guard !listing.files.isEmpty else { throw CatalogLoadError(file: path, error: .noCooklangFiles) }
        let parsed = CooklangFileParsing.parse(listing.files, progress: progress)
        var warnings = listing.notices.map { CatalogWarning.inFile(file: $0.path, message: $0.message) }
        let layout = CooklangCollectionLayout(files: listing.files, parsed: parsed, warnings: &warnings)
        do {
            try self.init(categories: layout.categories, recipes: layout.recipes, offsets: nil, extraWarnings: warnings)
        } catch {
            // The layout gives every recipe a distinct ID and a listed category, which is all this checks.
            throw CatalogLoadError(file: path, error: error)
        }
        cooklang = CooklangCollection(root: path, entries: layout.entries, referrers: layout.referrers)
    }
}

/// A collection's files arranged as a catalog: categories from top-level folders, recipes, and the side table.
struct CooklangCollectionLayout {
    private(set) var categories: [Category] = []
    private(set) var recipes: [Recipe] = []
    private(set) var entries: [String: CooklangCollection.Entry] = [:]
    private(set) var referrers: [String: [String]] = [:]

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
            .sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
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
            let title = result.recipe.metadata.title.map { $0.trimmingSpaces } ?? ""
            var name = title.isEmpty ? stem : title
            if let subfolder { name += " · " + subfolder }

            var problems = result.problems
            var related: [String] = []
            for ingredient in result.recipe.ingredients {
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
            entries[file.id] = CooklangCollection.Entry(
                recipe: result.recipe, file: fileName, subfolder: subfolder, problems: problems.map { "\(fileName):\($0)" }
            )
            for target in related { referrers[target, default: []].append(file.id) }
        }
        let names = Dictionary(recipes.map { ($0.id, $0.name.lowercased()) }, uniquingKeysWith: { first, _ in first })
        for (target, ids) in referrers {
            referrers[target] = ids.sorted { (names[$0] ?? "", $0) < (names[$1] ?? "", $1) }
        }
    }
}

extension String {
    /// The text without spaces, tabs and line breaks at either end.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
