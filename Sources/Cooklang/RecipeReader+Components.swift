/// One component of a step: its name, its `{quantity%unit}`, its `(note)`, and the checks on them.
extension RecipeReader {
    /// Reads the component whose sigil (`@`, `#`, `~`) is at `start`, adds it to the items, and returns
    /// the offset after it; nil when the sigil starts no component, and is then text.
    ///
    /// A name of several words runs to a `{` on the same line (`@hot chilli{3}`), unless another
    /// component's sigil comes first; otherwise the name is one word (`@salt`). A name must start
    /// with a word character, so that `Recipe # 5` stays text; a timer may have no name (`~{5%min}`).
    /// A `{` that is never closed on its line makes the whole component text, with a diagnostic.
    mutating func readComponent(_ start: Int, _ end: Int) -> Int? {
        let sigil = text[start]
        let nameStart = start + 1
        guard nameStart < end else { return nil }
        let isReference = sigil == UInt8(ascii: "@") && startsReference(nameStart, end)
        var nameEnd: Int
        var braces: (open: Int, close: Int)?

        if sigil == UInt8(ascii: "~") && text[nameStart] == UInt8(ascii: "{") {
            guard let close = findClosing(UInt8(ascii: "}"), nameStart + 1, end) else {
                unclosedBrace(at: nameStart)
                return nil
            }
            nameEnd = nameStart
            braces = (nameStart, close)
        } else {
            guard isReference || wordCharacterLength(in: text, at: nameStart) > 0 else { return nil }
            if let open = multiwordBrace(nameStart, end) {
                guard let close = findClosing(UInt8(ascii: "}"), open + 1, end) else {
                    unclosedBrace(at: open)
                    return nil
                }
                nameEnd = open
                braces = (open, close)
            } else {
                nameEnd = isReference ? referenceEnd(nameStart, end) : wordEnd(nameStart, end)
            }
        }

        var next = braces.map { $0.close + 1 } ?? nameEnd
        var note: String?
        if sigil != UInt8(ascii: "~"), next < end, text[next] == UInt8(ascii: "(") {
            if let close = findClosing(UInt8(ascii: ")"), next + 1, end) {
                note = plainText(next + 1, close)
                next = close + 1
            } else if !noNoteAcrossLines {
                if let (close, text) = noteAcrossLines(next, end) {
                    note = text
                    next = close + 1
                } else {
                    // It depends only on the lines after this one, so it fails for the rest of the line too.
                    noNoteAcrossLines = true
                }
            }
        }
        let name = plainText(nameStart, nameEnd, resolvingEscapes: !isReference)
        let quantity = braces.flatMap { readQuantity($0.open + 1, $0.close) }
        let location = locator.location(of: start)

        switch sigil {
        case UInt8(ascii: "@"):
            var reference: CooklangReference?
            var shownName = name
            if isReference {
                // Named for the file, as proposal 0015 says: `@./Shared/Pizza Dough` is "Pizza Dough".
                guard let stem = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last, stem != "." && stem != ".." else { return nil }
                reference = CooklangReference(path: name)
                shownName = stem.hasSuffix(".cook") ? String(stem.dropLast(5)) : String(stem)
            }
            guard !shownName.isEmpty else { return nil }
            guard ingredients.count < Self.componentLimit else { return overLimit("ingredients", at: location) }
            flushText()
            items.append(.ingredient(ingredients.count))
            ingredients.append(CooklangIngredient(name: shownName, quantity: quantity, note: note.flatMap { $0.isEmpty ? nil : $0 }, reference: reference, location: location))
        case UInt8(ascii: "#"):
            guard !name.isEmpty else { return nil }
            guard cookware.count < Self.componentLimit else { return overLimit("cookware", at: location) }
            if let quantity, !quantity.unit.isEmpty {
                diagnostics.append(CooklangDiagnostic(location: location, message: "cookware `\(name)` has a unit (`\(quantity.unit)`); cookware is counted without one"))
            }
            flushText()
            items.append(.cookware(cookware.count))
            cookware.append(CooklangCookware(name: name, quantity: quantity, note: note.flatMap { $0.isEmpty ? nil : $0 }, location: location))
        default:
            guard !name.isEmpty || quantity != nil else {
                diagnostics.append(CooklangDiagnostic(location: location, message: "a timer needs a name or a duration, so `~` is read as text"))
                return nil
            }
            guard timers.count < Self.componentLimit else { return overLimit("timers", at: location) }
            if let quantity, quantity.unit.isEmpty {
                diagnostics.append(CooklangDiagnostic(location: location, message: "timer duration `\(quantity.amount)` has no unit (write it as `{\(quantity.amount)%minutes}`)"))
            }
            flushText()
            items.append(.timer(timers.count))
            timers.append(CooklangTimer(name: name, quantity: quantity, location: location))
        }
        return next
    }

    /// The most ingredients, cookware or timers one file's recipe holds: a file of two million
    /// ingredients would take a hundred times its size in memory; past this, components are text.
    static let componentLimit = 10_000

    /// Reads a component past `componentLimit` as text (nil), saying so once per kind at the first one.
    private mutating func overLimit(_ kind: String, at location: CooklangLocation) -> Int? {
        if kindsOverLimit.insert(kind).inserted {
            diagnostics.append(CooklangDiagnostic(location: location, message: "the file has more than \(Self.componentLimit) \(kind); from here on they are read as text"))
        }
        return nil
    }

