import Testing

@testable import SystemFiles

/// The bytes of the value the argument parser took for a path option, found again in the raw command line.
@Suite("RawArguments")
struct RawArgumentsTests {
    /// `caf` and the Latin-1 byte for é, and what the parser sees of it once decoded with repair.
    static let latin1: [UInt8] = Array("/home/caf".utf8) + [0xE9]
    static let parsed = String(decoding: latin1, as: UTF8.self)

    static func arguments(_ words: [[UInt8]]) -> RawArguments { RawArguments(arguments: words) }
    static func word(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("--data VALUE and --data=VALUE give the bytes of the value")
    func bothForms() {
        let separate = Self.arguments([Self.word("--data"), Self.latin1, Self.word("--reset")])
        #expect(separate.path(option: "--data", parsed: Self.parsed) == RawPath(bytes: Self.latin1))
        let joined = Self.arguments([Self.word("--data=") + Self.latin1])
        #expect(joined.path(option: "--data", parsed: Self.parsed) == RawPath(bytes: Self.latin1))
    }

    @Test("The last value given is the one the parser keeps; one after -- is no option")
    func lastBeforeSeparator() {
        let other = Array("/srv/caf".utf8) + [0xE8]
        let twice = Self.arguments([Self.word("--state"), other, Self.word("--state"), Self.latin1, Self.word("--"), Self.word("--state"), other])
        #expect(twice.path(option: "--state", parsed: Self.parsed) == RawPath(bytes: Self.latin1))
    }

    @Test("Without a raw value that decodes to what was parsed, the parsed text is the path")
    func fallsBackToParsed() {
        #expect(Self.arguments([]).path(option: "--data", parsed: "/home/ann") == RawPath("/home/ann"))
        let other = Self.arguments([Self.word("--data"), Self.word("/elsewhere")])
        #expect(other.path(option: "--data", parsed: "/home/ann") == RawPath("/home/ann"))
        // Another option's value is not taken for this one's.
        let state = Self.arguments([Self.word("--state"), Self.latin1])
        #expect(state.path(option: "--data", parsed: Self.parsed) == RawPath(Self.parsed))
    }
}
