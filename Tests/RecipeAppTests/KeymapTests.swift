import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The keymap is the one table from keys to actions; help and hints are generated from it.
@Suite("Keymap")
struct KeymapTests {
    /// Every key of a table with its binding's action, one test argument each.
    static func keyBindings(_ bindings: [Keymap.Binding]) -> [KeyBinding] {
        bindings.flatMap { binding in binding.keys.map { KeyBinding(key: $0, action: binding.action, help: binding.help) } }
    }

    @Test("Each key of the standard keymap does what its binding says, pressed as a command", arguments: keyBindings(Keymap.standard.bindings))
    func keyMapsToAction(_ binding: KeyBinding) {
        #expect(Keymap.standard.action(for: binding.key) == binding.action, "\(binding.key.label) should \(binding.help)")
        #expect(Keymap.standard.action(for: binding.key, mode: .commands) == binding.action)
        #expect(Keymap.standard.action(for: .key(binding.key), mode: .commands) == binding.action)
    }

    @Test("Each typing key of the standard keymap does what its binding says while a search is typed", arguments: keyBindings(Keymap.standard.textEntry))
    func textEntryKeyMapsToAction(_ binding: KeyBinding) {
        #expect(Keymap.standard.action(for: binding.key, mode: .text) == binding.action, "\(binding.key.label) should \(binding.help)")
        #expect(Keymap.standard.action(for: .key(binding.key), mode: .text) == binding.action)
    }

    @Test("While a search is typed, a character no typing key takes is typed, even one bound to a command", arguments: ["q", "k", "/", "?", " ", "é"] as [Character])
    func charactersAreTyped(character: Character) {
        #expect(Keymap.standard.action(for: .character(character), mode: .text) == .insertText(String(character)))
    }

    @Test("keys(for:) lists each binding's keys in order", arguments: Keymap.standard.bindings.map(\.help))
    func keysForAction(help: String) throws {
        let binding = try #require(Keymap.standard.bindings.first { $0.help == help })
        #expect(Keymap.standard.keys(for: binding.action) == binding.keys)
    }

    @Test("keys(for:) lists nothing for an action no command key is bound to", arguments: [Action.resize(Size(width: 80, height: 24)), .deleteBackward, .insertText("a")])
    func keysForUnboundAction(action: Action) {
        #expect(Keymap.standard.keys(for: action) == [])
    }

    @Test("No key is bound twice, and no binding is empty")
    func noKeyBoundTwice() {
        let keys = Keymap.standard.bindings.flatMap(\.keys)
        let repeated = Dictionary(grouping: keys, by: { $0 }).filter { $0.value.count > 1 }.keys.map(\.label).sorted()
        #expect(repeated == [])
        #expect(Keymap.standard.bindings.filter { $0.keys.isEmpty }.map(\.help) == [])
    }

    @Test("No action has two bindings, so the hint for an action names all its keys")
    func noActionBoundTwice() {
        let actions = Keymap.standard.bindings.map(\.action)
        #expect(Set(actions).count == actions.count)
    }

    @Test("Unbound keys do nothing", arguments: [Key.character("x"), .character("K"), .control("c"), .control("z")])
    func unboundKeys(key: Key) {
        #expect(Keymap.standard.action(for: key) == nil)
    }

    @Test("A resize is an event, not a key: it becomes a resize action in either input mode", arguments: [InputMode.commands, .text])
    func resizeIsAnEvent(mode: InputMode) {
        let size = Size(width: 80, height: 24)
        #expect(Keymap.standard.action(for: .resize(size), mode: mode) == .resize(size))
    }

    @Test(
        "Key labels as the help shows them",
        arguments: [
            (Key.up, "↑"), (.down, "↓"), (.left, "←"), (.right, "→"), (.pageUp, "PgUp"), (.pageDown, "PgDn"),
            (.home, "Home"), (.end, "End"), (.enter, "Enter"), (.backspace, "Backspace"), (.tab, "Tab"),
            (.backTab, "Shift-Tab"), (.escape, "Esc"), (.character(" "), "Space"), (.character("G"), "G"),
            (.control("l"), "Ctrl-L"),
        ])
    func keyLabels(key: Key, label: String) {
        #expect(key.label == label)
    }

