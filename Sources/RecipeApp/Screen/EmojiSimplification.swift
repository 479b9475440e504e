/// The scalars of a grapheme cluster that the app paints: emoji sequences cut to a form whose width
/// `wcwidth`, ncurses and every terminal agree on.
///
/// A terminal may draw a ZWJ sequence (👨‍👩‍👧), a flag (two regional indicators), a skin tone or
/// an emoji variation selector as one two-cell glyph, or as its parts side by side; `wcwidth`, which
/// the grid and ncurses use, counts the parts. When the two disagree, the cursor ncurses moves is no
/// longer where it thinks, and cells are left stale until a full repaint. So each cluster is
/// painted as what all of them draw alike: the first emoji of a ZWJ sequence, an emoji without its
/// skin tone, a base character without its presentation selector or tags, and a flag as its two
/// letters ("🇫🇷" as "FR"). Text in other scripts, joiners included, is left as it is.
enum EmojiSimplification {
    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    /// Whether any scalar of `scalars` may belong to a sequence that `scalars(of:)` changes.
    static func hasSequences(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        scalars.contains(where: needsLook)
    }

    /// The scalars to paint for `character`.
    static func scalars(of character: Character) -> [Unicode.Scalar] {
        let scalars = Array(character.unicodeScalars)
        // Plain text, by far the most common, is left alone at the cost of one pass.
        guard scalars.contains(where: needsLook) else { return scalars }
        if scalars.allSatisfy(isRegionalIndicator) {
            return scalars.map { Unicode.Scalar(UInt32(("A" as Unicode.Scalar).value) + $0.value - 0x1F1E6)! }
        }
        var result: [Unicode.Scalar] = []
        for (position, scalar) in scalars.enumerated() {
            if scalar == zeroWidthJoiner, position + 1 < scalars.count, isEmoji(scalars[position + 1]) {
                // The rest of the sequence would join or not, depending on the terminal.
                break
            }
            if isPresentationSelector(scalar) || isTag(scalar) { continue }
            if isSkinTone(scalar) && position > 0 { continue }
            result.append(scalar)
        }
        return result.isEmpty ? [scalars[0]] : result
    }

    /// Asked of every scalar of every text drawn, so it compares numbers only: looking up a scalar's
    /// Unicode properties here cost a tenth of each key's time.
    static func needsLook(_ scalar: Unicode.Scalar) -> Bool {
        // Every scalar it looks for is at or above the joiner.
        guard scalar.value >= zeroWidthJoiner.value else { return false }
        return scalar == zeroWidthJoiner || isRegionalIndicator(scalar) || isPresentationSelector(scalar) || isTag(scalar) || isSkinTone(scalar)
    }

    /// The five Fitzpatrick skin-tone modifiers, U+1F3FB to U+1F3FF: Unicode's whole Emoji_Modifier property.
    private static func isSkinTone(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// An emoji other than the ASCII digits, # and *, which Unicode also counts as emoji (for keycaps).
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && scalar.properties.isEmoji
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// VS15 and VS16, which ask for text or emoji presentation (and, with it, one or two cells).
    private static func isPresentationSelector(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0E || scalar.value == 0xFE0F
    }

    /// Tag characters, which spell out subdivision flags (🏴 + "gbeng" + cancel tag).
    private static func isTag(_ scalar: Unicode.Scalar) -> Bool {
        (0xE0020...0xE007F).contains(scalar.value)
    }
}
