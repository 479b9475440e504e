import Testing

@testable import Cooklang

/// Front matter written to cost a parser without bound: aliases that multiply, nesting without
/// end, or sheer size. Each is refused before it is expanded, with a problem at its place, and the
/// steps after it are read as usual.
@Suite("Cooklang front matter that expands or nests without limit")
struct FrontMatterBombTests {
    /// Nine anchors, each a list of nine aliases of the one before: 9^9 values from ten lines.
    static let billionLaughs: String = {
        var lines = ["a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]"]
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// A front matter of `yaml`, then one step.
    static func recipe(_ yaml: String) -> String { "---\n" + yaml + "---\nMix @flour{500%g}.\n" }

    struct Bomb: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        var problem: String
        var testDescription: String { name }
    }

    static let bombs: [Bomb] = [
        Bomb(
            name: "aliases of aliases", yaml: billionLaughs,
            problem: "6:4: the front matter's aliases expand to more than the 10000 values a front matter may have, so its metadata is not read"),
        Bomb(
            name: "a flow sequence nested sixty thousand deep", yaml: "title: " + String(repeating: "[", count: 60_000) + "\n",
            problem: "2:72: the front matter nests deeper than the 64 levels a front matter may have, so its metadata is not read"),
        Bomb(
            name: "flow mappings nested deep", yaml: "title: x\ndeep: " + String(repeating: "{a: ", count: 100) + "b" + String(repeating: "}", count: 100) + "\n",
            problem: "3:263: the front matter nests deeper than the 64 levels a front matter may have, so its metadata is not read"),
        Bomb(
            name: "mappings nested a line each, one more space each", yaml: (0..<200).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + " x\n",
            problem: "67:65: the front matter nests deeper than the 64 levels a front matter may have, so its metadata is not read"),
        Bomb(
            name: "sequences nested on one line", yaml: "list:\n" + String(repeating: "- ", count: 200) + "x\n",
            problem: "3:65: the front matter nests deeper than the 64 levels a front matter may have, so its metadata is not read"),
        Bomb(
            name: "nesting hidden behind closing brackets in strings", yaml: "a: " + String(repeating: "[\"]\", ", count: 300) + "x" + String(repeating: "]", count: 300) + "\n",
            problem: "2:1540: the front matter opens more than the 256 brackets a front matter may have, so its metadata is not read"),
        Bomb(
            name: "a front matter of a million lines", yaml: String(repeating: "- x\n", count: 250_000),
            problem: "2:1: the front matter is 1000000 bytes, more than the 65536 a front matter may have, so its metadata is not read"),
    ]

    @Test("A front matter that would expand or nest without limit is a problem at its place; the steps are read", arguments: bombs)
    func refused(bomb: Bomb) {
        let result = CooklangParser.parse(Self.recipe(bomb.yaml))
        #expect(result.diagnostics.map(\.description) == [bomb.problem])
        #expect(result.recipe.metadata.entries.isEmpty)
        #expect(result.recipe.ingredients.map(\.name) == ["flour"])
    }

    @Test("Nesting as deep as the bounds allow, brackets in strings included, is read whole")
    func deepestAllowed() throws {
        // Each `"]"` seems to close the bracket before it: the real depth is the number of brackets.
        let hidden = "a: " + String(repeating: "[\"]\", ", count: 255) + "x" + String(repeating: "]", count: 255) + "\n"
        let result = CooklangParser.parse(Self.recipe(hidden))
        #expect(result.diagnostics == [])
        var value = try #require(result.recipe.metadata.entries.first?.value)
        var depth = 0
        while case .list(let items) = value, let last = items.last {
            depth += 1
            value = last
        }
        #expect(depth == 255)
        #expect(value == .text("x"))

        let indented = (0..<60).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + " x\n"
        #expect(CooklangParser.parse(Self.recipe(indented)).diagnostics == [])
    }

    @Test("Aliases that expand within the bound are read as their values")
    func modestAliases() {
        let yaml = "base: &base [salt, pepper]\nspices: *base\n"
        let result = CooklangParser.parse(Self.recipe(yaml))
        #expect(result.diagnostics == [])
        #expect(result.recipe.metadata.entries.map(\.value) == [.list([.text("salt"), .text("pepper")]), .list([.text("salt"), .text("pepper")])])
    }
}
