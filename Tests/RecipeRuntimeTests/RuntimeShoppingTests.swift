import CooklangConventions
import Foundation
import RecipeApp
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeRuntime

/// Space on the shopping list run by the runtime: the line appended to `.shopping-checked`, the list redrawn with it.
@Suite("Runtime, ticking the shopping list")
struct RuntimeShoppingTests {
    static let collection = [
        "Soup.cook": "Add @onion{2} and @water{1%l}.",
        ".shopping-list": "./Soup{2}\n",
    ]

    @Test("Two ticks append two lines; each ticked item goes to the end of its aisle, so the cursor's row is the next item")
    func ticks() throws {
        let root = try makeCooklangFolder(text: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        let category = try #require(catalog["Soup"]?.categoryID)
        let terminal = ScriptedTerminal(size: Size(width: 100, height: 30), clock: ManualClock())
        // The first wait brings the kitchen's files read; the keys come after.
        terminal.script = [ScriptedTerminal.Step(), .keys(.character(" ")), .keys(.character(" ")), .keys(.character("q"))]
        let runtime = Runtime(
            state: AppState(
                navigation: NavigationModel(selectedCategory: category, path: [.recipe("Soup"), .shoppingList(pantry: false)], focus: .detail),
                size: Size(width: 100, height: 30), today: CalendarDate(year: 2026, month: 11, day: 26)!),
            environment: AppEnvironment(catalog: catalog), terminal: terminal, clock: terminal.clock!, writer: RecordingWriter(), editor: FakeEditor(),
            kitchenLoader: ImmediateKitchenReader(), launch: Runtime.Launch(processEnvironment: ["HOME": "/nonexistent-home"]))
        _ = runtime.run()
        let checked = ScratchFolder.contents(of: root.path + "/.shopping-checked").map { String(decoding: $0, as: UTF8.self) }
        #expect(checked == "+ onion\n+ water\n")
        #expect(runtime.environment.kitchen.shopping.checked.checkedNames == ["onion", "water"])
        let screen = terminal.screen.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(screen.contains { $0.hasSuffix("[x] onion 4") })
        #expect(screen.contains { $0.hasSuffix("[x] water 2 l") })
    }
}
