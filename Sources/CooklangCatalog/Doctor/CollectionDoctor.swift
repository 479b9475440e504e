import RecipeModel

/// Examines a loaded catalog for everything `DoctorReport` lists: the load's own problems (syntax
/// with line and column, broken references, files skipped and why, values cut to a limit), two
/// recipes with the same title in one category, and deprecated `>>` metadata lines.
///
/// Pure but for `read`, which gives a file's bytes (the `>>` lines are looked for in the text, since
/// the parser reads them as metadata without a word); tests hand it a dictionary.
package enum CollectionDoctor {
    /// - Parameter listed: whether the aisle file lists an ingredient, when the collection has one:
    ///   each file's ingredients it does not list are then a warning.
    package static func examine(_ catalog: RecipeCatalog, read: (String) -> [UInt8]?, listed: ((String) -> Bool)? = nil) -> DoctorReport {
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
        if let collection {
            for category in catalog.categories {
                for id in catalog.recipeIDs(in: category.id) {
                    guard let entry = collection.entry(ofRecipe: id), let bytes = read(entry.path) else { continue }
                    if let listed, let recipe = catalog[id] {
                        // A reference to another recipe is no ingredient to buy. It is listed under its file's
                        // name ("Tomato Sauce"), which differs from the recipe's title where a front matter gives one.
                        let referenced = Set(recipe.relatedIDs.flatMap { id in
                            [catalog.name(ofRecipe: id), id.split(separator: "/").last.map(String.init)].compactMap { $0 }
                        })
                        var missing: [String] = []
                        for ingredient in recipe.ingredients where !listed(ingredient.name) && !referenced.contains(ingredient.name) && !missing.contains(ingredient.name) {
                            missing.append(ingredient.name)
                        }
                        if !missing.isEmpty {
                            byFile[entry.file, default: []].append(DoctorReport.Problem(
                                severity: .warning, kind: "unlisted-ingredient",
                                message: "no aisle of the aisle file lists \(missing.map { "\"\($0)\"" }.joined(separator: ", "))"
                            ))
                        }
                    }
                    for line in deprecatedMetadataLines(bytes) {
                        byFile[entry.file, default: []].append(DoctorReport.Problem(
                            line: line, column: 1, severity: .warning, kind: "deprecated-metadata",
                            message: "`>>` metadata is deprecated; write it in a YAML front matter between `---` lines"
                        ))
                    }
                }
            }
        }
        let files = byFile.keys.sorted().map { file in
            let problems = byFile[file]!.enumerated().sorted { a, b in
                (a.element.line ?? 0, a.element.column ?? 0, a.offset) < (b.element.line ?? 0, b.element.column ?? 0, b.offset)
            }.map(\.element)
            let id = file.hasSuffix(".cook") ? String(file.dropLast(5)) : nil
            return DoctorReport.FileProblems(file: file, recipeID: id.flatMap { catalog.name(ofRecipe: $0) != nil ? $0 : nil }, problems: problems)
        }
        return DoctorReport(files: files, recipeCount: catalog.recipeCount)
    }

    /// The numbers of the lines that start (after spaces) with `>>`, outside a front matter.
    static func deprecatedMetadataLines(_ bytes: [UInt8]) -> [Int] {
        var lines: [Int] = []
        var line = 1
        var atLineStart = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                atLineStart = true
            } else if atLineStart && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) {
                // Still at the line's start.
            } else {
                if atLineStart && byte == UInt8(ascii: ">") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">") { lines.append(line) }
                atLineStart = false
            }
            index += 1
        }
        return lines
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
