/// Reads the text after the front matter line by line into blocks: steps, notes, sections and `>>` metadata.
///
/// The text is the parser's copy with comments masked. A paragraph (lines up to a blank line) is a
/// step, or a note when it starts with `>`; a `=` line is a section heading and a `>>` line a
/// metadata entry, each ending the paragraph before it. A line holding only comments is skipped as
/// if absent, so that it neither ends a paragraph nor adds a space to one.
struct RecipeReader {
    let text: UnsafeBufferPointer<UInt8>
    var locator: Locator
    var metadata: [CooklangMetadataEntry]
    var diagnostics: [CooklangDiagnostic]

    var ingredients: [CooklangIngredient] = []
    var cookware: [CooklangCookware] = []
    var timers: [CooklangTimer] = []
    /// The kinds of component past `componentLimit` already said in a diagnostic.
    var kindsOverLimit: Set<String> = []
    var sections = [CooklangSection(name: nil)]
    /// The lines of the `>>` metadata lines read, with or without a `:` (see `CooklangParseResult.deprecatedMetadataLines`).
    var metadataLines: [Int] = []

    /// The paragraph being read.
    enum Block {
        case none
        case step(line: Int)
        case note
    }
    var block = Block.none
    /// The current step's items so far.
    var items: [CooklangItem] = []
    /// The bytes of the text item (or note) being gathered, flushed when a component or the block ends.
    var pending: [UInt8] = []
    /// What joins the next line of the paragraph to the text so far: a space, or a newline after a `\`.
    var joiner: UInt8 = 0x20
    /// Where searches for a `}` or a `)` on the current step line are known to fail from.
    var noClosingBraceFrom = Int.max
    var noClosingParenthesisFrom = Int.max
    /// Where the step goes on when a component's note ran onto a later line: just after its `)`.
    var resumeAt: Int?
    /// Whether a note on the current step line was already found not to close on a later line.
    var noNoteAcrossLines = false

    /// The most diagnostics kept for one file: a file of garbage says so in a few lines, not thousands.
    static let diagnosticLimit = 50

    init(text: UnsafeBufferPointer<UInt8>, locator: Locator, metadata: [CooklangMetadataEntry], diagnostics: [CooklangDiagnostic]) {
        self.text = text
        self.locator = locator
        self.metadata = metadata
        self.diagnostics = diagnostics
        pending.reserveCapacity(256)
    }

    mutating func read(from start: Int) {
        var lineStart = start
        let count = text.count
        while lineStart < count {
            var lineEnd = lineEnd(from: lineStart)
            readLine(lineStart, lineEnd)
            // A note that ran onto later lines took them up to its `)`: the step goes on after it.
            while let resume = resumeAt {
                resumeAt = nil
                lineEnd = self.lineEnd(from: resume)
                continueStepLine(resume, lineEnd)
            }
            lineStart = lineEnd < count ? lineEnd + lineBreakLength(in: text, at: lineEnd) : count
        }
        endBlock()
    }

    /// The offset of the line break that ends the line holding `start`, or the text's end.
    func lineEnd(from start: Int) -> Int {
        var lineEnd = start
        while lineEnd < text.count {
            let byte = text[lineEnd]
            if byte == 0x0A || byte == 0x0D || ((byte == 0xC2 || byte == 0xE2) && lineBreakLength(in: text, at: lineEnd) > 0) { break }
            lineEnd += 1
        }
        return lineEnd
    }

