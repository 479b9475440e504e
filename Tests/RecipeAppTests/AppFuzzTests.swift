import Foundation
import RecipeModel
import RecipeNavigation
import RecipeGenerator
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// Random actions against the pure app: every kind of action, at every size, checked after each step.
///
/// A failure names the seed and the step, and the steps are replayable: the generator is seeded.
@Suite("Fuzzing the app's update and rendering")
struct AppFuzzTests {
    /// The bundled catalog.
    static let catalog: RecipeCatalog = {
        do {
            return try RecipeCatalog(contentsOfFile: TestCatalogs.bundledPath)
        } catch {
            fatalError("the bundled catalog does not load: \(error)")
        }
    }()

    /// Four walks of 25,000 steps, one per layout mode, from a fresh state each: 100,000 actions in all.
    static let stepsPerMode = 25_000

    @Test("25,000 random keys, clicks, wheel turns, typed text and resizes per layout mode keep every invariant; every tenth frame is well formed", arguments: LayoutMode.allCases)
    func randomActions(mode: LayoutMode) throws {
        var statistics = Statistics()
        let seed = UInt64(0xF00D_0000) + UInt64(LayoutMode.allCases.firstIndex(of: mode)!)
        let failure = Self.walk(steps: Self.stepsPerMode, seed: seed, mode: mode, renderEvery: 10, statistics: &statistics)
        try #require(failure == nil, "\(failure!)")
        #expect(statistics.steps == Self.stepsPerMode)
        // The walk really went everywhere: every kind of action, deep stacks, text typed, overlays, tiny screens.
        #expect(statistics.actionKinds == Set(Generator.allKinds), "kinds never generated: \(Set(Generator.allKinds).subtracting(statistics.actionKinds))")
        #expect(statistics.deepestPath >= 5)
        #expect(statistics.textSteps > 1_000)
        #expect(statistics.layoutStyles == (mode == .automatic ? [.stack, .twoColumn, .threeColumn] : [mode.style(forWidth: 0)]))
        #expect(statistics.tooSmallSteps > 100)
        #expect(statistics.overlaysSeen == ["help", "stackPicker", "globalSearch"])
        #expect(statistics.navigationChanges > 2_500)
        #expect(statistics.framesRendered == Self.stepsPerMode / 10)
    }

    /// Runs one walk; returns a description of the first broken rule, or nil.
    static func walk(steps: Int, seed: UInt64, mode: LayoutMode, renderEvery: Int, statistics: inout Statistics) -> String? {
        var rng = SplitMix64(seed: seed)
        var details: [DetailKey: DetailContent] = [:]
        let generator = Generator(catalog: catalog)
        var state = AppState(navigation: NavigationModel(), size: Size(width: 120, height: 40), today: CalendarDate(year: 2026, month: 11, day: 21)!, layoutMode: mode)
        state.prepareForFirstFrame(in: catalog)
        if let problem = problems(in: state, details: &details) { return "seed \(seed), before the first step: \(problem)" }
        for step in 0..<steps {
            let action = generator.action(for: state, using: &rng)
            let before = state.navigation
            let effects = state.apply(action, in: catalog)
            let place = "seed \(seed) (\(mode)), step \(step): \(action) from \(before) at \(state.size)"
            if let problem = problems(in: state, details: &details) { return "\(place): \(problem)" }
            if effects.contains(.save) != (state.navigation != before) {
                return "\(place): the effects \(effects) do not match whether the navigation changed (now \(state.navigation))"
            }
            if step % renderEvery == 0 {
                if let problem = frameProblems(state) { return "\(place): \(problem)" }
                statistics.framesRendered += 1
            }
            statistics.record(action: action, state: state, changed: state.navigation != before)
        }
        return nil
    }

