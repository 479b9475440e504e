/// A key press as the app sees it, independent of how the terminal encoded it.
package enum Key: Hashable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, backspace, tab, backTab, escape
    case character(Character)
    /// A control chord such as Ctrl-L, named by its lowercase letter.
    case control(Character)

    /// How the help overlay names the key.
    var label: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .backspace: "Backspace"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .escape: "Esc"
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let character): "Ctrl-" + character.uppercased()
        }
    }
}