    func result() -> CooklangParseResult {
        var sections = sections
        if let first = sections.first, first.name == nil, first.content.isEmpty { sections.removeFirst() }
        let recipe = CooklangRecipe(
            metadata: CooklangMetadata(entries: metadata),
            ingredients: ingredients,
            cookware: cookware,
            timers: timers,
            sections: sections
        )
        let ordered = diagnostics.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }
        var kept = ordered.prefix(Self.diagnosticLimit).map(\.element)
        if ordered.count > Self.diagnosticLimit {
            kept.append(CooklangDiagnostic(
                location: ordered[Self.diagnosticLimit].element.location,
                message: "and \(ordered.count - Self.diagnosticLimit) more problems from here on, not listed"
            ))
        }
        return CooklangParseResult(recipe: recipe, diagnostics: kept, deprecatedMetadataLines: metadataLines)
    }

    private mutating func readLine(_ start: Int, _ end: Int) {
        var index = start
        var sawComment = false
        while index < end {
            if text[index] == maskedByte {
                sawComment = true
                index += 1
            } else {
                let space = whitespaceLength(in: text, at: index)
                guard space > 0 else { break }
                index += space
            }
        }
        guard index < end else {
            if !sawComment { endBlock() }
            return
        }
        switch text[index] {
        case UInt8(ascii: ">") where index + 1 < end && text[index + 1] == UInt8(ascii: ">"):
            endBlock()
            metadataLines.append(locator.location(of: index).line)
            readMetadataLine(lineStart: index, index + 2, end)
        case UInt8(ascii: ">"):
            if case .note = block {} else {
                endBlock()
                block = .note
            }
            var contentStart = index + 1
            while contentStart < end {
                let space = whitespaceLength(in: text, at: contentStart)
                guard space > 0 else { break }
                contentStart += space
            }
            readNoteLine(contentStart, end)
        case UInt8(ascii: "="):
            endBlock()
            readSectionLine(index, end)
        default:
            if case .note = block {
                readNoteLine(index, end)
            } else {
                readStepLine(index, end)
            }
        }
    }

    /// The end of a paragraph's line without a final unescaped `\` (and comments after it), and
    /// whether there was one: a line break the author asked for.
    private func contentEnd(_ start: Int, _ end: Int) -> (end: Int, hardBreak: Bool) {
        var last = end
        while last > start && text[last - 1] == maskedByte { last -= 1 }
        var backslashes = 0
        while last - backslashes > start && text[last - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
        return backslashes % 2 == 1 ? (last - 1, true) : (end, false)
    }

    private mutating func readStepLine(_ start: Int, _ end: Int) {
        let (contentEnd, hardBreak) = contentEnd(start, end)
        if case .step = block {
            pending.append(joiner)
        } else {
            block = .step(line: locator.location(of: start).line)
        }
        joiner = hardBreak ? 0x0A : 0x20
        noClosingBraceFrom = .max
        noClosingParenthesisFrom = .max
        noNoteAcrossLines = false
        readInline(start, contentEnd)
    }

    /// Reads the rest of a step line after a note that ended on it, from `start` (just after the `)`).
    private mutating func continueStepLine(_ start: Int, _ end: Int) {
        let (contentEnd, hardBreak) = contentEnd(start, end)
        joiner = hardBreak ? 0x0A : 0x20
        noClosingBraceFrom = .max
        noClosingParenthesisFrom = .max
        noNoteAcrossLines = false
        readInline(start, contentEnd)
    }

    private mutating func readNoteLine(_ start: Int, _ end: Int) {
        let (contentEnd, hardBreak) = contentEnd(start, end)
        // A line of `>` alone joins nothing, so that it does not double the space between its neighbours.
        guard start < contentEnd else { return }
        if !pending.isEmpty { pending.append(joiner) }
        joiner = hardBreak ? 0x0A : 0x20
        appendText(start, contentEnd)
    }

    private mutating func readSectionLine(_ start: Int, _ end: Int) {
        var nameStart = start
        while nameStart < end && text[nameStart] == UInt8(ascii: "=") { nameStart += 1 }
        var nameEnd = end
        while nameEnd > nameStart && (text[nameEnd - 1] == maskedByte || whitespaceLength(in: text, at: nameEnd - 1) > 0) { nameEnd -= 1 }
        while nameEnd > nameStart && text[nameEnd - 1] == UInt8(ascii: "=") { nameEnd -= 1 }
        let name = plainText(nameStart, nameEnd)
        sections.append(CooklangSection(name: name.isEmpty ? nil : name))
    }

    private mutating func readMetadataLine(lineStart: Int, _ start: Int, _ end: Int) {
        var colon = start
        while colon < end && text[colon] != UInt8(ascii: ":") { colon += 1 }
        guard colon < end else {
            diagnostics.append(CooklangDiagnostic(
                location: locator.location(of: lineStart),
                message: "a `>>` metadata line needs a `:` between its key and its value, so it is read as a step"
            ))
            readStepLine(lineStart, end)
            return
        }
        let key = plainText(start, colon)
        guard !key.isEmpty else {
            diagnostics.append(CooklangDiagnostic(location: locator.location(of: lineStart), message: "a `>>` metadata line has no key before its `:`"))
            return
        }
        metadata.append(CooklangMetadataEntry(key: key, value: .text(plainText(colon + 1, end))))
    }

    /// Ends the paragraph being read, keeping it when it has anything but white space.
    private mutating func endBlock() {
        switch block {
        case .none: break
        case .step(let line):
            flushText(trimmingEnd: true)
            if !items.isEmpty {
                sections[sections.count - 1].content.append(.step(CooklangStep(items: items, line: line)))
                items.removeAll(keepingCapacity: true)
            }
        case .note:
            trimTrailingWhitespace()
            if !pending.isEmpty {
                sections[sections.count - 1].content.append(.note(String(decoding: pending, as: UTF8.self)))
            }
            pending.removeAll(keepingCapacity: true)
        }
        block = .none
        joiner = 0x20
    }

    /// Adds the gathered text to the step's items, without its trailing white space at the step's end.
    mutating func flushText(trimmingEnd: Bool = false) {
        if trimmingEnd { trimTrailingWhitespace() }
        guard !pending.isEmpty else { return }
        items.append(.text(String(decoding: pending, as: UTF8.self)))
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func trimTrailingWhitespace() {
        while let last = pending.last {
            if last == 0x20 || last == 0x09 || last == 0x0A {
                pending.removeLast()
            } else if last >= 0x80, let space = trailingSpaceSeparatorLength() {
                pending.removeLast(space)
            } else {
                break
            }
        }
    }

    /// The length of the Unicode space separator that ends the pending bytes, if one does.
    private func trailingSpaceSeparatorLength() -> Int? {
        var start = pending.count - 1
        while start > 0 && pending[start] & 0xC0 == 0x80 { start -= 1 }
        return pending.withUnsafeBufferPointer { bytes in
            let (scalar, length) = scalar(in: bytes, at: start)
            return scalar.properties.generalCategory == .spaceSeparator && start + length == bytes.count ? length : nil
        }
    }
}
