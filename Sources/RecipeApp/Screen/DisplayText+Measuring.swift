/// Widths and line counts of text as `DisplayText` would lay it out, without making its clusters.
///
/// The detail of a huge recipe has thousands of lines, of which a frame shows forty: the layout
/// counts the lines each text wraps to here and makes the clusters of a line only when it is painted
/// (see `DetailContent.LineText`). Each answer is the one `DisplayText(text)` gives; text with emoji
/// sequences, and a word wider than a whole line, are rare enough to be measured that way.
extension DisplayText {
    /// The cells `text` takes: `DisplayText(text).width`.
    static func width(of text: String) -> Int {
        var measure = Measure(width: .max)
        for scalar in text.unicodeScalars {
            guard measure.add(TextSanitizer.sanitize(scalar)) else { return DisplayText(text).width }
        }
        measure.finish()
        return measure.total
    }

    /// How many lines `text` wraps to at `width` cells: `DisplayText(text).wrapped(to: width).count`.
    static func lineCount(of text: String, wrappedTo width: Int) -> Int {
        guard width > 0 else { return 0 }
        var measure = Measure(width: width)
        for scalar in text.unicodeScalars {
            guard measure.add(TextSanitizer.sanitize(scalar)) else { return DisplayText(text).wrapped(to: width).count }
        }
        guard measure.finish() else { return DisplayText(text).wrapped(to: width).count }
        return measure.lines
    }

    /// `wrapped(to:)` and `init(_:)` followed scalar by scalar: clusters, words and lines counted, not kept.
    private struct Measure {
        enum Kind { case space, noBreakSpace, other }

        let width: Int
        /// Cells of every cluster so far.
        var total = 0
        /// Lines flushed so far.
        var lines = 0
        var lineWidth = 0
        var wordWidth = 0
        /// The cluster being read: a mark after it joins it (and makes a space a character of a word).
        var pending: (kind: Kind, width: Int)?

        init(width: Int) { self.width = width }

        /// Reads one sanitised scalar; false when the text must be measured by `DisplayText` itself.
        mutating func add(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.value >= 0x200D, EmojiSimplification.needsLook(scalar) { return false }
            let cells = DisplayWidth.of(scalar)
            if cells == 0, pending != nil {
                pending!.kind = .other
                return true
            }
            guard close() else { return false }
            if cells > 0 {
                pending = (scalar == " " ? .space : scalar == "\u{A0}" ? .noBreakSpace : .other, cells)
            } else {
                // An unprintable scalar, or a mark with nothing to join: the replacement character.
                pending = (.other, 1)
            }
            return true
        }

        /// Ends the text; false when a word was wider than a line.
        @discardableResult
        mutating func finish() -> Bool {
            guard close() else { return false }
            if wordWidth > 0 { guard placeWord() else { return false } }
            if lineWidth > 0 || lines == 0 { lines += 1 }
            return true
        }

        /// Adds the pending cluster to its word, or ends the word at a space.
        private mutating func close() -> Bool {
            guard let cluster = pending else { return true }
            pending = nil
            total += cluster.width
            switch cluster.kind {
            case .space:
                if wordWidth > 0 { return placeWord() }
            case .noBreakSpace:
                // Shown as a plain space, one cell, inside its word.
                wordWidth += 1
            case .other:
                wordWidth += cluster.width
            }
            return true
        }

        /// Puts the word on the line, or on a new one; false for a word wider than a line, which `wrapped` cuts.
        private mutating func placeWord() -> Bool {
            if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
                lines += 1
                lineWidth = 0
            }
            if lineWidth > 0 {
                lineWidth += 1 + wordWidth
            } else {
                guard wordWidth <= width else { return false }
                lineWidth = wordWidth
            }
            wordWidth = 0
            return true
        }
    }
}
