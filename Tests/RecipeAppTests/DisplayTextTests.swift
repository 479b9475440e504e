import Glibc
import RecipeGenerator
import RecipeModel
import Testing

@testable import RecipeApp

/// Text as the terminal sees it: clusters of one spacing scalar and its marks, each 1 or 2 cells wide.
@Suite("DisplayText")
struct DisplayTextTests {
    @Test("Widths come from a UTF-8 locale under the test runner too")
    func localeIsUTF8() {
        _ = DisplayWidth.prepareLocale
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        #expect(codeset.uppercased().filter { $0 != "-" } == "UTF8")
        #expect(DisplayWidth.of("親") == 2)
    }

    @Test(
        "Display width in cells",
        arguments: [
            ("", 0),
            ("Apple Pie", 9),
            ("Crêpes", 6),  // precomposed ê
            ("Cre\u{302}pes", 6),  // e + combining circumflex
            ("e\u{301}", 1),
            ("Sautéed Spinach", 15),
            ("親子丼", 6),
            ("親子丼 (Oyakodon)", 17),
            ("🥞", 2),
            ("🥞 Buttermilk Pancakes", 22),
            ("a\u{301}\u{302}\u{303}", 1),  // marks take no cells
            ("\u{301}", 1),  // a mark with nothing to sit on shows as U+FFFD
            ("200°C", 5),
            ("\u{1B}[2J", 4),  // ESC shows as one visible picture
        ])
    func width(text: String, cells: Int) {
        #expect(DisplayText(text).width == cells)
    }

