import Testing

@testable import RecipeApp

@Suite("ErrorLineText")
struct ErrorLineTextTests {
    @Test("A quotation of 130,000 characters is cut to 100, with its length, and the line stays short")
    func longQuotationIsCut() {
        let segment = String(repeating: "x", count: 130_000)
        let line = ErrorLineText.line(#"--open "dessert/apple-pie": unknown recipe ""# + segment + #"" (segment 3 of the link)"#)
        #expect(line == #"--open "dessert/apple-pie": unknown recipe ""# + String(repeating: "x", count: 100) + #"…" (130000 characters) (segment 3 of the link)"#)
        #expect(line.count < 300)
    }

    @Test("A quotation already cut by quoted() is kept as it is, and short ones are untouched")
    func alreadyCutIsKept() {
        let cut = "--open " + ErrorLineText.quoted(String(repeating: "y", count: 500)) + #": unknown category "nope""#
        #expect(ErrorLineText.line(cut) == cut)
        #expect(ErrorLineText.line(#"a "b" c "d""#) == #"a "b" c "d""#)
    }

    @Test("An unclosed quotation is cut at 100 characters too")
    func unclosedQuotation() {
        let line = ErrorLineText.line("bad \"" + String(repeating: "z", count: 5_000))
        #expect(line == "bad \"" + String(repeating: "z", count: 100) + "… (5000 characters)")
    }

    @Test("Escape sequences never go out raw: ESC and BEL show as symbols, in either kind of quotes")
    func controlsAreSanitised() {
        let line = ErrorLineText.line("Error: The value '\u{1B}]0;owned\u{07}\u{1B}[2J' is invalid for '--layout <layout>'", quotes: ["\"", "'"])
        #expect(line == "Error: The value '␛]0;owned␇␛[2J' is invalid for '--layout <layout>'")
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test("Single quotes count only when asked for: an apostrophe in prose is not a quotation")
    func singleQuotesOnlyWhenAsked() {
        let prose = "can't read " + String(repeating: "w", count: 200)
        #expect(ErrorLineText.line(prose) == prose)
        #expect(ErrorLineText.line("'" + String(repeating: "v", count: 300) + "'", quotes: ["'"]) == "'" + String(repeating: "v", count: 100) + "…' (300 characters)")
    }
}
