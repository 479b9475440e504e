import Foundation
import RecipeModel
import RecipeTestSupport
import Testing

@testable import RecipeNavigation

/// A recipe's screen scaled to other servings: saved, linked, scaled by intent, and dropped quietly where it makes no sense.
@Suite("Recipe routes with servings")
struct RecipeServingsRouteTests {
    /// The small catalog's apple pie serves 8; its pie crust does not say.
    let catalog = TestCatalogs.small

    @Test("Servings are saved as a member beside the recipe and read back; a recipe as written has none")
    func savedRoundTrip() throws {
        let scaled = Route.recipe("apple-pie", servings: 6)
        let data = try JSONEncoder().encode(RouteMember(scaled))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["recipe"] as? String == "apple-pie")
        #expect(object["servings"] as? Double == 6)
        #expect(object.count == 2)
        #expect(try JSONDecoder().decode(RouteMember.self, from: data) == RouteMember(scaled))
        let plain = try JSONEncoder().encode(RouteMember(.recipe("apple-pie")))
        #expect(String(decoding: plain, as: UTF8.self) == #"{"recipe":"apple-pie"}"#)
    }

    @Test("A saved place restores its servings, state version 2 as before")
    func restored() throws {
        let model = NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie", servings: 12), .recipe("pie-crust")], focus: .detail)
        let text = String(decoding: model.encodedJSON(), as: UTF8.self)
        #expect(text.contains(#""version" : 2"#))
        #expect(text.contains(#"{ "recipe" : "apple-pie", "servings" : 12 }"#) || text.contains(#""servings" : 12"#))
        let restored = try NavigationModel.restore(from: model.encodedJSON(), in: catalog)
        #expect(restored == RestoredNavigation(model: model, report: RestoreReport()))
    }

    @Test(
        "Servings that make no sense are dropped quietly: the screen stays, as written, with no notice",
        arguments: [
            #"{"recipe": "apple-pie", "servings": 0}"#, #"{"recipe": "apple-pie", "servings": -3}"#,
            #"{"recipe": "apple-pie", "servings": "six"}"#, #"{"recipe": "apple-pie", "servings": 1e9}"#,
            #"{"recipe": "apple-pie", "servings": null}"#,
        ])
    func senselessServingsDropped(member: String) throws {
        let json = #"{"version": 2, "selectedCategory": "dessert", "path": [\#(member)], "focus": "detail"}"#
        let restored = try NavigationModel.restore(from: Data(json.utf8), in: catalog)
        #expect(restored == RestoredNavigation(model: NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie")], focus: .detail), report: RestoreReport()))
    }

    @Test("Servings of a recipe that does not say how many it serves are dropped quietly, at a restore and at a reload")
    func recipeWithoutServings() throws {
        let json = #"{"version": 2, "selectedCategory": "dessert", "path": [{"recipe": "pie-crust", "servings": 4}], "focus": "detail"}"#
        let restored = try NavigationModel.restore(from: Data(json.utf8), in: catalog)
        #expect(restored == RestoredNavigation(model: NavigationModel(selectedCategory: "dessert", path: [.recipe("pie-crust")], focus: .detail), report: RestoreReport()))

        // The apple pie no longer says how many it serves after an edit of the data.
        let edited = TestCatalogs.small { _, recipes in recipes[0].servings = nil }
        let scaled = NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie", servings: 6)], focus: .detail)
        #expect(scaled.fitted(to: edited) == RestoredNavigation(model: NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie")], focus: .detail), report: RestoreReport()))
    }

    @Test("A link writes servings after a colon, and reads them back", arguments: [
        ("dessert/apple-pie:6", [Route.recipe("apple-pie", servings: 6)]),
        ("recipes://dessert/apple-pie:1.5/pie-crust", [.recipe("apple-pie", servings: 1.5), .recipe("pie-crust")]),
        ("dessert/pie-crust/apple-pie:16", [.recipe("pie-crust"), .recipe("apple-pie", servings: 16)]),
    ])
    func links(text: String, routes: [Route]) throws {
        let link = try DeepLink(parsing: text, in: catalog)
        #expect(link == DeepLink(categoryID: "dessert", routes: routes))
        #expect(try DeepLink(parsing: link.description, in: catalog) == link)
        #expect(link.description.hasPrefix("recipes://dessert/"))
    }

    @Test("A link's servings print as a cook writes them: 6, not 6.0")
    func linkText() {
        #expect(DeepLink(categoryID: "dessert", routes: [.recipe("apple-pie", servings: 6)]).description == "recipes://dessert/apple-pie:6")
        #expect(DeepLink(categoryID: "dessert", routes: [.recipe("apple/pie:x", servings: 2.5)]).description == "recipes://dessert/apple%2Fpie%3Ax:2.5")
    }

    @Test("A link's servings that make no sense for the recipe are dropped quietly; servings that are no number are an error")
    func linkServingsChecked() throws {
        #expect(try DeepLink(parsing: "dessert/pie-crust:4", in: catalog).routes == [.recipe("pie-crust")])
        #expect(try DeepLink(parsing: "dessert/apple-pie:0", in: catalog).routes == [.recipe("apple-pie")])
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: "dessert/apple-pie:six", in: catalog) }
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: "dessert/apple-pie:-2", in: catalog) }
    }

    @Test("Scaling changes the recipe on top of the stack only, and only a recipe that says how many it serves")
    func scaleIntent() {
        var model = NavigationModel(selectedCategory: "dessert", path: [.recipe("pie-crust"), .recipe("apple-pie")], focus: .detail)
        var changed = model.apply(.scale(servings: 4), in: catalog)
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: "dessert", path: [.recipe("pie-crust"), .recipe("apple-pie", servings: 4)], focus: .detail))
        changed = model.apply(.scale(servings: nil), in: catalog)
        #expect(changed)
        #expect(model.path == [.recipe("pie-crust"), .recipe("apple-pie")])
        model.apply(.goBack, in: catalog)
        changed = model.apply(.scale(servings: 4), in: catalog)
        #expect(!changed)
        #expect(model.path == [.recipe("pie-crust")])
    }

    @Test("A scaled recipe pushed keeps its servings; one that does not say how many it serves is pushed as written")
    func pushFitted() {
        var model = NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie")], focus: .detail)
        model.apply(.push(.recipe("pie-crust", servings: 3)), in: catalog)
        model.apply(.push(.recipe("apple-pie", servings: 3)), in: catalog)
        #expect(model.path == [.recipe("apple-pie"), .recipe("pie-crust"), .recipe("apple-pie", servings: 3)])
        #expect(model.checkInvariants(in: catalog).isEmpty)
        #expect(NavigationModel(selectedCategory: "dessert", path: [.recipe("pie-crust", servings: 3)]).checkInvariants(in: catalog).count == 1)
    }

    @Test("A recipe moved by a reload keeps its servings")
    func renamed() {
        #expect(Route.recipe("apple-pie", servings: 6).rules.renamingRecipes(["apple-pie": "pie"]) == .recipe("pie", servings: 6))
    }
}
