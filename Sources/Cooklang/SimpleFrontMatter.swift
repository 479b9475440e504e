/// The entries of front matter written in the plainest YAML, read without a YAML parser; nil for anything else.
///
/// Nearly every front matter block is a few `key: value` lines and perhaps a list of `- item`
/// lines, and Yams takes ten times longer than the rest of the parse to read one (its parser builds
/// events and nodes for every scalar). This reads only a subset small enough to be sure YAML reads
/// it the same way: keys of letters, digits, spaces, `_`, `-` and `.`; values that are plain
/// scalars of one line without anything YAML could take for syntax (no quote or indicator at the
/// start, no `#`, brackets or braces, no `: ` inside, no trailing space); lists of such values
/// under a `key:` line; no duplicate keys. Everything else, this returns nil and Yams reads it.
/// The tests check the two agree.
func simpleFrontMatterEntries(_ yaml: UnsafeBufferPointer<UInt8>) -> [CooklangMetadataEntry]? {
    var entries: [CooklangMetadataEntry] = []
    var keys: Set<String> = []
    /// The key of a `key:` line whose list items follow, and those items so far.
    var listKey: String?
    var items: [CooklangMetadataValue] = []
    var listIndent: Int?

    func endList() -> Bool {
        guard let key = listKey else { return true }
        guard !items.isEmpty else { return false }
        entries.append(CooklangMetadataEntry(key: key, value: .list(items)))
        listKey = nil
        items = []
        listIndent = nil
        return true
    }

    var lineStart = 0
    let count = yaml.count
    while lineStart < count {
        var lineEnd = lineStart
        while lineEnd < count && yaml[lineEnd] != 0x0A { lineEnd += 1 }
        defer { lineStart = lineEnd + 1 }
        var end = lineEnd
        if end > lineStart && yaml[end - 1] == 0x0D { end -= 1 }
        if end == lineStart { continue }

        var indent = lineStart
        while indent < end && yaml[indent] == 0x20 { indent += 1 }
        if indent < end && yaml[indent] == UInt8(ascii: "-") {
            // A list item: `- value`, under a `key:` line, all at one indentation.
            guard listKey != nil, indent + 2 < end, yaml[indent + 1] == 0x20 else { return nil }
            guard listIndent == nil || listIndent == indent - lineStart else { return nil }
            listIndent = indent - lineStart
            guard let value = plainScalar(yaml, indent + 2, end) else { return nil }
            items.append(.text(value))
            continue
        }
        guard indent == lineStart, endList() else { return nil }

        var colon = lineStart
        while colon < end && yaml[colon] != UInt8(ascii: ":") {
            let byte = yaml[colon]
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isKeyByte = isLetter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == 0x20 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isKeyByte, colon > lineStart || isLetter else { return nil }
            colon += 1
        }
        guard colon < end, yaml[colon - 1] != 0x20 else { return nil }
        let key = String(decoding: UnsafeBufferPointer(rebasing: yaml[lineStart..<colon]), as: UTF8.self)
        guard keys.insert(key).inserted else { return nil }
        if colon + 1 == end {
            listKey = key
            continue
        }
        var valueStart = colon + 1
        guard yaml[valueStart] == 0x20 else { return nil }
        while valueStart < end && yaml[valueStart] == 0x20 { valueStart += 1 }
        guard let value = plainScalar(yaml, valueStart, end) else { return nil }
        entries.append(CooklangMetadataEntry(key: key, value: .text(value)))
    }
    guard endList(), !entries.isEmpty else { return nil }
    return entries
}

/// The text of `yaml[start..<end]` when YAML would read it as that very string, else nil.
private func plainScalar(_ yaml: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String? {
    guard start < end, yaml[end - 1] != 0x20, yaml[end - 1] != UInt8(ascii: ":") else { return nil }
    // YAML's indicators cannot start a plain scalar.
    if "-?:,[]{}#&*!|>'\"%@`".utf8.contains(yaml[start]) { return nil }
    var index = start
    while index < end {
        let byte = yaml[index]
        switch byte {
        case 0x00..<0x20, 0x7F: return nil
        case UInt8(ascii: "#"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"): return nil
        case UInt8(ascii: ":") where yaml[index + 1] == 0x20: return nil
        // Line breaks and the byte order mark that YAML knows beyond ASCII: U+0085, U+2028, U+2029, U+FEFF.
        case 0xC2 where yaml[index + 1] == 0x85: return nil
        case 0xE2 where yaml[index + 1] == 0x80 && (yaml[index + 2] == 0xA8 || yaml[index + 2] == 0xA9): return nil
        case 0xEF where yaml[index + 1] == 0xBB && yaml[index + 2] == 0xBF: return nil
        default: break
        }
        index += 1
    }
    return String(decoding: UnsafeBufferPointer(rebasing: yaml[start..<end]), as: UTF8.self)
}
