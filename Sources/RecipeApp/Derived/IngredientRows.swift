import RecipeNavigation

/// One row of a recipe's ingredient list as the detail lays it out: the amount in its column, the
/// text beside it (the name, then its note), and the screen the row opens, if any.
struct IngredientRow: Equatable, Sendable {
    /// "2 1/2 cups"; a no-break space holds words together (a quantity to its unit). Empty for none.
    var amount: String
    /// "chicken breasts, cut into 1-inch chunks", "Pizza Dough → recipe".
    var text: String
    /// Nil for a row that opens nothing.
    var route: Route?
}

extension DetailContent {
    /// The ingredients as rows: the amount in a column of its own, wrapped in it rather than cut
    /// (never cut and shown again below), and the text beside it; where the text's column would be
    /// too narrow for its words, the text goes under the amount instead.
    mutating func appendIngredientRows(_ rows: [IngredientRow], textWidth: Int) {
        // Rows are indented by two cells more than the text (the cursor's mark goes there).
        let rowWidth = max(1, textWidth - 2)
        let widestAmount = rows.map { DisplayText($0.amount).width }.max() ?? 0
        // Up to two fifths of the row, and never under 14 cells where the amounts need them: most amounts show whole.
        var amountWidth = min(widestAmount, max(14, rowWidth * 2 / 5))
        // A quantity held to its unit is not broken inside the column: the column takes it whole, up to half the row.
        let widestUnbroken = rows.flatMap { Self.words(of: $0.amount) }.max() ?? 0
        amountWidth = max(amountWidth, min(widestUnbroken, rowWidth / 2))
        let nameWidth = rowWidth - amountWidth - 2
        let longestWord = rows.flatMap { Self.words(of: $0.text) }.max() ?? 0
        let besideAmount = nameWidth >= min(12, max(longestWord, 8))
        for row in rows {
            let selectable = row.route.map { _ in selectables.count }
            let first = lines.count
            if besideAmount {
                let amounts = row.amount.isEmpty ? [DisplayText("")] : DisplayText(row.amount).wrapped(to: max(1, amountWidth))
                let names = DisplayText(row.text).wrapped(to: max(1, nameWidth))
                for index in 0..<max(amounts.count, names.count) {
                    let amount = index < amounts.count ? amounts[index] : DisplayText("")
                    let name = index < names.count ? names[index] : DisplayText("")
                    let padding = DisplayText(String(repeating: " ", count: max(0, amountWidth - amount.width) + 2))
                    lines.append(Line(text: amount + padding + name, style: .normal, indent: 3, selectable: selectable))
                }
            } else {
                for part in row.amount.isEmpty ? [] : DisplayText(row.amount).wrapped(to: rowWidth) {
                    lines.append(Line(text: part, style: .normal, indent: 3, selectable: selectable))
                }
                for part in DisplayText(row.text).wrapped(to: max(1, rowWidth - 2)) {
                    lines.append(Line(text: DisplayText("  ") + part, style: .normal, indent: 3, selectable: selectable))
                }
            }
            if let route = row.route { selectables.append(Selectable(lines: first..<lines.count, route: route)) }
        }
    }

    /// The widths of the words a line may not break inside: split at plain spaces only.
    private static func words(of text: String) -> [Int] {
        text.split(separator: " ").map { DisplayText(String($0)).width }
    }
}
