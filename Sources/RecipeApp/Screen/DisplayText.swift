/// A piece of text cut into the clusters that terminal cells hold, each with its display width.
///
/// A cluster is one spacing scalar followed by its zero-width marks, which is exactly what one
/// ncurses `cchar_t` holds. Text is sanitised on the way in, so clusters are always safe to paint.
package struct DisplayText: Equatable, Sendable {
    struct Cluster: Equatable, Sendable {
        var text: String
        /// 1 or 2.
        var width: Int
    }

    private(set) var clusters: [Cluster]

    /// The scalars an ncurses cell can hold (`CCHARW_MAX`).
    static let maximumScalarsPerCluster = 5

    package init(_ text: String) {
        // Nearly every piece of a frame is printable ASCII, which the rules below leave one cell a byte:
        // asking each scalar's sanitising and width cost about 250,000 instructions on the first frame.
        if Self.isPrintableASCII(text) {
            clusters = Self.asciiClusters(text)
            return
        }
        var scalars = text.unicodeScalars.map(TextSanitizer.sanitize)
        var clusters: [Cluster] = []
        clusters.reserveCapacity(text.utf8.count)
        // Grapheme by grapheme, each in the form whose width every terminal agrees on (see
        // `EmojiSimplification`); text without emoji sequences, nearly all, skips the grapheme
        // breaking and the string it needs: every frame makes hundreds of these.
        if EmojiSimplification.hasSequences(scalars) {
            var sanitized = ""
            sanitized.unicodeScalars.append(contentsOf: scalars)
            scalars = sanitized.flatMap(EmojiSimplification.scalars(of:))
        }
        for scalar in scalars {
            let width = DisplayWidth.of(scalar)
            if width == 0, let last = clusters.last {
                // ncurses keeps at most five scalars in a cell; marks beyond that are dropped.
                if last.text.unicodeScalars.count < Self.maximumScalarsPerCluster {
                    clusters[clusters.count - 1].text.unicodeScalars.append(scalar)
                }
            } else if width > 0 {
                clusters.append(Cluster(text: String(scalar), width: width))
            } else if width < 0 || clusters.isEmpty {
                // An unprintable scalar, or a combining mark with nothing to combine with.
                clusters.append(Cluster(text: String(TextSanitizer.replacement), width: 1))
            }
        }
        self.clusters = clusters
    }

    private init(clusters: [Cluster]) {
        self.clusters = clusters
    }

    /// Printable ASCII text (see `isPrintableASCII`), one cell a byte: what `init(_:)` makes of it,
    /// without the width of each scalar asked. The Problems screen lays out tens of thousands of lines.
    init(printableASCII text: String) {
        clusters = Self.asciiClusters(text)
    }

    /// Printable ASCII's clusters: one a byte, each one cell wide.
    private static func asciiClusters(_ text: String) -> [Cluster] {
        text.utf8.map { Cluster(text: String(Unicode.Scalar($0)), width: 1) }
    }

    /// Tells whether every byte of `text` is printable ASCII, which sanitising leaves as it is.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The total number of cells the text takes.
    var width: Int { clusters.reduce(0) { $0 + $1.width } }

    /// The sanitised text.
    package var string: String { clusters.map(\.text).joinedByAppending() }

    /// Returns the text cut to fit `width` cells, ending in "…" when anything was cut.
    func truncated(to width: Int) -> DisplayText {
        guard width > 0 else { return DisplayText(clusters: []) }
        guard self.width > width else { return self }
        var kept: [Cluster] = []
        var used = 0
        for cluster in clusters {
            if used + cluster.width > width - 1 { break }
            kept.append(cluster)
            used += cluster.width
        }
        kept.append(Cluster(text: "…", width: 1))
        return DisplayText(clusters: kept)
    }

    /// The space that joins two words a line must not break between (U+00A0), such as a quantity and its unit.
    static let noBreakSpace = "\u{00A0}"

    /// Returns the text broken into lines of at most `width` cells, at spaces where possible; a
    /// no-break space joins its neighbours into one word and shows as a space.
    ///
    /// A word longer than a line is cut at a cluster boundary and continues on the next line.
    func wrapped(to width: Int) -> [DisplayText] {
        guard width > 0 else { return [] }
        var lines: [DisplayText] = []
        var line: [Cluster] = []
        var lineWidth = 0
        var word: [Cluster] = []
        var wordWidth = 0

        func flushLine() {
            while line.last?.text == " " { line.removeLast() }
            lines.append(DisplayText(clusters: line))
            line = []
            lineWidth = 0
        }
        func placeWord() {
            if lineWidth > 0 && lineWidth + 1 + wordWidth > width { flushLine() }
            if lineWidth > 0 {
                line.append(Cluster(text: " ", width: 1))
                lineWidth += 1
            }
            for cluster in word {
                // An empty line is never flushed: a character wider than the whole line gets a line of its own.
                if lineWidth > 0 && lineWidth + cluster.width > width { flushLine() }
                line.append(cluster)
                lineWidth += cluster.width
            }
            word = []
            wordWidth = 0
        }

        for cluster in clusters {
            if cluster.text == " " {
                if !word.isEmpty { placeWord() }
            } else if cluster.text == Self.noBreakSpace {
                // Holds a quantity to its unit ("1 l"): part of the word, shown as a plain space.
                word.append(Cluster(text: " ", width: 1))
                wordWidth += 1
            } else {
                word.append(cluster)
                wordWidth += cluster.width
            }
        }
        if !word.isEmpty { placeWord() }
        if lineWidth > 0 || lines.isEmpty { flushLine() }
        return lines
    }

    static func + (lhs: DisplayText, rhs: DisplayText) -> DisplayText {
        DisplayText(clusters: lhs.clusters + rhs.clusters)
    }
}