    @Test("Printable ASCII, taken one cell a byte, is cut as the general rules cut it: every byte, and 2,000 seeded texts")
    func printableASCIIAsTheGeneralRules() {
        // A leading "é" sends the text through the general rules; its own cluster is then left out.
        func general(_ text: String) -> [DisplayText.Cluster] { Array(DisplayText("é" + text).clusters.dropFirst()) }
        for byte in UInt8(0x20)..<0x7F {
            let text = String(Unicode.Scalar(byte))
            #expect(DisplayText(text).clusters == general(text), "\(text.debugDescription)")
        }
        var random = SplitMix64(seed: 0xA5C1_1D15)
        for _ in 0..<2_000 {
            let text = String(decoding: (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0x20..<0x7F, using: &random) }, as: UTF8.self)
            #expect(DisplayText(text).clusters == general(text), "\(text.debugDescription)")
        }
    }

    @Test("Clusters hold a spacing character with its marks, and a width of 1 or 2")
    func clusters() {
        #expect(
            DisplayText("e\u{301}親🥞a").clusters == [
                .init(text: "e\u{301}", width: 1), .init(text: "親", width: 2), .init(text: "🥞", width: 2), .init(text: "a", width: 1),
            ])
        #expect(DisplayText("\u{301}x").clusters == [.init(text: "\u{FFFD}", width: 1), .init(text: "x", width: 1)])
    }

    @Test("A cluster keeps at most five scalars, as an ncurses cell does; further marks are dropped")
    func clusterScalarLimit() {
        let marks = "\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}"
        let text = DisplayText("a" + marks + "b")
        #expect(text.clusters.map { Array($0.text.unicodeScalars) } == [Array(("a" + "\u{300}\u{301}\u{302}\u{303}").unicodeScalars), ["b"]])
        #expect(text.width == 2)
    }

    @Test(
        "Truncation ends in … when it cuts, never splits a wide character, never exceeds the width",
        arguments: [
            ("Apple Pie", 20, "Apple Pie"),
            ("Apple Pie", 9, "Apple Pie"),
            ("Apple Pie", 8, "Apple P…"),
            ("Apple Pie", 2, "A…"),
            ("Apple Pie", 1, "…"),
            ("Apple Pie", 0, ""),
            ("Apple Pie", -3, ""),
            ("親子丼", 6, "親子丼"),
            ("親子丼", 5, "親子…"),
            ("親子丼", 4, "親…"),
            ("親子丼", 3, "親…"),
            ("親子丼", 2, "…"),
            ("a親", 2, "a…"),
            ("🥞 Pancakes", 3, "🥞…"),
            ("🥞 Pancakes", 2, "…"),
            ("Cre\u{300}me Bru\u{302}le\u{301}e", 4, "Cre\u{300}…"),
        ])
    func truncation(text: String, width: Int, expected: String) {
        let truncated = DisplayText(text).truncated(to: width)
        #expect(truncated.clusters.map(\.text).joined().unicodeScalars.elementsEqual(expected.unicodeScalars))
        #expect(truncated.width <= max(0, width))
    }

    @Test("Truncating to every width keeps whole clusters, loses at most one cell to a wide character, and fits")
    func truncationProperties() {
        let samples = ["Apple Pie", "親子丼 (Oyakodon)", "🥞 Buttermilk Pancakes", "Cre\u{300}me Bru\u{302}le\u{301}e", "味噌汁", "a親b子c"]
        for sample in samples {
            let text = DisplayText(sample)
            for width in 0...(text.width + 2) {
                let truncated = text.truncated(to: width)
                if text.width <= width {
                    #expect(truncated == text, "\(sample) fits in \(width)")
                } else if width == 0 {
                    #expect(truncated.clusters == [], "\(sample) at 0")
                } else {
                    let kept = Array(truncated.clusters.dropLast())
                    #expect(truncated.clusters.last?.text == "…", "\(sample) at \(width)")
                    #expect(kept == Array(text.clusters.prefix(kept.count)), "\(sample) at \(width) keeps a prefix of whole clusters")
                    #expect(truncated.width <= width && truncated.width >= width - 1, "\(sample) at \(width) is \(truncated.width) wide")
                }
            }
        }
    }

    @Test(
        "Wrapping breaks at spaces, cuts words longer than a line, and keeps wide characters whole",
        arguments: [
            ("Whisk the flour and sugar", 10, ["Whisk the", "flour and", "sugar"]),
            ("Whisk the flour", 15, ["Whisk the flour"]),
            ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
            ("ab cdefgh", 4, ["ab", "cdef", "gh"]),
            ("a  b   c", 5, ["a b c"]),
            ("  leading and trailing  ", 30, ["leading and trailing"]),
            ("親子丼 Oyakodon", 5, ["親子", "丼", "Oyako", "don"]),
            ("a親子", 2, ["a", "親", "子"]),
            ("🥞🥞🥞", 5, ["🥞🥞", "🥞"]),
            ("", 5, [""]),
            ("anything", 0, []),
        ])
    func wrapping(text: String, width: Int, expected: [String]) {
        let lines = DisplayText(text).wrapped(to: width)
        #expect(lines.map(\.string) == expected)
        #expect(lines.allSatisfy { $0.width <= width })
    }

    @Test("A wide character in a one-cell column gets a line of its own, with no empty lines (the grid clips it)")
    func wrappingWideCharacterInOneCell() {
        #expect(DisplayText("親子").wrapped(to: 1).map(\.string) == ["親", "子"])
        #expect(DisplayText("a親 b").wrapped(to: 1).map(\.string) == ["a", "親", "b"])
    }

    @Test("Joining display texts keeps their clusters")
    func concatenation() {
        #expect((DisplayText("ab") + DisplayText("親")).clusters == DisplayText("ab親").clusters)
    }
}

