import Foundation
import RecipeModel
import RecipeTestSupport
import Testing

@testable import RecipeNavigation

/// Cook mode scaled to the servings the recipe was opened at: saved, linked, scaled by intent, and dropped quietly where it makes no sense.
@Suite("Cook routes with servings")
struct CookServingsRouteTests {
    /// The small catalog's apple pie serves 8; its pie crust does not say.
    let catalog = TestCatalogs.small

    @Test("Servings are saved as a member beside the step and read back; cook mode as written has none, as before")
    func savedRoundTrip() throws {
        let scaled = Route.cook("apple-pie", step: 3, servings: 6)
        let data = try JSONEncoder().encode(RouteMember(scaled))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["cook"] as? String == "apple-pie")
        #expect(object["step"] as? Int == 3)
        #expect(object["servings"] as? Double == 6)
        #expect(object.count == 3)
        #expect(try JSONDecoder().decode(RouteMember.self, from: data) == RouteMember(scaled))
        let plain = try JSONEncoder().encode(RouteMember(.cook("apple-pie", step: 3)))
        let plainObject = try #require(try JSONSerialization.jsonObject(with: plain) as? [String: Any])
        #expect(Set(plainObject.keys) == ["cook", "step"])
    }

    @Test("A saved place restores cook mode's servings, state version 2 as before")
    func restored() throws {
        let model = NavigationModel(
            selectedCategory: "dessert", path: [.recipe("apple-pie", servings: 12), .cook("apple-pie", step: 2, servings: 12)], focus: .detail)
        let text = String(decoding: model.encodedJSON(), as: UTF8.self)
        #expect(text.contains(#""version" : 2"#))
        let restored = try NavigationModel.restore(from: model.encodedJSON(), in: catalog)
        #expect(restored == RestoredNavigation(model: model, report: RestoreReport()))
    }

    @Test(
        "Servings that make no sense are dropped quietly: cook mode stays at its step, as written, with no notice",
        arguments: [
            #"{"cook": "apple-pie", "step": 2, "servings": 0}"#, #"{"cook": "apple-pie", "step": 2, "servings": -3}"#,
            #"{"cook": "apple-pie", "step": 2, "servings": "six"}"#, #"{"cook": "apple-pie", "step": 2, "servings": 1e9}"#,
            #"{"cook": "apple-pie", "step": 2, "servings": null}"#,
        ])
    func senselessServingsDropped(member: String) throws {
        let json = #"{"version": 2, "selectedCategory": "dessert", "path": [{"recipe": "apple-pie"}, \#(member)], "focus": "detail"}"#
        let restored = try NavigationModel.restore(from: Data(json.utf8), in: catalog)
        let expected = NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .cook("apple-pie", step: 2)], focus: .detail)
        #expect(restored == RestoredNavigation(model: expected, report: RestoreReport()))
    }

    @Test("Servings of a recipe that does not say how many it serves are dropped quietly, at a restore and at a reload")
    func recipeWithoutServings() throws {
        let json = #"{"version": 2, "selectedCategory": "dessert", "path": [{"recipe": "pie-crust"}, {"cook": "pie-crust", "step": 1, "servings": 4}], "focus": "detail"}"#
        let restored = try NavigationModel.restore(from: Data(json.utf8), in: catalog)
        #expect(restored.model.path == [.recipe("pie-crust"), .cook("pie-crust", step: 1)])
        #expect(restored.report == RestoreReport())

        let edited = TestCatalogs.small { _, recipes in recipes[0].servings = nil }
        let scaled = NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .cook("apple-pie", step: 1, servings: 6)], focus: .detail)
        #expect(scaled.fitted(to: edited).model.path == [.recipe("apple-pie"), .cook("apple-pie", step: 1)])
        #expect(scaled.checkInvariants(in: edited).count == 1)
        #expect(scaled.checkInvariants(in: catalog).isEmpty)
    }

    @Test("A link writes cook mode's servings after its step, ^RECIPE:STEP:SERVINGS, and reads them back", arguments: [
        ("dessert/apple-pie:6/^apple-pie:3:6", [Route.recipe("apple-pie", servings: 6), .cook("apple-pie", step: 3, servings: 6)]),
        ("recipes://dessert/apple-pie/^apple-pie:1:1.5", [.recipe("apple-pie"), .cook("apple-pie", step: 1, servings: 1.5)]),
        ("dessert/apple-pie/^apple-pie:2", [.recipe("apple-pie"), .cook("apple-pie", step: 2)]),
    ])
    func links(text: String, routes: [Route]) throws {
        let link = try DeepLink(parsing: text, in: catalog)
        #expect(link == DeepLink(categoryID: "dessert", routes: routes))
        #expect(try DeepLink(parsing: link.description, in: catalog) == link)
    }

    @Test("A link's cook servings print as a cook writes them, and an ID with a colon stays escaped")
    func linkText() throws {
        #expect(DeepLink(categoryID: "dessert", routes: [.recipe("apple-pie"), .cook("apple-pie", step: 3, servings: 6)]).description == "recipes://dessert/apple-pie/^apple-pie:3:6")
        let odd = DeepLink(categoryID: "dessert", routes: [.recipe("a:b"), .cook("a:b", step: 2, servings: 2.5)])
        #expect(odd.description == "recipes://dessert/a%3Ab/^a%3Ab:2:2.5")
        #expect(try DeepLink(parsing: odd.description) == odd)
    }

    @Test("A link's cook servings that make no sense are dropped quietly; servings that are no number, or a fourth part, are an error")
    func badLinks() throws {
        let zero = try DeepLink(parsing: "dessert/apple-pie/^apple-pie:3:0", in: catalog)
        #expect(zero.routes == [.recipe("apple-pie"), .cook("apple-pie", step: 3)])
        let crust = try DeepLink(parsing: "dessert/pie-crust/^pie-crust:1:4", in: catalog)
        #expect(crust.routes == [.recipe("pie-crust"), .cook("pie-crust", step: 1)])
        #expect(throws: DeepLinkError.badScreen(segment: "^apple-pie:3:six", position: 3, screen: "cook mode", reason: #""six" after ":" is not a number of servings"#)) {
            try DeepLink(parsing: "dessert/apple-pie/^apple-pie:3:six")
        }
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: "dessert/apple-pie/^apple-pie:3:6:7") }
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: "dessert/apple-pie/^apple-pie::6") }
    }

    @Test("Scaling cook mode keeps its step; as written drops the servings; a recipe without servings is not scaled")
    func scaleIntent() {
        var model = NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .cook("apple-pie", step: 4)], focus: .detail)
        let scaled = model.apply(.scale(servings: 12), in: catalog)
        #expect(scaled)
        #expect(model.path == [.recipe("apple-pie"), .cook("apple-pie", step: 4, servings: 12)])
        #expect(model.visibleRoute?.servings == 12)
        #expect(model.visibleRoute?.asWritten == .cook("apple-pie", step: 4))
        let unscaled = model.apply(.scale(servings: nil), in: catalog)
        #expect(unscaled)
        #expect(model.path.last == .cook("apple-pie", step: 4))
        var crust = NavigationModel(selectedCategory: "dessert", path: [.recipe("pie-crust"), .cook("pie-crust", step: 1)], focus: .detail)
        let crustScaled = crust.apply(.scale(servings: 4), in: catalog)
        #expect(!crustScaled)
    }
}
