/// The tables of a TOML document while it is read, with what TOML 1.0 needs to refuse a table defined twice.
final class TOMLTableNode {
    /// How a table came to be, which decides what may still add to it.
    enum Origin {
        /// Named on the way to a deeper header (`[a.b]` makes `a`): a later `[a]` may still define it.
        case implicit
        /// Defined by its own `[header]`.
        case header
        /// Made by a dotted key (`a.b = 1` makes `a`): other dotted keys in its section may add to it.
        case dotted
        /// An inline table `{ … }`: complete as written.
        case inline
    }

    /// A key's content: a value, or a table still being filled.
    enum Entry {
        case value(TOMLValue)
        case table(TOMLTableNode)
    }

    var origin: Origin
    private(set) var keys: [String] = []
    private var entries: [String: Entry] = [:]

    init(origin: Origin) { self.origin = origin }

    subscript(key: String) -> Entry? { entries[key] }

    /// Adds a key the table does not have yet.
    func add(_ key: String, _ entry: Entry) {
        keys.append(key)
        entries[key] = entry
    }

    /// The finished table, with its keys in the order they were first written.
    var value: TOMLTable {
        var table = TOMLTable()
        for key in keys {
            switch entries[key]! {
            case .value(let value): table[key] = value
            case .table(let node): table[key] = .table(node.value)
            }
        }
        return table
    }
}
