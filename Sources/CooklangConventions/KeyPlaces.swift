/// Where each key of a TOML text is written, found by reading its lines, since the values TOMLReader answers carry no position.
struct KeyPlaces {
    struct Place: Hashable {
        var line: Int
        var column: Int
    }

    private let lines: [String]
    /// `section\u{0}key` (section empty outside any table) to the key's first place.
    private var places: [String: Place] = [:]

    init(_ lines: [String]) {
        self.lines = lines
        var section = ""
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingBlanks()
            let column = line.count - line.drop(while: { $0 == " " || $0 == "\t" }).count + 1
            if trimmed.hasPrefix("[") {
                section = KeyPlaces.unquoted(String(trimmed.drop(while: { $0 == "[" }).prefix(while: { $0 != "]" })))
                continue
            }
            guard let equals = trimmed.firstIndex(of: "="), !trimmed.hasPrefix("#") else { continue }
            let key = KeyPlaces.unquoted(String(trimmed[..<equals]))
            let id = section + "\u{0}" + key
            if places[id] == nil { places[id] = Place(line: index + 1, column: column) }
        }
    }

    /// The place of a key in a section (nil: outside any table); line 1 when it cannot be found.
    func place(of key: String, in section: String?) -> Place {
        places[(section ?? "") + "\u{0}" + key] ?? Place(line: 1, column: 1)
    }

    /// The first line at or after `line` that holds the quoted text, for a name in a list.
    func place(ofString text: String, from line: Int) -> Place {
        for index in max(0, line - 1)..<lines.count {
            for quote in ["\"", "'"] {
                if let range = lines[index].firstRange(of: quote + text + quote) {
                    return Place(line: index + 1, column: lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1)
                }
            }
        }
        return place(ofLineFrom: line)
    }

    /// The line itself, at its first column.
    func place(ofLineFrom line: Int) -> Place { Place(line: max(1, line), column: 1) }

    /// A key or table name without its quotes and blanks.
    static func unquoted(_ text: String) -> String {
        var key = Substring(text).trimmingBlanks()
        if key.count >= 2, let first = key.first, first == "\"" || first == "'", key.last == first {
            key = key.dropFirst().dropLast()
        }
        return String(key)
    }
}
