import Foundation

extension RecipeCatalog {
    /// Loads the catalog from a JSON file, naming the file in every error.
    ///
    /// - Throws: `CatalogLoadError`, whose `description` is a complete sentence for the user.
    public init(contentsOfFile path: String) throws(CatalogLoadError) {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(path: path)
        } catch {
            throw CatalogLoadError(file: path, error: .unreadable(path: path, reason: error.description))
        }
        do {
            try self.init(jsonBytes: bytes)
        } catch {
            throw CatalogLoadError(file: path, error: error)
        }
    }

    /// Loads the catalog from the bytes of a JSON document.
    public init(data: Data) throws(CatalogError) {
        try self.init(jsonBytes: [UInt8](data))
    }

    /// Loads the catalog from the UTF-8 bytes of a JSON document.
    public init(jsonBytes bytes: [UInt8]) throws(CatalogError) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw .syntax(message: error.message, position: SourcePosition(offset: error.offset, in: bytes))
        }
        var reader = CatalogReader(bytes: bytes)
        let (categories, parsedRecipes) = try reader.read(root)
        var limitWarnings: [CatalogWarning] = []
        let recipes = parsedRecipes.map { CatalogLimits.apply(to: $0, warnings: &limitWarnings) }
        guard !categories.isEmpty else { throw .noCategories }
        guard !recipes.isEmpty else { throw .noRecipes }
        try self.init(
            categories: categories,
            recipes: recipes,
            offsets: SourceOffsets(bytes: bytes, categories: reader.categoryOffsets, recipes: reader.recipeOffsets),
            extraWarnings: limitWarnings
        )
    }
}

/// A catalog error together with the file it came from.
public struct CatalogLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var error: CatalogError

    public var description: String { error.message(file: file) }
}
