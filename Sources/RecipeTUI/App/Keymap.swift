/// The table from keys to actions, with the help text beside each binding so help cannot drift from the keys.
struct Keymap: Sendable {
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

    /// The keys bound to `action`, for hints such as "t today".
    func keys(for action: Action) -> [Key] {
        bindings.first { $0.action == action }?.keys ?? []
    }

    static let standard = Keymap([
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
        Binding(keys: [.character("t")], action: .recipeOfTheDay, help: "jump to the recipe of the day"),
        Binding(keys: [.character("y")], action: .showLink, help: "show this place as a link (for --open)"),
        Binding(keys: [.character("?")], action: .toggleHelp, help: "show or hide this help"),
        Binding(keys: [.escape], action: .dismiss, help: "close help, clear the message"),
        Binding(keys: [.control("l")], action: .redraw, help: "redraw the screen"),
        Binding(keys: [.character("q")], action: .quit, help: "quit (Ctrl-C too); your place is saved"),
    ])
}
