import RecipeModel

/// A place in the app written as text: `CATEGORY[/RECIPE[/RECIPE...]]`, optionally as `recipes://...`.
///
/// The first recipe is the one selected in the list; each later one is a related recipe pushed on top.
public struct DeepLink: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var categoryID: String
    public var recipeIDs: [String]

    /// The scheme a link may be written with.
    public static let scheme = "recipes"
    /// More segments than this are refused: no real stack is that deep, and a huge one would only cost memory.
    public static let maximumSegments = 1000

    public init(categoryID: String, recipeIDs: [String] = []) {
        self.categoryID = categoryID
        self.recipeIDs = recipeIDs
    }

    /// The link of the place a navigation state shows, or nil when no category is selected.
    public init?(_ model: NavigationModel) {
        guard let category = model.selectedCategory else { return nil }
        self.init(categoryID: category, recipeIDs: model.recipePath)
    }

    /// Parses a link's text without looking at any catalog; percent-escapes in segments are decoded.
    public init(parsing text: String) throws(DeepLinkError) {
        var body = Self.trimmingWhitespace(text)
        let prefix = Self.scheme + "://"
        if body.lowercased().hasPrefix(prefix) {
            body = body.dropFirst(prefix.count)
        } else if body.contains("://") {
            throw .unsupportedScheme(String(body.prefix { $0 != ":" }))
        }
        while body.hasSuffix("/") { body = body.dropLast() }
        guard !body.isEmpty else { throw .empty }
        let rawSegments = body.split(separator: "/", omittingEmptySubsequences: false)
        guard rawSegments.count <= Self.maximumSegments + 1 else { throw .tooManySegments(rawSegments.count) }
        var segments: [String] = []
        segments.reserveCapacity(rawSegments.count)
        for (index, raw) in rawSegments.enumerated() {
            guard !raw.isEmpty else { throw .emptySegment(position: index + 1) }
            guard let decoded = PercentEncoding.decode(raw) else { throw .badEscape(segment: String(raw), position: index + 1) }
            segments.append(decoded)
        }
        self.init(categoryID: segments[0], recipeIDs: Array(segments.dropFirst()))
    }

    /// The text without the leading and trailing spaces and tabs a pasted link may have: Foundation's
    /// `CharacterSet.whitespaces`, which is Unicode's space separators, the tab, and the zero-width space.
    static func trimmingWhitespace(_ text: String) -> Substring {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isWhitespace($0) })!
        return Substring(scalars[first...last])
    }

    /// Parses a link and checks every segment against the catalog.
    public init(parsing text: String, in catalog: RecipeCatalog) throws(DeepLinkError) {
        try self.init(parsing: text)
        try validate(in: catalog)
    }

    /// Throws the first fault: an unknown category or recipe, or a first recipe from another category.
    public func validate(in catalog: RecipeCatalog) throws(DeepLinkError) {
        guard catalog.category(id: categoryID) != nil else { throw .unknownCategory(categoryID) }
        for (index, id) in recipeIDs.enumerated() {
            guard let recipe = catalog[id] else { throw .unknownRecipe(id, position: index + 2) }
            if index == 0 && recipe.categoryID != categoryID {
                throw .recipeNotInCategory(recipeID: id, categoryID: categoryID, actualCategoryID: recipe.categoryID)
            }
        }
    }

    /// Tells whether every segment names something in the catalog.
    public func isValid(in catalog: RecipeCatalog) -> Bool {
        (try? validate(in: catalog)) != nil
    }

    /// The link as `recipes://category/recipe/...`, escaping what a segment cannot hold literally.
    public var description: String {
        ([categoryID] + recipeIDs).map(PercentEncoding.encode).reduce(Self.scheme + ":/") { $0 + "/" + $1 }
    }
}

/// Why a deep link could not be opened; each case names the bad segment.
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case unsupportedScheme(String)
    case emptySegment(position: Int)
    case badEscape(segment: String, position: Int)
    case tooManySegments(Int)
    case unknownCategory(String)
    case unknownRecipe(String, position: Int)
    case recipeNotInCategory(recipeID: String, categoryID: String, actualCategoryID: String)

    public var description: String {
        switch self {
        case .empty:
            "the link is empty; expected CATEGORY[/RECIPE[/RECIPE...]]"
        case .unsupportedScheme(let scheme):
            "the link's scheme \"\(scheme)\" is not \"\(DeepLink.scheme)\""
        case .emptySegment(let position):
            "segment \(position) of the link is empty"
        case .badEscape(let segment, let position):
            "segment \(position) \"\(segment)\" has a malformed percent escape"
        case .tooManySegments(let count):
            "the link has \(count) segments; at most \(DeepLink.maximumSegments + 1) are allowed"
        case .unknownCategory(let id):
            "unknown category \"\(id)\" (segment 1 of the link)"
        case .unknownRecipe(let id, let position):
            "unknown recipe \"\(id)\" (segment \(position) of the link)"
        case .recipeNotInCategory(let recipeID, let categoryID, let actual):
            "recipe \"\(recipeID)\" (segment 2 of the link) is in category \"\(actual)\", not \"\(categoryID)\""
        }
    }
}
