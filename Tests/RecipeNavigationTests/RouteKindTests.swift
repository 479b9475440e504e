import Foundation
import RecipeModel
import RecipeTestSupport
import Testing

@testable import RecipeNavigation

/// The route kinds as a table: what persistence, links and notices derive from each kind holds for every kind.
@Suite("Route kinds: one RouteKind per kind, everything else derived")
struct RouteKindTests {
    /// One route of each kind, named with characters a saved file and a link must escape.
    static let samples: [Route] = [
        .recipe("apple/pie @50%"), .ingredient("crème fraîche/@"), .cook("apple/pie:^ 3", step: 3), .problems, .tag("vég an/#"), .cookable,
        .shoppingList(pantry: true), .plan, .menu("Plans/week *1"),
    ]
    /// The samples of kinds that name nothing of the catalog, which always resolve (the Problems screen,
    /// what can I make, the shopping list, the plan, a menu: built from the data's files and the kitchen's, not the catalog).
    static let alwaysResolving: Set<Route> = [.cookable, .problems, .shoppingList(pantry: true), .plan, .menu("Plans/week *1")]

    @Test("Every kind has one sample here, its own saved name and link mark, and exactly one kind is written unmarked")
    func kindsAreDistinct() {
        #expect(Set(Self.samples.map(\.kind)) == Set(Route.kinds))
        #expect(Set(Route.kinds).count == Route.allKinds.count)
        let marks = Route.allKinds.compactMap { $0.linkMark }
        #expect(Set(marks).count == marks.count)
        #expect(Route.allKinds.filter { $0.linkMark == nil }.count == 1)
        // A mark is never a character that an escaped key can start with.
        #expect(marks.allSatisfy { PercentEncoding.encode(String($0)) != String($0) })
    }

    @Test("Each route's rules are its own kind's, and give the route back", arguments: samples)
    func rulesRoundTrip(route: Route) {
        #expect(route.rules.route == route)
        #expect(type(of: route.rules).savedName == route.kind)
    }

