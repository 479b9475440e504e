import Foundation
import RecipeModel
import RecipeNavigation
import RecipeGenerator
import RecipeTestSupport
import Testing

@testable import RecipeApp

// Shared fixtures for the RecipeApp tests: the bundled catalog, small hand-made catalogs,
// states built in one expression, and golden screens.

/// The day the tests pretend it is; it decides the recipe of the day.
let testDay = CalendarDate(year: 2026, month: 11, day: 21)!

extension Size {
    static let wide = Size(width: 120, height: 40)
}

/// A state as a test describes it, every field named, so expected states read as a whole.
func appState(
    _ navigation: NavigationModel,
    size: Size = .wide,
    today: CalendarDate = testDay,
    detailCursor: Int = 0,
    scroll: PaneScroll = PaneScroll(),
    isShowingHelp: Bool = false,
    notice: String? = nil
) -> AppState {
    var state = AppState(navigation: navigation, size: size, today: today, notice: notice)
    state.detailCursor = detailCursor
    state.scroll = scroll
    state.isShowingHelp = isShowingHelp
    return state
}

/// The state of a fresh start: nothing saved, first frame prepared.
func freshState(size: Size = .wide, catalog: RecipeCatalog = bundledCatalog) -> AppState {
    var state = AppState(navigation: NavigationModel(), size: size, today: testDay)
    state.prepareForFirstFrame(in: catalog)
    return state
}

extension AppState {
    /// Applies an action in a fresh environment for `catalog`.
    ///
    /// The environment's memos change only how fast an answer comes, so a test's outcome cannot
    /// depend on them; the fuzz tests check that claim by comparing against a long-lived environment.
    ///
    /// The detail on screen is loaded first, as the session loads it when the update asks for it.
    @discardableResult
    mutating func apply(_ action: Action, in catalog: RecipeCatalog) -> [Effect] {
        loadVisibleDetail(in: catalog)
        return apply(action, in: AppEnvironment(catalog: catalog))
    }

    /// Reads the detail on screen from the data, as the session does when the update asks for it
    /// (`Effect.loadDetail`), so that the views lay it out.
    func loadVisibleDetail(in catalog: RecipeCatalog) {
        if let id = navigation.visibleRoute?.detailRecipeID { _ = catalog.loadDetail(id) }
    }

    /// Applies actions in order and returns the effects of the last one.
    @discardableResult
    mutating func apply(_ actions: [Action], in catalog: RecipeCatalog) -> [Effect] {
        var effects: [Effect] = []
        for action in actions { effects = apply(action, in: catalog) }
        return effects
    }

    mutating func prepareForFirstFrame(in catalog: RecipeCatalog) {
        loadVisibleDetail(in: catalog)
        prepareForFirstFrame(in: AppEnvironment(catalog: catalog))
    }

    func render(in catalog: RecipeCatalog, keymap: Keymap = .standard) -> ScreenBuffer {
        loadVisibleDetail(in: catalog)
        return FrameRenderer(state: self, environment: AppEnvironment(catalog: catalog, keymap: keymap)).render()
    }

    func detailContent(in catalog: RecipeCatalog) -> DetailContent? {
        loadVisibleDetail(in: catalog)
        return detailContent(in: AppEnvironment(catalog: catalog))
    }
    func categoryCursor(in catalog: RecipeCatalog) -> Int? { categoryCursor(in: AppEnvironment(catalog: catalog)) }
    func recipeCursor(in catalog: RecipeCatalog) -> Int? { recipeCursor(in: AppEnvironment(catalog: catalog)) }
}

extension FrameRenderer {
    init(state: AppState, catalog: RecipeCatalog, keymap: Keymap = .standard) {
        state.loadVisibleDetail(in: catalog)
        self.init(state: state, environment: AppEnvironment(catalog: catalog, keymap: keymap))
    }
}

extension ListRows {
    init(_ pane: Pane, state: AppState, catalog: RecipeCatalog) {
        self.init(pane, state: state, in: AppEnvironment(catalog: catalog))
    }
}

/// Applies `action` to `state` and expects exactly `state` changed by `change`, and exactly `effects`: every field is compared, the ones not named must not move.
///
/// The shape of TCA's `store.send(.back) { $0.path.removeLast() }`: a test states what an action
/// changes, and anything else it changed fails the test; so does an effect it did not list (none
/// unless listed). Returns the new state and the effects.
@discardableResult
func expect(
    apply action: Action,
    from state: AppState,
    in catalog: RecipeCatalog = bundledCatalog,
    effects expectedEffects: [Effect] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ change: (inout AppState) -> Void = { _ in }
) -> (state: AppState, effects: [Effect]) {
    var actual = state
    let effects = actual.apply(action, in: catalog)
    var expected = state
    change(&expected)
    #expect(actual == expected, sourceLocation: sourceLocation)
    #expect(effects == expectedEffects, sourceLocation: sourceLocation)
    return (actual, effects)
}

// MARK: - Hand-made catalogs

