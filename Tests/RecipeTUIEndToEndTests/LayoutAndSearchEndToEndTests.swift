import Foundation
import Testing

@Suite("Resizing and searching, end to end")
struct LayoutAndSearchEndToEndTests {
    @Test("Resizing while deep in a stack keeps the place, and Back in the collapsed stack walks all the way to the root")
    func resizeDeepThenBackToRoot() throws {
        let session = try TmuxSession()
        try session.startApp(["--open", "recipes://dessert/apple-pie/pie-crust/apple-pie/pie-crust"])
        let wide = try session.waitForAppFrame()
        #expect(wide[0] == Screen.topBar(" Desserts › Apple Pie › Pie Crust › Apple Pie › Pie Crust"))
        #expect(wide[1].hasSuffix("│▶ Detail · 4 deep"))

        // Narrow: the collapsed stack shows only the top screen, full width.
        try session.resize(width: 40, height: 20)
        try session.waitUntil("the stack shows the detail alone") { lines in
            lines.count == 20 && lines[1].hasPrefix("▶ Detail · 4 deep") && lines[0].hasPrefix(" Desserts › … › Pie Crust") && !lines[2].contains("│")
        }
        // Medium: two columns, the recipes beside the detail.
        try session.resize(width: 80, height: 24)
        try session.waitUntil("two columns") { lines in
            lines.count == 24 && lines[1].hasPrefix("  Desserts") && lines[1].contains("│▶ Detail · 4 deep")
        }
        // Wide again: exactly the screen we started from.
        try session.resize(width: TmuxSession.defaultWidth, height: TmuxSession.defaultHeight)
        let back = try session.waitForAppFrame()
        #expect(back == wide, "before:\n\(TmuxSession.framed(wide))\nafter:\n\(TmuxSession.framed(back))")

        // Narrow again, then Back, screen by screen, to the root of the derived stack.
        try session.resize(width: 40, height: 20)
        let expectedTops = [
            "▶ Detail · 3 deep", "▶ Detail · 2 deep", "▶ Detail", "▶ Desserts", "▶ Categories", "▶ Categories",
        ]
        for (step, top) in expectedTops.enumerated() {
            try session.sendKeys("Left")
            try session.waitUntil("Back number \(step + 1) shows \(top)") { $0.count == 20 && $0[1].hasPrefix(top) }
        }
        let saved = try session.waitForFile(session.statePath, "the root is saved") { SavedState(data: $0)?.selectedCategory == nil }
        #expect(SavedState(data: saved) == SavedState(selectedCategory: nil, path: [], focus: "categories"))
        // The categories cursor rests on Desserts, where the user came from.
        #expect(try session.screen().contains { $0.hasPrefix("▸ Desserts") })
    }

    @Test("Typing a search, picking a result and going Back returns to where the search started")
    func searchPickAndBack() throws {
        let session = try TmuxSession()
        try session.startApp(["--open", "breakfast/crepes/whipped-cream"])
        let start = try session.waitForAppFrame()
        #expect(start[0] == Screen.topBar(" Breakfast › Crêpes › Whipped Cream"))

        try session.sendKeys("f")
        try session.waitForScreen(containing: "Find: ")
        try session.tmux("send-keys", "-l", "gazpa")
        try session.waitUntil("Gazpacho is the first result") { lines in lines.contains { $0.contains("▸ Gazpacho") } }
        try session.sendKeys("Enter")
        try session.waitUntil("Gazpacho is open") { $0[0] == Screen.topBar(" Soups & Stews › Gazpacho") }

        try session.sendKeys("Left")
        let returned = try session.waitUntil("back where the search started") { $0[0] == Screen.topBar(" Breakfast › Crêpes › Whipped Cream") }
        #expect(returned.dropLast() == start.dropLast())

        // A list filter narrows the focused list and Enter lands on the result.
        try session.sendKeys("BTab")
        try session.waitUntil("the recipes have the focus") { $0[1].contains("│▶ Breakfast") }
        try session.sendKeys("/")
        try session.tmux("send-keys", "-l", "toast")
        try session.waitUntil("the list is filtered") { lines in lines[1].contains("▶ Breakfast /toast") && lines.last!.hasPrefix(" /toast▏ 1 match") }
        try session.sendKeys("Enter")
        try session.waitUntil("French Toast is selected") { $0[0] == Screen.topBar(" Breakfast › French Toast") }
    }
}
