/// A rectangle of cells on the screen.
package struct Rect: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    var isEmpty: Bool { width <= 0 || height <= 0 }
    var maxX: Int { x + width }
    var maxY: Int { y + height }

    func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }
}

/// The terminal's size in cells.
package struct Size: Equatable, Hashable, Sendable {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
