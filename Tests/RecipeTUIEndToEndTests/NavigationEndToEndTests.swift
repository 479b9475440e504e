import Foundation
import Testing

@Suite("Browsing and restoring, end to end")
struct NavigationEndToEndTests {
    @Test("Browsing to a recipe and pushing two related recipes shows the stack and saves it")
    func browseAndPushTwoRelatedRecipes() throws {
        let session = try TmuxSession()
        try session.startApp()
        try session.waitForAppFrame()
        let lines = try session.browseToApplePieAndPushTwoRelatedRecipes()

        // The list keeps the root of the stack selected; the detail shows the top of the stack.
        #expect(lines[2].contains("│▸ Apple Pie "))
        #expect(lines[2].hasSuffix("│ Fruit Pie Filling"))
        let saved = try session.waitForFile(session.statePath, "the pushed stack is saved") {
            SavedState(data: $0)?.path.count == 3
        }
        #expect(
            SavedState(data: saved)
                == SavedState(selectedCategory: "dessert", path: ["apple-pie", "pie-crust", "fruit-pie-filling"], focus: "detail")
        )
    }

    @Test("Quitting and relaunching shows exactly the screen that was there before quitting")
    func relaunchRestoresTheSameScreen() throws {
        let session = try TmuxSession()
        let first = try session.startApp()
        try session.waitForAppFrame()
        let beforeQuit = try session.browseToApplePieAndPushTwoRelatedRecipes()
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: first) == 0)

        try session.startApp()
        let afterRelaunch = try session.waitForAppFrame()
        #expect(afterRelaunch == beforeQuit, "before quitting:\n\(TmuxSession.framed(beforeQuit))\nafter relaunching:\n\(TmuxSession.framed(afterRelaunch))")
    }

    @Test("Recipe, its ingredient's screen, a recipe from there: quit, relaunch onto the same screen, and Back returns to the ingredient")
    func mixedStackSurvivesARelaunch() throws {
        let session = try TmuxSession()
        let first = try session.startApp(["--open", "bread/pie-crust"])
        try session.waitUntil("Pie Crust is open") { $0[0] == Screen.topBar(" Breads & Pastry › Pie Crust") }
        // The cursor starts on the first ingredient; salt is the second.
        try session.sendKeys("Down", "Enter")
        try session.waitUntil("the screen of salt is pushed") { lines in
            lines[0] == Screen.topBar(" Breads & Pastry › Pie Crust › salt") && lines.contains { $0.contains("Ingredient · used in 33 recipes") }
        }
        // Its recipes, by category, each sorted as its list: 🥞 Buttermilk Pancakes first (by its first letter), Crêpes second.
        try session.sendKeys("Down", "Enter")
        let beforeQuit = try session.waitUntil("Crêpes is pushed from the ingredient") { lines in
            lines[0] == Screen.topBar(" Breads & Pastry › Pie Crust › salt › Crêpes") && lines[1].hasSuffix("│▶ Detail · 3 deep")
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: first) == 0)
        #expect(SavedState.read(session.statePath) == SavedState(selectedCategory: "bread", path: ["pie-crust", "@salt", "crepes"], focus: "detail"))

        try session.startApp()
        let afterRelaunch = try session.waitForAppFrame()
        #expect(afterRelaunch == beforeQuit, "before quitting:\n\(TmuxSession.framed(beforeQuit))\nafter relaunching:\n\(TmuxSession.framed(afterRelaunch))")
        try session.sendKeys("Left")
        let back = try session.waitUntil("Back returns to the screen of salt") { $0[0] == Screen.topBar(" Breads & Pastry › Pie Crust › salt") }
        // The cursor is on the recipe the user came back from.
        #expect(back.contains { $0.contains("│ ▸ Crêpes ") })
        try session.sendKeys("q")
    }

    @Test("Relaunching against data without the open recipe drops it from the stack and says so")
    func relaunchWithTheOpenRecipeDeleted() throws {
        let session = try TmuxSession()
        let first = try session.startApp()
        try session.waitForAppFrame()
        try session.browseToApplePieAndPushTwoRelatedRecipes()
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: first) == 0)

        let data = try DataFixtures.copyOfBundledData(removingRecipe: "fruit-pie-filling", into: session.scratch)
        try session.startApp(data: data)
        let lines = try session.waitForAppFrame()

        #expect(lines[0] == Screen.topBar(" Desserts › Apple Pie › Pie Crust"))
        #expect(lines[1].hasSuffix("│▶ Detail · 2 deep"))
        #expect(lines[2].hasSuffix("│ Pie Crust"))
        #expect(lines.last!.hasPrefix(" Saved place changed: recipe \"fruit-pie-filling\" no longer exists. "))
        #expect(!lines.contains { $0.contains("Fruit Pie Filling") })
        // The launch itself changed the place, so it is saved at once, before any key.
        let saved = try session.waitForFile(session.statePath, "the shortened stack is saved") {
            SavedState(data: $0)?.path.count == 2
        }
        #expect(SavedState(data: saved) == SavedState(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"], focus: "detail"))

        // Any key clears the notice.
        try session.sendKeys("Up")
        try session.waitUntil("the notice is cleared") { $0.last!.hasPrefix(" ↑↓ move  → open") }
    }

    /// Dates whose recipe of the day was worked out by hand from the rule in
    /// `RecipeCatalog.recipeOfTheDay` (78 recipes sorted by ID, step 49, offset 7919).
    static let recipesOfTheDay: [(date: String, category: String, categoryName: String, id: String, name: String)] = [
        ("2025-01-01", "drink", "Drinks", "masala-chai", "Masala Chai"),
        ("2030-06-15", "breakfast", "Breakfast", "french-toast", "French Toast"),
    ]

    @Test("t jumps to the recipe of the day for --date, names it, and saves it", arguments: recipesOfTheDay)
    func recipeOfTheDay(expected: (date: String, category: String, categoryName: String, id: String, name: String)) throws {
        let session = try TmuxSession()
        let command = try session.startApp(["--date", expected.date])
        let start = try session.waitForAppFrame()
        // Under --date the bar names the day rather than saying "Today".
        #expect(start.last!.hasSuffix("\(expected.date): \(expected.name) [t]"))

        try session.sendKeys("t")
        let lines = try session.waitUntil("the recipe of the day is open") { $0[0] == Screen.topBar(" \(expected.categoryName) › \(expected.name)") }
        #expect(lines[1].hasSuffix("│▶ Detail"))
        #expect(lines[2].hasSuffix("│ \(expected.name)"))
        #expect(lines.last!.hasPrefix(" Recipe of the day (\(expected.date)): \(expected.name) "))
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)

        let printed = try ProcessRunner.run(
            try RecipeTUIApp.binary(), ["--data", RecipeTUIApp.dataPath, "--state", session.statePath, "--print-link"]
        )
        #expect(printed.status == 0)
        #expect(printed.standardOutput == "recipes://\(expected.category)/\(expected.id)\n")
    }

    @Test("Resizing the terminal repaints the whole frame at the new size")
    func resizeRepaints() throws {
        let session = try TmuxSession()
        try session.startApp(["--open", "dessert/apple-pie"])
        try session.waitForAppFrame()

        // From 110 columns today's recipe has room beside the essential hints.
        for (width, height) in [(110, 24), (130, 45)] {
            try session.resize(width: width, height: height)
            let lines = try session.waitUntil("the frame is repainted at \(width)x\(height)") { lines in
                lines.count == height && lines[0] == Screen.topBar(" Desserts › Apple Pie", width: width)
                    && lines[height - 1].hasPrefix(" ↑↓ move  → open")
            }
            // Only the last row is the status bar: nothing of the old frame is left behind.
            #expect(lines.filter { $0.contains(RecipeTUIApp.todayLabel) }.count == 1)
            #expect(lines.filter { $0.hasSuffix("recipe-tui") }.count == 1)
            #expect(lines[height - 1].hasSuffix(RecipeTUIApp.todayLabel + "Grilled Corn with Lime Butter [t]"))
        }
    }
}
