/// A query split into tokens at white space, a pair of double quotes holding white space of its own
/// (`i:"olive oil"`, `"apple pie"`).
enum QueryTokens {
    struct Token: Equatable {
        /// The token as typed.
        var raw: String
        /// The token without its quotes.
        var value: String
        /// Where the first quote was, in characters of `raw`; 0 for a token that is all a quoted
        /// phrase (plain words), nil for none.
        var quoteStart: Int?
        /// Why the token cannot be read as typed (an unclosed quote), or nil.
        var problem: String?
    }

    static func split(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var raw = ""
        var value = ""
        var quoteStart: Int?
        var inQuotes = false
        func finish() {
            if !raw.isEmpty {
                tokens.append(Token(raw: raw, value: value, quoteStart: quoteStart, problem: inQuotes ? "has no closing quote" : nil))
            }
            raw = ""
            value = ""
            quoteStart = nil
            inQuotes = false
        }
        for character in text {
            if character == "\"" {
                if !inQuotes && quoteStart == nil { quoteStart = raw.count }
                inQuotes.toggle()
                raw.append(character)
            } else if character.isWhitespace && !inQuotes {
                finish()
            } else {
                raw.append(character)
                value.append(character)
            }
        }
        finish()
        return tokens
    }
}
