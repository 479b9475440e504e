import RecipeGenerator
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// Seeded random places on the bundled data, then random newer versions of it: a live reload must
/// leave every invariant intact and show what a relaunch on the new data shows.
@Suite("Fuzzing live reloads")
struct ReloadFuzzTests {
    static let cases = 200

    @Test("Random places, random edits of the data: every invariant holds after the reload, and the place and view are a relaunch's")
    func randomReloads() {
        var random = SplitMix64(seed: 0x5E10AD)
        let generator = AppFuzzTests.Generator()
        let old = bundledCatalog
        let oldEnvironment = AppEnvironment(catalog: old)
        var statistics = (removedOnScreen: 0, moved: 0, categoryDropped: 0, comparedWithRelaunch: 0)
        for index in 0..<Self.cases {
            let mode = LayoutMode.allCases[Int(random.next() % UInt64(LayoutMode.allCases.count))]
            let size = Size(width: 30 + Int(random.next() % 110), height: 8 + Int(random.next() % 40))
            var state = AppState(navigation: NavigationModel(), size: size, today: testDay, layoutMode: mode)
            state.prepareForFirstFrame(in: oldEnvironment)
            for _ in 0..<Int(random.next() % 60) {
                let action = generator.action(for: state, using: &random)
                if action == .quit { continue }
                _ = state.apply(action, in: oldEnvironment)
            }
            let new = Self.edited(old, open: state.navigation.path.compactMap(\.recipeID), using: &random)
            let newEnvironment = AppEnvironment(catalog: new)
            var reloaded = state
            let reload = DataReload(environment: newEnvironment, difference: CatalogDifference(from: old, to: new), dataName: "recipes.json")
            let effects = reloaded.apply(.reloaded(reload), in: oldEnvironment)

            var problems = reloaded.checkInvariants(in: newEnvironment)
            if effects != (reloaded.navigation == state.navigation ? [] : [.save]) { problems.append("the effects \(effects)") }
            if reloaded.notice == nil { problems.append("no notice") }
            // Without a search or a filter, which a relaunch does not keep, the panes are a relaunch's.
            if state.overlay == nil, state.filter == nil {
                var relaunched = ReloadFittingTests.relaunched(state, from: old, on: new, notice: reloaded.notice)
                // But for what a relaunch cannot know: where the focused list's item was removed, the cursor lands on its neighbour.
                if let spot = state.focusedListSpot(in: oldEnvironment) {
                    let moves = Dictionary(reload.difference.moved.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
                    relaunched.landOnNeighbour(of: spot, moves: moves, in: newEnvironment)
                }
                statistics.comparedWithRelaunch += 1
                if relaunched.navigation != reloaded.navigation || relaunched.scroll != reloaded.scroll
                    || relaunched.cursors != reloaded.cursors || relaunched.detailCursor != reloaded.detailCursor {
                    problems.append("a relaunch shows \(relaunched)")
                }
            }
            if !problems.isEmpty {
                let description = "case \(index): \(state)\nreloaded to \(reloaded):\n" + problems.joined(separator: "\n")
                Issue.record(Comment(rawValue: description))
                return
            }
            let report = state.navigation.fitted(to: new).report
            if !report.droppedRecipeIDs.isEmpty { statistics.removedOnScreen += 1 }
            if report.movedCategory != nil { statistics.moved += 1 }
            if report.droppedCategoryID != nil { statistics.categoryDropped += 1 }
        }
        // The edits reached what they are for: open recipes deleted, moved, and categories deleted.
        #expect(statistics.removedOnScreen > 20)
        #expect(statistics.moved > 5)
        #expect(statistics.categoryDropped > 5)
        #expect(statistics.comparedWithRelaunch > Self.cases / 2)
    }

    /// The catalog with a random handful of recipes removed, moved to another category or renamed,
    /// a category maybe gone, and a recipe added; one of the `open` recipes is often among them.
    static func edited(_ catalog: RecipeCatalog, open: [String], using random: inout SplitMix64) -> RecipeCatalog {
        var categories = catalog.categories
        var recipes = categories.flatMap { catalog.recipes(in: $0.id) }
        if !open.isEmpty, random.next() % 2 == 0 {
            let target = open[Int(random.next() % UInt64(open.count))]
            let index = recipes.firstIndex { $0.id == target }!
            if random.next() % 2 == 0 { recipes.remove(at: index) } else { recipes[index].categoryID = categories[Int(random.next() % UInt64(categories.count))].id }
        }
        for _ in 0..<(1 + Int(random.next() % 12)) {
            let index = Int(random.next() % UInt64(recipes.count))
            switch random.next() % 4 {
            case 0: recipes.remove(at: index)
            case 1: recipes[index].categoryID = categories[Int(random.next() % UInt64(categories.count))].id
            case 2: recipes[index].id += "-renamed"
            default: recipes[index].ingredients.removeAll()
            }
        }
        if random.next() % 4 == 0 {
            let gone = categories.remove(at: Int(random.next() % UInt64(categories.count))).id
            recipes.removeAll { $0.categoryID == gone }
        }
        recipes.append(Recipe(id: "new-\(random.next() % 1000)", name: "A New Recipe", categoryID: categories[0].id))
        // Related IDs that point nowhere are dropped by the catalog, as a loader drops them.
        do {
            return try RecipeCatalog(categories: categories, recipes: recipes)
        } catch {
            fatalError("an edited catalog is invalid: \(error)")
        }
    }
}
