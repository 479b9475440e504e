import Testing
@testable import RecipeNavigation
import RecipeModel
import RecipeTestSupport

@Suite("Deep links")
struct DeepLinkTests {
    let catalog = TestCatalogs.small

    // MARK: Parsing

    @Test("a link names a category and then the stack of recipes, with or without the scheme", arguments: [
        "dessert/apple-pie/pie-crust",
        "recipes://dessert/apple-pie/pie-crust",
        "RECIPES://dessert/apple-pie/pie-crust",
        "dessert/apple-pie/pie-crust/",
        "recipes://dessert/apple-pie/pie-crust///",
        "  dessert/apple-pie/pie-crust  ",
        "dessert/apple%2Dpie/pie%2dcrust",
    ])
    func parse(text: String) throws {
        #expect(try DeepLink(parsing: text) == DeepLink(categoryID: "dessert", routes: .recipes(["apple-pie", "pie-crust"])))
    }

    @Test("a link may name only a category")
    func categoryOnly() throws {
        #expect(try DeepLink(parsing: "soup") == DeepLink(categoryID: "soup", routes: .recipes([])))
        #expect(try DeepLink(parsing: "recipes://soup/") == DeepLink(categoryID: "soup", routes: .recipes([])))
    }

    @Test("percent-escapes are decoded, including slashes, spaces and UTF-8 sequences")
    func percentEscapes() throws {
        #expect(try DeepLink(parsing: "a%2Fb/c%20d/100%25") == DeepLink(categoryID: "a/b", routes: .recipes(["c d", "100%"])))
        #expect(try DeepLink(parsing: "main/%E8%A6%AA%E5%AD%90%E4%B8%BC") == DeepLink(categoryID: "main", routes: .recipes(["親子丼"])))
    }

    @Test("segments may be written in any script, unescaped")
    func nonASCIISegments() throws {
        #expect(try DeepLink(parsing: "main/親子丼/crêpes/🥞") == DeepLink(categoryID: "main", routes: .recipes(["親子丼", "crêpes", "🥞"])))
    }

    @Test("the case of IDs is kept")
    func caseIsKept() throws {
        #expect(try DeepLink(parsing: "recipes://Dessert/Apple-Pie") == DeepLink(categoryID: "Dessert", routes: .recipes(["Apple-Pie"])))
    }

