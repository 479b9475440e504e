extension Quantity {
    /// The quantity as a recipe shows it: what was written while it is unchanged ("2 1/2 cups",
    /// "6 to 8 tbsp"), else its numbers as a cook writes them ("3 3/4 cups", "0.6 kg", "12–16 tbsp").
    public var description: String {
        if let written { return written }
        var text = valueText
        if let aside, aside.isBeforeUnit { text.appendWord(aside.description) }
        text.appendWord(unitText)
        if let aside, !aside.isBeforeUnit { text.appendWord(aside.description) }
        for part in plus { text.appendWord("plus " + part.description) }
        return text
    }

    /// The amount alone, as `description` prints it ("1 1/2", "0.6", "2–4", "a few").
    public var valueText: String {
        let fractions = prefersFractions
        func text(_ value: QuantityValue) -> String {
            switch value {
            case .number(let number): fractions ? CookNumber.fraction(number) : CookNumber.decimal(number)
            case .fraction(let number): CookNumber.fraction(number)
            case .range(let low, let high): text(low) + "–" + text(high)
            case .text(let words): words
            }
        }
        return text(value)
    }

    /// The unit as written, made singular or plural for the amount ("1/2 cup", "3 cups", "1 clove").
    public var unitText: String {
        guard let number else { return unit }
        return UnitNouns.agreeing(unit, with: number)
    }

    /// Whether numbers print as fractions: in US and unknown units ("1/3 cup", "1 1/2 eggs"), not in metric ones ("0.6 kg").
    private var prefersFractions: Bool {
        KnownUnit.named(unit)?.system != .metric
    }
}

extension QuantityAside: CustomStringConvertible {
    /// The parentheses as a recipe writes them: "(400 g)", "(about 1.8 kg)", "(400 g each)".
    public var description: String {
        var inner = prefix
        inner.appendWord(quantity.description)
        if saysEach { inner.appendWord("each") }
        return "(" + inner + ")"
    }
}

extension String {
    /// Appends `word` after a space, or alone when the text is empty; nothing for an empty word.
    mutating func appendWord(_ word: String) {
        guard !word.isEmpty else { return }
        if !isEmpty { append(" ") }
        append(word)
    }
}
