import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp
@testable import RecipeRuntime

/// The view state in the state file: written beside the navigation by the store and the writer, and read back.
@Suite("Saving the view")
struct SavedViewFileTests {
    @Test("A state file without a view, or with one this version cannot read, restores the navigation as before and no view")
    func filesWithoutAView() throws {
        var template = Array((NSTemporaryDirectory() + "/recipe-tui-tests-XXXXXX").utf8CString)
        let directory = String(cString: try #require(mkdtemp(&template)))
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = StateStore(path: directory + "/state.json")
        let place = #"{"version": 2, "selectedCategory": "dessert", "path": [{"recipe": "apple-pie"}], "focus": "detail""#
        for (json, expectedView) in [
            (place + "}", nil),
            (place + #", "view": 3}"#, nil),
            (place + #", "view": {"detail": {"screen": {"recipe": "apple-pie"}}}}"#, nil),
            (place + #", "view": {"categoriesTop": "dessert", "unknown": true}}"#, SavedView(categoriesTop: "dessert")),
        ] as [(String, SavedView?)] {
            try Data(json.utf8).write(to: URL(fileURLWithPath: store.path))
            let loaded = store.loadPlace(in: bundledCatalog)
            guard case .restored(let restored) = loaded.result else {
                Issue.record("\(json): expected a restored state, got \(loaded.result)")
                continue
            }
            #expect(restored.model == NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), "\(json)")
            #expect(loaded.view == expectedView, "\(json)")
            #expect(store.load(in: bundledCatalog) == loaded.result)
        }
    }

    @Test("What the store saves with a view it loads back with it, and the navigation's reader is none the wiser")
    func storeRoundTrip() throws {
        var template = Array((NSTemporaryDirectory() + "/recipe-tui-tests-XXXXXX").utf8CString)
        let directory = String(cString: try #require(mkdtemp(&template)))
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = StateStore(path: directory + "/state/state.json")
        let navigation = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)
        let view = SavedView(
            categoriesTop: "breakfast", recipesTop: "apple-pie",
            detail: SavedView.Detail(screen: RouteMember(.recipe("apple-pie")), firstLine: 16, cursor: RouteMember(.ingredient("butter"))))
        try store.save(navigation, view: view)
        let loaded = store.loadPlace(in: bundledCatalog)
        #expect(loaded.view == view)
        guard case .restored(let restored) = loaded.result else {
            Issue.record("expected a restored state, got \(loaded.result)")
            return
        }
        #expect(restored.model == navigation)
        #expect(restored.report.isEmpty)
    }

    @Test("A stack at its deepest of 2,000-character IDs, with a view of as long ones, is read back whole, view and all")
    func deepestStackWithALongView() throws {
        let long = String(repeating: "a", count: 2_000)
        let other = String(repeating: "b", count: 2_000)
        let category = String(repeating: "c", count: 2_000)
        let catalog = try RecipeCatalog(
            categories: [Category(id: category, name: "Long")],
            recipes: [
                Recipe(id: long, name: "Long A", categoryID: category, relatedIDs: [other]),
                Recipe(id: other, name: "Long B", categoryID: category, relatedIDs: [long]),
            ])
        let path: [Route] = (0..<NavigationModel.maximumDepth).map { .recipe($0 % 2 == 0 ? long : other) }
        let deepest = NavigationModel(selectedCategory: category, path: path, focus: .detail)
        let view = SavedView(
            categoriesTop: category, recipesTop: other, categoriesCursor: category, recipesCursor: long,
            detail: SavedView.Detail(screen: RouteMember(path.last), firstLine: 3, cursor: RouteMember(.recipe(long))))
        var template = Array((NSTemporaryDirectory() + "/recipe-tui-tests-XXXXXX").utf8CString)
        let directory = String(cString: try #require(mkdtemp(&template)))
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = StateStore(path: directory + "/state.json")
        try store.save(deepest, view: view)
        let loaded = store.loadPlace(in: catalog)
        guard case .restored(let restored) = loaded.result else {
            Issue.record("the saved state was not restored: \(loaded.result)")
            return
        }
        #expect(restored.model == deepest)
        #expect(loaded.view == view)
    }

    @Test("The writer hands the view to the store with the navigation; the latest of a burst wins")
    func writerCarriesTheView() {
        final class Saved: @unchecked Sendable {
            var places: [(NavigationModel, SavedView?)] = []
        }
        let saved = Saved()
        let writer = StateWriter(savePlace: { navigation, view in saved.places.append((navigation, view)) }, startThread: { _ in false })
        let navigation = NavigationModel(selectedCategory: "dessert")
        writer.submit(navigation, view: SavedView(categoriesTop: "dessert"))
        writer.submit(navigation, view: SavedView(categoriesTop: "drink"))
        #expect(saved.places.map(\.1) == [SavedView(categoriesTop: "dessert"), SavedView(categoriesTop: "drink")])
        #expect(saved.places.allSatisfy { $0.0 == navigation })
    }
}
