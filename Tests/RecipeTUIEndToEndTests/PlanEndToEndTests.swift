import Foundation
import RecipeTestSupport
import Testing

@Suite("Plan and menus, end to end")
struct PlanEndToEndTests {
    @Test("Today's menu in the top bar, m to it, a adds the day; p shows the plan, + scales a line, a adds an item; a plan written by another program shows; the file holds what the conventions say")
    func planAndMenu() throws {
        let session = try TmuxSession()
        let collection = session.scratch + "/Kitchen"
        try FileManager.default.createDirectory(atPath: collection + "/Plans", withIntermediateDirectories: true)
        func write(_ path: String, _ text: String) {
            _ = FileManager.default.createFile(atPath: collection + "/" + path, contents: Data(text.utf8))
        }
        write("Soup.cook", "---\nservings: 4\n---\nChop @onion{2} and simmer in @water{1%l}.\n")
        write("Risotto.cook", "---\nservings: 2\n---\nStir @rice{300%g}.\n")
        write("Plans/week.menu", "== Saturday (2026-11-21) ==\n@./Soup{}\n@./Risotto{4%servings}\n== Sunday (2026-11-22) ==\n@./Soup{2}\n")
        let app = try session.startApp(data: collection)
        try session.waitUntil("today's section is named at the right of the top bar") { lines in
            lines.first?.hasSuffix("Menu: week, Saturday [m]") == true
        }
        try session.sendKeys("m")
        try session.waitUntil("m opens the menu, its days and recipes with the menu's scaling") { lines in
            lines.contains { $0.hasSuffix("│ ▸ Soup") } && lines.contains { $0.hasSuffix("│   Risotto · for 4") }
        }
        try session.sendKeys("a")
        try session.waitUntil("a adds the day") { lines in lines.last?.hasPrefix(" Added week, Saturday (2026-11-21) to the plan: 2 recipes.") == true }
        try session.sendKeys("p")
        try session.waitUntil("p shows the plan as the file nests it") { lines in
            lines.contains { $0.hasSuffix("│ ▸ Menu: week") } && lines.contains { $0.hasSuffix("│     Risotto ×2 · 4 servings") }
        }
        try session.sendKeys("j", "+")
        try session.waitUntil("+ scales the line under the cursor by one serving") { lines in lines.contains { $0.hasSuffix("│ ▸   Soup ×1.25 · 5 servings") } }
        try session.sendKeys("a")
        try session.typeLine("olive oil{4%l}")
        try session.waitUntil("the prompt adds a thing to buy") { lines in lines.contains { $0.hasSuffix("│   olive oil 4 l") } }
        let written = try String(contentsOfFile: collection + "/.shopping-list", encoding: .utf8)
        #expect(written == "./Plans/week\n  ./Soup{1.25}\n  ./Risotto{2}\nolive oil{4%l}\n")

        // Another program (CookCLI, a phone on the synced folder) writes the plan: the screen follows.
        write(".shopping-list", "-- from the phone\n./Risotto\nsalt\n")
        try session.waitUntil("the plan written elsewhere shows") { lines in
            lines.contains { $0.hasSuffix("Risotto · 2 servings") } && lines.contains { $0.hasSuffix(" salt") }
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: app) == 0)
        #expect(try String(contentsOfFile: collection + "/.shopping-list", encoding: .utf8) == "-- from the phone\n./Risotto\nsalt\n")
    }
}
