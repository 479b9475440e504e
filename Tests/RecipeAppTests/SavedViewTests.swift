import Foundation
import RecipeGenerator
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// Resuming exactly: the lists' and the detail's scroll and the detail's cursor, saved by IDs beside the navigation and restored at a relaunch.
@Suite("Resuming the view")
struct SavedViewTests {
    /// A short screen, so that the lists and the detail scroll.
    static let short = Size(width: 120, height: 12)

    /// The state a relaunch starts from for the navigation of `state`, with `view` restored.
    static func relaunched(_ state: AppState, view: SavedView?, in catalog: RecipeCatalog) -> AppState {
        let environment = AppEnvironment(catalog: catalog)
        var relaunched = AppState(navigation: state.navigation, size: state.size, today: testDay)
        relaunched.prepareForFirstFrame(in: environment)
        if let view { relaunched.restore(view, in: environment) }
        return relaunched
    }

    /// The view saved for `state`, through its JSON form and back, as the state file holds it.
    static func savedThroughJSON(_ state: AppState, in catalog: RecipeCatalog) throws -> SavedView {
        let view = state.savedView(in: AppEnvironment(catalog: catalog))
        let decoded = try JSONDecoder().decode(SavedView.self, from: JSONEncoder().encode(view))
        #expect(decoded == view)
        return decoded
    }

    /// "Long" opened and scrolled by keys: to its related recipes with the cursor on the second, or a page down with no row in view.
    static let scrolledDetails: [(String, [Action])] = [
        ("the cursor on the second related recipe", [.move(.bottom), .move(.down)]),
        ("a page down, no row in view", [.move(.pageDown)]),
        ("back up a line from the bottom", [.move(.bottom), .move(.up), .move(.up), .move(.up), .move(.up), .move(.up)]),
    ]

    @Test("A scrolled detail is restored to the same screen: its first line and the row under the cursor", arguments: 0..<scrolledDetails.count)
    func detailRoundTrip(index: Int) throws {
        let catalog = Kitchen.longList
        var state = appState(NavigationModel(selectedCategory: "other", path: .recipes(["long"]), focus: .detail), size: Self.short)
        state.prepareForFirstFrame(in: catalog)
        state.apply(Self.scrolledDetails[index].1, in: catalog)
        #expect(state.scroll.detail > 0, "\(Self.scrolledDetails[index].0): the detail did not scroll")

        let restored = Self.relaunched(state, view: try Self.savedThroughJSON(state, in: catalog), in: catalog)
        #expect(restored.scroll == state.scroll)
        #expect(restored.detailCursor == state.detailCursor)
        #expect(restored.render(in: catalog) == state.render(in: catalog), "\(Self.scrolledDetails[index].0)")
        #expect(restored.checkInvariants(in: AppEnvironment(catalog: catalog)) == [])
    }

