/// The other recipe an ingredient names, as `@./Shared/Pizza Dough{}` does (proposal 0015).
public struct CooklangReference: Hashable, Sendable, Codable {
    /// The path as written after the `@`: "./Shared/Pizza Dough".
    public var path: String
    /// The referenced recipe's ID: its path below the collection's root, without `.cook`, with `/`
    /// between folders ("Shared/Pizza Dough"); nil when the path climbs above the root or names nothing.
    ///
    /// The specification reads reference paths from the root of the recipes folder, not from the
    /// referencing file's folder, so `./` and `../` are resolved against the root.
    public var recipeID: String?

    public init(path: String) {
        self.path = path
        self.recipeID = Self.recipeID(of: path)
    }

    static func recipeID(of path: String) -> String? {
        var segments: [Substring] = []
        for segment in path.split(whereSeparator: { $0 == "/" || $0 == "\\" }) {
            switch segment {
            case ".": continue
            case "..":
                guard !segments.isEmpty else { return nil }
                segments.removeLast()
            default: segments.append(segment)
            }
        }
        guard var last = segments.last else { return nil }
        if last.hasSuffix(".cook") {
            last = last.dropLast(5)
            segments[segments.count - 1] = last
        }
        guard !last.isEmpty else { return nil }
        return segments.joined(separator: "/")
    }
}
