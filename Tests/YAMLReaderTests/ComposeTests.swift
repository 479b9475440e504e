import Testing
import Yams

@testable import YAMLReader

/// What a text composes to, written so that the reader's answer and Yams's can be compared whole.
private enum Composed: Equatable, CustomStringConvertible {
    case empty
    case node(Shape)
    case failure(YAMLReader.YAMLError)

    /// A node as both libraries can say it: its structure, texts and marks (tags are Yams's own business).
    indirect enum Shape: Equatable {
        /// A scalar's text and mark, and its `string` (equal but for the `!!value` key of a mapping).
        case scalar(String, YAMLReader.Mark)
        case mapping([Pair], YAMLReader.Mark, string: String?)
        case sequence([Shape], YAMLReader.Mark)
    }

    struct Pair: Equatable {
        var key: Shape
        var value: Shape
    }

    var description: String {
        switch self {
        case .empty: "empty"
        case .node(let shape): "\(shape)"
        case .failure(let error): "\(error)"
        }
    }

    init(reading yaml: String) {
        do {
            self = try YAMLReader.compose(yaml: yaml).map { .node(Shape($0)) } ?? .empty
        } catch let error as YAMLReader.YAMLError {
            self = .failure(error)
        } catch {
            Issue.record("an error that is not a YAMLError: \(error)")
            self = .empty
        }
    }

    init(readingWithYams yaml: String) {
        do {
            self = try Yams.compose(yaml: yaml, .basic).map { .node(Shape($0)) } ?? .empty
        } catch let error as Yams.YamlError {
            self = .failure(YAMLReader.YAMLError(error))
        } catch {
            Issue.record("Yams threw an error that is not a YamlError: \(error)")
            self = .empty
        }
    }
}

extension Composed.Shape {
    init(_ node: YAMLReader.Node) {
        switch node {
        case .scalar(let scalar): self = .scalar(scalar.string, scalar.mark)
        case .mapping(let mapping):
            self = .mapping(mapping.map { Composed.Pair(key: .init($0.key), value: .init($0.value)) }, mapping.mark, string: node.string)
        case .sequence(let sequence): self = .sequence(sequence.map(Self.init), sequence.mark)
        }
    }

    init(_ node: Yams.Node) {
        let mark = node.mark.map { YAMLReader.Mark(line: $0.line, column: $0.column) } ?? YAMLReader.Mark(line: 0, column: 0)
        switch node {
        case .scalar(let scalar): self = .scalar(scalar.string, mark)
        case .mapping(let mapping):
            self = .mapping(mapping.map { Composed.Pair(key: .init($0.key), value: .init($0.value)) }, mark, string: node.string)
        case .sequence(let sequence): self = .sequence(sequence.map(Self.init), mark)
        @unknown default: fatalError("a kind of node Yams did not have")
        }
    }
}

extension YAMLReader.YAMLError {
    /// Yams's error as the reader says it; a reader error keeps only its problem, since Yams counts its offset in characters.
    init(_ error: Yams.YamlError) {
        func context(_ context: Yams.YamlError.Context?) -> Context? {
            context.map { Context(text: $0.text, mark: YAMLReader.Mark(line: $0.mark.line, column: $0.mark.column)) }
        }
        switch error {
        case .memory: self = .memory
        case let .reader(problem, _, _, _): self = .reader(problem: problem, offset: -1)
        case let .scanner(found, problem, mark, _): self = .scanner(context: context(found), problem: problem, YAMLReader.Mark(line: mark.line, column: mark.column))
        case let .parser(found, problem, mark, _): self = .parser(context: context(found), problem: problem, YAMLReader.Mark(line: mark.line, column: mark.column))
        case let .composer(found, problem, mark, _): self = .composer(context: context(found), problem: problem, YAMLReader.Mark(line: mark.line, column: mark.column))
        default: self = .reader(problem: "Yams's \(error)", offset: -1)
        }
    }
}

/// The reader's answer with a reader error's offset dropped, as it is from Yams's.
private func comparable(_ composed: Composed) -> Composed {
    if case .failure(.reader(let problem, _)) = composed { return .failure(.reader(problem: problem, offset: -1)) }
    return composed
}

