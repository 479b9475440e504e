/// Something that happened at the terminal, as the app sees it: a key, the mouse, or a new size.
package enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal now has this size.
    case resize(Size)
}

/// What the mouse did, and where.
package struct MouseEvent: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case press
        case wheelUp
        case wheelDown
    }

    package var kind: Kind
    package var x: Int
    package var y: Int

    package init(kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}
