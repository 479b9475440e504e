/// How the app calls a menu and its sections.
enum MenuNames {
    /// A menu by its file's name without the folders and `.menu` ("Plans/week" is "week").
    static func title(of id: String) -> String {
        id.split(separator: "/").last.map(String.init) ?? id
    }

    /// A section's heading without its date, which today's label says already: "Day 1 (2026-03-07)" is "Day 1".
    static func sectionLabel(_ heading: String) -> String {
        var text = heading.replacing(/\(?\d{4}-\d{2}-\d{2}\)?/, with: "")
        text = text.replacing(/\s+/, with: " ")
        let trimmed = text.trimmingCharacters(in: " -–·,:")
        return trimmed.isEmpty ? heading : trimmed
    }
}

extension String {
    /// The text without `characters` at either end.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
