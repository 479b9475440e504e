import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The defects of issue 23 in what the detail shows, each on a small collection written for it.
@Suite("What the detail shows of a recipe, as it was written")
struct DetailDefectsTests {
    /// The detail of the one recipe of a collection holding `text` as "Mains/Dish.cook", as lines of text.
    static func lines(_ text: String, width: Int = 70) throws -> [String] {
        let root = try makeCooklangFolder(text: ["Mains/Dish.cook": text])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        let content = try #require(loadedDetailContent(.recipe("Mains/Dish"), catalog: catalog, width: width))
        return (0..<content.lineCount).map { String(repeating: " ", count: content.line(at: $0).indent - 1) + content.line(at: $0).text.string }
    }

    @Test("A note follows the ingredient's name; the amount column holds the amount alone, never cut and shown again")
    func noteAfterName() throws {
        let lines = try Self.lines("Add @skinless boneless chicken breasts{1 1/2%pounds}(cut into 1-inch chunks) and @salt{}.", width: 120)
        let ingredients = try #require(lines.firstIndex(of: "Ingredients"))
        #expect(Array(lines[(ingredients + 1)...(ingredients + 2)]) == [
            "  1 1/2 pounds  skinless boneless chicken breasts, cut into 1-inch chunks",
            "                salt",
        ])
        let directions = try #require(lines.firstIndex(of: "Directions"))
        #expect(lines[..<directions].filter { $0.contains("1 1/2") || $0.contains("pounds") }.count == 1)
    }

    @Test("An amount wider than its column wraps in it, each part once, and the name stays beside it")
    func longAmount() throws {
        let lines = try Self.lines("Add @stock{1 1/2 to 2 large tins of about%litres} and @salt{}.", width: 40)
        let ingredients = try #require(lines.firstIndex(of: "Ingredients"))
        let rows = Array(lines[(ingredients + 1)...])
        #expect(rows.prefix(4) == [
            "  1 1/2 to 2      stock",
            "  large tins of   ",
            "  about litres    ",
            "                  salt",
        ])
    }

    @Test("A quantity in a step never breaks from its unit across lines")
    func quantityKeptWhole() throws {
        let step = "Pour in the hot vegetable stock and stir the pot gently @vegetable stock{1%l} then simmer."
        for width in 30...70 {
            let lines = try Self.lines(step, width: width)
            let directions = try #require(lines.firstIndex(of: "Directions"))
            let text = lines[(directions + 1)...].joined(separator: "\n")
            #expect(text.contains("(1 l)"), "at width \(width): \(text)")
            #expect(!text.contains("\u{00A0}"))
        }
    }

    @Test("A note written across a line break inside a step is the ingredient's, shown after its name")
    func noteAcrossLineBreak() throws {
        let lines = try Self.lines("Add @chicken{500%g}(cut into\n1-inch chunks) and brown it.")
        #expect(lines.contains("  500 g  chicken, cut into 1-inch chunks"))
        #expect(lines.contains(" 1. Add chicken (500 g) and brown it."))
    }

    @Test("A section heading after a step has a blank line before it; the first, under Directions, none")
    func blankLineBeforeSection() throws {
        let lines = try Self.lines("= Dough\n\nMix @flour{500%g}.\n\n= Sauce\n\nSimmer @tomatoes{400%g}.\n\n> Keep it thick.\n\n= Bake\n\nBake.")
        let directions = try #require(lines.firstIndex(of: "Directions"))
        #expect(Array(lines[directions...]) == [
            "Directions", " Dough", " 1. Mix flour (500 g).", "", " Sauce", " 1. Simmer tomatoes (400 g).", "  > Keep it thick.", "", " Bake", " 1. Bake.",
        ])
    }

    @Test("Nested metadata shows under its parent, never as dotted keys, and nothing is dropped")
    func nestedMetadata() throws {
        let text = """
            ---
            source:
              name: Serious Eats
              url: https://www.seriouseats.com/hoagie-rolls
              youtube: https://youtu.be/abc
            author:
              name: Stella Parks
            nutrition:
              calories: 320
              saturated_fat: 3g
            equipment:
              baking:
                sheet: half sheet
              mixing: stand mixer
            diet: [vegetarian, {low: salt}]
            ---
            Bake.
            """
        let lines = try Self.lines(text, width: 100)
        #expect(Array(lines.prefix(10)) == [
            "Dish",
            "Mains",
            "Source: Serious Eats · https://www.seriouseats.com/hoagie-rolls · YouTube: https://youtu.be/abc",
            "Author: Stella Parks",
            "Nutrition: Calories: 320 · Saturated fat: 3g",
            "Equipment:",
            "  Baking: Sheet: half sheet",
            "  Mixing: stand mixer",
            "Diet: vegetarian, (Low: salt)",
            "File: Mains/Dish.cook",
        ])
        #expect(!lines.contains { $0.contains("Nutrition.") || $0.contains("Source.") })
    }

    @Test("The detail's title says where more lines are: ↓ at the top, ↑↓ in between, ↑ at the end")
    func moreMarks() {
        var content = DetailContent(loading: "Ten lines", width: 30)
        for number in 3...10 { content.append("Line \(number)", style: .normal, width: 28) }
        func title(firstLine: Int) -> String {
            let pane = DetailPane(title: "Detail", content: content, firstLine: firstLine, cursor: 0)
            return ViewAloneTests.lines(width: 30, height: 5) { DetailView(pane: pane).draw(into: &$0, rect: $1, focused: false) }[0]
        }
        #expect(title(firstLine: 0) == "  Detail               ↓ more")
        #expect(title(firstLine: 3) == "  Detail              ↑↓ more")
        #expect(title(firstLine: 6) == "  Detail               ↑ more")
    }

    @Test("Times as written: every part of a nested time, ranges kept, and the total their sum, a range where a part is one")
    func nestedTimes() throws {
        let text = "---\ntime:\n  prep: 15 minutes\n  cook: 4–6 hours\n  rise: 2 hours\n  rest: 1 1/2 hours\n---\nBake."
        let lines = try Self.lines(text, width: 100)
        #expect(Array(lines.prefix(4)) == [
            "Dish",
            "Ready in 7 h 45 min – 9 h 45 min · Mains",
            "Prep: 15 minutes · Cook: 4–6 hours · Rise: 2 hours · Rest: 1 1/2 hours",
            "File: Mains/Dish.cook",
        ])
        let root = try makeCooklangFolder(text: ["Mains/Dish.cook": text])
        defer { try? FileManager.default.removeItem(at: root) }
        // The list shows and sorts a range by its longest time.
        #expect(try RecipeCatalog(cooklangFolder: root.path)["Mains/Dish"]?.minutes == 585)
    }

    @Test("Each ingredient once, its quantities added where the units agree and side by side where not; each cookware once; the steps keep their own")
    func combinedLists() throws {
        let text = """
            Mix @flour{2%cups}(sifted) with @salt{1%tsp} in a #bowl.

            Add @Flour{1/2%cup}(sifted) and @flour{2%tbsp}, then @salt{}.

            Dust the #bowl with @flour{}(for dusting) and heat the #oven.

            Bake in the #oven{}, then cool in a second #bowl{2}.
            """
        let lines = try Self.lines(text, width: 80)
        let ingredients = try #require(lines.firstIndex(of: "Ingredients"))
        #expect(Array(lines[(ingredients + 1)...(ingredients + 7)]) == [
            "  2 1/2 cups, 2 tbsp  flour, sifted; for dusting",
            "  1 tsp               salt",
            "",
            "Cookware",
            "  2 × bowl",
            "  oven",
            "",
        ])
        #expect(lines.contains(" 2. Add Flour (1/2 cup) and flour (2 tbsp), then salt."))
    }

    @Test("A JSON recipe lists an ingredient named twice once, its amounts added; one named once shows as written")
    func combinedJSON() throws {
        let json = """
            {"categories": [{"id": "bread", "name": "Bread"}], "recipes": [{"id": "loaf", "name": "Loaf", "category": "bread",
             "ingredients": [{"amount": "2 1/2 cups", "name": "flour"}, {"amount": "1 tsp", "name": "salt"},
                             {"amount": "1/2 cup", "name": "Flour"}, {"amount": "1 tbsp", "name": "flour"}, {"amount": "to taste", "name": "salt"}],
             "directions": ["Mix."]}]}
            """
        let catalog = try catalog(json: json)
        let content = try #require(loadedDetailContent(.recipe("loaf"), catalog: catalog, width: 60))
        let lines = (0..<content.lineCount).map { String(repeating: " ", count: content.line(at: $0).indent - 1) + content.line(at: $0).text.string }
        let ingredients = try #require(lines.firstIndex(of: "Ingredients"))
        #expect(Array(lines[(ingredients + 1)...(ingredients + 2)]) == [
            "  3 cups, 1 tbsp   flour",
            "  1 tsp, to taste  salt",
        ])
        #expect(content.selectableCount == 2)
    }
}
