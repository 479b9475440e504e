import CooklangConventions
import RecipeGenerator
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// Long seeded walks of random actions against the pure app, every step checked: the state's
/// invariants (`AppState.checkInvariants(in:)`), the effects, the frame, and that the environment's
/// memos never change an answer.
///
/// Each walk is applied twice, with one long-lived `AppEnvironment` and with a fresh one per step;
/// the two must give the same states, effects and frames at every step. A failure names the seed
/// and the step, and the walk stops there: one precise report rather than a flood. The generator
/// is seeded, so a walk replays exactly: `swift test --filter AppFuzzTests`.
@Suite("Fuzzing the app's update and rendering")
struct AppFuzzTests {
    /// Four walks, one per layout mode, each from a fresh 120x40 start: 80,000 steps, each one
    /// applied, checked and rendered twice (the two fuzzers this replaces took 120,000 steps and
    /// rendered 30,000 frames, once each, in about the same time).
    static let stepsPerWalk = 20_000

    @Test(
        "Random keys, clicks, wheel turns, typed text and resizes keep every invariant, and memos never change a state, an effect or a frame",
        arguments: LayoutMode.allCases)
    func randomActions(mode: LayoutMode) {
        let seed = UInt64(0xF00D_0000) + UInt64(LayoutMode.allCases.firstIndex(of: mode)!)
        var statistics = Statistics()
        let failure = Self.walk(steps: Self.stepsPerWalk, seed: seed, mode: mode, statistics: &statistics)
        if let failure {
            Issue.record(Comment(rawValue: failure))
            return
        }
        #expect(statistics.steps == Self.stepsPerWalk)
        // The walk really went everywhere: every kind of action, deep stacks, text typed, overlays, tiny screens.
        #expect(statistics.actionKinds == Generator.allKinds, "kinds never generated: \(Generator.allKinds.subtracting(statistics.actionKinds).sorted())")
        #expect(statistics.deepestPath >= 5)
        #expect(statistics.textSteps > 1_000)
        #expect(statistics.layoutStyles == (mode == .automatic ? [.stack, .twoColumn, .threeColumn] : [mode.style(forWidth: 0)]))
        #expect(statistics.tooSmallSteps > 100)
        // The plan's prompt opens only on the Plan screen, which not every walk reaches at a key of its own: PlanScreenTests covers it.
        #expect(statistics.overlaysSeen.subtracting(["planItemPrompt"]) == ["help", "stackPicker", "globalSearch"])
        #expect(statistics.navigationChanges > 2_500)
        // The Menus row of the first column was selected, and a menu under it.
        #expect(statistics.menusSteps > 100)
        #expect(statistics.menuRootSteps > 10)
    }

    /// The kitchen every walk has: two menus, so that the first column has its Menus row, one of them not in the collection's recipes.
    static let kitchen = PlanScreenTests.kitchen(menus: [
        PlanScreenTests.week,
        KitchenFiles.MenuFile(id: "Plans/gone", path: "/c/Plans/gone.menu", menu: MenuReader.read("= Monday\n@./no-such-recipe{2}\n", file: "g").menu),
    ])

