/// Scroll offsets that keep a row in view: shared by the update, which moves cursors, and the views, which draw them.
enum Scrolling {
    /// The offset that shows row `row` of `count` in `height` rows, moving `offset` as little as possible.
    static func offset(_ offset: Int, toShow row: Int?, count: Int, height: Int) -> Int {
        var offset = min(max(0, offset), max(0, count - height))
        if let row {
            if row < offset { offset = row }
            if row >= offset + height { offset = row - height + 1 }
        }
        return max(0, offset)
    }
}