/// Nothing from a data file reaches the terminal as a control sequence.
@Suite("TextSanitizer")
struct TextSanitizerTests {
    @Test(
        "Controls become visible pictures or U+FFFD; ordinary text is left alone",
        arguments: [
            ("\u{1B}", "\u{241B}"),  // ESC -> ␛
            ("\u{07}", "\u{2407}"),  // BEL -> ␇
            ("\u{00}", "\u{2400}"),  // NUL -> ␀
            ("\u{09}", "\u{2409}"),  // tab -> ␉
            ("\u{0A}", "\u{240A}"),  // newline -> ␊
            ("\u{0D}", "\u{240D}"),  // carriage return -> ␍
            ("\u{1F}", "\u{241F}"),
            ("\u{7F}", "\u{2421}"),  // DEL -> ␡
            ("\u{80}", "\u{FFFD}"),  // C1
            ("\u{85}", "\u{FFFD}"),  // NEL
            ("\u{9B}", "\u{FFFD}"),  // CSI
            ("\u{9F}", "\u{FFFD}"),
            ("\u{202E}", "\u{FFFD}"),  // RLO
            ("\u{202A}", "\u{FFFD}"),  // LRE
            ("\u{200E}", "\u{FFFD}"),  // LRM
            ("\u{200F}", "\u{FFFD}"),  // RLM
            ("\u{061C}", "\u{FFFD}"),  // ALM
            ("\u{2066}", "\u{FFFD}"),  // LRI
            ("\u{2069}", "\u{FFFD}"),  // PDI
            ("\u{2028}", " "),  // line separator
            ("\u{2029}", " "),  // paragraph separator
            (" ", " "),
            ("a", "a"),
            ("~", "~"),
            ("é", "é"),
            ("\u{301}", "\u{301}"),
            ("親", "親"),
            ("🥞", "🥞"),
        ] as [(Unicode.Scalar, Unicode.Scalar)])
    func sanitize(input: Unicode.Scalar, output: Unicode.Scalar) {
        #expect(TextSanitizer.sanitize(input) == output)
    }

    @Test("Display text is sanitised on the way in")
    func displayTextIsSanitised() {
        let text = DisplayText("\u{1B}]52;c;SGVsbG8=\u{07}\u{9B}2J\u{202E}abc\u{7F}\tx\ny")
        #expect(text.string.unicodeScalars.elementsEqual("␛]52;c;SGVsbG8=␇\u{FFFD}2J\u{FFFD}abc␡␉x␊y".unicodeScalars))
        #expect(text.clusters.allSatisfy { $0.width == 1 })
    }

    @Test("A scalar the terminal cannot print shows as U+FFFD")
    func unprintable() {
        // U+0378 is unassigned; wcwidth answers -1.
        #expect(DisplayText("a\u{378}b").string == "a\u{FFFD}b")
    }
}

/// The cell grid: views draw into it, tests read it, the terminal paints it.
@Suite("ScreenBuffer")
struct ScreenBufferTests {
    /// The text of every cell of a row, "" for the right half of a wide character.
    func cells(_ buffer: ScreenBuffer, row: Int = 0) -> [String] {
        (0..<buffer.width).map { buffer[row, $0].text }
    }

    @Test("A fresh buffer is blank")
    func blank() {
        let buffer = ScreenBuffer(width: 3, height: 2)
        #expect(buffer.lines == ["", ""])
        #expect(cells(buffer, row: 1) == [" ", " ", " "])
        #expect(ScreenBuffer(width: -1, height: -1).lines == [])
    }

    @Test("Writing fills cells left to right, a wide character taking two, and returns the cells used")
    func write() {
        var buffer = ScreenBuffer(width: 8, height: 1)
        let used = buffer.write("a親🥞b", row: 0, column: 1, style: .heading)
        #expect(used == 6)
        #expect(cells(buffer) == [" ", "a", "親", "", "🥞", "", "b", " "])
        #expect(buffer.lines == [" a親🥞b"])
        #expect(buffer[0, 3] == .continuation(.heading))
        #expect(styles(of: buffer, row: 0, columns: 0..<8) == [.normal] + Array(repeating: .heading, count: 6) + [.normal])
    }

