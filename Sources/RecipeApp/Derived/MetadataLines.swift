import Cooklang
import CooklangCatalog

/// A Cooklang recipe's metadata as the detail lists it under the title: every entry whole, a
/// mapping's values on its parent's line ("Source: Serious Eats · https://… · YouTube: https://…")
/// or, when they nest deeper, on lines of their own under it; never a dotted key, never dropped.
enum MetadataLines {
    /// One line of the list: its text and how many levels it sits under a parent.
    struct Line: Equatable, Sendable {
        var text: String
        var depth: Int = 0
    }

    /// Keys the detail shows in places of its own (the title, the line of facts, the introduction),
    /// and the times, which have their own line.
    static let shownElsewhere: Set<String> = ["title", "servings", "serves", "yield", "description", "introduction"]

    /// Members of a mapping shown without their key: what a source or an author is called, and where.
    static let unlabelledMembers: Set<String> = ["name", "url"]

    /// The lines for `metadata`: the times' parts, then source, author and tags, then the other
    /// entries in file order.
    static func lines(of metadata: CooklangMetadata, times: CooklangTimes) -> [Line] {
        var lines: [Line] = []
        if !times.parts.isEmpty {
            lines.append(Line(text: times.parts.map { "\($0.name): \($0.text)" }.joined(separator: " · ")))
        }
        // The last entry of a key wins, as the metadata's own lookup says.
        var latest: [String: Int] = [:]
        for (index, entry) in metadata.entries.enumerated() { latest[entry.key.lowercased()] = index }
        let shown = metadata.entries.enumerated().filter { latest[$0.element.key.lowercased()] == $0.offset }.map(\.element)
        let first = ["source", "author", "tags"]
        for key in first {
            for entry in shown where entry.key.lowercased() == key { lines += Self.lines(of: entry, depth: 0) }
        }
        for entry in shown {
            let key = entry.key.lowercased()
            guard !first.contains(key), !shownElsewhere.contains(key), !CooklangTimes.isTimeKey(key) else { continue }
            lines += Self.lines(of: entry, depth: 0)
        }
        return lines
    }

    /// An entry as "Key: value", or its key's line with its members under it when they nest.
    static func lines(of entry: CooklangMetadataEntry, depth: Int) -> [Line] {
        let label = Self.label(entry.key)
        switch entry.value {
        case .mapping(let members):
            let flat = members.allSatisfy { if case .mapping = $0.value { false } else { true } }
            if flat {
                let parts = members.compactMap(Self.inline)
                return parts.isEmpty ? [] : [Line(text: "\(label): " + parts.joined(separator: " · "), depth: depth)]
            }
            let inner = members.flatMap { lines(of: $0, depth: depth + 1) }
            return inner.isEmpty ? [] : [Line(text: "\(label):", depth: depth)] + inner
        case .text, .list:
            let text = Self.inline(entry.value)
            return text.isEmpty ? [] : [Line(text: "\(label): \(text)", depth: depth)]
        }
    }

    /// A mapping's member on its parent's line: "Serious Eats", or "YouTube: https://…".
    private static func inline(_ member: CooklangMetadataEntry) -> String? {
        let text = inline(member.value)
        guard !text.isEmpty else { return nil }
        return unlabelledMembers.contains(member.key.lowercased()) ? text : "\(label(member.key)): \(text)"
    }

    /// A value on one line: text as written, a list's items with commas, a mapping's members in parentheses.
    private static func inline(_ value: CooklangMetadataValue) -> String {
        switch value {
        case .text(let text): text
        case .list(let items): items.map(inline).filter { !$0.isEmpty }.joined(separator: ", ")
        case .mapping(let members):
            members.isEmpty ? "" : "(" + members.compactMap(inline).joined(separator: " · ") + ")"
        }
    }

    /// A key as a label: "Source", "Saturated fat" of "saturated_fat", "YouTube".
    static func label(_ key: String) -> String {
        let known: [String: String] = ["youtube": "YouTube", "url": "URL", "isbn": "ISBN"]
        if let label = known[key.lowercased()] { return label }
        let words = key.replacing("_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
