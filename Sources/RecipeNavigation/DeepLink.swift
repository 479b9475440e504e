import RecipeModel

/// A place in the app written as text: `CATEGORY[/RECIPE[/SCREEN...]]`, optionally as `recipes://...`.
///
/// The first route is the recipe selected in the list; each later one is a screen pushed on top: a
/// related recipe, or an ingredient written `@` and its name (`recipes://dessert/apple-pie/@butter/shortbread`).
/// A recipe scaled to other servings ends with `:` and the number (`dessert/apple-pie:6`).
/// Segments are percent-escaped, so a recipe ID that starts with `@` is written `%40...`.
/// The Menus row is an unescaped `*` as the first segment (`recipes://*/*Plans%2Fweek`): a category's
/// ID is always escaped, so a category named "*" is `%2A` and never read as it.
public struct DeepLink: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The first column's row the link selects: a category, or the Menus row.
    public var listing: Listing
    public var routes: [Route]

    /// The first segment that stands for the Menus row.
    static let menusSegment = "*"

    /// The category the link selects; nil when it selects the Menus row.
    public var categoryID: String? {
        if case .category(let id) = listing { return id }
        return nil
    }

    /// The scheme a link may be written with.
    public static let scheme = "recipes"
    /// More segments than this are refused: no real stack is that deep, and a huge one would only cost
    /// memory. The navigation stack is capped at the same depth, so every stack can be linked.
    public static let maximumSegments = 1000

    public init(categoryID: String, routes: [Route] = []) {
        self.init(listing: .category(categoryID), routes: routes)
    }

    public init(listing: Listing, routes: [Route] = []) {
        self.listing = listing
        self.routes = routes
    }

    /// The link of the place a navigation state shows, or nil when no category (nor the Menus row) is selected.
    public init?(_ model: NavigationModel) {
        guard let listing = model.listing else { return nil }
        self.init(listing: listing, routes: model.path)
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
        guard let category = rawSegments.first, !category.isEmpty else { throw .emptySegment(position: 1) }
        let listing: Listing
        if category == Self.menusSegment {
            listing = .menus
        } else {
            guard let categoryID = PercentEncoding.decode(category) else { throw .badEscape(segment: String(category), position: 1) }
            listing = .category(categoryID)
        }
        var routes: [Route] = []
        routes.reserveCapacity(rawSegments.count - 1)
        for (index, raw) in rawSegments.enumerated().dropFirst() {
            routes.append(try Self.route(parsing: raw, position: index + 1))
        }
        self.init(listing: listing, routes: routes)
    }

    /// Parses one segment after the category: the kind whose link mark starts it reads the rest; an unmarked segment is a recipe's ID.
    static func route(parsing raw: Substring, position: Int) throws(DeepLinkError) -> Route {
        guard !raw.isEmpty else { throw .emptySegment(position: position) }
        var unmarked: (any RouteKind.Type)?
        for kind in Route.allKinds {
            guard let mark = kind.linkMark else {
                unmarked = kind
                continue
            }
            if raw.first == mark { return try kind.route(linkText: raw.dropFirst(), segment: raw, position: position) }
        }
        // One kind, the recipe, is written without a mark.
        return try unmarked!.route(linkText: raw, segment: raw, position: position)
    }

    /// The segment a route is written as: its kind's mark, if any, and its escaped key (`apple-pie`, `@butter`).
    static func segment(for route: Route) -> String {
        route.rules.linkSegment
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
        // Options that make no sense for what the catalog holds (servings of a recipe without any) go quietly.
        routes = routes.map { $0.rules.fitted(in: catalog) }
    }

    /// Throws the first fault: an unknown category, recipe or ingredient, or a first screen that is not a recipe of the category.
    ///
    /// Under the Menus row the first screen is a menu (or a screen of the whole collection), never a
    /// recipe; whether the menu's file is there is the kitchen's to say, as for any menu's screen.
    public func validate(in catalog: RecipeCatalog) throws(DeepLinkError) {
        let categoryID: String
        switch listing {
        case .category(let id):
            guard catalog.category(id: id) != nil else { throw .unknownCategory(id) }
            categoryID = id
        case .menus:
            if let first = routes.first, !first.startsStack || first.recipeID != nil {
                throw .badScreen(segment: first.rules.linkSegment, position: 2, screen: "a menu", reason: "the Menus list holds menus, not recipes")
            }
            categoryID = ""
        }
        for (index, route) in routes.enumerated() {
            try route.rules.validate(inLinkAt: index, categoryID: categoryID, in: catalog)
        }
    }

    /// Tells whether every segment names something in the catalog.
    public func isValid(in catalog: RecipeCatalog) -> Bool {
        (try? validate(in: catalog)) != nil
    }

    /// The link as `recipes://category/recipe/...`, escaping what a segment cannot hold literally.
    public var description: String {
        let first = switch listing {
        case .category(let id): PercentEncoding.encode(id)
        case .menus: Self.menusSegment
        }
        return ([first] + routes.map(Self.segment(for:))).reduce(Self.scheme + ":/") { $0 + "/" + $1 }
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
    /// A screen's segment that is malformed, names nothing in the catalog, or stands where its kind cannot;
    /// `screen` says what the segment was read as ("an ingredient").
    case badScreen(segment: String, position: Int, screen: String, reason: String)
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
        case .badScreen(let segment, let position, let screen, let reason):
            "segment \(position) \"\(segment)\" is not \(screen) to open: \(reason)"
        case .recipeNotInCategory(let recipeID, let categoryID, let actual):
            "recipe \"\(recipeID)\" (segment 2 of the link) is in category \"\(actual)\", not \"\(categoryID)\""
        }
    }
}
