/// Reads a `.shopping-list` file into a document, as cooklang-rs reads it, keeping every line.
///
/// A line that cannot be read (an odd indent, a level skipped, a multiplier that is not a number, text
/// after the braces, an unclosed block comment) is one problem with its line and column and is kept as
/// text; a caller must not write back a document read with problems (nothing the user wrote is lost).
public enum ShoppingListReader {
    public static func read(_ text: String, file: String) -> (document: ShoppingListDocument, problems: [ConventionProblem]) {
        var lines: [ShoppingListDocument.Line] = []
        var problems: [ConventionProblem] = []
        var inBlockComment = false
        var blockStart = (line: 0, column: 0)
        // The depth of the last recipe line, so a nested line has a recipe above it at one level less.
        var lastRecipeDepth: Int?
        var all = text.conventionLines()
        if all.last?.isEmpty == true { all.removeLast() }

        for (offset, raw) in all.enumerated() {
            let lineNumber = offset + 1
            func problem(_ column: Int, _ message: String) {
                problems.append(ConventionProblem(file: file, line: lineNumber, column: column, message: message))
                lines.append(.text(String(raw)))
            }
            // The item's text: the line up to its first comment, block comments masked.
            var content = ""
            var contentEnd = raw.startIndex
            var index = raw.startIndex
            var sawComment = false
            while index < raw.endIndex {
                let rest = raw[index...]
                if inBlockComment {
                    if rest.hasPrefix("-]") {
                        inBlockComment = false
                        index = raw.index(index, offsetBy: 2)
                    } else {
                        index = raw.index(after: index)
                    }
                    continue
                }
                if rest.hasPrefix("[-") {
                    inBlockComment = true
                    blockStart = (lineNumber, raw.distance(from: raw.startIndex, to: index) + 1)
                    sawComment = true
                    index = raw.index(index, offsetBy: 2)
                    continue
                }
                if rest.hasPrefix("--") {
                    sawComment = true
                    break
                }
                if !sawComment {
                    content.append(raw[index])
                    // The trailing text starts after the item's last visible character, with its spaces.
                    if raw[index] != " " && raw[index] != "\t" { contentEnd = raw.index(after: index) }
                }
                index = raw.index(after: index)
            }
            let spaces = content.prefix(while: { $0 == " " }).count
            let item = Substring(content).trimmingBlanks()
            if item.isEmpty {
                lines.append(.text(String(raw)))
                continue
            }
            let trailing = String(raw[contentEnd...])
            guard spaces % 2 == 0 else {
                problem(spaces + 1, "nesting is two spaces a level; \(spaces) spaces")
                continue
            }
            let depth = spaces / 2
            if depth > 0 {
                guard let parent = lastRecipeDepth, depth <= parent + 1 else {
                    problem(spaces + 1, "a nested line needs a recipe line one level above it")
                    continue
                }
            }
            // The name and the text between the braces, if any.
            let name: Substring
            var braces: String?
            if let open = item.firstIndex(of: "{") {
                guard let close = item[open...].firstIndex(of: "}") else {
                    problem(spaces + item.distance(from: item.startIndex, to: open) + 1, "\"{\" without its \"}\"")
                    continue
                }
                let after = item[item.index(after: close)...]
                guard after.trimmingBlanks().isEmpty else {
                    problem(spaces + item.distance(from: item.startIndex, to: close) + 2, "text after \"}\"")
                    continue
                }
                name = item[..<open].trimmingBlanks()
                braces = String(item[item.index(after: open)..<close].trimmingBlanks())
            } else {
                name = item
            }
            if name.hasPrefix("./") {
                let path = String(name.dropFirst(2).trimmingBlanks())
                guard !path.isEmpty else {
                    problem(spaces + 1, "a recipe reference needs a path after \"./\"")
                    continue
                }
                var multiplier: Double?
                if let braces {
                    guard let value = Double(braces), value.isFinite, value >= 0 else {
                        problem(spaces + name.count + 2, "the multiplier \"\(braces)\" is not a number")
                        continue
                    }
                    multiplier = value
                }
                lastRecipeDepth = depth
                lines.append(.recipe(.init(path: path, multiplier: multiplier, depth: depth, trailing: trailing, source: String(raw))))
            } else {
                guard !name.isEmpty else {
                    problem(spaces + 1, "an ingredient needs a name before \"{\"")
                    continue
                }
                lines.append(.ingredient(.init(name: String(name), quantity: braces, depth: depth, trailing: trailing, source: String(raw))))
            }
        }
        if inBlockComment {
            problems.append(ConventionProblem(file: file, line: blockStart.line, column: blockStart.column, message: "a block comment \"[-\" without its \"-]\""))
        }
        return (ShoppingListDocument(lines: lines), problems)
    }
}
