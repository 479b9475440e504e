/// A metadata value: text as written, or the lists and mappings YAML front matter can hold.
public indirect enum CooklangMetadataValue: Hashable, Sendable, Codable {
    /// A scalar as written ("30 mins", "4", "true"), untyped so that a view shows what the author wrote.
    case text(String)
    case list([CooklangMetadataValue])
    /// Key and value pairs in the order written.
    case mapping([CooklangMetadataEntry])

    /// The text of a scalar; a list's items joined with commas; nil for a mapping.
    public var text: String? {
        switch self {
        case .text(let text): text
        case .list(let items):
            items.compactMap(\.text).joined(separator: ", ")
        case .mapping: nil
        }
    }
}

/// One key and its value.
public struct CooklangMetadataEntry: Hashable, Sendable, Codable {
    public var key: String
    public var value: CooklangMetadataValue

    public init(key: String, value: CooklangMetadataValue) {
        self.key = key
        self.value = value
    }
}

/// A recipe's metadata: entries in file order, and the canonical keys of proposal 0007 made easy to reach.
///
/// Keys are compared ignoring case, and a later entry wins over an earlier one with the same key,
/// as the proposal says.
public struct CooklangMetadata: Hashable, Sendable, Codable {
    public var entries: [CooklangMetadataEntry]

    public init(entries: [CooklangMetadataEntry] = []) {
        self.entries = entries
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The value of the last entry whose key is `key`, ignoring case; a dotted key such as
    /// "source.name" also finds the `name` inside a `source` mapping.
    public subscript(key: String) -> CooklangMetadataValue? {
        Self.value(for: key.lowercased(), in: entries)
    }

    private static func value(for key: String, in entries: [CooklangMetadataEntry]) -> CooklangMetadataValue? {
        if let entry = entries.last(where: { $0.key.lowercased() == key }) { return entry.value }
        guard let dot = key.firstIndex(of: ".") else { return nil }
        guard case .mapping(let inner)? = value(for: String(key[..<dot]), in: entries) else { return nil }
        return value(for: String(key[key.index(after: dot)...]), in: inner)
    }

    /// The text of the first of `keys` present, in the order given.
    public func text(_ keys: String...) -> String? {
        for key in keys {
            if let text = self[key]?.text, !text.isEmpty { return text }
        }
        return nil
    }

    /// `title`.
    public var title: String? { text("title") }
    /// `servings`, `serves` or `yield`, as written ("4", "1|2|3", "15 cups worth").
    public var servings: String? { text("servings", "serves", "yield") }
    /// The total time: `time required`, `time` or `duration`.
    public var time: String? { text("time required", "time", "duration") }
    /// `prep time` or `time.prep`.
    public var prepTime: String? { text("prep time", "time.prep") }
    /// `cook time` or `time.cook`.
    public var cookTime: String? { text("cook time", "time.cook") }
    /// `source`, `source.name` or `source.url`.
    public var source: String? { text("source", "source.name", "source.url") }
    /// `author` or `source.author`.
    public var author: String? { text("author", "source.author") }
    /// `description` or `introduction`: a few words about the recipe (named so as not to read as Swift's `description`).
    public var introduction: String? { text("description", "introduction") }

    /// `tags`: a YAML list, or text separated by commas.
    public var tags: [String] {
        switch self["tags"] {
        case .list(let items)?:
            items.compactMap(\.text).filter { !$0.isEmpty }
        case .text(let text)?:
            text.split(separator: ",").map { trimmedSpaces($0) }.filter { !$0.isEmpty }
        default: []
        }
    }
}

/// A substring without the spaces and tabs at either end.
func trimmedSpaces(_ text: Substring) -> String {
    var text = text
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return String(text)
}
