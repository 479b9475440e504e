import RecipeGenerator
import RecipeModel
import RecipeNavigation
import Synchronization
import Testing

@testable import RecipeApp

/// Long seeded runs of random actions, every one followed by a check of everything that must always hold.
///
/// A failure names the seed and the step, and the run stops there: one precise report rather than
/// a flood. Re-run a single seed with `swift test --filter RandomKeySequenceTests`.
@Suite("Random key sequences")
struct RandomKeySequenceTests {
    static let seeds: [UInt64] = [0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004]
    static let stepsPerSeed = 5_000

    /// Every action but resize, weighted towards the keys that go somewhere.
    static let actions: [Action] =
        [Movement.up, .down, .pageUp, .pageDown, .top, .bottom].map(Action.move)
        + Array(repeating: .move(.down), count: 3) + Array(repeating: .move(.up), count: 2)
        + Array(repeating: .forward, count: 4) + Array(repeating: .back, count: 3)
        + [.popToRoot, .focusNext, .focusPrevious, .recipeOfTheDay, .showLink, .toggleHelp, .dismiss, .redraw, .quit]
        + [.showStack, .cycleColumns, .startFilter, .startGlobalSearch, .deleteBackward]
        + ["a", "e", "p", "i", "z", "é", "親"].map { Action.insertText($0) }

    /// Sizes worth hitting exactly: the corners of the range and the edges of "too small".
    static let edgeSizes = [
        Size(width: 1, height: 1), Size(width: 200, height: 60), Size(width: 1, height: 60), Size(width: 200, height: 1),
        Size(width: 20, height: 5), Size(width: 19, height: 5), Size(width: 20, height: 4), Size(width: 21, height: 6),
    ]

    /// Picks the next action; about one in twelve is a resize, one in twenty a click or a turn of the wheel.
    static func randomAction(_ random: inout SplitMix64, size: Size) -> Action {
        if random.int(in: 0...11) == 0 { return .resize(randomSize(&random)) }
        if random.int(in: 0...19) == 0 {
            let x = random.int(in: -1...size.width)
            let y = random.int(in: -1...size.height)
            return random.int(in: 0...1) == 0 ? .click(x: x, y: y) : .wheel(x: x, y: y, lines: random.int(in: -6...6))
        }
        return actions[random.int(in: 0...(actions.count - 1))]
    }

    /// A size from 1x1 to 200x60: one in ten an edge size, the rest skewed towards small terminals,
    /// where the columns are tightest (and frames are cheap, which keeps the run fast).
    static func randomSize(_ random: inout SplitMix64) -> Size {
        if random.int(in: 0...9) == 0 { return edgeSizes[random.int(in: 0...(edgeSizes.count - 1))] }
        func skewed(_ range: ClosedRange<Int>) -> Int {
            let unit = Double(random.next() >> 11) / Double(1 << 53)
            return range.lowerBound + Int(unit * unit * Double(range.count))
        }
        return Size(width: skewed(1...200), height: skewed(1...60))
    }

    @Test("Random actions keep the state sound and every frame well formed", arguments: seeds)
    func randomActions(seed: UInt64) {
        let catalog = bundledCatalog
        var random = SplitMix64(seed: seed)
        var state = appState(NavigationModel(), size: Size(width: 80, height: 24))
        state.prepareForFirstFrame(in: catalog)
        var firstFailure: String?
        var seen: Set<String> = []
        for step in 1...Self.stepsPerSeed {
            let action = Self.randomAction(&random, size: state.size)
            let before = state
            let effects = state.apply(action, in: catalog)
            seen.insert(Self.caseName(action))
            let problems = Self.problems(after: action, from: before, to: state, effects: effects, in: catalog)
            if !problems.isEmpty {
                firstFailure = "seed \(seed), step \(step), \(action) from \(before):\n" + problems.joined(separator: "\n")
                break
            }
        }
        #expect(firstFailure == nil, "\(firstFailure ?? "")")
        if firstFailure == nil {
            // The run exercised every kind of action.
            #expect(seen == Self.allCaseNames, "missing: \(Self.allCaseNames.subtracting(seen).sorted())")
        }
    }

    /// Every Action case; `caseName` is an exhaustive switch, so a new case cannot be left out of the run unnoticed.
    static let allCaseNames: Set<String> = [
        "move(up)", "move(down)", "move(pageUp)", "move(pageDown)", "move(top)", "move(bottom)", "forward", "back", "popToRoot",
        "focusNext", "focusPrevious", "recipeOfTheDay", "showLink", "toggleHelp", "dismiss", "redraw", "quit", "resize",
        "showStack", "cycleColumns", "startFilter", "startGlobalSearch", "insertText", "deleteBackward", "click", "wheel",
    ]

