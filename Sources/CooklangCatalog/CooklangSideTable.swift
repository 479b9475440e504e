import RecipeModel

/// Each recipe's problems and "used in" list, as a load built them or as the catalog cache keeps them.
///
/// A cached folder keeps them encoded, one entry per recipe in index order, and decodes an entry
/// when the detail asks for it: decoding every table at launch (6,000 "used in" lists at 10,000
/// files) cost a later launch about 5 ms.
struct CooklangSideTable: Sendable {
    private enum Storage: Sendable {
        /// By recipe ID, as `CooklangCollectionLayout` builds them; only recipes that have any are in them.
        case built(problems: [String: [String]], referrers: [String: [String]])
        /// As `encode` writes them, within `bytes` from `start`: a table of each entry's offset, then the entries.
        case encoded(bytes: [UInt8], start: Int, count: Int)
    }

    private let storage: Storage

    init(problems: [String: [String]], referrers: [String: [String]]) {
        storage = .built(problems: problems, referrers: referrers)
    }

    /// The table `encode` wrote for `count` recipes at `range` of `bytes`; nil when its offsets do not fit.
    ///
    /// Only the offsets are checked here; an entry that does not decode reads as empty.
    init?(bytes: [UInt8], range: Range<Int>, count: Int) {
        guard count >= 0, range.lowerBound >= 0, range.upperBound <= bytes.count, count <= range.count / 8 else { return nil }
        storage = .encoded(bytes: bytes, start: range.lowerBound, count: count)
    }

    /// The problems of the recipe `id`, at `position` of the index.
    func problems(of id: String, at position: Int) -> [String] {
        switch storage {
        case .built(let problems, _): problems[id] ?? []
        case .encoded(let bytes, let start, let count): Self.entry(position, in: bytes, start: start, count: count)?.problems ?? []
        }
    }

    /// The recipes that reference the recipe `id`, at `position` of the index, sorted by name.
    func referrers(of id: String, at position: Int) -> [String] {
        switch storage {
        case .built(_, let referrers): referrers[id] ?? []
        case .encoded(let bytes, let start, let count): Self.entry(position, in: bytes, start: start, count: count)?.referrers ?? []
        }
    }

    /// One entry of an encoded table; nil when it is out of bounds or cut short.
    private static func entry(_ position: Int, in bytes: [UInt8], start: Int, count: Int) -> (problems: [String], referrers: [String])? {
        guard position >= 0, position < count else { return nil }
        var table = ByteReader(bytes: bytes, offset: start + position * 8)
        guard let offset = table.number(), offset >= count * 8, offset < bytes.count - start else { return nil }
        var reader = ByteReader(bytes: bytes, offset: start + offset)
        guard let problems = reader.texts(), let referrers = reader.texts() else { return nil }
        return (problems, referrers)
    }

    /// The table for the `count` recipes of `index`, each entry its problems and its referrers.
    static func encode(problems: [String: [String]], referrers: [String: [String]], index: RecipeIndex) -> [UInt8] {
        let count = index.recipeCount
        var writer = ByteWriter()
        writer.bytes = [UInt8](repeating: 0, count: count * 8)
        for position in 0..<count {
            let id = index.id(of: position)
            withUnsafeBytes(of: Int64(writer.bytes.count).littleEndian) {
                writer.bytes.replaceSubrange((position * 8)..<(position * 8 + 8), with: $0)
            }
            writer.texts(problems[id] ?? [])
            writer.texts(referrers[id] ?? [])
        }
        return writer.bytes
    }
}
