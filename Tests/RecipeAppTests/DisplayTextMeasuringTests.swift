import RecipeGenerator
import Testing

@testable import RecipeApp

/// The widths and line counts the detail's layout measures without making clusters agree with
/// `DisplayText`'s own, on every kind of text a recipe may hold.
@Suite("Measuring text without laying it out")
struct DisplayTextMeasuringTests {
    /// Pieces of text: words, spaces, no-break spaces, marks after letters and spaces and at the start,
    /// wide characters, controls, a line separator, emoji and their sequences, long words.
    static let pieces = [
        "a", "flour", "1 1/2", " ", " ", "  ", "\u{A0}", "cups", "e\u{301}", " \u{301}", "\u{301}", "親子丼", "\u{1}", "\u{7F}", "\u{85}",
        "\u{2028}", "\u{202E}", "🥞", "👍🏽", "🇫🇷", "👨‍👩‍👧", "supercalifragilisticexpialidocious", "-", "→", "\n", "\t",
        "°F", "2–3", "½", "×", "\u{AD}", "\u{200B}", "…", "“quoted”", "é", "\u{0600}", "ß",
    ]

    static func randomText(using random: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<Int(random.next() % 14) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
        return text
    }

    @Test("Widths and line counts are DisplayText's, for 5,000 random texts at widths 1 to 40")
    func agreesWithDisplayText() {
        var random = SplitMix64(seed: 23)
        for _ in 0..<5_000 {
            let text = Self.randomText(using: &random)
            let width = 1 + Int(random.next() % 40)
            #expect(DisplayText.width(of: text) == DisplayText(text).width, "\(text.debugDescription)")
            #expect(DisplayText.lineCount(of: text, wrappedTo: width) == DisplayText(text).wrapped(to: width).count, "\(text.debugDescription) at \(width)")
        }
    }

    @Test("The widest word of an ingredient's amount or name is the widest of its words split at plain spaces")
    func widestWord() {
        var random = SplitMix64(seed: 24)
        for _ in 0..<2_000 {
            let text = Self.randomText(using: &random)
            let expected = text.split(separator: " ").map { DisplayText(String($0)).width }.max() ?? 0
            #expect(DetailContent.widestWord(of: text) == expected, "\(text.debugDescription)")
        }
    }

    @Test("The plain cases: empty text is one line, no width is no line, words wrap at spaces and hold at no-break spaces")
    func plainCases() {
        #expect(DisplayText.lineCount(of: "", wrappedTo: 10) == 1)
        #expect(DisplayText.lineCount(of: "abc", wrappedTo: 0) == 0)
        #expect(DisplayText.lineCount(of: "one two three", wrappedTo: 7) == 2)
        #expect(DisplayText.lineCount(of: "one two\u{A0}three", wrappedTo: 9) == 2)
        #expect(DisplayText.lineCount(of: "one two three", wrappedTo: 9) == 2)
        #expect(DisplayText.lineCount(of: "one two\u{A0}three", wrappedTo: 8) == 3)
        #expect(DisplayText.width(of: "親子 a") == 6)
        // The ingredient list measures the words of ASCII text in bytes: every ASCII byte, controls too, takes one cell.
        for byte in UInt8(0)..<0x80 {
            #expect(DisplayText(String(UnicodeScalar(byte))).width == 1)
        }
    }

    @Test("A line made when painted is the line the layout would have made")
    func deferredLines() {
        let text = "Mix ingredient 1 (1\u{A0}1/2\u{A0}cups), ingredient 2 (200\u{A0}g) in a bowl for 2 minutes."
        let parts = DisplayText(text).wrapped(to: 20)
        for (index, part) in parts.enumerated() {
            #expect(DetailContent.LineText.wrapped(lead: " 1. ", text: WrappedText(text, width: 20), index: index).text == DisplayText(" 1. ") + part)
        }
        let row = { DetailContent.LineText.columns(amount: WrappedText("2 large", width: 5), amountWidth: 5, name: WrappedText("egg, beaten well", width: 6), index: $0).text.string }
        #expect(row(0) == "2      egg,")
        #expect(row(1) == "large  beaten")
        #expect(row(2) == "       well")
    }
}