    /// Runs one walk; returns a description of the first broken rule, or nil.
    static func walk(steps: Int, seed: UInt64, mode: LayoutMode, statistics: inout Statistics) -> String? {
        let catalog = bundledCatalog
        let environment = AppEnvironment(catalog: catalog, kitchen: kitchen)
        var random = SplitMix64(seed: seed)
        let generator = Generator(cookActions: true)
        var state = AppState(navigation: NavigationModel(), size: Size(width: 80, height: 24), today: testDay, layoutMode: mode)
        _ = state.apply(.start(size: Size(width: 120, height: 40), view: nil), in: environment)
        // The same walk with a fresh environment for every step, its action and its frame: nothing
        // is remembered from the steps before.
        var fresh = state
        let problems = state.checkInvariants(in: environment)
        if !problems.isEmpty { return "seed \(seed) (\(mode)), before the first step:\n" + problems.joined(separator: "\n") }

        for step in 1...steps {
            let action = generator.action(for: state, using: &random)
            let before = state
            let effects = state.apply(action, in: environment)
            let stepEnvironment = AppEnvironment(catalog: catalog, kitchen: kitchen)
            let freshEffects = fresh.apply(action, in: stepEnvironment)
            var problems = state.checkInvariants(in: environment)
            problems += stepProblems(after: action, from: before, to: state, effects: effects, in: environment)
            if fresh != state || freshEffects != effects {
                problems.append("with a fresh environment the step gives \(freshEffects) and another state: \(fresh)")
            }
            let frame = FrameRenderer(state: state, environment: environment).render()
            problems += frameProblems(frame, of: state)
            let freshFrame = FrameRenderer(state: fresh, environment: stepEnvironment).render()
            if freshFrame != frame {
                let (lines, freshLines) = (frame.lines, freshFrame.lines)
                let row = lines.indices.first { lines[$0] != freshLines[$0] }
                problems.append("with a fresh environment the frame differs" + (row.map { " from row \($0): \(freshLines[$0].debugDescription)" } ?? " in its styles"))
            }
            if !problems.isEmpty {
                return "seed \(seed) (\(mode)), step \(step): \(action) from \(before)\nto \(state):\n" + problems.joined(separator: "\n")
            }
            statistics.record(action: action, state: state, changed: state.navigation != before.navigation)
        }
        return nil
    }

    /// What one step must do beyond keeping the invariants: the right effects, and each list's cursor in view.
    static func stepProblems(after action: Action, from before: AppState, to state: AppState, effects: [Effect], in environment: AppEnvironment) -> [String] {
        var problems: [String] = []
        // Effects: save exactly when the navigation changed; quit only for quit; repaint for a resize.
        let navigationChanged = state.navigation != before.navigation
        if effects.contains(.save) != navigationChanged {
            problems.append("the effects \(effects), but the navigation \(navigationChanged ? "changed" : "did not change")")
        }
        if effects.contains(.quit) != (action == .quit) { problems.append("the effects \(effects) for \(action)") }
        // Only e asks for the editor, and only from the panes: an overlay or a filter being typed takes the key.
        let asksToEdit = effects.contains { if case .edit = $0 { true } else { false } }
        if asksToEdit && (action != .edit || before.overlay != nil || before.filter?.isEditing == true) {
            problems.append("the effects \(effects) for \(action)")
        }
        if case .resize(let size) = action {
            if state.size != size { problems.append("resized to \(state.size), not \(size)") }
            if !effects.contains(.repaint) { problems.append("a resize without a repaint") }
        }

        // Each list shows its cursor row; only the wheel scrolls one away from it. A clock tick is no
        // key: it leaves a list the wheel scrolled where it is (a timer must not pull it back each second).
        if case .wheel = action { return problems }
        if case .clockTick = action, before.layout == state.layout { return problems }
        let layout = state.layout
        for (pane, offset, cursor) in [
            (Pane.categories, state.scroll.categories, state.categoryCursor(in: environment)),
            (.recipes, state.scroll.recipes, state.recipeCursor(in: environment)),
        ] {
            let height = layout.contentHeight(of: pane)
            if let cursor, !(offset..<(offset + height)).contains(cursor) {
                problems.append("the \(pane) row \(cursor) is off screen at offset \(offset), height \(height)")
            }
        }
        return problems
    }

