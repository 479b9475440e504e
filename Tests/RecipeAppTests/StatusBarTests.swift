import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The bottom bar: which hints it keeps, today's recipe, and notices that never lose a word.
@Suite("Status bar")
struct StatusBarTests {
    /// The bar's hints: the bottom line up to today's recipe, whatever its label.
    static func hints(_ line: String) -> String {
        let cut = line.range(of: "Today:") ?? line.range(of: "2026-")
        return String(line[..<(cut?.lowerBound ?? line.endIndex)]).trimmingCharacters(in: .whitespaces)
    }

    @Test("The hints never depend on the length of the recipe of the day's name", arguments: [80, 100, 110, 120, 140])
    func hintsDoNotDependOnTodaysName(width: Int) {
        var hintLines: Set<String> = []
        var names: Set<String> = []
        for day in 1...28 {
            var state = appState(NavigationModel(selectedCategory: "dessert"), size: Size(width: width, height: 12))
            state.today = CalendarDate(year: 2026, month: 2, day: day)!
            hintLines.insert(Self.hints(state.render(in: bundledCatalog).lines[11]))
            names.insert(bundledCatalog.recipeOfTheDay(for: state.today)!.name)
        }
        #expect(names.count > 10)
        #expect(hintLines.count == 1, "\(hintLines.sorted())")
    }

    @Test("When room is short, today's recipe goes before / filter and f find do")
    func todayGivesWayFirst() {
        for width in 40...160 {
            let line = appState(NavigationModel(selectedCategory: "dessert"), size: Size(width: width, height: 12)).render(in: bundledCatalog).lines[11]
            if line.contains("Today:") {
                #expect(line.contains("/ filter  f find"), "at \(width): \(line)")
            }
        }
    }

    @Test("Under --date the bar names the date, not \"Today\"")
    func chosenDate() {
        var state = appState(NavigationModel(selectedCategory: "dessert"))
        state.todayIsChosen = true
        #expect(state.render(in: bundledCatalog).lines[39].hasSuffix("2026-11-21: Grilled Corn with Lime Butter [t]"))
    }

    @Test("A notice longer than the bar wraps onto more rows, the panes giving way, every word kept; the next key clears it", arguments: [20, 33, 60, 120])
    func longNoticesWrap(width: Int) {
        let notice = "The saved place named recipes that are gone: apple-pie-with-a-very-long-identifier-indeed, pie-crust. The rest was restored."
        let state = appState(NavigationModel(selectedCategory: "dessert", focus: .recipes), size: Size(width: width, height: 40), notice: notice)
        let lines = state.render(in: bundledCatalog).lines
        let rows = DisplayText(notice).wrapped(to: width - 2).count
        #expect(rows > 1)
        #expect(state.layout.bottomBar == Rect(x: 0, y: 40 - rows, width: width, height: rows))
        #expect(state.checkInvariants(in: AppEnvironment(catalog: bundledCatalog)) == [])
        // Only a word longer than the line is broken; none is cut.
        let letters = { (text: String) in text.filter { $0 != " " } }
        #expect(letters(lines.suffix(rows).joined()) == letters(notice), "\(lines)")
        #expect(lines.suffix(rows).allSatisfy { $0.hasPrefix(" ") && !$0.contains("…") })
        var next = state
        next.apply(.move(.down), in: bundledCatalog)
        #expect(next.notice == nil)
        #expect(next.layout.bottomBar.height == 1)
    }
}