    static let parseFailures: [(String, DeepLinkError, String)] = [
        ("", .empty, "the link is empty; expected CATEGORY[/RECIPE[/RECIPE...]]"),
        ("   ", .empty, "the link is empty; expected CATEGORY[/RECIPE[/RECIPE...]]"),
        ("/", .empty, "the link is empty; expected CATEGORY[/RECIPE[/RECIPE...]]"),
        ("//", .empty, "the link is empty; expected CATEGORY[/RECIPE[/RECIPE...]]"),
        ("recipes://", .empty, "the link is empty; expected CATEGORY[/RECIPE[/RECIPE...]]"),
        ("https://example.com/dessert", .unsupportedScheme("https"), #"the link's scheme "https" is not "recipes""#),
        ("recipe://dessert", .unsupportedScheme("recipe"), #"the link's scheme "recipe" is not "recipes""#),
        ("/dessert", .emptySegment(position: 1), "segment 1 of the link is empty"),
        ("dessert//apple-pie", .emptySegment(position: 2), "segment 2 of the link is empty"),
        ("recipes:///dessert", .emptySegment(position: 1), "segment 1 of the link is empty"),
        ("dessert/apple%2", .badEscape(segment: "apple%2", position: 2), #"segment 2 "apple%2" has a malformed percent escape"#),
        ("dessert/pie/%ZZ", .badEscape(segment: "%ZZ", position: 3), #"segment 3 "%ZZ" has a malformed percent escape"#),
        ("%FF", .badEscape(segment: "%FF", position: 1), #"segment 1 "%FF" has a malformed percent escape"#),
    ]

    @Test("a malformed link is refused with a message naming the fault", arguments: parseFailures)
    func parseFailure(text: String, error: DeepLinkError, message: String) {
        #expect(throws: error) { try DeepLink(parsing: text) }
        #expect(error.description == message)
    }

    @Test("a link of 10,000 segments is refused; one of 1,001 is accepted")
    func tooManySegments() throws {
        let huge = Array(repeating: "a", count: 10_000).joined(separator: "/")
        #expect(throws: DeepLinkError.tooManySegments(10_000)) { try DeepLink(parsing: huge) }
        #expect(DeepLinkError.tooManySegments(10_000).description == "the link has 10000 segments; at most 1001 are allowed")

        let longest = Array(repeating: "a", count: DeepLink.maximumSegments + 1).joined(separator: "/")
        #expect(try DeepLink(parsing: longest).routes.count == DeepLink.maximumSegments)
        let tooLong = Array(repeating: "a", count: DeepLink.maximumSegments + 2).joined(separator: "/")
        #expect(throws: DeepLinkError.tooManySegments(DeepLink.maximumSegments + 2)) { try DeepLink(parsing: tooLong) }
    }

    // MARK: Validation against a catalog

    @Test("a link to things the catalog has is valid", arguments: [
        "dessert",
        "dessert/apple-pie",
        "dessert/apple-pie/pie-crust/apple-pie",
        "main/oyakodon/miso-soup",
    ])
    func validLink(text: String) throws {
        let link = try DeepLink(parsing: text, in: catalog)
        #expect(link.isValid(in: catalog))
    }

    static let validationFailures: [(String, DeepLinkError, String)] = [
        ("pudding", .unknownCategory("pudding"), #"unknown category "pudding" (segment 1 of the link)"#),
        ("pudding/apple-pie", .unknownCategory("pudding"), #"unknown category "pudding" (segment 1 of the link)"#),
        ("dessert/nope", .unknownRecipe("nope", position: 2), #"unknown recipe "nope" (segment 2 of the link)"#),
        ("dessert/apple-pie/pie-crust/nope", .unknownRecipe("nope", position: 4), #"unknown recipe "nope" (segment 4 of the link)"#),
        ("soup/apple-pie", .recipeNotInCategory(recipeID: "apple-pie", categoryID: "soup", actualCategoryID: "dessert"),
         #"recipe "apple-pie" (segment 2 of the link) is in category "dessert", not "soup""#),
        ("soup/nope/apple-pie", .unknownRecipe("nope", position: 2), #"unknown recipe "nope" (segment 2 of the link)"#),
    ]

    @Test("a link to something the catalog lacks names the segment at fault", arguments: validationFailures)
    func validationFailure(text: String, error: DeepLinkError, message: String) throws {
        #expect(throws: error) { try DeepLink(parsing: text, in: catalog) }
        #expect(error.description == message)
        #expect(!(try DeepLink(parsing: text).isValid(in: catalog)))
    }

    // MARK: Writing links

    @Test("a link is written with the scheme")
    func description() {
        #expect(DeepLink(categoryID: "dessert", routes: .recipes(["apple-pie", "pie-crust"])).description == "recipes://dessert/apple-pie/pie-crust")
        #expect(DeepLink(categoryID: "soup").description == "recipes://soup")
    }

    @Test("what a segment cannot hold literally is percent-escaped")
    func escapingDescription() {
        #expect(DeepLink(categoryID: "a b", routes: .recipes(["x/y", "100%", "café", "~ok_-."])).description
            == "recipes://a%20b/x%2Fy/100%25/caf%C3%A9/~ok_-.")
    }

    @Test("writing a link and parsing it back gives the same link", arguments: [
        DeepLink(categoryID: "dessert", routes: .recipes(["apple-pie", "pie-crust"])),
        DeepLink(categoryID: "soup"),
        DeepLink(categoryID: "with space", routes: .recipes([" leading", "trailing ", "in between"])),
        DeepLink(categoryID: "slash/category", routes: .recipes(["a/b", "/", "//", "a/"])),
        DeepLink(categoryID: "main", routes: .recipes(["親子丼 (Oyakodon)", "Crêpes", "🥞 Pancakes", "味噌汁"])),
        DeepLink(categoryID: "percent", routes: .recipes(["100%", "%2F", "%%"])),
        DeepLink(categoryID: "recipes:", routes: .recipes(["https://example.com", "a?b#c", "tab\there"])),
    ])
    func descriptionRoundTrip(link: DeepLink) throws {
        #expect(try DeepLink(parsing: link.description) == link)
    }

    // MARK: Links and navigation states

    @Test("the link of a state names its category and stack; a state without a category has none")
    func linkOfAState() {
        #expect(DeepLink(NavigationModel()) == nil)
        #expect(DeepLink(NavigationModel(selectedCategory: "dessert")) == DeepLink(categoryID: "dessert"))
        let model = NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon", "miso-soup"]), focus: .detail)
        #expect(DeepLink(model) == DeepLink(categoryID: "main", routes: .recipes(["oyakodon", "miso-soup"])))
    }

    @Test("opening the link of a state reaches the same place")
    func openingALinkOfAState() throws {
        let model = NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon", "miso-soup"]), focus: .categories, columnVisibility: .doubleColumn)
        let link = try DeepLink(parsing: try #require(DeepLink(model)).description, in: catalog)
        var opened = NavigationModel()
        let changed = opened.apply(.openLink(link), in: catalog)
        #expect(changed)
        #expect(opened == NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon", "miso-soup"]), focus: .detail, columnVisibility: .all))
    }
}