    /// The rules every state must keep, whatever led to it; nil when all hold.
    static func problems(in state: AppState, details: inout [DetailKey: DetailContent]) -> String? {
        let violations = state.navigation.checkInvariants(in: catalog)
        if !violations.isEmpty { return "the navigation breaks its invariants: \(violations)" }
        let layout = state.layout
        let visible = layout.panes.map(\.pane)
        if !layout.isTooSmall, !visible.contains(state.navigation.focus) {
            return "the focus \(state.navigation.focus) is on a hidden pane (visible: \(visible))"
        }
        if layout.style == .stack, state.navigation.focus != state.navigation.stackTop {
            return "in the collapsed stack the focus \(state.navigation.focus) is not the stack's top \(state.navigation.stackTop)"
        }

        // The detail's cursor and scroll stay inside the visible recipe's content.
        // The same content `state.detailContent(in:)` lays out, kept per recipe and width: laying it out is most of a step's cost.
        var content: DetailContent?
        if let id = state.navigation.visibleRecipe, let recipe = catalog[id], let rect = layout.rect(of: .detail) {
            let key = DetailKey(recipeID: id, width: rect.width)
            content = details[key] ?? DetailContent(recipe: recipe, catalog: catalog, width: rect.width)
            details[key] = content
        }
        let relatedCount = content?.relatedLines.count ?? 0
        if relatedCount == 0 ? state.detailCursor != 0 : !(0..<relatedCount).contains(state.detailCursor) {
            return "the detail cursor \(state.detailCursor) is outside 0..<\(relatedCount)"
        }
        let detailLines = content?.lines.count ?? 0
        if !(0...max(0, detailLines - layout.contentHeight(of: .detail))).contains(state.scroll.detail) {
            return "the detail is scrolled to \(state.scroll.detail) of \(detailLines) lines in \(layout.contentHeight(of: .detail)) rows"
        }

        // Each list's scroll is clamped to its rows, and its cursor row is on screen.
        for pane in [Pane.categories, .recipes] {
            let rows = ListRows(pane, state: state, catalog: catalog).count
            let height = layout.contentHeight(of: pane)
            let scroll = pane == .categories ? state.scroll.categories : state.scroll.recipes
            if !(0...max(0, rows - height)).contains(scroll) {
                return "the \(pane) list is scrolled to \(scroll) of \(rows) rows in \(height)"
            }
            let cursor = pane == .categories ? state.categoryCursor(in: catalog) : state.recipeCursor(in: catalog)
            if let cursor, !(0..<rows).contains(cursor) {
                return "the \(pane) cursor \(cursor) is outside its \(rows) rows"
            }
        }
        if let selected = state.navigation.selectedCategory, state.filter?.pane != .categories,
            let row = ListRows(.categories, state: state, catalog: catalog).row(of: selected, in: catalog),
            state.categoryCursor(in: catalog) != row {
            return "the categories cursor \(String(describing: state.categoryCursor(in: catalog))) is not on the selected category's row \(row)"
        }

        switch state.overlay {
        case .stackPicker(let selected)?:
            if !state.stackScreens.indices.contains(selected) {
                return "the stack picker's row \(selected) is outside its \(state.stackScreens.count) screens"
            }
        case .globalSearch(let search)?:
            if !search.results.isEmpty && !search.results.indices.contains(search.cursor) {
                return "the search cursor \(search.cursor) is outside its \(search.results.count) results"
            }
            if search.results.count > GlobalSearch.maximumResults { return "the search has \(search.results.count) results" }
        case .help?, nil:
            break
        }
        if let filter = state.filter {
            if filter.pane == .detail { return "a list filter is on the detail" }
            if filter.isEditing && state.overlay != nil { return "a filter is being typed under an overlay" }
        }
        return nil
    }

    /// Renders the state and checks the frame's shape: `height` rows of at most `width` cells, no controls.
    static func frameProblems(_ state: AppState) -> String? {
        let buffer = FrameRenderer(state: state, catalog: catalog).render()
        let lines = buffer.lines
        guard buffer.width == state.size.width, buffer.height == state.size.height, lines.count == state.size.height else {
            return "the frame is \(buffer.width)x\(buffer.height) with \(lines.count) lines for a \(state.size) terminal"
        }
        for (row, line) in lines.enumerated() {
            var width = 0
            for scalar in line.unicodeScalars {
                let value = scalar.value
                if value < 0x20 || value == 0x7F || (0x80..<0xA0).contains(value) {
                    return "row \(row) holds the control character U+\(String(value, radix: 16, uppercase: true)): \(line.debugDescription)"
                }
                let cells = DisplayWidth.of(scalar)
                if cells < 0 { return "row \(row) holds the unprintable U+\(String(value, radix: 16, uppercase: true)): \(line.debugDescription)" }
                width += cells
            }
            if width > state.size.width {
                return "row \(row) is \(width) cells wide on a \(state.size.width)-column screen: \(line.debugDescription)"
            }
        }
        return nil
    }
}

extension AppFuzzTests {
    /// A recipe's detail laid out for a width.
    struct DetailKey: Hashable {
        var recipeID: String
        var width: Int
    }

    /// What the walks did, to show they were not stuck in a corner.
    struct Statistics {
        var steps = 0
        var actionKinds: Set<String> = []
        var deepestPath = 0
        var textSteps = 0
        var layoutStyles: Set<LayoutStyle> = []
        var tooSmallSteps = 0
        var overlaysSeen: Set<String> = []
        var navigationChanges = 0
        var framesRendered = 0

