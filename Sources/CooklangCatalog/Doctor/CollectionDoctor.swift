import Cooklang
import Dispatch
import RecipeModel

/// Examines a loaded catalog for everything `DoctorReport` lists: the load's own problems (syntax
/// with line and column, broken references, files skipped and why, values cut to a limit), two
/// recipes with the same title in one category, deprecated `>>` metadata lines, and ingredients the
/// aisle file does not list.
package enum CollectionDoctor {
    /// The report on a collection read afresh: the checks of each file spread on two threads.
    ///
    /// - Parameter listed: whether the aisle file lists an ingredient, when the collection has one:
    ///   each file's ingredients it does not list are then a warning.
    package static func examine(_ examination: CooklangExamination, listed: (@Sendable (String) -> Bool)? = nil) -> DoctorReport {
        let catalog = examination.catalog
        var byFile = catalogProblems(catalog)
        let recipes = examination.recipes, lines = examination.deprecatedMetadataLines, references = examination.referenceNames
        let checked = WorkerSlots<[DoctorReport.Problem]>(count: recipes.count)
        @Sendable func check(_ index: Int) {
            let recipe = recipes[index]
            checked.store(fileProblems(
                of: recipe, deprecatedMetadataLines: lines[recipe.id] ?? [], referenceNames: references[recipe.id] ?? [], in: catalog, listed: listed
            ), at: index)
        }
        // Two workers, each taking every other recipe: the machine's two cores, as the parse shares them.
        if recipes.count >= CooklangFileParsing.parallelThreshold {
            DispatchQueue.concurrentPerform(iterations: 2) { worker in
                for index in stride(from: worker, to: recipes.count, by: 2) { check(index) }
            }
        } else {
            for index in recipes.indices { check(index) }
        }
        for (recipe, problems) in zip(recipes, checked.values()) where !problems.isEmpty {
            byFile[recipe.id + ".cook", default: []] += problems
        }
        return report(byFile, of: catalog)
    }

    /// The report on a loaded catalog, reading each of its files through `read` for its `>>` lines
    /// (tests hand it a dictionary); a file `read` cannot give is not checked further.
    package static func examine(_ catalog: RecipeCatalog, read: (String) -> [UInt8]?, listed: ((String) -> Bool)? = nil) -> DoctorReport {
        var byFile = catalogProblems(catalog)
        if let collection = catalog.cooklang {
            for category in catalog.categories {
                for id in catalog.recipeIDs(in: category.id) {
                    guard let entry = collection.entry(ofRecipe: id), let bytes = read(entry.path) else { continue }
                    let parsed = CooklangParser.parse(bytes: bytes)
                    let problems = fileProblems(
                        of: listed == nil ? nil : catalog[id], deprecatedMetadataLines: parsed.deprecatedMetadataLines,
                        referenceNames: Set(parsed.recipe.references.map(\.name)), in: catalog, listed: listed)
                    if !problems.isEmpty { byFile[entry.file, default: []] += problems }
                }
            }
        }
        return report(byFile, of: catalog)
    }

    /// The load's warnings and the repeated titles, by file.
    private static func catalogProblems(_ catalog: RecipeCatalog) -> [String: [DoctorReport.Problem]] {
        var byFile: [String: [DoctorReport.Problem]] = [:]
        let collection = catalog.cooklang
        let dataFile = catalog.dataFilePath ?? "data"
        for warning in catalog.warnings {
            let (file, problem) = Self.problem(of: warning, dataFile: dataFile, root: collection?.root)
            byFile[file, default: []].append(problem)
        }
        // Two recipes of the same title in one category: the second and later are named.
        for category in catalog.categories {
            var first: [String: String] = [:]
            for id in catalog.recipeIDs(in: category.id) {
                guard let name = catalog.name(ofRecipe: id) else { continue }
                let key = SortKeyFolding.key(for: name)
                if let earlier = first[key] {
                    let file = collection?.entry(ofRecipe: id)?.file ?? dataFile
                    byFile[file, default: []].append(DoctorReport.Problem(
                        severity: .warning, kind: "duplicate-title",
                        message: "has the same title as \(collection?.entry(ofRecipe: earlier)?.file ?? earlier) in \(category.name): \"\(name)\""
                    ))
                } else {
                    first[key] = id
                }
            }
        }
        return byFile
    }

    /// What the file of `recipe` adds: its ingredients no aisle lists (when `listed` and `recipe` are
    /// given), then its deprecated `>>` lines.
    ///
    /// `referenceNames` are the file's ingredients that reference a recipe (`@./Shared/Toast{}`), found
    /// or not: a recipe is nothing to buy, and one not found is already the file's reference error.
    private static func fileProblems(
        of recipe: Recipe?, deprecatedMetadataLines: [Int], referenceNames: Set<String>, in catalog: RecipeCatalog, listed: ((String) -> Bool)?
    ) -> [DoctorReport.Problem] {
        var problems: [DoctorReport.Problem] = []
        if let listed, let recipe {
            // A reference to another recipe is no ingredient to buy. It is listed under its file's
            // name ("Tomato Sauce"), which differs from the recipe's title where a front matter gives one.
            let referenced = referenceNames.union(recipe.relatedIDs.flatMap { id in
                [catalog.name(ofRecipe: id), id.split(separator: "/").last.map(String.init)].compactMap { $0 }
            })
            var missing: [String] = []
            for ingredient in recipe.ingredients where !listed(ingredient.name) && !referenced.contains(ingredient.name) && !missing.contains(ingredient.name) {
                missing.append(ingredient.name)
            }
            if !missing.isEmpty {
                problems.append(DoctorReport.Problem(
                    severity: .warning, kind: "unlisted-ingredient",
                    message: "no aisle of the aisle file lists \(missing.map { "\"\($0)\"" }.joined(separator: ", "))"
                ))
            }
        }
        for line in deprecatedMetadataLines {
            problems.append(DoctorReport.Problem(
                line: line, column: 1, severity: .warning, kind: "deprecated-metadata",
                message: "`>>` metadata is deprecated; write it in a YAML front matter between `---` lines"
            ))
        }
        return problems
    }

    /// The report of `byFile`'s problems: the files with an error first, then the others, each by path; each one's problems by line and column.
    private static func report(_ byFile: [String: [DoctorReport.Problem]], of catalog: RecipeCatalog) -> DoctorReport {
        // An error never waits below pages of warnings: it is what makes the command exit 1.
        let ordered = byFile.map { (hasError: $0.value.contains { $0.severity == .error }, file: $0.key) }
            .sorted { ($0.hasError ? 0 : 1, $0.file) < ($1.hasError ? 0 : 1, $1.file) }
        let files = ordered.map(\.file).map { file in
            let problems = byFile[file]!.enumerated().sorted { a, b in
                (a.element.line ?? 0, a.element.column ?? 0, a.offset) < (b.element.line ?? 0, b.element.column ?? 0, b.offset)
            }.map(\.element)
            let id = file.hasSuffix(".cook") ? String(file.dropLast(5)) : nil
            return DoctorReport.FileProblems(file: file, recipeID: id.flatMap { catalog.name(ofRecipe: $0) != nil ? $0 : nil }, problems: problems)
        }
        return DoctorReport(files: files, recipeCount: catalog.recipeCount)
    }

    /// A load's warning as a problem of a file: its line and column read off the message, and its kind.
    static func problem(of warning: CatalogWarning, dataFile: String, root: String?) -> (file: String, problem: DoctorReport.Problem) {
        switch warning {
        case .inFile(let file, let message):
            var shown = file
            if let root, shown.hasPrefix(root + "/") { shown = String(shown.dropFirst(root.count + 1)) }
            if let (line, column, rest) = position(message) {
                let kind = rest.hasPrefix("the reference ") ? "reference" : "parse"
                return (shown, DoctorReport.Problem(line: line, column: column, severity: .error, kind: kind, message: rest))
            }
            let unreadable = message.contains("cannot be read") || message.contains("not UTF-8")
            return (shown, DoctorReport.Problem(severity: unreadable ? .error : .warning, kind: unreadable ? "parse" : "skipped", message: message))
        case .truncated(let recipeID, _, _, _):
            let file = root == nil ? dataFile : recipeID + ".cook"
            return (file, DoctorReport.Problem(severity: .warning, kind: "limit", message: warning.description))
        default:
            return (dataFile, DoctorReport.Problem(severity: .error, kind: "reference", message: warning.description))
        }
    }

    /// "12:3: message" read as line 12, column 3 and the message; nil when the text has no such start.
    static func position(_ message: String) -> (Int, Int, String)? {
        let parts = message.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) else { return nil }
        return (line, column, String(parts[2].drop { $0 == " " }))
    }
}