@Suite("YAML reader")
struct ComposeTests {
    /// Front matter as people write it, and every corner of YAML that a front matter could reach.
    static let texts = [
        "", "# only a comment\n", "title: Margherita Pizza\nservings: 4\ntags:\n  - pizza\n  - italian\n",
        "cooking time    :30 mins\n", "title: a: b\n", "title: 'quoted ''twice'''\n", "title: \"tab\\there \\u00e9 \\0 nul\"\n",
        "title: x # comment\n", "tags: [a, b, [c, d]]\nmore: {x: 1, y: [2]}\n", "source:\n  name: Mum\n  url: x\n",
        "title: x\ntitle: y\n", "key:\n", "- a\n- b\n", "plain\n", "'quoted'\n",
        "base: &base {a: 1}\ncopy: *base\n", "list: &l [1, 2]\nagain: *l\nthird: *l\n", "title: *missing\n", "a: &a [*a]\n",
        "<<: {a: 1}\nb: 2\n", "one: !!str 1\ntwo: !local x\nthree: ! y\n", "? !!value v\n: z\n", "k: {!!value =: inner, other: 1}\n",
        "title: |\n  block\n  text\n", "title: >-\n  folded\n  text\n\n", "title: |+\n  kept\n\n",
        "multi: first\n  second\n", "crlf: a\r\nnext: b\r\n", "\u{FEFF}bom: first\n", "unicode: Crème brûlée 🍮\n",
        "ctrl: a\u{01}b\n", "tags:\n  - a\n    - b\n", "tags:\n  - a\n - b\n", "title:\tx\n", "\ttitle: x\n", "title: {a: b\n",
        "title: [a, b\n", "title: \"unclosed\n", "title: 'unclosed\n", "a: b\n- c\n", "--- a\n--- b\n", "---\nx: 1\n...\n",
        "%YAML 1.1\n---\nx: 1\n", "%YAML 2.0\n---\nx: 1\n", "%TAG !e! tag:example.com,2000:\n---\nx: !e!y z\n", "!!map {a: b}\n",
        "? complex key\n: value\n", "? [a, b]\n: c\n", "[a, b]: c\n", "@x\n", "`x`\n", "a: b: c\n", "key: value\n  bad: indent\n",
        "x: &anchor\n", "&a a: *a\n", "a: 1\n\n\n# end\n", "  indented: x\n  same: y\n", "a:\n- b\n- c\nd: e\n", "\"\\x\": bad escape\n",
    ]

    @Test("Reads each text as Yams does: the same nodes, texts and marks, or the same error at the same place", arguments: texts)
    func agreesWithYams(yaml: String) {
        #expect(comparable(Composed(reading: yaml)) == Composed(readingWithYams: yaml))
    }

    @Test("Aliases are the nodes they name, and a mapping's pairs keep their order and duplicates")
    func aliasesAndOrder() throws {
        let root = try #require(try YAMLReader.compose(yaml: "b: &x [1, 2]\na: *x\nb: 3\n"))
        let mapping = try #require(root.mapping)
        #expect(mapping.map { $0.key.string } == ["b", "a", "b"])
        #expect(mapping[0].value.sequence?.map(\.string) == ["1", "2"])
        #expect(mapping[1].value == mapping[0].value)
        #expect(mapping[2].value.scalar == Node.Scalar(string: "3", tag: nil, mark: Mark(line: 3, column: 4)))
    }

    @Test("A text that is not YAML says what and where, counted from line 1 and column 1")
    func errorPlace() {
        #expect(throws: YAMLReader.YAMLError.scanner(
            context: .init(text: "while scanning a quoted scalar", mark: Mark(line: 2, column: 8)),
            problem: "found unexpected end of stream", Mark(line: 3, column: 1)
        )) {
            try YAMLReader.compose(yaml: "a: b\ntitle: \"open\n")
        }
    }

    /// Texts of YAML's punctuation, keys, indentation and line breaks in random order, from a fixed seed.
    static func randomTexts(count: Int, seed: UInt64) -> [String] {
        let pieces = ["a", "b: ", "key", ": ", ":", "- ", "\n", "\n  ", "\n    ", " ", "'", "\"", "[", "]", "{", "}", ",", "#", "&x ", "*x", "!!str ",
                      "? ", "|", ">", "\\", "é", "---", "...", "\t", "%", "@", "1", "~", "<<: ", "&y ", "*y", "!t ", "\r\n"]
        var state = seed
        func next() -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (value ^ (value >> 31)) >> 1)
        }
        return (0..<count).map { _ in
            (0..<(1 + next() % 24)).map { _ in pieces[next() % pieces.count] }.joined()
        }
    }

    @Test("Random texts of YAML's punctuation are read as Yams reads them")
    func randomTextsAgree() {
        var disagreements: [String] = []
        for yaml in Self.randomTexts(count: 3000, seed: 22) where comparable(Composed(reading: yaml)) != Composed(readingWithYams: yaml) {
            disagreements.append(yaml)
        }
        #expect(disagreements.isEmpty, "first disagreements: \(disagreements.prefix(3))")
    }
}