    /// The one spelled-out spec of the standard keymap: each binding's keys and help, as the help
    /// overlay lists them (a golden), and what each binding does, in the same order.
    @Test("The standard keymap: one help line per binding (its keys, aligned, then what it does), and each binding's action")
    func helpLinesListEveryBinding() {
        #expect(
            Keymap.standard.bindings.map(\.action) == [
                .move(.up), .move(.down), .forward, .back, .popToRoot, .showStack, .move(.pageUp), .move(.pageDown), .move(.halfPageUp),
                .move(.halfPageDown), .move(.top), .move(.bottom), .digit(0), .digit(1), .digit(2), .digit(3), .digit(4), .digit(5), .digit(6),
                .digit(7), .digit(8), .digit(9), .focusNext, .focusPrevious, .cycleColumns, .startFilter, .nextMatch, .previousMatch,
                .startGlobalSearch, .recipeOfTheDay, .openTags, .openCookable, .openCook, .openShoppingList, .showTimers, .showLink, .moreServings, .fewerServings, .recipeServings, .cycleUnits,
                .addToPlan, .openPlan, .openTodaysMenu, .edit, .showProblems, .toggleHelp, .dismiss, .redraw, .quit,
            ])
        #expect(
            Keymap.standard.textEntry.map(\.action) == [.move(.up), .move(.down), .move(.pageUp), .move(.pageDown), .forward, .openMatchedIngredient, .deleteBackward, .dismiss, .redraw])
        #expect(
            Keymap.standard.helpLines == [
                "↑ k                move up; in the detail, to the previous row in view, or scroll",
                "↓ j                move down; in the detail, to the next row in view, or scroll",
                "→ l Enter          go right; in the detail, open the ingredient or recipe",
                "← h Backspace      go back: pop the detail stack, else go left",
                "r                  back to the root of the detail stack",
                "b                  jump back to any earlier screen of the stack",
                "PgUp Ctrl-B        page up (scrolls the detail)",
                "PgDn Ctrl-F Space  page down (scrolls the detail)",
                "Ctrl-U Ctrl-D      half a page up / down",
                "Home g             first item / top of the detail",
                "End G              last item / end of the detail; again, its last row",
                "0-9                count for the next move (5j: 5 down); in the stack picker, that screen",
                "Tab Shift-Tab      focus the next / previous pane",
                "v                  columns: all, recipes + detail, detail only",
                "/                  filter the focused list (in the detail: search everything)",
                "n N                next / previous row the last filter matches",
                "f                  find a recipe anywhere, by name or ingredient",
                "t                  jump to the recipe of the day",
                "#                  tags: every tag with its count; Enter lists its recipes",
                "w                  what can I make: the recipes the pantry (pantry.conf) covers",
                "c                  cook mode: the recipe on screen one step at a time",
                "s                  the shopping list of the plan, by aisle, minus the pantry",
                "T                  every timer: pause, resume, add a minute, cancel",
                "y                  show this place as a link (for --open) and copy it",
                "+ - =              a recipe: more / fewer servings, by its own step; = its own",
                "u                  units: as written, metric, US customary; the lists too (saved)",
                "a                  add the recipe on screen to the plan at its servings; again adds more",
                "p                  the plan: what is planned (.shopping-list), to scale or remove",
                "m                  today's menu section, as the top bar names it",
                "e                  edit the recipe on screen in $VISUAL or $EDITOR (else vi)",
                "!                  problems in the data by file (recipe-tui doctor); again: re-examine",
                "?                  show or hide this help",
                "Esc                close an overlay, clear the message",
                "Ctrl-L             redraw the screen",
                "q                  quit (Ctrl-C too); your place is saved",
                "in c's screen      → l Space next, ← h previous, Home End first / last",
                "                   t starts its timers, Enter ticks the card",
                "                   Esc q back, the step kept (first dismisses ended timers)",
                "in s's list        → Enter the recipes that use it, Space ticks / unticks",
                "                   P the pantry's view, y copies as Markdown",
                "in T's list        p Space pause / resume, + a minute more, x d cancel, Esc q T close",
                "in p's screen      + - servings, d removes, a adds a thing to buy",
                "in m's screen      a adds the day to the plan, A the whole menu",
                "in !'s screen      Enter opens the file in the editor at the problem's line",
                "                   → opens the recipe the problem is in",
                "b's list           ↑ ↓ choose, Enter or the number 1-9 goes back there, Esc closes",
                "Ctrl-Z             suspend; fg in the shell resumes",
                "mouse              click to select or open, the wheel scrolls; Shift-drag selects text",
                "",
                "While typing a filter or a search:",
                "type               narrow the results (case and accents ignored, letters may be scattered)",
                "↑ ↓ PgUp PgDn      move or page through the results",
                "Enter              keep the filter and go to the result / open it",
                "Tab                find: open the screen of the ingredient a result was found by",
                "Backspace          delete a letter; with none left, drop the filter",
                "Esc                drop the filter, back to where you were",
                "Ctrl-L             redraw the screen",
                "",
                "A filter or a search reads terms; all must match:",
                "i:tomato -i:nuts   uses the ingredient (plurals, aisle.conf synonyms) / none of it",
                "#vegan             has the tag; a - before any term turns it round (-#meat)",
                "t<30 s>=4          total time (t<=1h30m: minutes unless h or d) / servings; < <= > >= =",
                "c:dinner           course metadata or category; key:value any metadata (cuisine:thai)",
                "\"olive oil\"        quotes keep spaces in a term; other words match names, fuzzily",
            ])
    }

    @Test("In the help, q and Esc close it (as in less, ranger and lf); other keys keep their commands", arguments: [
        (Key.character("q"), Action.dismiss), (.escape, .dismiss), (.character("j"), .move(.down)), (.control("c"), nil),
    ] as [(Key, Action?)])
    func helpKeys(key: Key, action: Action?) {
        #expect(Keymap.standard.action(for: key, mode: .help) == action)
        #expect(Keymap.standard.helpFooter(fits: true) == "Esc or q closes")
    }

    @Test("The state reads keys through the help's table exactly while the help is open")
    func helpInputMode() {
        var state = appState(NavigationModel(selectedCategory: "dessert"))
        #expect(state.inputMode == .commands)
        state.apply(.toggleHelp, in: bundledCatalog)
        #expect(state.inputMode == .help)
        let quit = Keymap.standard.action(for: .character("q"), mode: state.inputMode)!
        expect(apply: quit, from: state) { $0.overlay = nil }
    }

    @Test("At narrow widths the help wraps its descriptions under their own column, cutting nothing")
    func helpWrapsAtNarrowWidths() {
        for width in [30, 44, 60, 80] {
            let lines = Keymap.standard.helpLines(width: width)
            #expect(lines.allSatisfy { DisplayText($0).width <= width }, "a line is wider than \(width)")
            // Every word of every description is still there, in order.
            let words = { (lines: [String]) in lines.joined(separator: " ").split(separator: " ").map(String.init) }
            #expect(words(lines) == words(Keymap.standard.helpLines), "at \(width) columns")
        }
        #expect(
            Keymap.standard.helpLines(width: 60).prefix(3) == [
                "↑ k                move up; in the detail, to the previous",
                "                   row in view, or scroll",
                "↓ j                move down; in the detail, to the next row",
            ])
        // Too narrow for a column beside the keys: each description goes under its keys.
        #expect(Keymap.standard.helpLines(width: 30).prefix(3) == ["↑ k", "  move up; in the detail, to", "  the previous row in view, or"])
    }

    @Test("At 44x20 the help box wraps its text inside the screen and says once how to close it")
    func helpOnANarrowScreen() {
        let state = appState(NavigationModel(selectedCategory: "dessert"), size: Size(width: 44, height: 20), isShowingHelp: true)
        let lines = state.render(in: bundledCatalog).lines
        let screen = lines.joined(separator: "\n")
        #expect(lines[2].dropFirst().hasPrefix("│ ↑ k"))
        #expect(!screen.contains("…"), "nothing in the help is cut")
        #expect(screen.components(separatedBy: "Esc or q closes").count == 2)
    }

    @Test("The help overlay on screen shows every binding of the standard keymap, on its first page or scrolled to its end")
    func helpOnScreenListsEveryBinding() {
        var state = appState(NavigationModel(), isShowingHelp: true)
        var screen = state.render(in: bundledCatalog).lines.joined(separator: "\n")
        // At 40 rows the help is a few lines taller than its box: its end is a scroll away.
        state.apply(.move(.bottom), in: bundledCatalog)
        screen += "\n" + state.render(in: bundledCatalog).lines.joined(separator: "\n")
        // Blank separator lines have nothing to find (and String.contains("") is false).
        for line in Keymap.standard.helpLines where !line.isEmpty {
            #expect(screen.contains(line), "the help should show \"\(line)\"")
        }
    }

    @Test("Help and hints are generated from the keymap in use, not written out separately")
    func helpFollowsTheKeymap() {
        let keymap = Keymap(
            [
                Keymap.Binding(keys: [.character("w"), .up], action: .move(.up), help: "climb"),
                Keymap.Binding(keys: [.character("x")], action: .quit, help: "leave"),
            ],
            textEntry: [Keymap.Binding(keys: [.escape], action: .dismiss, help: "stop typing")])
        #expect(keymap.action(for: .character("w")) == .move(.up))
        #expect(keymap.action(for: .character("q")) == nil)
        #expect(keymap.action(for: .escape, mode: .text) == .dismiss)
        #expect(keymap.action(for: .enter, mode: .text) == nil)
        let state = appState(NavigationModel(), size: Size(width: 100, height: 16), isShowingHelp: true)
        // Keys without a binding are named "?" in the hints; the quit key is the keymap's own, and
        // so are the keys for typing into a search. The query language's terms follow, whatever the keymap.
        #expect(
            state.render(in: Kitchen.catalog, keymap: keymap).lines == [
                " All categories                                                                          recipe-tui",
                "▶ C┌─ Keys ────────────────────────────────────────────────────────────────────────────────────┐",
                "  D│ w ↑               climb                                                                   │",
                "  P│ x                 leave                                                                   │",
                "  E│ ?'s list          w ? choose, ? or the number 1-9 goes back there, ? closes               │",
                "   │ Ctrl-Z            suspend; fg in the shell resumes                                        │",
                "   │ mouse             click to select or open, the wheel scrolls; Shift-drag selects text     │",
                "   │                                                                                           │",
                "   │ While typing a filter or a search:                                                        │",
                "   │ type              narrow the results (case and accents ignored, letters may be scattered) │",
                "   │ Esc               stop typing                                                             │",
                "   │                                                                                           │",
                "   │                                                                                           │",
                "   │ ↑↓ PgUp PgDn scroll · Esc or q closes                                                     │",
                "   └────────────────────────────────────────────────────────────────────────────── 1-10 of 16 ─┘",
                " w? move  ? open  ? back  ? help  x quit  ? filter  ? find  ? root  ? stack  ? columns  ? link",
            ])
    }

    @Test("Of two bindings for the same key the first wins")
    func firstBindingWins() {
        let keymap = Keymap([
            Keymap.Binding(keys: [.character("q")], action: .quit, help: "quit"),
            Keymap.Binding(keys: [.character("q")], action: .redraw, help: "redraw"),
        ])
        #expect(keymap.action(for: .character("q")) == .quit)
    }
}

/// A key of a keymap table with its binding's action and help, named in the test log by its label and action.
struct KeyBinding: Sendable, CustomTestStringConvertible {
    var key: Key
    var action: Action
    var help: String
    var testDescription: String { "\(key.label) -> \(action)" }
}
