import Testing

@testable import Cooklang

/// A recipe far larger than anyone writes holds a bounded number of components: what is past the
/// bound is read as text, and a problem says where that starts.
@Suite("Cooklang recipes with more components than the bound")
struct HugeRecipeTests {
    @Test("Past 10,000 ingredients, the rest are text, with one problem at the first of them")
    func ingredientsPastTheBound() {
        let source = (0..<10_003).map { "@i\($0){}" }.joined(separator: " ") + "\n"
        let result = CooklangParser.parse(source)
        #expect(result.recipe.ingredients.count == 10_000)
        #expect(result.recipe.ingredients.last?.name == "i9999")
        // `@i0{} ` takes 6 columns up to i9, 7 up to i99, 8 up to i999, 9 up to i9999: then comes the 10,001st.
        let column = 10 * 6 + 90 * 7 + 900 * 8 + 9000 * 9 + 1
        #expect(result.diagnostics.map(\.description) == ["1:\(column): the file has more than 10000 ingredients; from here on they are read as text"])
        guard case .text(let rest)? = result.recipe.steps.first?.items.last else {
            Issue.record("the step does not end in text")
            return
        }
        #expect(rest == " @i10000{} @i10001{} @i10002{}")
    }

    @Test("Cookware and timers have the same bound, each said once")
    func cookwareAndTimers() {
        let source = (0..<10_002).map { "#pan\($0){} ~{\($0)%s}" }.joined(separator: " ") + "\n"
        let result = CooklangParser.parse(source)
        #expect(result.recipe.cookware.count == 10_000)
        #expect(result.recipe.timers.count == 10_000)
        #expect(result.diagnostics.map(\.message) == [
            "the file has more than 10000 cookware; from here on they are read as text",
            "the file has more than 10000 timers; from here on they are read as text",
        ])
    }
}
