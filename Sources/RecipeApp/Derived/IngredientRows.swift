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
        let widestAmount = rows.map { DisplayText.width(of: $0.amount) }.max() ?? 0
        // Up to two fifths of the row, and never under 14 cells where the amounts need them: most amounts show whole.
        var amountWidth = min(widestAmount, max(14, rowWidth * 2 / 5))
        // A quantity held to its unit is not broken inside the column: the column takes it whole, up to half the row.
        let widestUnbroken = rows.map { Self.widestWord(of: $0.amount) }.max() ?? 0
        amountWidth = max(amountWidth, min(widestUnbroken, rowWidth / 2))
        let nameWidth = rowWidth - amountWidth - 2
        let longestWord = rows.map { Self.widestWord(of: $0.text) }.max() ?? 0
        let besideAmount = nameWidth >= min(12, max(longestWord, 8))
        for row in rows {
            let selectable = row.route.map { _ in selectables.count }
            let first = lines.count
            if besideAmount {
                // Counted now, made when painted (`LineText`).
                let amount = row.amount.isEmpty ? nil : WrappedText(row.amount, width: amountWidth)
                let name = WrappedText(row.text, width: nameWidth)
                for index in 0..<max(amount?.lineCount ?? 1, name.lineCount) {
                    let text = LineText.columns(amount: amount, amountWidth: amountWidth, name: name, index: index)
                    lines.append(Line(content: text, style: .normal, indent: 3, selectable: selectable))
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

    /// The width of the widest word a line may not break inside (words split at plain spaces only); 0 for none.
    static func widestWord(of text: String) -> Int {
        var widest = 0
        var word = 0
        var afterNoBreakLead = false
        for byte in text.utf8 {
            // ASCII text, nearly all, takes a cell a byte once sanitised, and a no-break space (C2 A0) one
            // cell inside its word: such text is measured in bytes; any other is measured as DisplayText does.
            if afterNoBreakLead {
                guard byte == 0xA0 else { return Self.widestWordOfScalars(text) }
                afterNoBreakLead = false
                word += 1
            } else if byte == 0xC2 {
                afterNoBreakLead = true
            } else if byte >= 0x80 {
                return Self.widestWordOfScalars(text)
            } else if byte == UInt8(ascii: " ") {
                widest = max(widest, word)
                word = 0
            } else {
                word += 1
            }
        }
        return max(widest, word)
    }

    /// `widestWord(of:)` for text with a few symbols beyond ASCII ("350 °F", "2–3 cloves"), scalar by
    /// scalar: splitting it at spaces into `String`s to measure was a tenth of a servings key's time.
    ///
    /// Only scalars that take one cell and never join another into one cluster are counted here
    /// (ASCII, Latin letters and signs, dashes and quotes); any other text is measured as `DisplayText` does.
    private static func widestWordOfScalars(_ text: String) -> Int {
        var widest = 0
        var word = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x20 {
                widest = max(widest, word)
                word = 0
            } else if value < 0x80 || value == 0xA0 {
                word += 1
            } else if (0xA1..<0x300).contains(value) || (0x2010..<0x2028).contains(value), TextSanitizer.sanitize(scalar) == scalar, DisplayWidth.of(scalar) == 1 {
                word += 1
            } else {
                return widestWordMeasured(of: text)
            }
        }
        return max(widest, word)
    }

    /// `widestWord(of:)` for any text: its words split at plain spaces, each measured as `DisplayText` measures it.
    private static func widestWordMeasured(of text: String) -> Int {
        text.split(separator: " ").map { DisplayText.width(of: String($0)) }.max() ?? 0
    }
}
