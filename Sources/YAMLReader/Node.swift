/// One node of a YAML document as written: a scalar's text, a mapping's pairs in order, or a sequence.
///
/// The shape and names follow Yams's `Node` (composed with its `.basic` resolver), so code written
/// for Yams reads these unchanged; no implicit types are resolved: every scalar is its text.
package enum Node: Equatable, Sendable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    /// A scalar: its text, after YAML's quoting, escapes and folding.
    package struct Scalar: Equatable, Sendable {
        package var string: String
        /// The tag written on it (`!!str`, `!local`), resolved to its full name; nil when it has none.
        package var tag: String?
        package var mark: Mark
    }

    /// A mapping's key and value pairs, in the order written, duplicates included.
    package struct Mapping: RandomAccessCollection, Equatable, Sendable {
        package var pairs: [Pair]
        package var tag: String?
        package var mark: Mark

        package struct Pair: Equatable, Sendable {
            package var key: Node
            package var value: Node
        }

        package var startIndex: Int { pairs.startIndex }
        package var endIndex: Int { pairs.endIndex }
        package subscript(position: Int) -> (key: Node, value: Node) { (pairs[position].key, pairs[position].value) }

        package static func == (left: Mapping, right: Mapping) -> Bool {
            left.pairs == right.pairs && left.tag == right.tag && left.mark == right.mark
        }
    }

    /// A sequence's items, in order.
    package struct Sequence: RandomAccessCollection, Equatable, Sendable {
        package var items: [Node]
        package var tag: String?
        package var mark: Mark

        package var startIndex: Int { items.startIndex }
        package var endIndex: Int { items.endIndex }
        package subscript(position: Int) -> Node { items[position] }
    }

    package var scalar: Scalar? {
        if case .scalar(let scalar) = self { scalar } else { nil }
    }

    package var mapping: Mapping? {
        if case .mapping(let mapping) = self { mapping } else { nil }
    }

    package var sequence: Sequence? {
        if case .sequence(let sequence) = self { sequence } else { nil }
    }

    /// The node's text: a scalar's, or that of the value under a mapping's `!!value` key; else nil (as Yams's `string`).
    package var string: String? {
        switch self {
        case .scalar(let scalar): scalar.string
        case .mapping(let mapping): mapping.pairs.first { $0.key.tag == Self.valueTag }?.value.string
        case .sequence: nil
        }
    }

    /// Where the node starts. Optional only so that code written for Yams's nodes reads it unchanged.
    package var mark: Mark? {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let sequence): sequence.mark
        }
    }

    package var tag: String? {
        switch self {
        case .scalar(let scalar): scalar.tag
        case .mapping(let mapping): mapping.tag
        case .sequence(let sequence): sequence.tag
        }
    }

    static let valueTag = "tag:yaml.org,2002:value"
}

/// A place in the YAML text: line and column from 1, the column counted in Unicode scalars.
package struct Mark: Equatable, Sendable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