    @Test("A wide character that would cross a pane's last cell is written as a space; nothing spills into the next pane")
    func wideCharacterAtPaneEdge() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        buffer.write("...|..", row: 0, column: 0, style: .border)
        let used = buffer.write("ab親", row: 0, column: 0, limit: 3, style: .normal)
        #expect(used == 3)
        #expect(cells(buffer) == ["a", "b", " ", "|", ".", "."])
        #expect(cellProblems(in: buffer) == [])
    }

    @Test("A wide character that would cross the screen's right edge is written as a space")
    func wideCharacterAtScreenEdge() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        buffer.write("ab親", row: 0, column: 0, style: .normal)
        #expect(cells(buffer) == ["a", "b", " "])
    }

    @Test("Overwriting the right half of a wide character blanks its left half")
    func overwriteRightHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.write("親子", row: 0, column: 0, style: .normal)
        buffer.write("x", row: 0, column: 1, style: .normal)
        #expect(cells(buffer) == [" ", "x", "子", ""])
        #expect(cellProblems(in: buffer) == [])
    }

    @Test("Overwriting the left half of a wide character blanks its right half")
    func overwriteLeftHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.write("親子", row: 0, column: 0, style: .normal)
        buffer.write("x", row: 0, column: 2, style: .normal)
        #expect(cells(buffer) == ["親", "", "x", " "])
        #expect(cellProblems(in: buffer) == [])
    }

    @Test("Writing a wide character over the middle of two wide characters blanks both outer halves")
    func overwriteStraddling() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.write("親子", row: 0, column: 0, style: .normal)
        buffer.write("丼", row: 0, column: 1, style: .normal)
        #expect(cells(buffer) == [" ", "丼", "", " "])
        #expect(cellProblems(in: buffer) == [])
    }

    @Test("The space written for a wide character that does not fit also blanks the half of a wide character beneath it")
    func edgeSpaceOverWideCharacter() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.write("ab親", row: 0, column: 0, style: .normal)
        buffer.write("x親", row: 0, column: 1, limit: 2, style: .normal)
        #expect(cells(buffer) == ["a", "x", " ", " "])
        #expect(cellProblems(in: buffer) == [])
    }

    @Test("A wide character cut by the left edge writes nothing outside its own row")
    func wideCharacterLeftOfTheGrid() {
        var buffer = ScreenBuffer(width: 3, height: 2)
        buffer.write("abc", row: 0, column: 0, style: .normal)
        buffer.write("親", row: 1, column: -1, limit: 1, style: .normal)
        #expect(buffer.lines == ["abc", ""])
    }

    @Test("Filling a rectangle that cuts a wide character blanks its other half")
    func fillCutsWideCharacter() {
        var buffer = ScreenBuffer(width: 6, height: 2)
        buffer.write("親子丼", row: 0, column: 0, style: .normal)
        buffer.write("親子丼", row: 1, column: 0, style: .normal)
        buffer.fill(Rect(x: 1, y: 0, width: 2, height: 2), style: .bar, with: "-")
        #expect(cells(buffer, row: 0) == [" ", "-", "-", " ", "丼", ""])
        #expect(buffer.lines == [" -- 丼", " -- 丼"])
        #expect(styles(of: buffer, row: 1, columns: 0..<6) == [.normal, .bar, .bar, .normal, .normal, .normal])
        #expect(cellProblems(in: buffer) == [])
    }

    @Test("Writes outside the grid do nothing")
    func clipping() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        #expect(buffer.write("abc", row: 1, column: 0, style: .normal) == 0)
        #expect(buffer.write("abc", row: -1, column: 0, style: .normal) == 0)
        #expect(buffer.write("abc", row: 0, column: 4, style: .normal) == 0)
        #expect(buffer.write("abc", row: 0, column: 1, limit: 0, style: .normal) == 0)
        #expect(buffer.lines == [""])
    }

    @Test("Lines drop trailing spaces, as a terminal capture does, and show a wide character once")
    func linesTrimTrailingSpaces() {
        var buffer = ScreenBuffer(width: 8, height: 2)
        buffer.write(" a 親 ", row: 0, column: 0, style: .normal)
        #expect(buffer.lines == [" a 親", ""])
    }
}
