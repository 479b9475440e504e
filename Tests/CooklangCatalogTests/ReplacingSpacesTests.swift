import Testing

@testable import CooklangCatalog

@Suite("Spaces replaced byte by byte, as replacing(_:with:) replaces them")
struct ReplacingSpacesTests {
    @Test("The same text as replacing(\" \", with:), for ASCII, accents, marks after a space, and no space at all", arguments: [
        "1 1/2", "1 1/2 cups", "", "200", " lead and trail ", "2  large", "crème fraîche 2", "a \u{301}b", "親 子", "\u{A0}x y",
    ])
    func sameAsReplacing(text: String) {
        #expect(text.replacingSpaces(with: "\u{A0}") == text.replacing(" ", with: "\u{A0}"))
        #expect(text.replacingSpaces(with: "_") == text.replacing(" ", with: "_"))
    }
}
