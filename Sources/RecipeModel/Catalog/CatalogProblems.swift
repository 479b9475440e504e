/// Why a catalog could not be loaded: each case names the file position or the recipe at fault.
public enum CatalogError: Error, Equatable, Sendable {
    case unreadable(path: String, reason: String)
    case syntax(message: String, position: SourcePosition)
    case notAnObject(position: SourcePosition)
    case missingField(field: String, context: String, position: SourcePosition?)
    case wrongType(field: String, context: String, expected: String, found: String, position: SourcePosition?)
    case invalidValue(field: String, context: String, reason: String, position: SourcePosition?)
    case duplicateCategoryID(String, position: SourcePosition?)
    case duplicateRecipeID(String, position: SourcePosition?)
    case unknownCategory(recipeID: String, categoryID: String, position: SourcePosition?)
    case noCategories
    case noRecipes
    /// A Cooklang collection's folder could not be listed.
    case unreadableFolder(reason: String)
    /// A Cooklang collection's folder holds no `.cook` file, at any depth.
    case noCooklangFiles
    /// Another program cut the file short or wrote to it while it was being read: what was read is
    /// thrown away, and loading it again (once the writer is done) will do.
    case changedWhileRead

    /// The sentence shown to the user, without the file name (see `message(file:)`).
    public var description: String {
        switch self {
        case .unreadable(_, let reason):
            return "cannot read the file: \(reason)"
        case .syntax(let message, _):
            return "invalid JSON: \(message)"
        case .notAnObject:
            return "the top level must be an object with \"categories\" and \"recipes\""
        case .missingField(let field, let context, _):
            return "\(context) is missing the required field \"\(field)\""
        case .wrongType(let field, let context, let expected, let found, _):
            return "\(context): \"\(field)\" must be \(expected), found \(found)"
        case .invalidValue(let field, let context, let reason, _):
            return "\(context): \"\(field)\" \(reason)"
        case .duplicateCategoryID(let id, _):
            return "the category ID \"\(id)\" is used twice"
        case .duplicateRecipeID(let id, _):
            return "the recipe ID \"\(id)\" is used twice"
        case .unknownCategory(let recipeID, let categoryID, _):
            return "recipe \"\(recipeID)\" is in category \"\(categoryID)\", which is not in \"categories\""
        case .noCategories:
            return "the catalog has no categories"
        case .noRecipes:
            return "the catalog has no recipes"
        case .unreadableFolder(let reason):
            return "cannot read the folder: \(reason)"
        case .noCooklangFiles:
            return "no .cook file in this folder or below it"
        case .changedWhileRead:
            return "the file changed while it was read (another program cut it short or wrote to it); loading it again will read the new version"
        }
    }

    /// Where in the file the fault is, when known.
    public var position: SourcePosition? {
        switch self {
        case .syntax(_, let position), .notAnObject(let position): position
        case .missingField(_, _, let position), .wrongType(_, _, _, _, let position),
            .invalidValue(_, _, _, let position), .duplicateCategoryID(_, let position),
            .duplicateRecipeID(_, let position), .unknownCategory(_, _, let position):
            position
        case .unreadable, .noCategories, .noRecipes, .unreadableFolder, .noCooklangFiles, .changedWhileRead: nil
        }
    }

    /// A compiler-style line for the terminal: `data/recipes.json:12:5: invalid JSON: ...`.
    public func message(file: String) -> String {
        if let position { return "\(file):\(position.line):\(position.column): \(description)" }
        return "\(file): \(description)"
    }
}

/// A catalog error together with the file it came from.
public struct CatalogLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var error: CatalogError

    package init(file: String, error: CatalogError) {
        self.file = file
        self.error = error
    }

    public var description: String { error.message(file: file) }
}

/// A problem in the data that loading worked around; the app shows these as a notice.
public enum CatalogWarning: Equatable, Sendable, CustomStringConvertible {
    case danglingRelatedID(recipeID: String, relatedID: String)
    case selfRelated(recipeID: String)
    /// A field was longer than anyone can read on a terminal; it was cut to `kept` (characters or items).
    case truncated(recipeID: String, field: String, kept: Int, original: Int)
    /// A problem in one file of a collection, such as a `.cook` file's syntax: the message starts
    /// with the line and column when it has them.
    case inFile(file: String, message: String)

    public var description: String {
        switch self {
        case .inFile(let file, let message):
            "\(file):\(message.first?.isNumber == true ? "" : " ")\(message)"
        case .truncated(let recipeID, let field, let kept, let original):
            "recipe \"\(recipeID)\" has \(original) \(RecipeField.isList(warningName: field) ? "" : "characters of ")\(field); only the first \(kept) are shown"
        case .danglingRelatedID(let recipeID, let relatedID):
            "recipe \"\(recipeID)\" lists related recipe \"\(relatedID)\", which does not exist; it was dropped"
        case .selfRelated(let recipeID):
            "recipe \"\(recipeID)\" lists itself as related; the link was dropped"
        }
    }
}

/// A place in a text file, counted from 1 as editors do.
public struct SourcePosition: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Finds the line and column of a byte offset, counting columns in Unicode scalars.
    init(offset: Int, in bytes: [UInt8]) {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        var index = 0
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        // A byte order mark is invisible in an editor, so it takes no column.
        if lineStart == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lineStart = min(3, end) }
        // UTF-8 continuation bytes (10xxxxxx) do not start a new column.
        let column = bytes[lineStart..<end].reduce(1) { count, byte in
            byte & 0xC0 == 0x80 ? count : count + 1
        }
        self.init(line: line, column: column)
    }

    public var description: String { "\(line):\(column)" }
}
