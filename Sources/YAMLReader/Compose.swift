internal import CLibYAML

/// The one document of `yaml` as a tree of nodes, aliases replaced by what they name; nil for an empty stream.
///
/// Reads as Yams's `compose(yaml:_:)` with its `.basic` resolver does, on the same libyaml, so that
/// the app reads YAML without linking Yams and Foundation (see Package.swift). Throws ``YAMLError``
/// for text that is not YAML, and for a stream of more than one document.
package func compose(yaml: String) throws -> Node? {
    var yaml = yaml
    return try yaml.withUTF8 { bytes in
        let composer = Composer(bytes)
        defer { composer.close() }
        return try composer.singleRoot()
    }
}

/// libyaml's parser over one text, and the anchors met so far.
private final class Composer {
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private var anchors: [String: Node] = [:]

    /// Reads `bytes`, which must stay valid until `close()`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
    }

    func close() {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    func singleRoot() throws -> Node? {
        _ = try next()  // The stream's start.
        guard try next().type != YAML_STREAM_END_EVENT else { return nil }
        let root = try node(from: next())
        _ = try next()  // The document's end.
        let after = try next()
        guard after.type == YAML_STREAM_END_EVENT else {
            throw YAMLError.composer(
                context: YAMLError.Context(text: "expected a single document in the stream", mark: Mark(line: 1, column: 1)),
                problem: "but found another document", after.mark
            )
        }
        return root
    }

    /// What the composer keeps of one event: libyaml's event itself is freed as soon as it is read.
    private struct Event {
        var type: yaml_event_type_t
        var mark: Mark
        var anchor: String?
        var tag: String?
        var value = ""
    }

    private func next() throws -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw YAMLError(parser.pointee) }
        defer { yaml_event_delete(&event) }
        var read = Event(type: event.type, mark: Mark(event.start_mark))
        switch event.type {
        case YAML_ALIAS_EVENT:
            read.anchor = string(event.data.alias.anchor)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            read.anchor = string(scalar.anchor)
            read.tag = string(scalar.tag)
            read.value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            read.anchor = string(start.anchor)
            read.tag = start.implicit != 0 ? nil : string(start.tag)
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            read.anchor = string(start.anchor)
            read.tag = start.implicit != 0 ? nil : string(start.tag)
        default:
            break
        }
        return read
    }

    private func node(from event: Event) throws -> Node {
        let node: Node
        switch event.type {
        case YAML_ALIAS_EVENT:
            guard let anchor = event.anchor, let named = anchors[anchor] else {
                throw YAMLError.composer(context: nil, problem: "found undefined alias", event.mark)
            }
            return named
        case YAML_SCALAR_EVENT:
            node = .scalar(Node.Scalar(string: event.value, tag: event.tag, mark: event.mark))
        case YAML_SEQUENCE_START_EVENT:
            var items: [Node] = []
            var item = try next()
            while item.type != YAML_SEQUENCE_END_EVENT {
                items.append(try self.node(from: item))
                item = try next()
            }
            node = .sequence(Node.Sequence(items: items, tag: event.tag, mark: event.mark))
        case YAML_MAPPING_START_EVENT:
            var pairs: [Node.Mapping.Pair] = []
            var key = try next()
            while key.type != YAML_MAPPING_END_EVENT {
                let keyNode = try self.node(from: key)
                let value = try self.node(from: next())
                pairs.append(Node.Mapping.Pair(key: keyNode, value: value))
                key = try next()
            }
            node = .mapping(Node.Mapping(pairs: pairs, tag: event.tag, mark: event.mark))
        default:
            // libyaml's parser only starts a node where one is due.
            preconditionFailure("libyaml gave event \(event.type.rawValue) where a node starts")
        }
        if let anchor = event.anchor { anchors[anchor] = node }
        return node
    }
}

/// A C string of libyaml's as text, invalid UTF-8 repaired; nil for a null pointer.
private func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
    pointer.map { String(cString: $0) }
}

extension Mark {
    /// libyaml's mark, counted from 0, as a mark counted from 1.
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