    @Test("Each route is saved as an object named by its kind and read back the same", arguments: samples)
    func savedRoundTrip(route: Route) throws {
        let data = try JSONEncoder().encode(RouteMember(route))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object[route.kind] as? String == route.key)
        // Members beside the kind's are the kind's options: cook mode's step, nothing for the others.
        #expect(Set(object.keys).subtracting([route.kind]) == (route.kind == "cook" ? ["step"] : []))
        #expect(try JSONDecoder().decode(RouteMember.self, from: data) == RouteMember(route))
    }

    @Test("Each route is written as a link segment and parsed back the same", arguments: samples)
    func linkRoundTrip(route: Route) throws {
        let link = DeepLink(categoryID: "dessert", routes: [.recipe("apple-pie"), route])
        #expect(try DeepLink(parsing: link.description) == link)
    }

    @Test("A dropped route of each kind is reported under its kind, and the notice says it in its kind's clause", arguments: samples)
    func droppedIsReported(route: Route) throws {
        let model = NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), route], focus: .detail)
        let restored = model.fitted(to: TestCatalogs.pantry)
        if Self.alwaysResolving.contains(route) {
            // A screen that names nothing of the catalog is never dropped: the place is kept whole.
            #expect(restored.model == model && restored.report == RestoreReport())
            #expect(model.checkInvariants(in: TestCatalogs.pantry).isEmpty)
            return
        }
        var expected = RestoreReport()
        expected.setDropped(type(of: route.rules), [route.key])
        #expect(restored.report == expected)
        let clause = type(of: route.rules).droppedClause(quoting: "\"\(route.key)\"", count: 1)
        #expect(restored.report.summary == "Saved place changed: \(clause).")
        #expect(model.checkInvariants(in: TestCatalogs.pantry) == [route.rules.unresolvedViolation])
    }

    @Test("The kitchen's screens resolve in any catalog, are kept by a restore, and may start the stack under any category, in a link too")
    func kitchenScreens() throws {
        for route in [Route.plan, .menu("Plans/week")] {
            let model = NavigationModel(selectedCategory: "main", path: [route, .recipe("apple-pie")], focus: .detail)
            #expect(model.fitted(to: TestCatalogs.pantry) == RestoredNavigation(model: model, report: RestoreReport()))
            #expect(model.checkInvariants(in: TestCatalogs.pantry) == [])
            var pushed = NavigationModel(selectedCategory: "main")
            let changed = pushed.apply(.push(route), in: TestCatalogs.pantry)
            #expect(changed)
            #expect(pushed == NavigationModel(selectedCategory: "main", path: [route]))
            let link = try DeepLink(parsing: DeepLink(categoryID: "dessert", routes: [route]).description, in: TestCatalogs.pantry)
            #expect(link.routes == [route])
        }
        // An ingredient still cannot start the stack.
        var model = NavigationModel(selectedCategory: "dessert")
        let changed = model.apply(.push(.ingredient("butter")), in: TestCatalogs.pantry)
        #expect(!changed)
        #expect(DeepLink(categoryID: "dessert", routes: [.plan]).description == "recipes://dessert/+")
    }

    @Test("Only the kinds that do not depend on the catalog always resolve: problems, cookable, the shopping list, the plan, a menu")
    func onlyCatalogFreeKindsAlwaysResolve() {
        #expect(Set(Self.samples.filter { $0.resolves(in: TestCatalogs.pantry) }.map(\.kind)) == ["problems", "cookable", "shopping-list", "plan", "menu"])
        #expect(Route.shoppingList(pantry: false).resolves(in: TestCatalogs.pantry))
        #expect(Route.shoppingList(pantry: false).resolves(in: try! RecipeCatalog(categories: [], recipes: [])))
    }

    @Test("The shopping list is saved by its view and linked as $list or $pantry; another view opens the list; it may come first, as the plan may")
    func shoppingListRoute() throws {
        let data = try JSONEncoder().encode(RouteMember(.shoppingList(pantry: false)))
        #expect(String(decoding: data, as: UTF8.self) == #"{"shopping-list":"list"}"#)
        let later = #"{"shopping-list": "by-recipe"}"#
        #expect(try JSONDecoder().decode(RouteMember.self, from: Data(later.utf8)) == RouteMember(.shoppingList(pantry: false)))
        let link = try DeepLink(parsing: "recipes://dessert/apple-pie/$pantry", in: TestCatalogs.pantry)
        #expect(link.routes == [.recipe("apple-pie"), .shoppingList(pantry: true)])
        #expect(link.description == "recipes://dessert/apple-pie/$pantry")
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: "dessert/apple-pie/$basket") }
        #expect(try DeepLink(parsing: "dessert/$list", in: TestCatalogs.pantry).routes == [.shoppingList(pantry: false)])
    }

    @Test("A saved screen with an option a later version added opens as its kind, the option skipped")
    func laterOptionSkipped() throws {
        let json = #"{"version": 2, "selectedCategory": "dessert", "path": [{"recipe": "apple-pie", "portion": "large"}], "focus": "detail"}"#
        let restored = try NavigationModel.restore(from: Data(json.utf8), in: TestCatalogs.pantry)
        #expect(restored == RestoredNavigation(model: NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie")], focus: .detail), report: RestoreReport()))
    }

    @Test("A saved screen of a kind this version does not know, with options, is closed and named by its members")
    func unknownKindWithOptions() throws {
        let json = #"{"version": 2, "selectedCategory": "dessert", "path": [{"recipe": "apple-pie"}, {"sous-vide": "apple-pie", "step": 3}], "focus": "detail"}"#
        let restored = try NavigationModel.restore(from: Data(json.utf8), in: TestCatalogs.pantry)
        var report = RestoreReport()
        report.unknownKinds = ["sous-vide/step"]
        #expect(restored == RestoredNavigation(model: NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie")], focus: .detail), report: report))
    }

    @Test("Cook mode is saved with its step and linked as ^RECIPE:STEP; a bad step or a first place is refused with its reason")
    func cookRoute() throws {
        let data = try JSONEncoder().encode(RouteMember(.cook("apple-pie", step: 3)))
        #expect(String(decoding: data, as: UTF8.self).contains(#""step":3"#))
        let saved = #"{"cook": "apple-pie", "step": "three"}"#
        #expect(try JSONDecoder().decode(RouteMember.self, from: Data(saved.utf8)) == RouteMember(.cook("apple-pie", step: 1)))
        let link = try DeepLink(parsing: "recipes://dessert/apple-pie/^apple-pie:3", in: TestCatalogs.pantry)
        #expect(link.routes == [.recipe("apple-pie"), .cook("apple-pie", step: 3)])
        #expect(link.description == "recipes://dessert/apple-pie/^apple-pie:3")
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: "dessert/apple-pie/^apple-pie:0") }
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: "dessert/apple-pie/^apple-pie") }
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: "dessert/^apple-pie:2", in: TestCatalogs.pantry) }
    }

    @Test("The Problems screen is saved as {\"problems\": \"all\"} and linked as !; it always resolves, so a restore never drops it; ! with text after it is refused, first is allowed")
    func problemsRoute() throws {
        let data = try JSONEncoder().encode(RouteMember(.problems))
        #expect(String(decoding: data, as: UTF8.self) == #"{"problems":"all"}"#)
        #expect(try JSONDecoder().decode(RouteMember.self, from: Data(#"{"problems": "anything"}"#.utf8)) == RouteMember(.problems))
        let link = try DeepLink(parsing: "recipes://dessert/apple-pie/!", in: TestCatalogs.pantry)
        #expect(link.routes == [.recipe("apple-pie"), .problems])
        #expect(link.description == "recipes://dessert/apple-pie/!")
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: "dessert/apple-pie/!errors") }
        #expect(try DeepLink(parsing: "dessert/!", in: TestCatalogs.pantry).routes == [.problems])
        let model = NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .problems], focus: .detail)
        #expect(model.fitted(to: TestCatalogs.pantry).report == RestoreReport())
        #expect(model.checkInvariants(in: TestCatalogs.pantry).isEmpty)
    }
}
