import RecipeNavigation

/// The table from keys to actions, with the help text beside each binding so help cannot drift from the keys.
package struct Keymap: Sendable {
    /// The keys one kind of route screen reads before the commands.
    struct ScreenKeys: Sendable {
        /// The route kind's saved name.
        var kind: String
        /// The command that opens the screen, by whose key the help names it ("in p's screen"); without a key for it, the help leaves the screen out.
        var opener: Action
        var bindings: [Binding]
    }

    /// One or more keys that do the same thing, and how the help overlay describes it.
    struct Binding: Sendable {
        var keys: [Key]
        var action: Action
        var help: String
    }

    /// The commands, in the order the help lists them.
    let bindings: [Binding]
    /// The keys of a filter or a search being typed; any other character is typed into the query.
    let textEntry: [Binding]
    /// The keys the help overlay reads before the commands: the ones that close it.
    let helpKeys: [Binding]
    /// The keys cook mode's screen reads before the commands.
    let cookKeys: [Binding]
    /// The keys the timers box reads before the commands.
    let timerKeys: [Binding]
    /// The keys route screens read before the commands, by the route kind's saved name, with the
    /// command that opens the screen (the help lists a screen's keys only where the keymap opens it).
    let screenKeys: [ScreenKeys]
    /// The keys the Problems screen reads before the commands.
    let problemsKeys: [Binding]
    /// The keys the shopping list's screen reads before the commands.
    let shoppingKeys: [Binding]
    /// The lookup tables, made from the bindings on the first key (see `KeyTables`).
    private let tables = KeyTablesMemo()

    init(
        _ bindings: [Binding], textEntry: [Binding] = Keymap.standardTextEntry, helpKeys: [Binding] = Keymap.standardHelpKeys,
        cookKeys: [Binding] = Keymap.standardCookKeys, timerKeys: [Binding] = Keymap.standardTimerKeys,
        screenKeys: [ScreenKeys] = Keymap.standardScreenKeys,
        problemsKeys: [Binding] = Keymap.standardProblemsKeys, shoppingKeys: [Binding] = Keymap.standardShoppingKeys
    ) {
        self.bindings = bindings
        self.textEntry = textEntry
        self.helpKeys = helpKeys
        self.cookKeys = cookKeys
        self.timerKeys = timerKeys
        self.screenKeys = screenKeys
        self.problemsKeys = problemsKeys
        self.shoppingKeys = shoppingKeys
    }

    /// Returns the command bound to `key`, or nil when the key means nothing here.
    func action(for key: Key) -> Action? {
        tables.tables(for: self).actionsByKey[key]
    }

    /// Returns the action for `key` in an input mode: while typing a search, characters are text.
    package func action(for key: Key, mode: InputMode) -> Action? {
        let tables = tables.tables(for: self)
        let command = tables.actionsByKey[key]
        switch mode {
        case .commands:
            return command
        case .help:
            return tables.helpActionsByKey[key] ?? command
        case .cook:
            return tables.cookActionsByKey[key] ?? command
        case .timers:
            return tables.timerActionsByKey[key] ?? command
        case .screen(let kind):
            return tables.screenActionsByKey[kind]?[key] ?? command
        case .problems:
            return tables.problemsActionsByKey[key] ?? command
        case .shopping:
            return tables.shoppingActionsByKey[key] ?? command
        case .text:
            if let action = tables.textEntryActionsByKey[key] { return action }
            if case .character(let character) = key { return .insertText(String(character)) }
            return nil
        }
    }

    /// Returns the action for anything the terminal reports: keys through the tables, the mouse and resizes as they are.
    package func action(for event: InputEvent, mode: InputMode) -> Action? {
        switch event {
        case .key(let key): action(for: key, mode: mode)
        case .mouse(let mouse): Self.action(for: mouse)
        case .resize(let size): .resize(size)
        }
    }

    /// Lines one notch of the wheel scrolls.
    static let wheelLines = 3

    /// Mouse events are not rebindable: a press clicks, the wheel scrolls.
    static func action(for event: MouseEvent) -> Action {
        switch event.kind {
        case .press: .click(x: event.x, y: event.y)
        case .wheelUp: .wheel(x: event.x, y: event.y, lines: -wheelLines)
        case .wheelDown: .wheel(x: event.x, y: event.y, lines: wheelLines)
        }
    }

    /// How the help describes typing a character that no text-entry binding takes.
    static let typingHelp = (keys: "type", help: "narrow the results (case and accents ignored, letters may be scattered)")

    /// The keys of a filter or search being typed. Neighbours with the same help share a line of it ("↑ ↓").
    static let standardTextEntry: [Binding] = [
        Binding(keys: [.up], action: .move(.up), help: "move or page through the results"),
        Binding(keys: [.down], action: .move(.down), help: "move or page through the results"),
        Binding(keys: [.pageUp], action: .move(.pageUp), help: "move or page through the results"),
        Binding(keys: [.pageDown], action: .move(.pageDown), help: "move or page through the results"),
        Binding(keys: [.enter], action: .forward, help: "keep the filter and go to the result / open it"),
        Binding(keys: [.tab], action: .openMatchedIngredient, help: "find: open the screen of the ingredient a result was found by"),
        Binding(keys: [.backspace], action: .deleteBackward, help: "delete a letter; with none left, drop the filter"),
        Binding(keys: [.escape], action: .dismiss, help: "drop the filter, back to where you were"),
        Binding(keys: [.control("l")], action: .redraw, help: "redraw the screen"),
    ]

    /// The keys that close the help, as less, ranger, lf and mc close theirs; the help's footer names them.
    static let standardHelpKeys: [Binding] = [
        Binding(keys: [.escape, .character("q")], action: .dismiss, help: "close the help"),
    ]

    /// The keys bound to `action`, for hints such as "t today".
    func keys(for action: Action) -> [Key] {
        bindings.first { $0.action == action }?.keys ?? []
    }

    package static let standard = Keymap([
        Binding(keys: [.up, .character("k")], action: .move(.up), help: "move up; in the detail, to the previous row in view, or scroll"),
        Binding(keys: [.down, .character("j")], action: .move(.down), help: "move down; in the detail, to the next row in view, or scroll"),
        Binding(keys: [.right, .character("l"), .enter], action: .forward, help: "go right; in the detail, open the ingredient or recipe"),
        Binding(keys: [.left, .character("h"), .backspace], action: .back, help: "go back: pop the detail stack, else go left"),
        Binding(keys: [.character("r")], action: .popToRoot, help: "back to the root of the detail stack"),
        Binding(keys: [.character("b")], action: .showStack, help: "jump back to any earlier screen of the stack"),
        Binding(keys: [.pageUp, .control("b")], action: .move(.pageUp), help: "page up (scrolls the detail)"),
        Binding(keys: [.pageDown, .control("f"), .character(" ")], action: .move(.pageDown), help: "page down (scrolls the detail)"),
        Binding(keys: [.control("u")], action: .move(.halfPageUp), help: "half a page up / down"),
        Binding(keys: [.control("d")], action: .move(.halfPageDown), help: "half a page up / down"),
        Binding(keys: [.home, .character("g")], action: .move(.top), help: "first item / top of the detail"),
        Binding(keys: [.end, .character("G")], action: .move(.bottom), help: "last item / end of the detail; again, its last row"),
    ] + digitBindings + [
        Binding(keys: [.tab], action: .focusNext, help: "focus the next / previous pane"),
        Binding(keys: [.backTab], action: .focusPrevious, help: "focus the next / previous pane"),
        Binding(keys: [.character("v")], action: .cycleColumns, help: "columns: all, recipes + detail, detail only"),
        Binding(keys: [.character("/")], action: .startFilter, help: "filter the focused list (in the detail: search everything)"),
        Binding(keys: [.character("n")], action: .nextMatch, help: "next / previous row the last filter matches"),
        Binding(keys: [.character("N")], action: .previousMatch, help: "next / previous row the last filter matches"),
        Binding(keys: [.character("f")], action: .startGlobalSearch, help: "find a recipe anywhere, by name or ingredient"),
        Binding(keys: [.character("t")], action: .recipeOfTheDay, help: "jump to the recipe of the day"),
        Binding(keys: [.character("#")], action: .openTags, help: "tags: every tag with its count; Enter lists its recipes"),
        Binding(keys: [.character("w")], action: .openCookable, help: "what can I make: the recipes the pantry (pantry.conf) covers"),
        Binding(keys: [.character("c")], action: .openCook, help: "cook mode: the recipe on screen one step at a time"),
        Binding(keys: [.character("s")], action: .openShoppingList, help: "the shopping list of the plan, by aisle, minus the pantry"),
        Binding(keys: [.character("T")], action: .showTimers, help: "every timer: pause, resume, add a minute, cancel"),
        Binding(keys: [.character("y")], action: .showLink, help: "show this place as a link (for --open) and copy it"),
        Binding(keys: [.character("+")], action: .moreServings, help: "a recipe: more / fewer servings, by its own step; = its own"),
        Binding(keys: [.character("-")], action: .fewerServings, help: "a recipe: more / fewer servings, by its own step; = its own"),
        Binding(keys: [.character("=")], action: .recipeServings, help: "a recipe: more / fewer servings, by its own step; = its own"),
        Binding(keys: [.character("u")], action: .cycleUnits, help: "units: as written, metric, US customary; the lists too (saved)"),
        Binding(keys: [.character("a")], action: .addToPlan, help: "add the recipe on screen to the plan at its servings; again adds more"),
        Binding(keys: [.character("p")], action: .openPlan, help: "the plan: what is planned (.shopping-list), to scale or remove"),
        Binding(keys: [.character("m")], action: .openTodaysMenu, help: "today's menu section, as the top bar names it"),
        Binding(keys: [.character("e")], action: .edit, help: "edit the recipe on screen in $VISUAL or $EDITOR (else vi)"),
        Binding(keys: [.character("!")], action: .showProblems, help: "problems in the data by file (recipe-tui doctor); again: re-examine"),
        Binding(keys: [.character("?")], action: .toggleHelp, help: "show or hide this help"),
        Binding(keys: [.escape], action: .dismiss, help: "close an overlay, clear the message"),
        Binding(keys: [.control("l")], action: .redraw, help: "redraw the screen"),
        Binding(keys: [.character("q")], action: .quit, help: "quit (Ctrl-C too); your place is saved"),
    ])

    /// Cook mode's keys, read before the commands while its screen has the focus.
    static let standardCookKeys: [Binding] = [
        Binding(keys: [.right, .character("l"), .character(" ")], action: .cook(.next), help: "next"),
        Binding(keys: [.left, .character("h")], action: .cook(.previous), help: "previous"),
        Binding(keys: [.home], action: .cook(.first), help: "first / last"),
        Binding(keys: [.end], action: .cook(.last), help: "first / last"),
        Binding(keys: [.character("t")], action: .cook(.startTimers), help: "starts its timers"),
        Binding(keys: [.enter], action: .cook(.tick), help: "ticks the card"),
        Binding(keys: [.escape, .character("q")], action: .cook(.leave), help: "back, the step kept (first dismisses ended timers)"),
    ]

    /// The route screens' own keys, each read before the commands while its screen has the focus.
    static let standardScreenKeys: [ScreenKeys] = [
        ScreenKeys(kind: PlanRoute.savedName, opener: .openPlan, bindings: [
            Binding(keys: [.character("+")], action: .plan(.more), help: "servings"),
            Binding(keys: [.character("-")], action: .plan(.fewer), help: "servings"),
            Binding(keys: [.character("d")], action: .plan(.remove), help: "removes"),
            Binding(keys: [.character("a")], action: .plan(.startAdding), help: "adds a thing to buy"),
        ]),
        ScreenKeys(kind: MenuRoute.savedName, opener: .openTodaysMenu, bindings: [
            Binding(keys: [.character("a")], action: .menu(.addSection), help: "adds the day to the plan"),
            Binding(keys: [.character("A")], action: .menu(.addAll), help: "the whole menu"),
        ]),
    ]

    /// The shopping list's keys, read before the commands while its screen has the focus.
    static let standardShoppingKeys: [Binding] = [
        Binding(keys: [.right, .enter], action: .forward, help: "the recipes that use it"),
        Binding(keys: [.character(" ")], action: .shopping(.tick), help: "ticks / unticks"),
        Binding(keys: [.character("P")], action: .shopping(.togglePantry), help: "the pantry's view"),
        Binding(keys: [.character("y")], action: .shopping(.copyMarkdown), help: "copies as Markdown"),
    ]

    /// The timers box's keys; the arrows move between its timers.
    static let standardTimerKeys: [Binding] = [
        Binding(keys: [.character("p"), .character(" ")], action: .timer(.pauseOrResume), help: "pause / resume"),
        Binding(keys: [.character("+")], action: .timer(.addMinute), help: "a minute more"),
        Binding(keys: [.character("x"), .character("d")], action: .timer(.cancel), help: "cancel"),
        Binding(keys: [.escape, .character("q"), .character("T")], action: .dismiss, help: "close"),
    ]

    /// The Problems screen's keys: Enter edits where the problem is, → still opens its recipe.
    static let standardProblemsKeys: [Binding] = [
        Binding(keys: [.enter], action: .edit, help: "opens the file in the editor at the problem's line"),
        // The commands' →, in the table so that the help says what it does here.
        Binding(keys: [.right], action: .forward, help: "opens the recipe the problem is in"),
    ]

    /// The digits: a count before a move, as in vim (`5j`), and the numbers of the stack picker's screens.
    static let digitBindings: [Binding] = (0...9).map { digit in
        Binding(keys: [.character(Character(String(digit)))], action: .digit(digit), help: "count for the next move (5j: 5 down); in the stack picker, that screen")
    }
}