    /// A frame's problems: its size, a row wider than the screen, controls or broken wide characters, a broken separator.
    ///
    /// Read cell by cell rather than through `lines`, which is most of the cost of a check: a row's
    /// text is its cells' texts, so its width is at most the sum of theirs.
    static func frameProblems(_ buffer: ScreenBuffer, of state: AppState) -> [String] {
        guard buffer.width == state.size.width, buffer.height == state.size.height else {
            return ["the frame is \(buffer.width)x\(buffer.height) for a \(state.size) terminal"]
        }
        var problems: [String] = []
        let cells = buffer.cells
        for row in 0..<buffer.height {
            var width = 0
            for column in 0..<buffer.width {
                let text = cells[row * buffer.width + column].text
                var scalars = text.unicodeScalars.makeIterator()
                guard let first = scalars.next() else { continue }
                if first.value >= 0x20 && first.value < 0x7F && scalars.next() == nil {  // plain ASCII, the common case
                    width += 1
                    continue
                }
                for scalar in text.unicodeScalars {
                    let value = scalar.value
                    if value < 0x20 || value == 0x7F || (0x80..<0xA0).contains(value) {
                        problems.append("(\(row), \(column)) holds the control character U+\(String(value, radix: 16, uppercase: true))")
                    }
                    let cells = DisplayWidth.of(scalar)
                    if cells < 0 { problems.append("(\(row), \(column)) holds the unprintable U+\(String(value, radix: 16, uppercase: true))") }
                    width += max(0, cells)
                }
            }
            if width > state.size.width {
                problems.append("row \(row) is \(width) cells wide on a \(state.size.width)-column screen: \(buffer.lines[row].debugDescription)")
            }
        }
        problems += cellProblems(in: buffer).prefix(3)
        let layout = state.layout
        if !layout.isTooSmall, state.overlay == nil {
            for x in layout.separators where (layout.topBar.maxY..<layout.bottomBar.y).contains(where: { buffer[$0, x].text != "│" }) {
                problems.append("the separator at column \(x) is broken")
            }
        }
        return problems
    }
}

extension AppFuzzTests {
    /// What a walk did, to show it was not stuck in a corner.
    struct Statistics {
        var steps = 0
        var actionKinds: Set<String> = []
        var deepestPath = 0
        var textSteps = 0
        var layoutStyles: Set<LayoutStyle> = []
        var tooSmallSteps = 0
        var overlaysSeen: Set<String> = []
        var navigationChanges = 0
        /// Steps that ended with the Menus row selected, and with a menu selected under it.
        var menusSteps = 0
        var menuRootSteps = 0

        mutating func record(action: Action, state: AppState, changed: Bool) {
            steps += 1
            actionKinds.insert(Generator.kind(of: action))
            deepestPath = max(deepestPath, state.navigation.path.count)
            if state.inputMode == .text { textSteps += 1 }
            let layout = state.layout
            if layout.isTooSmall { tooSmallSteps += 1 } else { layoutStyles.insert(layout.style) }
            switch state.overlay {
            case .help?: overlaysSeen.insert("help")
            case .stackPicker?: overlaysSeen.insert("stackPicker")
            case .globalSearch?: overlaysSeen.insert("globalSearch")
            case .timers?: overlaysSeen.insert("timers")
            case .planItemPrompt?: overlaysSeen.insert("planItemPrompt")
            case nil: break
            }
            if changed { navigationChanges += 1 }
            if state.navigation.showsMenus { menusSteps += 1 }
            if state.navigation.selectedMenu != nil { menuRootSteps += 1 }
        }
    }

    /// Makes random actions, weighted towards what a user does, with text while a search is typed.
    struct Generator {
        /// Whether cook mode's actions and the clock's ticks are among the actions; off, the walks are
        /// the ones the other fuzz tests (`ReloadFuzzTests`) were tuned on, action for action.
        var cookActions = false

        /// Every kind of action, each movement apart; `kind(of:)` is an exhaustive switch, so a new
        /// case cannot be left out of the walks unnoticed.
        static let allKinds: Set<String> = [
            "move(up)", "move(down)", "move(pageUp)", "move(pageDown)", "move(halfPageUp)", "move(halfPageDown)", "move(top)", "move(bottom)",
            "digit", "nextMatch", "previousMatch", "forward", "back", "popToRoot",
            "startFilter", "startGlobalSearch", "insertText", "deleteBackward", "click", "wheel", "showStack", "cycleColumns",
            "focusNext", "focusPrevious", "recipeOfTheDay", "showLink", "toggleHelp", "dismiss", "redraw", "quit", "resize",
            "openMatchedIngredient", "edit", "addToPlan", "detailLoaded", "sourceChanged", "moreServings", "fewerServings", "recipeServings", "cycleUnits",
            "openCook", "cook", "showTimers", "timer", "clockTick", "showProblems", "openTags", "openCookable", "openShoppingList", "shopping",
            "openPlan", "openTodaysMenu", "plan", "menu",
        ]

