/// A query typed into `f` or `/`, read into its terms: free words, which match names as before, and
/// terms that narrow by what a recipe holds (`i:tomato`, `-i:nuts`, `#vegan`, `t<30`, `s>=4`,
/// `c:dinner`, `key:value`). Every term must match.
///
/// Reading never fails: a term that cannot be read (`t<`, `i:`, an unclosed quote) is kept as
/// `malformed`, with the reason, and matches as if it were plain words.
package struct RecipeQuery: Equatable, Sendable {
    /// How a number is compared: `t<30`, `t<=30`, `t>30`, `t>=30`, `t=30`.
    package enum Comparison: String, Equatable, Sendable {
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "="

        package func holds(_ value: Int, _ bound: Int) -> Bool {
            switch self {
            case .less: value < bound
            case .lessOrEqual: value <= bound
            case .greater: value > bound
            case .greaterOrEqual: value >= bound
            case .equal: value == bound
            }
        }
    }

    /// What one term asks of a recipe.
    package enum Condition: Equatable, Sendable {
        /// Uses an ingredient whose name is this, through simple plurals (and synonyms, when given).
        case ingredient(String)
        /// Has this tag.
        case tag(String)
        /// Its total time in minutes compares so.
        case time(Comparison, minutes: Int)
        /// Its servings compare so.
        case servings(Comparison, Int)
        /// Its course metadata or its category is this.
        case course(String)
        /// Its metadata `key` holds this value.
        case metadata(key: String, value: String)
    }

    /// One term as typed, and what it was read as.
    package struct Term: Equatable, Sendable {
        /// The term as typed, quotes and all.
        package var text: String
        package var kind: Kind

        package enum Kind: Equatable, Sendable {
            /// Words matched against names (fuzzily, as the search always has).
            case words(String)
            /// A condition; `negated` for `-i:nuts`, which a recipe must not meet.
            case condition(Condition, negated: Bool)
            /// A term that looks like a condition but cannot be read; matched as these words.
            case malformed(words: String, reason: String)
        }
    }

    package var terms: [Term]

    /// The words the names are matched against: the free words and the malformed terms, in order.
    package var words: String {
        terms.compactMap { term -> String? in
            switch term.kind {
            case .words(let words), .malformed(let words, _): words
            case .condition: nil
            }
        }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The conditions, in the order typed.
    package var conditions: [(term: Term, condition: Condition, negated: Bool)] {
        terms.compactMap { term in
            guard case .condition(let condition, let negated) = term.kind else { return nil }
            return (term, condition, negated)
        }
    }

    /// The malformed terms, each with why it could not be read.
    package var malformed: [(text: String, reason: String)] {
        terms.compactMap { term in
            guard case .malformed(_, let reason) = term.kind else { return nil }
            return (term.text, reason)
        }
    }

    /// Whether the query has a condition; one without is a plain search, answered as it always was.
    package var hasConditions: Bool { !conditions.isEmpty }

    /// Reads a query; never fails (see the type's comment).
    package init(_ text: String) {
        terms = QueryTokens.split(text).map(Self.term)
    }

    /// Reads one token into a term.
    private static func term(_ token: QueryTokens.Token) -> Term {
        if let problem = token.problem {
            return Term(text: token.raw, kind: .malformed(words: token.value, reason: problem))
        }
        var body = token.value
        var negated = false
        if body.count > 1, body.hasPrefix("-"), token.quoteStart != 0 {
            let rest = String(body.dropFirst())
            if rest.hasPrefix("#") || rest.contains(":") || rest.first.map({ "ts".contains($0) }) == true {
                negated = true
                body = rest
            }
        }
        if token.quoteStart == 0 { return Term(text: token.raw, kind: .words(body)) }
        switch QueryConditionReader.read(body) {
        case .none:
            return Term(text: token.raw, kind: .words(token.value))
        case .condition(let condition):
            return Term(text: token.raw, kind: .condition(condition, negated: negated))
        case .malformed(let reason):
            return Term(text: token.raw, kind: .malformed(words: token.value, reason: reason))
        }
    }
}
