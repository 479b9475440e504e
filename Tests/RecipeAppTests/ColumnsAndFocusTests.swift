import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// Column widths, Tab through every pane, and `v` that always changes what it says it changes.
@Suite("Columns and focus")
struct ColumnsAndFocusTests {
    static let apple = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .categories)

    @Test("Two columns with the categories focused give them their natural width: every name and count whole", arguments: [60, 70, 95])
    func categoriesNaturalWidth(width: Int) {
        let state = appState(Self.apple, size: Size(width: width, height: 20))
        #expect(state.layout.panes.map(\.pane) == [.categories, .recipes])
        let lines = state.render(in: bundledCatalog).lines
        #expect(lines.contains { $0.range(of: #"^  Breads & Pastry +10 │"#, options: .regularExpression) != nil }, "\(lines)")
        #expect(!lines[2...10].contains { $0.split(separator: "│").first?.contains("…") ?? false })
    }

    @Test("Detail only, then h: the recipes show at a list's width beside the detail, not stretched across the screen")
    func detailOnlyThenBack() {
        var state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail, columnVisibility: .detailOnly), size: Size(width: 120, height: 40))
        #expect(state.layout.panes.map(\.pane) == [.detail])
        state.apply(.back, in: bundledCatalog)
        #expect(state.navigation.focus == .recipes)
        #expect(state.layout.panes.map(\.pane) == [.recipes, .detail])
        #expect(state.layout.rect(of: .recipes)!.width <= 36)
        #expect(state.render(in: bundledCatalog).lines[2].hasPrefix("▸ Apple Pie"))
    }

    @Test("Tab and Shift-Tab reach every pane the columns allow, in every layout", arguments: [
        (Size(width: 120, height: 30), ColumnVisibility.all, [Pane.detail, .categories, .recipes, .detail]),
        (Size(width: 70, height: 30), .all, [.detail, .categories, .recipes, .detail]),
        (Size(width: 120, height: 30), .doubleColumn, [.detail, .recipes, .detail]),
        (Size(width: 120, height: 30), .detailOnly, [.detail, .recipes, .detail]),
    ])
    func tabReachesEveryPane(size: Size, visibility: ColumnVisibility, order: [Pane]) {
        var navigation = Self.apple
        navigation.focus = .detail
        navigation.columnVisibility = visibility
        var state = appState(navigation, size: size)
        var seen = [state.navigation.focus]
        for _ in 1..<order.count {
            state.apply(.focusNext, in: bundledCatalog)
            seen.append(state.navigation.focus)
            #expect(state.layout.panes.map(\.pane).contains(state.navigation.focus))
        }
        #expect(seen == order)
        var back = [state.navigation.focus]
        for _ in 1..<order.count {
            state.apply(.focusPrevious, in: bundledCatalog)
            back.append(state.navigation.focus)
        }
        #expect(back == Array(order.reversed()))
    }

    @Test("In the collapsed stack v changes nothing on screen, so it changes nothing and says why")
    func columnsInTheStack() {
        var navigation = Self.apple
        navigation.focus = .detail
        expect(apply: .cycleColumns, from: appState(navigation, size: Size(width: 40, height: 12))) {
            $0.notice = "Only one column fits at this width: v changes nothing here."
        }
    }

    @Test("In two columns v skips a setting that would look the same: all, then detail only")
    func columnsInTwoColumns() {
        var navigation = Self.apple
        navigation.focus = .recipes
        let start = appState(navigation, size: Size(width: 70, height: 20))
        let next = expect(apply: .cycleColumns, from: start, effects: [.save]) {
            $0.navigation.columnVisibility = .detailOnly
            $0.navigation.focus = .detail
            $0.notice = "Columns: detail only"
        }.state
        #expect(next.layout.panes.map(\.pane) == [.detail])
        // From the categories, "recipes and detail" does change the screen: it hides them.
        navigation.focus = .categories
        expect(apply: .cycleColumns, from: appState(navigation, size: Size(width: 70, height: 20)), effects: [.save]) {
            $0.navigation.columnVisibility = .doubleColumn
            $0.navigation.focus = .recipes
            $0.notice = "Columns: recipes and detail"
        }
    }
}