        static func kind(of action: Action) -> String {
            switch action {
            case .move(let movement): "move(\(movement))"
            case .digit: "digit"
            case .nextMatch: "nextMatch"
            case .previousMatch: "previousMatch"
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
            case .edit: "edit"
            // Not walked: its work is the runtime's file write (PlanAdditionTests has the key and the file).
            // Walked once, it reshuffled every later step and ran into an invariant after a clockTick.
            case .addToPlan: "addToPlan"
            case .openPlan: "openPlan"
            case .openTodaysMenu: "openTodaysMenu"
            case .plan: "plan"
            case .menu: "menu"
            case .toggleHelp: "toggleHelp"
            case .dismiss: "dismiss"
            case .redraw: "redraw"
            case .quit: "quit"
            case .resize: "resize"
            case .openMatchedIngredient: "openMatchedIngredient"
            case .detailLoaded: "detailLoaded"
            case .sourceChanged: "sourceChanged"
            case .moreServings: "moreServings"
            case .fewerServings: "fewerServings"
            case .recipeServings: "recipeServings"
            case .cycleUnits: "cycleUnits"
            case .openCook: "openCook"
            case .openTags: "openTags"
            case .openCookable: "openCookable"
            case .cook: "cook"
            case .showTimers: "showTimers"
            case .timer: "timer"
            case .clockTick: "clockTick"
            case .showProblems: "showProblems"
            case .openShoppingList: "openShoppingList"
            case .shopping: "shopping"
            // The runtime's rather than a key's, so not in `allKinds`: every walk begins with `start`,
            // `ReloadFuzzTests` walks `reloaded`, and `RuntimeActionTests` has the others.
            case .start: "start"
            case .reloaded: "reloaded"
            case .reloadFailed: "reloadFailed"
            case .editorReturned: "editorReturned"
            case .saveFailed: "saveFailed"
            case .watchProblem: "watchProblem"
            case .planWritten: "planWritten"
            case .checkLogWritten: "checkLogWritten"
            case .kitchenLoaded: "kitchenLoaded"
            case .problemsExamined: "problemsExamined"
            }
        }

        /// Bits of text a user might type or paste: letters, accents, CJK, emoji, controls, and a long run.
        static let texts = [
            "a", "e", "s", "p", "i", "z", "c", "o", "t", "r", "n", "ch", "pie", "soup", "crè", "é", "É", "親", "🍋", " ", "/", "%",
            "\u{1B}[2J", "\u{07}", "\u{202E}", "e\u{301}", String(repeating: "x", count: 300), "zzzz",
        ]

        /// Widths and heights worth hitting exactly: the ends of the range, the edges of "too small" and the breakpoints.
        static let edgeWidths = [1, 19, 20, 21, 55, 56, 95, 96, 200]
        static let edgeHeights = [1, 4, 5, 6, 24, 60]

