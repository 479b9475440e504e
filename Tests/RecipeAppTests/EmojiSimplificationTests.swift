import Testing

@testable import RecipeApp

/// Emoji sequences are painted in a form whose width the grid, ncurses and the terminal agree on.
@Suite("Emoji sequences in the cell grid")
struct EmojiSimplificationTests {
    func cells(_ text: String) -> [String] {
        DisplayText(text).clusters.map(\.text)
    }

    @Test("A ZWJ sequence is painted as its first emoji, two cells wide", arguments: ["👨\u{200D}👩\u{200D}👧", "🧑\u{200D}🍳", "👩\u{200D}❤️\u{200D}👨", "🏳️\u{200D}🌈"])
    func zeroWidthJoinerSequence(sequence: String) {
        let text = DisplayText("a" + sequence + "b")
        let first = String(sequence.unicodeScalars.first!)
        #expect(text.clusters.map(\.text) == ["a", first, "b"], "\(text.clusters)")
        #expect(text.width == 2 + DisplayText(first).width)
    }

    @Test("A flag is painted as its two letters; a subdivision flag as its black flag, without the tags")
    func flags() {
        #expect(cells("🇫🇷🇯🇵") == ["F", "R", "J", "P"])
        #expect(DisplayText("🇫🇷").width == 2)
        // A lone regional indicator is a letter too.
        #expect(cells("x🇺") == ["x", "U"])
        #expect(cells("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}") == ["🏴"])
    }

    @Test("A skin tone is dropped from the emoji it modifies; alone, it stays")
    func skinTones() {
        #expect(cells("👍🏽!") == ["👍", "!"])
        #expect(cells("🏽") == ["🏽"])
    }

    @Test("Presentation selectors are dropped: the base is painted at its own width")
    func variationSelectors() {
        #expect(cells("❤️") == ["❤"])
        #expect(DisplayText("❤️").width == DisplayText("❤").width)
        #expect(cells("1️⃣") == ["1\u{20E3}"])
        #expect(cells("☺\u{FE0E}") == ["☺"])
    }

    @Test("Text in other scripts keeps its joiners and marks, and plain text is untouched")
    func otherScriptsAreKept() {
        let devanagari = "क्\u{200D}ष"
        #expect(DisplayText(devanagari).string == devanagari)
        #expect(cells("e\u{301}x") == ["e\u{301}", "x"])
        #expect(DisplayText("Crème Brûlée 親").string == "Crème Brûlée 親")
    }

    @Test("Every cluster's width is what wcwidth gives its painted text: the grid and the terminal count alike")
    func widthsMatchThePaintedText() {
        for sample in ["👨\u{200D}👩\u{200D}👧 family", "🇫🇷 flag", "👍🏽 thumbs", "❤️ heart", "1️⃣ keycap", "🏴\u{E0067}\u{E0062}\u{E007F}"] {
            for cluster in DisplayText(sample).clusters {
                let scalars = Array(cluster.text.unicodeScalars)
                #expect(DisplayWidth.of(scalars[0]) == cluster.width, "\(sample): \(cluster)")
                #expect(scalars.dropFirst().allSatisfy { DisplayWidth.of($0) == 0 }, "\(sample): \(cluster) holds a second spacing scalar")
            }
        }
    }
}
