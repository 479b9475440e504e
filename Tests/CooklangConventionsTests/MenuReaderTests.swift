import CalendarDates
import Testing
@testable import CooklangConventions

@Suite(".menu")
struct MenuReaderTests {
    @Test("days as sections, their recipes with their scaling, the conventions' two forms of heading")
    func sectionsAndScaling() {
        let text = """
        = Monday

        @./mains/pasta carbonara{2}
        @./sides/green salad{}

        == Day 2 (2026-03-08) ==

        @./mains/chicken stir fry{4%servings}
        @./sauces/hollandaise{150%ml} and @rice{200%g}
        """
        let (menu, problems) = MenuReader.read(text, file: "week.menu")
        #expect(problems.isEmpty)
        #expect(menu.sections.map(\.name) == ["Monday", "Day 2 (2026-03-08)"])
        #expect(menu.sections[1].date == CalendarDate(year: 2026, month: 3, day: 8))
        #expect(menu.sections[0].entries.map(\.recipeID) == ["mains/pasta carbonara", "sides/green salad"])
        #expect(menu.sections[0].entries.map(\.scaling) == [.factor(2), .asWritten])
        #expect(menu.sections[1].entries.map(\.scaling) == [.servings(4), .yield(150, unit: "ml")])
        #expect(menu.sections[1].entries[0].line == 8)
        #expect(menu.sections(on: CalendarDate(year: 2026, month: 3, day: 8)!).count == 1)
    }

    @Test("scaling factors: servings by the recipe's servings, a yield in the same unit, else as written")
    func factors() {
        #expect(MenuScaling.servings(4).factor(servings: 2, yield: nil) == 2)
        #expect(MenuScaling.servings(4).factor(servings: nil, yield: nil) == 1)
        #expect(MenuScaling.yield(150, unit: "ml").factor(servings: nil, yield: (500, "ml")) == 0.3)
        #expect(MenuScaling.yield(150, unit: "ml").factor(servings: nil, yield: (2, "cups")) == 1)
        #expect(MenuScaling.factor(0.5).factor(servings: 4, yield: nil) == 0.5)
    }

    @Test("a scale that is not a number is a problem at its reference")
    func badScale() {
        let (menu, problems) = MenuReader.read("= Mon\n\n@./a{lots}\n@./b{2}\n", file: "m.menu")
        #expect(menu.entries.map(\.recipeID) == ["b"])
        #expect(problems.map { "\($0.line):\($0.column)" } == ["3:1"])
    }
}