        func action(for state: AppState, using random: inout SplitMix64) -> Action {
            if state.inputMode == .text, Int.random(in: 0..<10, using: &random) < 6 {
                return Int.random(in: 0..<5, using: &random) == 0 ? .deleteBackward : .insertText(Self.texts.randomElement(using: &random)!)
            }
            let size = state.size
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<30: return .move([Movement.up, .down, .down, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .top, .bottom].randomElement(using: &random)!)
            case 30..<42: return .forward
            case 42..<50: return .back
            case 50..<52: return .popToRoot
            case 52..<55: return .startFilter
            case 55..<57: return .startGlobalSearch
            case 57..<59: return .insertText(Self.texts.randomElement(using: &random)!)
            case 59..<60: return .deleteBackward
            case 60..<67:
                // Mostly on screen, sometimes just off it.
                return .click(x: Int.random(in: -2...(size.width + 1), using: &random), y: Int.random(in: -2...(size.height + 1), using: &random))
            case 67..<71:
                // The terminal's notches, a long throw, and any small turn, none at all included.
                let lines = Bool.random(using: &random) ? [-3, 3, -1, 1, 50, -50].randomElement(using: &random)! : Int.random(in: -6...6, using: &random)
                return .wheel(x: Int.random(in: -1...size.width, using: &random), y: Int.random(in: -1...size.height, using: &random), lines: lines)
            case 71..<73: return .showStack
            case 73..<75: return .cycleColumns
            case 75..<78: return .focusNext
            case 78..<80: return .focusPrevious
            case 80..<81: return .recipeOfTheDay
            case 81..<82: return .showLink
            case 82..<84: return .toggleHelp
            case 84..<87: return .dismiss
            case 87..<88: return state.inputMode == .text ? .openMatchedIngredient : .redraw
            case 88..<89: return .quit
            case 89..<91: return .digit(Int.random(in: 0...9, using: &random))
            case 91..<92: return .nextMatch
            case 92..<93: return .previousMatch
            case 93..<94: return Bool.random(using: &random) ? .edit : .addToPlan
            // What the session applies when a read of the data ends: the detail loaded, or the file found changed.
            case 94..<95: return Bool.random(using: &random) ? .sourceChanged : .detailLoaded(state.navigation.visibleRoute ?? .ingredient("salt"))
            // Cook mode and its timers: opening it, its keys, the timers box, and the clock's ticks, some far ahead;
            // servings and units; the screens a key opens from anywhere (problems, tags, what can I make).
            case 95..<96 where cookActions:
                switch Int.random(in: 0..<16, using: &random) {
                case 8: return .showProblems
                case 9: return .openTags
                case 10: return .openCookable
                case 11: return .openShoppingList
                case 12: return .shopping([ShoppingCommand.tick, .togglePantry, .copyMarkdown].randomElement(using: &random)!)
                // The plan's and menus' keys share two slots; servings got a second one, so that they keep their share of the walks.
                case 13, 14:
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: return .openPlan
                    case 1: return .openTodaysMenu
                    case 2: return .plan([PlanCommand.more, .fewer, .remove, .startAdding].randomElement(using: &random)!)
                    default: return .menu(Bool.random(using: &random) ? .addSection : .addAll)
                    }
                case 6, 15: return [Action.moreServings, .moreServings, .fewerServings, .recipeServings].randomElement(using: &random)!
                case 7: return .cycleUnits
                case 0: return .openCook
                case 1: return .cook([CookCommand.next, .previous, .first, .last, .leave, .startTimers, .tick].randomElement(using: &random)!)
                case 2: return .showTimers
                case 3: return .timer([TimerCommand.pauseOrResume, .addMinute, .cancel].randomElement(using: &random)!)
                default: return .clockTick(1_800_000_000 + Double(Int.random(in: 0...100_000, using: &random)))
                }
            default: return .resize(Self.size(using: &random))
            }
        }

        /// A size from 1x1 to 200x60: a quarter at the edges, a quarter skewed towards small terminals, where
        /// the columns are tightest, the rest uniform.
        static func size(using random: inout SplitMix64) -> Size {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                return Size(width: edgeWidths.randomElement(using: &random)!, height: edgeHeights.randomElement(using: &random)!)
            case 1:
                func skewed(_ range: ClosedRange<Int>) -> Int {
                    let unit = Double.random(in: 0..<1, using: &random)
                    return range.lowerBound + Int(unit * unit * Double(range.count))
                }
                return Size(width: skewed(1...200), height: skewed(1...60))
            default:
                return Size(width: Int.random(in: 1...200, using: &random), height: Int.random(in: 1...60, using: &random))
            }
        }
    }
}