        mutating func record(action: Action, state: AppState, changed: Bool) {
            steps += 1
            actionKinds.insert(Generator.kind(of: action))
            deepestPath = max(deepestPath, state.navigation.recipePath.count)
            if state.inputMode == .text { textSteps += 1 }
            let layout = state.layout
            if layout.isTooSmall { tooSmallSteps += 1 } else { layoutStyles.insert(layout.style) }
            switch state.overlay {
            case .help?: overlaysSeen.insert("help")
            case .stackPicker?: overlaysSeen.insert("stackPicker")
            case .globalSearch?: overlaysSeen.insert("globalSearch")
            case nil: break
            }
            if changed { navigationChanges += 1 }
        }
    }

    /// Makes random actions, weighted towards what a user does, with text while a search is typed.
    struct Generator {
        let catalog: RecipeCatalog

        static let allKinds = [
            "move", "forward", "back", "popToRoot", "startFilter", "startGlobalSearch", "insertText", "deleteBackward",
            "click", "wheel", "showStack", "cycleColumns", "focusNext", "focusPrevious", "recipeOfTheDay", "showLink",
            "toggleHelp", "dismiss", "redraw", "quit", "resize",
        ]

        /// Bits of text a user might type or paste: letters, accents, CJK, emoji, controls, and a long run.
        static let texts = [
            "a", "e", "s", "p", "i", "c", "o", "t", "r", "n", "ch", "pie", "soup", "crè", "É", "親", "🍋", " ", "/", "%",
            "\u{1B}[2J", "\u{07}", "\u{202E}", "e\u{301}", String(repeating: "x", count: 300), "zzzz",
        ]

        /// The case's name; an exhaustive switch, so a new case cannot be left out of `allKinds` unnoticed.
        static func kind(of action: Action) -> String {
            switch action {
            case .move: "move"
            case .forward: "forward"
            case .back: "back"
            case .popToRoot: "popToRoot"
            case .startFilter: "startFilter"
            case .startGlobalSearch: "startGlobalSearch"
            case .insertText: "insertText"
            case .deleteBackward: "deleteBackward"
            case .click: "click"
            case .wheel: "wheel"
            case .showStack: "showStack"
            case .cycleColumns: "cycleColumns"
            case .focusNext: "focusNext"
            case .focusPrevious: "focusPrevious"
            case .recipeOfTheDay: "recipeOfTheDay"
            case .showLink: "showLink"
            case .toggleHelp: "toggleHelp"
            case .dismiss: "dismiss"
            case .redraw: "redraw"
            case .quit: "quit"
            case .resize: "resize"
            }
        }

        func action(for state: AppState, using rng: inout SplitMix64) -> Action {
            if state.inputMode == .text, Int.random(in: 0..<10, using: &rng) < 6 {
                return Int.random(in: 0..<5, using: &rng) == 0 ? .deleteBackward : .insertText(Self.texts.randomElement(using: &rng)!)
            }
            let size = state.size
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<30: return .move([Movement.up, .down, .down, .pageUp, .pageDown, .top, .bottom].randomElement(using: &rng)!)
            case 30..<42: return .forward
            case 42..<50: return .back
            case 50..<52: return .popToRoot
            case 52..<55: return .startFilter
            case 55..<57: return .startGlobalSearch
            case 57..<59: return .insertText(Self.texts.randomElement(using: &rng)!)
            case 59..<60: return .deleteBackward
            case 60..<67:
                // Mostly on screen, sometimes just off it.
                return .click(x: Int.random(in: -2...(size.width + 1), using: &rng), y: Int.random(in: -2...(size.height + 1), using: &rng))
            case 67..<71:
                return .wheel(x: Int.random(in: -1...size.width, using: &rng), y: Int.random(in: -1...size.height, using: &rng), lines: [-3, 3, -1, 1, 50, -50].randomElement(using: &rng)!)
            case 71..<73: return .showStack
            case 73..<75: return .cycleColumns
            case 75..<78: return .focusNext
            case 78..<80: return .focusPrevious
            case 80..<81: return .recipeOfTheDay
            case 81..<82: return .showLink
            case 82..<84: return .toggleHelp
            case 84..<87: return .dismiss
            case 87..<88: return .redraw
            case 88..<89: return .quit
            default:
                // Every size from 1x1 to 200x60, with the breakpoints and the minimum size often.
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    return .resize(Size(width: [1, 19, 20, 55, 56, 95, 96, 200].randomElement(using: &rng)!, height: [1, 4, 5, 6, 24, 60].randomElement(using: &rng)!))
                default:
                    return .resize(Size(width: Int.random(in: 1...200, using: &rng), height: Int.random(in: 1...60, using: &rng)))
                }
            }
        }
    }
}