    @Test("Lists scrolled by the wheel, their cursors out of view, are restored by the IDs of their top rows")
    func listsRoundTrip() throws {
        let catalog = bundledCatalog
        var state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["whipped-cream"]), focus: .recipes), size: Size(width: 120, height: 9))
        state.prepareForFirstFrame(in: catalog)
        for pane in [Pane.categories, .recipes] {
            let rect = try #require(state.layout.panes.first { $0.pane == pane }?.rect)
            state.apply(.wheel(x: rect.x + 1, y: rect.y + 2, lines: pane == .categories ? 2 : 3), in: catalog)
        }
        #expect(state.scroll.categories > 0 && state.scroll.recipes > 0, "the lists did not scroll: \(state.scroll)")
        let view = try Self.savedThroughJSON(state, in: catalog)
        #expect(view.categoriesTop == catalog.categories[state.scroll.categories].id)
        #expect(view.recipesTop == catalog.recipeIDs(in: "dessert")[state.scroll.recipes])

        // Without the view, a relaunch shows the lists as a fresh start does: the cursors scrolled into view.
        #expect(Self.relaunched(state, view: nil, in: catalog).scroll != state.scroll)
        let restored = Self.relaunched(state, view: view, in: catalog)
        #expect(restored.scroll == state.scroll)
        #expect(restored.render(in: catalog) == state.render(in: catalog))
    }

    @Test("In the collapsed stack, a list browsed without selecting is restored with its cursor where it rested", arguments: [Pane.categories, .recipes])
    func restingCursorsRoundTrip(pane: Pane) throws {
        let catalog = bundledCatalog
        let navigation = NavigationModel(selectedCategory: pane == .recipes ? "dessert" : nil, focus: pane)
        var state = appState(navigation, size: Size(width: 40, height: 8))
        state.prepareForFirstFrame(in: catalog)
        state.apply([.move(.down), .move(.down), .move(.down), .move(.down), .move(.down), .move(.down)], in: catalog)
        #expect(state.navigation == navigation, "browsing the stack selected something")
        #expect(state.scroll.categories + state.scroll.recipes > 0, "the list did not scroll")
        let view = try Self.savedThroughJSON(state, in: catalog)
        #expect((pane == .categories ? view.categoriesCursor : view.recipesCursor) != nil)

        let restored = Self.relaunched(state, view: view, in: catalog)
        #expect(restored.cursors == state.cursors)
        #expect(restored.scroll == state.scroll)
        #expect(restored.render(in: catalog) == state.render(in: catalog))
    }

    @Test("A view's JSON: the top rows by ID, the detail's screen and cursor as routes by kind, its first line a number")
    func encodedForm() throws {
        let view = SavedView(
            categoriesTop: "dessert", recipesTop: "apple-pie",
            detail: SavedView.Detail(screen: RouteMember(.recipe("apple-pie")), firstLine: 12, cursor: RouteMember(.ingredient("butter"))))
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(view)) as? [String: Any])
        #expect(object["categoriesTop"] as? String == "dessert")
        #expect(object["recipesTop"] as? String == "apple-pie")
        let detail = try #require(object["detail"] as? [String: Any])
        #expect(detail["screen"] as? [String: String] == ["recipe": "apple-pie"])
        #expect(detail["cursor"] as? [String: String] == ["ingredient": "butter"])
        #expect(detail["firstLine"] as? Int == 12)
        #expect(try JSONDecoder().decode(SavedView.self, from: JSONEncoder().encode(view)) == view)
    }

    @Test("What no longer fits is dropped quietly: a top row gone, a cursor's row gone, a detail saved for another screen")
    func goneRowsAreDropped() {
        let catalog = Kitchen.longList
        let environment = AppEnvironment(catalog: catalog)
        let navigation = NavigationModel(selectedCategory: "other", path: .recipes(["long"]), focus: .detail)
        let fresh = Self.relaunched(appState(navigation, size: Self.short), view: nil, in: catalog)

        // The cursor's row is gone (a related recipe the data file no longer lists): the scroll is kept, the cursor follows it.
        var view = SavedView(
            categoriesTop: "gone", recipesTop: "gone",
            detail: SavedView.Detail(screen: RouteMember(.recipe("long")), firstLine: 30, cursor: RouteMember(.recipe("r29"))))
        var restored = fresh
        restored.restore(view, in: environment)
        #expect(restored.scroll == PaneScroll(categories: 0, recipes: 0, detail: 30))
        #expect(restored.detailRowUnderCursor(in: environment) == .recipe("r01"))
        #expect(restored.notice == nil)
        #expect(restored.checkInvariants(in: environment) == [])

        // A detail saved for another screen, or for a screen of a kind this version does not know, is not applied.
        for screen in [RouteMember(.recipe("plain")), RouteMember(nil)] {
            view.detail?.screen = screen
            restored = fresh
            restored.restore(view, in: environment)
            #expect(restored == fresh)
        }

        // A first line past the end is clamped to the last page.
        view.detail = SavedView.Detail(screen: RouteMember(.recipe("long")), firstLine: 10_000, cursor: nil)
        restored = fresh
        restored.restore(view, in: environment)
        #expect(restored.scroll.detail == 39 - restored.layout.contentHeight(of: .detail))
        #expect(restored.checkInvariants(in: environment) == [])
    }

    @Test("Restoring any saved view, sound or stale, leaves a state that keeps every invariant")
    func restoringRandomViewsKeepsTheInvariants() {
        var random = SplitMix64(seed: 17)
        for catalog in [Kitchen.longList, Kitchen.catalog, bundledCatalog] {
            let environment = AppEnvironment(catalog: catalog)
            let categoryIDs = catalog.categories.map(\.id) + ["gone"]
            let recipeIDs = catalog.categories.flatMap { catalog.recipeIDs(in: $0.id) } + ["gone"]
            let routes: [Route] = recipeIDs.map { Route.recipe($0) } + ["apples", "butter", "gone"].map(Route.ingredient)
            for _ in 0..<300 {
                let size = Size(width: [30, 60, 80, 120].randomElement(using: &random)!, height: Int.random(in: 3...40, using: &random))
                let category = categoryIDs.randomElement(using: &random)!
                let path = (0..<Int.random(in: 0...3, using: &random)).map { _ in routes.randomElement(using: &random)! }
                let navigation = NavigationModel(selectedCategory: category, path: path, focus: Pane.allCases.randomElement(using: &random)!).fitted(to: catalog).model
                let view = SavedView(
                    categoriesTop: Bool.random(using: &random) ? categoryIDs.randomElement(using: &random) : nil,
                    recipesTop: Bool.random(using: &random) ? recipeIDs.randomElement(using: &random) : nil,
                    categoriesCursor: Bool.random(using: &random) ? categoryIDs.randomElement(using: &random) : nil,
                    recipesCursor: Bool.random(using: &random) ? recipeIDs.randomElement(using: &random) : nil,
                    detail: Bool.random(using: &random) ? nil : SavedView.Detail(
                        screen: RouteMember(Bool.random(using: &random) ? navigation.visibleRoute : routes.randomElement(using: &random)),
                        firstLine: [-5, 0, 1, 7, 30, 10_000, Int.random(in: -100...100, using: &random)].randomElement(using: &random)!,
                        cursor: Bool.random(using: &random) ? nil : RouteMember(routes.randomElement(using: &random))))
                var state = AppState(navigation: navigation, size: size, today: testDay)
                state.prepareForFirstFrame(in: environment)
                state.restore(view, in: environment)
                let violations = state.checkInvariants(in: environment)
                #expect(violations == [], "size \(size), \(navigation), view \(view)")
                if !violations.isEmpty { return }
            }
        }
    }
}
