import Foundation
import Testing

/// Names with emoji sequences: what the terminal shows after moving is what a full repaint shows.
@Suite("Faults: emoji sequences on screen")
struct FaultGraphemeTests {
    /// Desserts renamed with a ZWJ sequence, a flag, a skin tone, a variation selector and a keycap.
    static let names = [
        "apple-pie": "Family 👨‍👩‍👧 Apple Pie",
        "chocolate-mousse": "French 🇫🇷 Chocolate Mousse",
        "creme-brulee": "Thumbs 👍🏽 Crème Brûlée",
        "lemon-bars": "Heart ❤️ Lemon Bars",
        "peach-cobbler": "Keycap 1️⃣ Peach Cobbler",
        "fudgy-brownies": "Cook 🧑‍🍳 Fudgy 🏳️‍🌈 Brownies",
    ]

    static func renamedCatalog(into folder: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: RecipeTUIApp.dataPath),
            var object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let recipes = object["recipes"] as? [[String: Any]]
        else { throw EndToEndFailure("cannot read the bundled data") }
        object["recipes"] = recipes.map { recipe in
            var recipe = recipe
            if let id = recipe["id"] as? String, let name = names[id] { recipe["name"] = name }
            return recipe
        }
        let path = folder + "/emoji.json"
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("Moving through names with ZWJ sequences, flags, skin tones and variation selectors leaves no stale cell: the screen equals a full repaint")
    func noStaleCells() throws {
        let session = try TmuxSession()
        let data = try Self.renamedCatalog(into: session.scratch)
        let command = try session.startApp(state: session.statePath, data: data, ["--open", "dessert"])
        try session.waitForAppFrame()
        try session.sendKeys("Right")  // Into the recipe list.
        for step in 0..<14 {
            try session.sendKeys(step < 9 ? "Down" : "Up")
            let moved = try session.waitUntil("the frame after move \(step) has settled") { _ in true }
            try session.sendKeys("C-l")
            let repainted = try session.waitUntil("the full repaint after move \(step) has settled", settle: .milliseconds(100)) { _ in true }
            #expect(moved == repainted, "after move \(step) the screen differs from a full repaint:\n\(TmuxSession.framed(moved))\n\(TmuxSession.framed(repainted))")
            if moved != repainted { break }
        }
        let final = try session.screen()
        #expect(final.contains { $0.contains("French FR Choc") }, "\(TmuxSession.framed(final))")
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }
}
