import RecipeModel

/// A recipe's detail laid out as lines for a given width: summary, ingredients, directions, related recipes.
///
/// The update uses it to know where the related recipes are (to scroll the cursor into view) and
/// the view paints it, so both always agree on the same lines.
struct DetailContent: Equatable, Sendable {
    struct Line: Equatable, Sendable {
        var text: DisplayText
        var style: Style
        /// Cells of indentation before the text.
        var indent: Int = 1
        /// Which related recipe this line shows, for the cursor.
        var relatedIndex: Int?
    }

    private(set) var lines: [Line] = []
    /// The line index of each related recipe, in related order.
    private(set) var relatedLines: [Int] = []

    init(recipe: Recipe, catalog: RecipeCatalog, width: Int) {
        let textWidth = max(1, width - 2)
        append(recipe.name, style: .heading, width: textWidth)
        if !recipe.summary.isEmpty { append(recipe.summary, style: .normal, width: textWidth) }
        let facts = [
            recipe.servings.map { "Serves \($0)" },
            recipe.minutes.map { "Ready in \(Self.duration(minutes: $0))" },
            catalog.category(id: recipe.categoryID).map(\.name),
        ].compactMap { $0 }
        if !facts.isEmpty { append(facts.joined(separator: " · "), style: .dim, width: textWidth) }

        if !recipe.ingredients.isEmpty {
            section("Ingredients", width: textWidth)
            let amountWidth = min(14, recipe.ingredients.map { DisplayText($0.amount).width }.max() ?? 0)
            for ingredient in recipe.ingredients {
                let amount = DisplayText(ingredient.amount).truncated(to: amountWidth)
                let padding = String(repeating: " ", count: amountWidth - amount.width + 2)
                let hanging = amountWidth + 4
                let wrapped = DisplayText(ingredient.name).wrapped(to: max(1, textWidth - hanging))
                for (index, part) in wrapped.enumerated() {
                    let lead = index == 0 ? amount + DisplayText(padding) : DisplayText(String(repeating: " ", count: amountWidth + 2))
                    lines.append(Line(text: lead + part, style: .normal, indent: 3))
                }
            }
        }

        if !recipe.directions.isEmpty {
            section("Directions", width: textWidth)
            let numberWidth = String(recipe.directions.count).count + 2
            for (index, step) in recipe.directions.enumerated() {
                let number = String(index + 1) + "."
                let wrapped = DisplayText(step).wrapped(to: max(1, textWidth - numberWidth - 1))
                for (lineIndex, part) in wrapped.enumerated() {
                    let lead = lineIndex == 0 ? String(repeating: " ", count: numberWidth - number.count) + number + " " : String(repeating: " ", count: numberWidth + 1)
                    lines.append(Line(text: DisplayText(lead) + part, style: .normal, indent: 1))
                }
            }
        }

        let related = catalog.recipes(relatedTo: recipe)
        if !related.isEmpty {
            section("Related recipes", width: textWidth)
            for (index, other) in related.enumerated() {
                relatedLines.append(lines.count)
                let name = DisplayText(other.name).truncated(to: max(1, textWidth - 2))
                lines.append(Line(text: name, style: .normal, indent: 3, relatedIndex: index))
            }
        }
    }

    private mutating func append(_ text: String, style: Style, width: Int) {
        for part in DisplayText(text).wrapped(to: width) {
            lines.append(Line(text: part, style: style))
        }
    }

    private mutating func section(_ title: String, width: Int) {
        lines.append(Line(text: DisplayText(""), style: .normal))
        lines.append(Line(text: DisplayText(title).truncated(to: width), style: .heading))
    }

    /// "45 min", "1 h", "1 h 30 min".
    static func duration(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}