    /// The most lines after its own that a component's note may run onto.
    static let noteLineLimit = 3

    /// The `)` of a note the author continued on the paragraph's next lines (`(cut into` / `1-inch
    /// chunks)`), as cooklang-rs reads it, and the note with each line break read as a space; nil
    /// when the paragraph ends first, or after `noteLineLimit` more lines, so that a file of lines
    /// of `@a(` stays one pass. The text is read only once the `)` is found.
    private func noteAcrossLines(_ open: Int, _ end: Int) -> (close: Int, note: String)? {
        var parts = [(open + 1, end)]
        var index = end
        for _ in 0..<Self.noteLineLimit {
            // A soft line break only: a final `\` (a break the author asked for) ends the note's search.
            while index < text.count && (text[index] == maskedByte || text[index] == 0x20 || text[index] == 0x09) { index += 1 }
            guard index < text.count, lineBreakLength(in: text, at: index) > 0 else { return nil }
            let lineStart = index + lineBreakLength(in: text, at: index)
            let lineEnd = self.lineEnd(from: lineStart)
            var first = lineStart
            while first < lineEnd {
                let length = text[first] == maskedByte ? 1 : whitespaceLength(in: text, at: first)
                guard length > 0 else { break }
                first += length
            }
            index = lineEnd
            // A line of comments alone is as if absent; a blank line, a heading or a note ends the paragraph.
            if first == lineEnd && (lineStart..<lineEnd).contains(where: { text[$0] == maskedByte }) { continue }
            guard first < lineEnd, text[first] != UInt8(ascii: "="), text[first] != UInt8(ascii: ">") else { return nil }
            if let close = find(UInt8(ascii: ")"), first, lineEnd) {
                parts.append((first, close))
                return (close, parts.map { plainText($0.0, $0.1) }.filter { !$0.isEmpty }.joined(separator: " "))
            }
            parts.append((first, lineEnd))
        }
        return nil
    }

    /// Whether a reference path (`./`, `../`, `.\`, `..\`) starts at `start`.
    private func startsReference(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end && index < start + 2 && text[index] == UInt8(ascii: ".") { index += 1 }
        return index > start && index < end && (text[index] == UInt8(ascii: "/") || text[index] == UInt8(ascii: "\\"))
    }

    /// The `{` ending a name of several words: the first on the line before another sigil.
    private func multiwordBrace(_ start: Int, _ end: Int) -> Int? {
        var index = start
        while index < end {
            switch text[index] {
            case UInt8(ascii: "{"): return index
            case UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "~"): return nil
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return nil
    }

    /// The first unescaped `}` or `)` in `start..<end`, the end of the current line.
    ///
    /// When a search fails, every later search on the line from further on would fail too, so it is
    /// remembered: a line of a thousand `@a{` without a `}` is read in one pass, not a thousand.
    private mutating func findClosing(_ byte: UInt8, _ start: Int, _ end: Int) -> Int? {
        let isBrace = byte == UInt8(ascii: "}")
        guard start < (isBrace ? noClosingBraceFrom : noClosingParenthesisFrom) else { return nil }
        if let found = find(byte, start, end) { return found }
        if isBrace { noClosingBraceFrom = start } else { noClosingParenthesisFrom = start }
        return nil
    }

    /// The first unescaped `byte` in `start..<end`.
    private func find(_ byte: UInt8, _ start: Int, _ end: Int) -> Int? {
        var index = start
        while index < end {
            if text[index] == byte { return index }
            index += text[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return nil
    }

    /// The end of the one-word name starting at `start`.
    private func wordEnd(_ start: Int, _ end: Int) -> Int {
        var index = start
        while index < end {
            let length = wordCharacterLength(in: text, at: index)
            guard length > 0 else { break }
            index += length
        }
        return index
    }

    /// The end of a reference path without braces: up to white space or a sigil, without the
    /// punctuation that ends a sentence (`@./Shared/Pesto.` names `./Shared/Pesto`).
    private func referenceEnd(_ start: Int, _ end: Int) -> Int {
        var index = start
        while index < end {
            let byte = text[index]
            if byte == maskedByte || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "~") || whitespaceLength(in: text, at: index) > 0 { break }
            index += 1
        }
        while index > start && ".,;:!?)".utf8.contains(text[index - 1]) { index -= 1 }
        return index
    }

    /// The quantity between braces: amount, `%`, unit; nil when there is nothing but white space.
    private func readQuantity(_ start: Int, _ end: Int) -> CooklangQuantity? {
        let percent = find(UInt8(ascii: "%"), start, end)
        var amount = plainText(start, percent ?? end)
        let unit = percent.map { plainText($0 + 1, end) } ?? ""
        guard !amount.isEmpty || !unit.isEmpty else { return nil }
        let isFixed = amount.hasPrefix("=")
        if isFixed { amount = trimmedSpaces(amount.dropFirst()) }
        let value = amount.withUTF8 { quantityValue($0) }
        return CooklangQuantity(amount: amount, value: value, unit: unit, isFixed: isFixed)
    }

    private mutating func unclosedBrace(at offset: Int) {
        diagnostics.append(CooklangDiagnostic(
            location: locator.location(of: offset),
            message: "`{` is not closed by `}` on its line, so the component is read as text"
        ))
    }
}