    static func caseName(_ action: Action) -> String {
        switch action {
        case .move(.up): "move(up)"
        case .move(.down): "move(down)"
        case .move(.pageUp): "move(pageUp)"
        case .move(.pageDown): "move(pageDown)"
        case .move(.top): "move(top)"
        case .move(.bottom): "move(bottom)"
        case .forward: "forward"
        case .back: "back"
        case .popToRoot: "popToRoot"
        case .focusNext: "focusNext"
        case .focusPrevious: "focusPrevious"
        case .recipeOfTheDay: "recipeOfTheDay"
        case .showLink: "showLink"
        case .toggleHelp: "toggleHelp"
        case .dismiss: "dismiss"
        case .redraw: "redraw"
        case .quit: "quit"
        case .resize: "resize"
        case .showStack: "showStack"
        case .cycleColumns: "cycleColumns"
        case .startFilter: "startFilter"
        case .startGlobalSearch: "startGlobalSearch"
        case .insertText: "insertText"
        case .deleteBackward: "deleteBackward"
        case .click: "click"
        case .wheel: "wheel"
        }
    }

    /// The number of detail lines, remembered by recipe and pane width: laying out a detail is the
    /// costly part of a step, and the run meets the same few thousand combinations again and again.
    static func detailLineCount(_ state: AppState, in catalog: RecipeCatalog) -> Int {
        guard let recipe = state.navigation.visibleRecipe, let width = state.layout.rect(of: .detail)?.width else { return 0 }
        let key = DetailKey(recipe: recipe, width: width)
        if let count = detailLineCounts.withLock({ $0[key] }) { return count }
        let count = state.detailContent(in: catalog)?.lines.count ?? 0
        detailLineCounts.withLock { $0[key] = count }
        return count
    }

    struct DetailKey: Hashable { var recipe: String; var width: Int }
    static let detailLineCounts = Mutex<[DetailKey: Int]>([:])

    /// Everything wrong with a step: broken invariants, a hidden focus, stray cursors or scrolls, wrong effects, a bad frame.
    static func problems(after action: Action, from before: AppState, to state: AppState, effects: [Effect], in catalog: RecipeCatalog) -> [String] {
        var problems = state.navigation.checkInvariants(in: catalog)
        let layout = state.layout

        if !layout.isTooSmall, !layout.panes.map(\.pane).contains(state.navigation.focus) {
            problems.append("the focus \(state.navigation.focus) is on a hidden pane")
        }
        if state.navigation.focus == .detail, state.navigation.recipePath.isEmpty {
            problems.append("the detail has the focus with nothing to show")
        }

        // The detail's cursor is on a related recipe (0 when there are none).
        let relatedCount = state.navigation.visibleRecipe.flatMap { catalog[$0] }?.relatedIDs.count ?? 0
        if !(0..<max(1, relatedCount)).contains(state.detailCursor) {
            problems.append("the detail cursor \(state.detailCursor) is outside 0..<\(relatedCount)")
        }

        // Scroll offsets are in range, and each list shows its cursor (the wheel alone may scroll it away).
        func checkList(_ name: String, offset: Int, count: Int, selected: Int?, height: Int) {
            if offset < 0 || offset > max(0, count - height) {
                problems.append("\(name) scrolled to \(offset) with \(count) rows in \(height)")
            }
            if let selected, !(offset..<(offset + height)).contains(selected) {
                problems.append("\(name) row \(selected) is off screen at offset \(offset), height \(height)")
            }
        }
        var wheeled = false
        if case .wheel = action { wheeled = true }
        checkList(
            "categories", offset: state.scroll.categories, count: ListRows(.categories, state: state, catalog: catalog).count,
            selected: wheeled ? nil : state.categoryCursor(in: catalog), height: layout.contentHeight(of: .categories))
        checkList(
            "recipes", offset: state.scroll.recipes, count: ListRows(.recipes, state: state, catalog: catalog).count,
            selected: wheeled ? nil : state.recipeCursor(in: catalog), height: layout.contentHeight(of: .recipes))
        if state.scroll.detail != 0 {  // 0 is always in range
            let lineCount = detailLineCount(state, in: catalog)
            checkList("detail", offset: state.scroll.detail, count: lineCount, selected: nil, height: layout.contentHeight(of: .detail))
        }

        // Effects: save exactly when the navigation changed; quit only for quit; repaint for redraw and resize.
        let navigationChanged = state.navigation != before.navigation
        if effects.contains(.save) != navigationChanged {
            problems.append("effects \(effects) but the navigation \(navigationChanged ? "changed" : "did not change")")
        }
        if effects.contains(.quit) != (action == .quit) { problems.append("effects \(effects) for \(action)") }
        if case .resize(let size) = action {
            if state.size != size { problems.append("resized to \(state.size), not \(size)") }
            if !effects.contains(.repaint) { problems.append("a resize without a repaint") }
        }

        // The frame: exactly one line per row, none wider than the screen, every cell safe and whole.
        let buffer = state.render(in: catalog)
        let lines = buffer.lines
        if lines.count != state.size.height { problems.append("\(lines.count) lines for a height of \(state.size.height)") }
        for (row, line) in lines.enumerated() where displayWidth(of: line) > state.size.width {
            problems.append("line \(row) is \(displayWidth(of: line)) cells wide on a \(state.size.width)-cell screen: \(line)")
        }
        problems += cellProblems(in: buffer).prefix(3)
        if !layout.isTooSmall, state.overlay == nil {
            for x in layout.separators where (layout.topBar.maxY..<layout.bottomBar.y).contains(where: { buffer[$0, x].text != "│" }) {
                problems.append("the separator at column \(x) is broken")
            }
        }
        return problems
    }
}
