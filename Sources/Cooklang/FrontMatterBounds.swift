/// The bounds a YAML front matter must keep before a YAML parser reads it, so that a hostile file
/// costs bounded time, memory and stack.
///
/// The YAML reader composes a document with one recursive call per level of nesting, so a front matter of a
/// million `[` (or of lines each indented one more space) would overflow the stack of the thread
/// that parses it; and an alias is a reference, so nine anchors of nine aliases each ("billion
/// laughs") compose in a few hundred bytes but expand to a billion values. This looks at the bytes
/// once, without parsing, and refuses what could go too deep or is too big; the expansion of
/// aliases is bounded where the composed document is read (see `FrontMatter.entries`).
///
/// The estimate of depth errs on the side of refusing: a bracket counts wherever it is (in a quoted
/// string or a comment too, where it nests nothing), and a line's indentation counts in full. No
/// front matter a person writes comes near the bounds.
enum FrontMatterBounds {
    /// The most bytes a front matter may have: a few `key: value` lines are a few hundred.
    static let maximumBytes = 64 << 10
    /// The deepest a front matter may nest, counting each open bracket and each column of a line's
    /// indentation (and `- `, `? ` indicators) as one level.
    static let maximumDepth = 64
    /// The most open brackets a front matter may have in all. A closing bracket in a quoted string
    /// counts as closing one, so the depth above could miss brackets that a string's `]` seems to
    /// close: this bounds the nesting whatever the strings hold.
    static let maximumOpeners = 256
    /// The most values (scalars, lists and mappings, an alias counted as all it stands for) the
    /// metadata of one front matter may hold.
    static let maximumValues = 10_000

    /// What is wrong with `yaml`, whose first line is line `firstLine` of the file; nil when it keeps every bound.
    static func problem(in yaml: UnsafeBufferPointer<UInt8>, firstLine: Int) -> CooklangDiagnostic? {
        if yaml.count > maximumBytes {
            return CooklangDiagnostic(
                location: CooklangLocation(line: firstLine, column: 1),
                message: "the front matter is \(yaml.count) bytes, more than the \(maximumBytes) a front matter may have, so its metadata is not read")
        }
        var line = firstLine
        var lineStart = 0
        var flowDepth = 0
        var openers = 0
        var index = 0
        while index < yaml.count {
            // The indentation and block indicators that start the line: each can open a level.
            var prefix = 0
            while index < yaml.count {
                let byte = yaml[index]
                let indicator = (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":"))
                    && (index + 1 == yaml.count || yaml[index + 1] == 0x20 || yaml[index + 1] == 0x0A)
                guard byte == 0x20 || byte == 0x09 || indicator else { break }
                prefix += 1
                index += 1
                if prefix + flowDepth > maximumDepth { return tooDeep(yaml, line: line, lineStart: lineStart, at: index) }
            }
            while index < yaml.count && yaml[index] != 0x0A {
                switch yaml[index] {
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    flowDepth += 1
                    openers += 1
                    if prefix + flowDepth > maximumDepth { return tooDeep(yaml, line: line, lineStart: lineStart, at: index + 1) }
                    if openers > maximumOpeners {
                        return CooklangDiagnostic(
                            location: CooklangLocation(line: line, column: column(in: yaml, lineStart: lineStart, offset: index + 1)),
                            message: "the front matter opens more than the \(maximumOpeners) brackets a front matter may have, so its metadata is not read")
                    }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    flowDepth = max(0, flowDepth - 1)
                default:
                    break
                }
                index += 1
            }
            index += 1
            line += 1
            lineStart = index
        }
        return nil
    }

    private static func tooDeep(_ yaml: UnsafeBufferPointer<UInt8>, line: Int, lineStart: Int, at offset: Int) -> CooklangDiagnostic {
        CooklangDiagnostic(
            location: CooklangLocation(line: line, column: column(in: yaml, lineStart: lineStart, offset: offset)),
            message: "the front matter nests deeper than the \(maximumDepth) levels a front matter may have, so its metadata is not read")
    }

    /// The 1-based column of the byte before `offset`, counted in Unicode scalars from `lineStart`.
    static func column(in yaml: UnsafeBufferPointer<UInt8>, lineStart: Int, offset: Int) -> Int {
        var column = 1
        for index in lineStart..<max(lineStart, offset - 1) where yaml[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }
}