enum Kitchen {
    /// A small catalog whose every line on screen can be checked by eye.
    ///
    /// Desserts: Apple Pie (related: Pie Crust, Whipped Cream), Whipped Cream (related: Apple Pie).
    /// Pastry: Pie Crust (related: Apple Pie). Empty: no recipes.
    static let catalog: RecipeCatalog = try! RecipeCatalog(
        categories: [
            Category(id: "dessert", name: "Desserts"),
            Category(id: "pastry", name: "Pastry"),
            Category(id: "empty", name: "Empty Shelf"),
        ],
        recipes: [
            Recipe(
                id: "apple-pie", name: "Apple Pie", categoryID: "dessert", summary: "A double-crust pie.",
                servings: 8, minutes: 150,
                ingredients: [Ingredient(amount: "6", name: "apples"), Ingredient(amount: "1 cup", name: "sugar")],
                directions: ["Fill the crust.", "Bake for an hour."],
                relatedIDs: ["pie-crust", "whipped-cream"]
            ),
            Recipe(
                id: "whipped-cream", name: "Whipped Cream", categoryID: "dessert", summary: "Soft peaks.",
                servings: 4, minutes: 5, relatedIDs: ["apple-pie"]
            ),
            Recipe(
                id: "pie-crust", name: "Pie Crust", categoryID: "pastry", summary: "Flaky.",
                minutes: 90, relatedIDs: ["apple-pie"]
            ),
        ]
    )

    /// One category of thirty recipes, "Recipe 01" to "Recipe 30", for scrolling a long list, and
    /// two recipes with long details in another category.
    ///
    /// "Long" shows 39 lines: its name, the facts line ("Other"), a blank line and "Directions",
    /// 30 numbered steps, a blank line and "Related recipes", then its 3 related recipes on lines
    /// 36, 37 and 38. "Plain" is the same without related recipes: 34 lines.
    static let longList: RecipeCatalog = {
        let numbered = (1...30).map { number in
            Recipe(id: "r\(twoDigits(number))", name: "Recipe \(twoDigits(number))", categoryID: "many")
        }
        let steps = (1...30).map { "Step \($0)." }
        return try! RecipeCatalog(
            categories: [Category(id: "many", name: "Many"), Category(id: "other", name: "Other")],
            recipes: numbered + [
                Recipe(id: "long", name: "Long", categoryID: "other", directions: steps, relatedIDs: ["r01", "r02", "r03"]),
                Recipe(id: "plain", name: "Plain", categoryID: "other", directions: steps),
            ]
        )
    }()

    static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}

// MARK: - Screens

/// The cells of one row, left to right, as (text, style) for exact style checks.
func styles(of buffer: ScreenBuffer, row: Int, columns: Range<Int>) -> [Style] {
    columns.map { buffer[row, $0].style }
}

/// Every problem with a buffer's cells: controls that would reach the terminal, and halves of wide characters
/// without their other half. (Plain index loops: the fuzz test runs this on 80,000 frames.)
func cellProblems(in buffer: ScreenBuffer) -> [String] {
    var problems: [String] = []
    let cells = buffer.cells
    for row in 0..<buffer.height {
        var previousWasWide = false
        for column in 0..<buffer.width {
            let cell = cells[row * buffer.width + column]
            if cell.isContinuation {
                if !previousWasWide { problems.append("(\(row), \(column)) is the right half of a wide character that is not there") }
                previousWasWide = false
                continue
            }
            if previousWasWide { problems.append("(\(row), \(column - 1)) holds a wide character without its right half") }
            previousWasWide = false
            var scalars = cell.text.unicodeScalars.makeIterator()
            guard let first = scalars.next() else { continue }
            if first.value >= 0x20 && first.value < 0x7F && scalars.next() == nil { continue }  // plain ASCII, the common case
            for scalar in cell.text.unicodeScalars where scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F) {
                problems.append("(\(row), \(column)) holds the control U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
            previousWasWide = DisplayWidth.of(first) == 2
        }
        if previousWasWide { problems.append("(\(row), \(buffer.width - 1)) holds a wide character without its right half") }
    }
    return problems
}

/// Compares a rendered screen with its golden file in Tests/RecipeAppTests/Snapshots/NAME.txt.
///
/// Run the tests with RECORD_SNAPSHOTS=1 to write the golden files afresh; a recording run fails on
/// purpose, so that every recorded screen is looked at before it is trusted. The comparison is of
/// the whole screen: every line, and the number of lines.
func expectScreen(
    _ lines: [String], matchesSnapshot name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = snapshotDirectory.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: snapshotDirectory, withIntermediateDirectories: true)
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
            Issue.record("Recorded \(url.path); check it by eye, then run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Cannot record \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
        Issue.record("No snapshot \(url.path); run with RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    var expected = text.components(separatedBy: "\n")
    if expected.last == "" { expected.removeLast() }
    let firstDifference = zip(lines, expected).enumerated().first { $0.element.0 != $0.element.1 }
    let difference = firstDifference.map { "line \($0.offset): got \"\($0.element.0)\", expected \"\($0.element.1)\"" }
        ?? "line count: got \(lines.count), expected \(expected.count)"
    #expect(lines == expected, "screen differs from \(name).txt at \(difference) (RECORD_SNAPSHOTS=1 re-records)", sourceLocation: sourceLocation)
}

let snapshotDirectory: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

// MARK: - Randomness


/// The detail cursor's row on a recipe's related recipe number `index`: its ingredients' rows come first, in reading order.
func relatedRow(_ index: Int, of recipeID: String, in catalog: RecipeCatalog = bundledCatalog) -> Int {
    catalog[recipeID]!.ingredients.count + index
}

/// The detail of `route` laid out as the app shows it once the recipe is selected: its file read
/// first, as the session does when the update asks for it, then laid out without touching the disk.
func loadedDetailContent(_ route: Route, catalog: RecipeCatalog, width: Int) -> DetailContent? {
    if let id = route.detailRecipeID { _ = catalog.loadDetail(id) }
    return DetailContent(route: route, catalog: catalog, width: width)
}
