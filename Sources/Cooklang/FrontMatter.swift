import YAMLReader

/// The YAML front matter between a first line of `---` and the next line of `---` (proposal 0003).
struct FrontMatter {
    /// The YAML's bytes, from the line after the opening fence to the closing fence.
    var yaml: Range<Int>
    /// The offset of the line after the closing fence, where the steps start.
    var bodyStart: Int

    /// How the text at `start` begins: with a closed front matter block, with an opening fence never
    /// closed (the whole text is then read as Cooklang), or with no fence at all.
    enum Split {
        case none
        case unclosed
        case frontMatter(FrontMatter)
    }

    static func split(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Split {
        guard let afterOpening = fenceEnd(bytes, lineStart: start) else { return .none }
        var lineStart = afterOpening
        while lineStart < bytes.count {
            if let afterClosing = fenceEnd(bytes, lineStart: lineStart) {
                return .frontMatter(FrontMatter(yaml: afterOpening..<lineStart, bodyStart: afterClosing))
            }
            while lineStart < bytes.count && lineBreakLength(in: bytes, at: lineStart) == 0 { lineStart += 1 }
            if lineStart < bytes.count { lineStart += lineBreakLength(in: bytes, at: lineStart) }
        }
        return .unclosed
    }

    /// The offset after the line starting at `lineStart` when that line is `---` (trailing spaces
    /// allowed), else nil.
    private static func fenceEnd(_ bytes: UnsafeBufferPointer<UInt8>, lineStart: Int) -> Int? {
        var index = lineStart
        for _ in 0..<3 {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "-") else { return nil }
            index += 1
        }
        while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
        if index == bytes.count { return index }
        let length = lineBreakLength(in: bytes, at: index)
        return length > 0 ? index + length : nil
    }

    /// The metadata entries of YAML text whose first line is line `firstLine` of the file, and the
    /// problems found (with the file's lines and columns).
    ///
    /// A block that YAML reads as one string, such as the canonical tests' `cooking time    :30 mins`
    /// (a colon is YAML's only when a space follows it), is read instead as lines of `key: value`, as
    /// the older `>>` lines are; any other block that is not a mapping, or not YAML, is a diagnostic.
    static func entries(yaml: String, firstLine: Int) -> (entries: [CooklangMetadataEntry], diagnostics: [CooklangDiagnostic]) {
        do {
            // Scalars are kept as written, so YAML's implicit types (its resolver's regular expressions) are not needed.
            guard let node = try compose(yaml: yaml) else { return ([], []) }
            if let mapping = node.mapping {
                do throws(TooManyValues) {
                    return (try boundedEntries(of: mapping), [])
                } catch {
                    return ([], [CooklangDiagnostic(
                        location: CooklangLocation(line: firstLine + error.line - 1, column: error.column),
                        message: "the front matter's aliases expand to more than the \(FrontMatterBounds.maximumValues) values a front matter may have, so its metadata is not read"
                    )])
                }
            }
            if node.scalar != nil, let entries = keyValueLines(yaml) { return (entries, []) }
            return ([], [CooklangDiagnostic(
                location: CooklangLocation(line: firstLine + (node.mark?.line ?? 1) - 1, column: node.mark?.column ?? 1),
                message: "the front matter is not a list of `key: value` lines"
            )])
        } catch {
            return ([], [diagnostic(for: error, firstLine: firstLine)])
        }
    }

    /// Where the values ran out: an alias expands to every value of what it names, so a few lines
    /// of aliases of aliases can stand for a billion values; reading stops at the budget instead.
    private struct TooManyValues: Error {
        /// The line and column, in the YAML, of the value being expanded.
        var line: Int
        var column: Int

        init(at node: Node) {
            line = node.mark?.line ?? 1
            column = node.mark?.column ?? 1
        }
    }

    /// The entries of the front matter's mapping, at most `FrontMatterBounds.maximumValues` values
    /// in all; past that, the place of the entry whose value expands too far.
    private static func boundedEntries(of mapping: Node.Mapping) throws(TooManyValues) -> [CooklangMetadataEntry] {
        var budget = FrontMatterBounds.maximumValues
        var entries: [CooklangMetadataEntry] = []
        for (key, value) in mapping {
            guard let key = key.string else { continue }
            do throws(TooManyValues) {
                entries.append(CooklangMetadataEntry(key: key, value: try metadataValue(value, budget: &budget)))
            } catch {
                throw TooManyValues(at: value)
            }
        }
        return entries
    }

    private static func entries(of mapping: Node.Mapping, budget: inout Int) throws(TooManyValues) -> [CooklangMetadataEntry] {
        var entries: [CooklangMetadataEntry] = []
        for (key, value) in mapping {
            guard let key = key.string else { continue }
            entries.append(CooklangMetadataEntry(key: key, value: try metadataValue(value, budget: &budget)))
        }
        return entries
    }

    private static func metadataValue(_ node: Node, budget: inout Int) throws(TooManyValues) -> CooklangMetadataValue {
        budget -= 1
        if budget < 0 { throw TooManyValues(at: node) }
        if let mapping = node.mapping { return .mapping(try entries(of: mapping, budget: &budget)) }
        if let sequence = node.sequence {
            var values: [CooklangMetadataValue] = []
            for item in sequence { values.append(try metadataValue(item, budget: &budget)) }
            return .list(values)
        }
        return .text(node.string ?? "")
    }

    private static func diagnostic(for error: Error, firstLine: Int) -> CooklangDiagnostic {
        var problem = "the front matter is not valid YAML"
        var line = 1
        var column = 1
        if let error = error as? YAMLError {
            var found: (String, Mark)?
            if case let .scanner(_, text, mark) = error { found = (text, mark) }
            if case let .parser(_, text, mark) = error { found = (text, mark) }
            if case let .composer(_, text, mark) = error { found = (text, mark) }
            if let (text, mark) = found {
                problem += ": " + text
                line = mark.line
                column = mark.column
            }
        }
        return CooklangDiagnostic(location: CooklangLocation(line: firstLine + line - 1, column: column), message: problem)
    }

    /// Every non-blank line as `key: value`, split at the first colon; nil when a line has no colon or no key.
    private static func keyValueLines(_ yaml: String) -> [CooklangMetadataEntry]? {
        var entries: [CooklangMetadataEntry] = []
        for line in yaml.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            guard !trimmedSpaces(line).isEmpty else { continue }
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let key = trimmedSpaces(line[..<colon])
            guard !key.isEmpty else { return nil }
            entries.append(CooklangMetadataEntry(key: key, value: .text(trimmedSpaces(line[line.index(after: colon)...]))))
        }
        return entries.isEmpty ? nil : entries
    }
}
