/// The table from keys to actions, with the help text beside each binding so help cannot drift from the keys.
package struct Keymap: Sendable {
    /// One or more keys that do the same thing, and how the help overlay describes it.
    struct Binding: Sendable {
        var keys: [Key]
        var action: Action
        var help: String
    }

    let bindings: [Binding]
    private let actionsByKey: [Key: Action]

    init(_ bindings: [Binding]) {
        self.bindings = bindings
        var actionsByKey: [Key: Action] = [:]
        for binding in bindings {
            for key in binding.keys where actionsByKey[key] == nil {
                actionsByKey[key] = binding.action
            }
        }
        self.actionsByKey = actionsByKey
    }

    /// Returns the action bound to `key`, or nil when the key means nothing here.
    func action(for key: Key) -> Action? {
        actionsByKey[key]
    }

    /// Returns the action for `key` in an input mode: while typing a search, characters are text.
    package func action(for key: Key, mode: InputMode) -> Action? {
        if case .mouse(let event) = key { return Self.action(for: event) }
        guard mode == .text else { return action(for: key) }
        switch key {
        case .character(let character): return .insertText(String(character))
        case .backspace: return .deleteBackward
        case .enter: return .forward
        case .escape: return .dismiss
        case .up: return .move(.up)
        case .down: return .move(.down)
        case .pageUp: return .move(.pageUp)
        case .pageDown: return .move(.pageDown)
        case .control("l"): return .redraw
        default: return nil
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

    /// How the help overlay describes the keys of a search being typed.
    static let textEntryHelp: [(keys: String, help: String)] = [
        ("type", "narrow the results (case and accents ignored, letters may be scattered)"),
        ("↑ ↓", "move between results"),
        ("Enter", "keep the filter and go to the result / open it"),
        ("Esc", "drop the filter, back to where you were"),
    ]

    /// The keys bound to `action`, for hints such as "t today".
    func keys(for action: Action) -> [Key] {
        bindings.first { $0.action == action }?.keys ?? []
    }

    package static let standard = Keymap([
        Binding(keys: [.up, .character("k")], action: .move(.up), help: "move up"),
        Binding(keys: [.down, .character("j")], action: .move(.down), help: "move down"),
        Binding(keys: [.right, .character("l"), .enter], action: .forward, help: "go right; in the detail, open the related recipe"),
        Binding(keys: [.left, .character("h"), .backspace], action: .back, help: "go back: pop the detail stack, else go left"),
        Binding(keys: [.character("r")], action: .popToRoot, help: "back to the root of the detail stack"),
        Binding(keys: [.character("b")], action: .showStack, help: "jump back to any earlier screen of the stack"),
        Binding(keys: [.pageUp, .control("b")], action: .move(.pageUp), help: "page up (scrolls the detail)"),
        Binding(keys: [.pageDown, .control("f"), .character(" ")], action: .move(.pageDown), help: "page down (scrolls the detail)"),
        Binding(keys: [.home, .character("g")], action: .move(.top), help: "first item / top of the detail"),
        Binding(keys: [.end, .character("G")], action: .move(.bottom), help: "last item / end of the detail"),
        Binding(keys: [.tab], action: .focusNext, help: "focus the next pane"),
        Binding(keys: [.backTab], action: .focusPrevious, help: "focus the previous pane"),
        Binding(keys: [.character("v")], action: .cycleColumns, help: "columns: all, recipes + detail, detail only"),
        Binding(keys: [.character("/")], action: .startFilter, help: "filter the focused list (in the detail: search everything)"),
        Binding(keys: [.character("f")], action: .startGlobalSearch, help: "find a recipe anywhere, by name or ingredient"),
        Binding(keys: [.character("t")], action: .recipeOfTheDay, help: "jump to the recipe of the day"),
        Binding(keys: [.character("y")], action: .showLink, help: "show this place as a link (for --open)"),
        Binding(keys: [.character("?")], action: .toggleHelp, help: "show or hide this help"),
        Binding(keys: [.escape], action: .dismiss, help: "close help, clear the message"),
        Binding(keys: [.control("l")], action: .redraw, help: "redraw the screen"),
        Binding(keys: [.character("q")], action: .quit, help: "quit (Ctrl-C too); your place is saved"),
    ])
}
