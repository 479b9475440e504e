extension ScreenBuffer {
    /// Calls `body` with the row, column and cell of every cell that differs from `previous`, top to bottom.
    ///
    /// Every cell counts as changed when there is no previous frame of the same size. The right
    /// halves of wide characters are skipped: painting the left half covers them.
    package func forEachChange(since previous: ScreenBuffer?, _ body: (_ row: Int, _ column: Int, _ cell: Cell) -> Void) {
        let old = previous.flatMap { $0.width == width && $0.height == height ? $0 : nil }
        cells.withUnsafeBufferPointer { new in
            var index = 0
            for row in 0..<height {
                for column in 0..<width {
                    defer { index += 1 }
                    let cell = new[index]
                    if let old, old.cells[index] == cell { continue }
                    if cell.isContinuation { continue }
                    body(row, column, cell)
                }
            }
        }
    }
}
