import Foundation
import Testing

/// Issue 23's "done means", walked as a new user would at 120×40: a recipe scaled to 6, converted to
/// metric, its reference pushed scaled, the app quit and relaunched onto the same scaled, converted screen.
@Suite("Servings and units, end to end")
struct ServingsEndToEndTests {
    /// The detail column of each line: what follows its last `│`.
    static func detail(_ lines: [String]) -> [String] {
        lines.compactMap { line in line.split(separator: "│", omittingEmptySubsequences: false).last.map(String.init) }
    }

    /// Whether the detail lists an ingredient row: `amount` in its column (the cursor's mark or not before it), then `name`.
    static func row(in detail: [String], amount: String, name: String) -> Bool {
        detail.contains { line in
            (line.hasPrefix(" ▸ " + amount + " ") || line.hasPrefix("   " + amount + " ")) && line.hasSuffix("  " + name)
        }
    }

    /// The saved place's top screen and units, as the state file holds them.
    static func savedTop(_ data: Data) -> (screen: [String: Any], units: String?)? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let screen = (object["path"] as? [[String: Any]])?.last
        else { return nil }
        return (screen, (object["view"] as? [String: Any])?["units"] as? String)
    }

    @Test("A Cooklang recipe and a JSON one scaled to 6, in metric, a reference pushed scaled; a relaunch shows the same screens")
    func scaleConvertPushRelaunch() throws {
        let session = try TmuxSession()
        let collection = try CooklangEndToEndTests.copyOfBundledCollection(into: session.scratch)
        var command = try session.startApp(data: collection)
        try session.waitForAppFrame()
        // Categories are the top-level folders, sorted: Baking, Breakfast, Desserts, Mains; Spaghetti is the last
        // recipe of Mains but one (Trofie al Pesto, by its title).
        try session.sendKeys("Down", "Down", "Down", "Right", "End", "Up", "Right")
        try session.waitUntil("Spaghetti al Pomodoro is open in the focused detail, for 2") { lines in
            lines[0] == Screen.topBar(" Mains › Spaghetti al Pomodoro") && lines[1].hasSuffix("│▶ Detail")
                && Self.detail(lines).contains(" Serves 2 · Ready in 30 min · Mains")
        }
        // One serving a press: 3, 4, 5, 6.
        try session.sendKeys("+", "+", "+", "+")
        try session.waitUntil("the recipe scaled to 6, every quantity with it") { lines in
            let detail = Self.detail(lines)
            return detail.contains(" Serves 6 (×3) · Ready in 30 min · Mains") && Self.row(in: detail, amount: "600 g", name: "spaghetti")
                && Self.row(in: detail, amount: "1 1/2 batches", name: "Tomato Sauce → recipe")
        }
        try session.sendKeys("u")
        try session.waitUntil("metric: the bar says so, and the header") { lines in
            lines.contains { $0.contains("Units: metric.") } && Self.detail(lines).contains(" Serves 6 (×3) · metric · Ready in 30 min · Mains")
        }
        // The reference, one row down, opens the sauce for its own quantity scaled: 1 1/2 batches of a sauce for 4.
        try session.sendKeys("Down", "Enter")
        let pushed = try session.waitUntil("the sauce is pushed, scaled to 6 and in metric") { lines in
            let detail = Self.detail(lines)
            return lines[0] == Screen.topBar(" Mains › Spaghetti al Pomodoro › Quick Tomato Sauce · Sauces") && lines[1].hasSuffix("│▶ Detail · 2 deep")
                && detail.contains(" Serves 6 (×1.5) · metric · Ready in 25 minutes · Shared ›") && detail.contains(" Sauces")
        }
        let sauce = Self.detail(pushed)
        // 4 1/2 tbsp of oil is 66.5 ml, measured as a cook does: 65 ml; 3/4 tsp of salt 3.5 ml.
        #expect(Self.row(in: sauce, amount: "65 ml", name: "olive oil"), "\(TmuxSession.framed(pushed))")
        #expect(Self.row(in: sauce, amount: "3.5 ml", name: "salt"), "\(TmuxSession.framed(pushed))")
        #expect(Self.row(in: sauce, amount: "3 tins", name: "chopped tomatoes"), "\(TmuxSession.framed(pushed))")
        let saved = try session.waitForFile(session.statePath, "the scaled sauce and metric saved") { data in
            guard let top = Self.savedTop(data) else { return false }
            return top.screen["recipe"] as? String == "Shared/Sauces/Tomato Sauce" && top.screen["servings"] as? Double == 6 && top.units == "metric"
        }
        let path = (try JSONSerialization.jsonObject(with: saved) as? [String: Any])?["path"] as? [[String: Any]]
        #expect(path?.map { $0["recipe"] as? String } == ["Mains/Spaghetti al Pomodoro", "Shared/Sauces/Tomato Sauce"])
        #expect(path?.first?["servings"] as? Double == 6)
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)

        command = try session.startApp(data: collection)
        let relaunched = try session.waitForAppFrame()
        // The same screen, all but the bottom bar (which said "Units: metric." before).
        #expect(relaunched.dropLast() == pushed.dropLast(), "before quitting:\n\(TmuxSession.framed(pushed))\nafter relaunching:\n\(TmuxSession.framed(relaunched))")
        // Back pops to the recipe it was pushed from, still for 6 and in metric.
        try session.sendKeys("Left")
        try session.waitUntil("back on the spaghetti, still for 6, in metric") { lines in
            let detail = Self.detail(lines)
            return detail.contains(" Serves 6 (×3) · metric · Ready in 30 min · Mains") && Self.row(in: detail, amount: "600 g", name: "spaghetti")
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)

        // The bundled JSON catalog: Apple Pie serves 8; two presses of - make 6.
        let json = try TmuxSession()
        command = try json.startApp(["--open", "dessert/apple-pie"])
        try json.waitUntil("Apple Pie is open") { Self.detail($0).contains(" Serves 8 · Ready in 2 h 30 min · Desserts") }
        try json.sendKeys("-", "-", "u")
        let scaled = try json.waitUntil("Apple Pie for 6, in metric") { lines in
            let detail = Self.detail(lines)
            // 2/3 cup of sugar for 8 is 1/2 cup for 6: 118 ml, measured as 120 ml.
            return detail.contains(" Serves 6 (×0.75) · metric · Ready in 2 h 30 min · Desserts") && Self.row(in: detail, amount: "120 ml", name: "sugar")
                && lines.contains { $0.contains("Units: metric.") }
        }
        try json.waitForFile(json.statePath, "Apple Pie for 6 in metric saved") { data in
            Self.savedTop(data).map { $0.screen["servings"] as? Double == 6 && $0.units == "metric" } ?? false
        }
        try json.sendKeys("q")
        #expect(try json.waitForExit(ofCommand: command) == 0)
        command = try json.startApp()
        let again = try json.waitForAppFrame()
        #expect(again.dropLast() == scaled.dropLast(), "before quitting:\n\(TmuxSession.framed(scaled))\nafter relaunching:\n\(TmuxSession.framed(again))")
        try json.sendKeys("q")
        #expect(try json.waitForExit(ofCommand: command) == 0)
    }
}
