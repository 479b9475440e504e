import Foundation
import Testing

/// A recipe file far larger than anyone writes, in a real terminal: it is read off the key path,
/// keys are answered while it loads, and its detail says what it leaves out.
@Suite("A huge recipe file, end to end")
struct FaultHugeRecipeTests {
    @Test("Opening a recipe of 200,000 ingredients leaves the keys answered, and its detail says where it cut its one long step")
    func hugeRecipe() throws {
        let session = try TmuxSession()
        let collection = session.scratch + "/Huge Collection"
        try FileManager.default.createDirectory(atPath: collection + "/Mains", withIntermediateDirectories: true)
        // About 1.5 MB: larger than the app reads on the key path.
        let huge = (0..<200_000).map { "@s\($0){} " }.joined() + "\n"
        try Data(huge.utf8).write(to: URL(fileURLWithPath: collection + "/Mains/Huge.cook"))
        try Data("Boil @water{1%l}.\n".utf8).write(to: URL(fileURLWithPath: collection + "/Mains/Small.cook"))
        let app = try session.startApp(data: collection)
        // The launch says, in the bottom line, that components past the bound are read as text.
        try session.waitUntil("the collection is listed, and the launch's notice names the huge file") { lines in
            lines.contains { $0.contains("│  Huge ") } && lines.joined().contains("Mains/Huge.cook:1:")
        }

        // Into the recipes: the first, Huge, is selected and its detail read on a thread of its own;
        // the key after it is answered at once, Small showing while Huge may still be loading.
        try session.sendKeys("Right", "Down")
        try session.waitUntil("the key pressed while Huge loads is answered: Small is shown") { lines in
            lines[0] == Screen.topBar(" Mains › Small") && lines.contains { $0.contains("water") }
        }
        try session.sendKeys("Up")
        try session.waitUntil("Huge is shown from its first ingredient") { lines in
            lines[0] == Screen.topBar(" Mains › Huge") && lines.contains { $0.hasSuffix(" s0") }
        }
        // The one step names all 200,000: it is cut, and its end says so.
        try session.sendKeys("Right", "G")
        try session.waitUntil("the end of Huge's detail says its step was cut") { lines in
            lines[0] == Screen.topBar(" Mains › Huge") && lines.contains { $0.contains("characters shown]") }
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: app) == 0)
    }
}
