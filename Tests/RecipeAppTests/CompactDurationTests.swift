import Testing

@testable import RecipeApp

/// The list's short form of a duration, written out on bytes for speed, says exactly what the
/// generic `replacing(_:with:)` chain it replaced says.
@Suite("Compact durations")
struct CompactDurationTests {
    /// The chain `compactDuration` stood for before it was written out.
    private func reference(_ text: String) -> String {
        text.replacing(" min", with: "m").replacing(" h", with: "h").replacing(" ", with: "")
    }

    @Test("every duration the lists show, from 0 minutes to 100 hours", arguments: [0, 1, 5, 59, 60, 61, 90, 119, 120, 125, 600, 630, 1439, 1440, 6000])
    func listDurations(minutes: Int) {
        let text = DetailContent.duration(minutes: minutes)
        #expect(text.compactDuration == reference(text))
    }

    @Test("the short forms themselves")
    func shortForms() {
        #expect(DetailContent.duration(minutes: 90).compactDuration == "1h30m")
        #expect(DetailContent.duration(minutes: 45).compactDuration == "45m")
        #expect(DetailContent.duration(minutes: 120).compactDuration == "2h")
    }

    @Test(
        "any text: overlapping and repeated patterns, spaces only, the empty text, and text that is not ASCII",
        arguments: [
            "", " ", "   ", " min", "  min", " min min", " minmin", " mi", " h", "  h", " h h", " hmin", " h min", "1 h 30 min", "20 to 25 min",
            "1 1/2 hours", "4–6 h", "ca. 3 min ", " é min", "1\u{301} h", "\r\n min", "10 h 5 min\t",
        ])
    func anyText(text: String) {
        #expect(text.compactDuration == reference(text))
    }
}
