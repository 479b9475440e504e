import FoundationEssentials

extension RecipeCatalog {
    /// Loads the catalog from the bytes of a JSON document.
    public init(data: Data) throws(CatalogError) {
        try self.init(jsonBytes: [UInt8](data))
    }

    /// Loads the catalog from the UTF-8 bytes of a JSON document.
    ///
    /// A fast scan handles well-formed documents; anything it does not accept goes to the precise
    /// parser, which names the line and column of a fault.
    public init(jsonBytes bytes: [UInt8]) throws(CatalogError) {
        try self.init(jsonBytes: bytes, scan: true)
    }

    /// Loads the catalog from a document's bytes, trying the fast scan first when `scan` is true.
    init(jsonBytes bytes: [UInt8], scan: Bool) throws(CatalogError) {
        if scan, let scanned = bytes.withUnsafeBytes({ Self.scanning($0, document: { DocumentByteSource(bytes: bytes) }, progress: nil) }) {
            self = scanned
            return
        }
        try self.init(parsing: bytes)
    }

    /// Loads the catalog with the precise parser: a tree of every value, then the reader's checks.
    init(parsing bytes: [UInt8]) throws(CatalogError) {
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
