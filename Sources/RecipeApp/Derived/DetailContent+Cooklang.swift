import Cooklang
import CooklangCatalog
import RecipeModel
import RecipeNavigation

extension DetailContent {
    /// Metadata keys the Cooklang detail shows in its own places, so they are not repeated among the others.
    static let cooklangShownKeys: Set<String> = [
        "title", "servings", "serves", "yield", "time", "time required", "duration", "prep time", "cook time",
        "source", "author", "description", "introduction", "tags",
    ]

    /// Lays out a recipe read from a `.cook` file, as the file says it: title, metadata, ingredients
    /// (a reference opens its recipe), cookware, the steps numbered under their section headings,
    /// notes, the recipes that use this one, and what reading the file worked around.
    ///
    /// `parsed` holds its quantities as `display` shows them (scaled, converted: see `QuantityDisplay`),
    /// which also gives the header's servings and the servings a reference opens with.
    init(cooklang file: CooklangCollection.Entry, parsed: CooklangRecipe, recipe: Recipe, catalog: RecipeCatalog, width: Int, display: QuantityDisplay = .asWritten) {
        let metadata = parsed.metadata
        let textWidth = Self.textWidth(forPaneWidth: width)
        let stem = String(recipe.id.split(separator: "/").last ?? Substring(recipe.id))
        append(Self.cut(metadata.title.map(\.trimmingWhitespace).flatMap { $0.isEmpty ? nil : $0 } ?? stem), style: .heading, width: textWidth)
        if let introduction = metadata.introduction { append(Self.cut(introduction), style: .normal, width: textWidth) }

        var facts: [String] = []
        if let servings = metadata.servings {
            facts.append(display.servingsFact(written: servings))
        }
        if let time = metadata.time {
            facts.append("Ready in \(time)")
        } else if let minutes = recipe.minutes {
            facts.append("Ready in \(Self.duration(minutes: minutes))")
        }
        let category = catalog.category(id: recipe.categoryID)?.name ?? recipe.categoryID
        facts.append(file.subfolder.map { "\(category) › \($0.replacing("/", with: " › "))" } ?? category)
        append(Self.cut(facts.joined(separator: " · ")), style: .dim, width: textWidth)
        var details: [(String, String)] = []
        if let prep = metadata.prepTime { details.append(("Prep time", prep)) }
        if let cook = metadata.cookTime { details.append(("Cook time", cook)) }
        if let source = metadata.source { details.append(("Source", source)) }
        if let author = metadata.author { details.append(("Author", author)) }
        if !metadata.tags.isEmpty { details.append(("Tags", metadata.tags.joined(separator: ", "))) }
        for entry in metadata.entries where !Self.cooklangShownKeys.contains(entry.key.lowercased()) {
            details += Self.flattened(entry)
        }
        for (key, value) in details.prefix(Self.maximumListRows) { append(Self.cut("\(key): \(value)"), style: .dim, width: textWidth) }
        omitted(details.count, "details", width: textWidth)
        append("File: \(file.file)", style: .dim, width: textWidth)

        if !parsed.ingredients.isEmpty {
            section("Ingredients", width: textWidth)
            // A file of a million ingredients shows the first ones: only they are laid out.
            let shown = parsed.ingredients.prefix(Self.maximumListRows)
            let amounts = shown.map { Self.cut(CooklangRecipeMapping.amount(of: $0)) }
            // The column narrows on a narrow pane, so that a name always has room beside it.
            let amountWidth = min(14, max(4, textWidth / 3), amounts.map { DisplayText($0).width }.max() ?? 0)
            for (ingredient, amountText) in zip(shown, amounts) {
                let route: Route?
                var name = ingredient.name
                if let target = catalog.cooklang?.target(of: ingredient) {
                    route = QuantityDisplay.route(toReference: target, quantity: ingredient.quantity, in: catalog)
                    name += " → recipe"
                } else if ingredient.reference != nil {
                    route = nil
                    name += " (recipe not found)"
                } else {
                    route = ingredient.name.allSatisfy(\.isWhitespace) ? nil : .ingredient(ingredient.name)
                }
                appendRow(lead: amountText, leadWidth: amountWidth, text: name, route: route, width: textWidth)
            }
            omitted(parsed.ingredients.count, "ingredients", width: textWidth)
        }

        if !parsed.cookware.isEmpty {
            section("Cookware", width: textWidth)
            for cookware in parsed.cookware.prefix(Self.maximumListRows) {
                let quantity = cookware.quantity?.description ?? ""
                var text = quantity.isEmpty ? cookware.name : "\(quantity) × \(cookware.name)"
                if let note = cookware.note { text += " (\(note))" }
                appendIndented(text, style: .normal, indent: 3, width: textWidth)
            }
            omitted(parsed.cookware.count, "cookware", width: textWidth)
        }

        let hasSteps = parsed.sections.contains { !$0.content.isEmpty }
        if hasSteps {
            section("Directions", width: textWidth)
            // Steps and notes of every section count towards one bound.
            var budget = Self.maximumListRows
            let total = parsed.sections.reduce(0) { $0 + $1.content.count }
            for part in parsed.sections where !part.content.isEmpty && budget > 0 {
                if let name = part.name { appendIndented(name, style: .heading, indent: 2, width: textWidth) }
                let stepCount = part.content.count { if case .step = $0 { true } else { false } }
                let numberWidth = String(stepCount).count + 2
                var number = 0
                for content in part.content.prefix(budget) {
                    budget -= 1
                    switch content {
                    case .step(let step):
                        number += 1
                        let text = CooklangRecipeMapping.stepText(step, in: parsed, atMostBytes: Self.maximumTextCharacters * 16)
                        appendNumbered("\(number).", text: text, numberWidth: numberWidth, width: textWidth)
                    case .note(let note):
                        appendNumbered(">", text: note, numberWidth: numberWidth, width: textWidth, style: .dim)
                    }
                }
            }
            omitted(total, "steps and notes", width: textWidth)
        }

        let users = catalog.cooklang?.recipes(referencing: recipe.id) ?? []
        if !users.isEmpty {
            section("Used in", width: textWidth)
            for id in users.prefix(Self.maximumListRows) {
                appendRow(lead: "", leadWidth: 0, text: catalog.name(ofRecipe: id) ?? id, route: .recipe(id), width: textWidth)
            }
            omitted(users.count, "recipes", width: textWidth)
        }

        if !file.problems.isEmpty {
            section("Problems reading the file", width: textWidth)
            for problem in file.problems.prefix(Self.maximumListRows) { appendIndented(problem, style: .dim, indent: 3, width: textWidth) }
            omitted(file.problems.count, "problems", width: textWidth)
        }
    }

    /// The most rows of one list (ingredients, cookware, steps and notes, problems) the detail lays
    /// out: a file of a million ingredients shows the first ones and says how many there are.
    static let maximumListRows = 1_000
    /// The most characters of one text (a step, a name, a note) the detail lays out: a file of one
    /// line of 16 MB shows its start, with a mark that says it was cut.
    static let maximumTextCharacters = 4_000

    /// `text`, or its first `maximumTextCharacters` characters and a mark that says the rest was cut.
    static func cut(_ text: String) -> String {
        // A character takes at least one byte: only a text longer in bytes can be too long.
        guard text.utf8.count > maximumTextCharacters else { return text }
        let kept = text.prefix(maximumTextCharacters)
        guard kept.endIndex < text.endIndex else { return text }
        return kept + " … [cut: the first \(grouped(maximumTextCharacters)) characters shown]"
    }

    /// "1,234,567".
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }

    /// Says, under a list cut to `maximumListRows`, how many of its `count` rows were shown.
    private mutating func omitted(_ count: Int, _ noun: String, width: Int) {
        guard count > Self.maximumListRows else { return }
        appendIndented("… showing the first \(Self.grouped(Self.maximumListRows)) of \(Self.grouped(count)) \(noun)", style: .dim, indent: 3, width: width)
    }

    /// A metadata entry as "Key: value" lines; a mapping's entries as "key.inner: value".
    static func flattened(_ entry: CooklangMetadataEntry, prefix: String = "") -> [(String, String)] {
        let key = prefix.isEmpty ? entry.key.prefix(1).uppercased() + entry.key.dropFirst() : prefix + "." + entry.key
        switch entry.value {
        case .mapping(let inner): return inner.flatMap { flattened($0, prefix: key) }
        default: return entry.value.text.map { $0.isEmpty ? [] : [(key, $0)] } ?? []
        }
    }

    /// A row with a lead column (an amount) and text wrapped under itself, selectable when it has a route.
    private mutating func appendRow(lead: String, leadWidth: Int, text: String, route: Route?, width: Int) {
        let lead = Self.cut(lead)
        let amount = DisplayText(lead).truncated(to: leadWidth)
        let gap = leadWidth == 0 ? 0 : 2
        let padding = String(repeating: " ", count: leadWidth - amount.width + gap)
        // An amount too long for its column wraps whole on the lines below the name, so nothing is cut.
        let overflow = amount.width < DisplayText(lead).width ? DisplayText(lead).wrapped(to: max(1, width - 4)) : []
        let wrapped = DisplayText(Self.cut(text)).wrapped(to: max(1, width - leadWidth - gap - 2))
        let first = lines.count
        let selectable = route.map { _ in selectables.count }
        for (index, part) in wrapped.enumerated() {
            let head = index == 0 ? amount + DisplayText(padding) : DisplayText(String(repeating: " ", count: leadWidth + gap))
            lines.append(Line(text: head + part, style: .normal, indent: 3, selectable: selectable))
        }
        for part in overflow {
            lines.append(Line(text: DisplayText("  ") + part, style: .dim, indent: 3, selectable: selectable))
        }
        if let route { selectables.append(Selectable(lines: first..<lines.count, route: route)) }
    }

    /// A step or note: its number (or `>`) right-aligned in a column, the text wrapped beside it.
    private mutating func appendNumbered(_ number: String, text: String, numberWidth: Int, width: Int, style: Style = .normal) {
        let wrapped = DisplayText(Self.cut(text)).wrapped(to: max(1, width - numberWidth - 1))
        for (index, part) in wrapped.enumerated() {
            let lead = index == 0 ? String(repeating: " ", count: max(0, numberWidth - number.count)) + number + " " : String(repeating: " ", count: numberWidth + 1)
            lines.append(Line(text: DisplayText(lead) + part, style: style, indent: 1))
        }
    }

    /// Text wrapped at an indent.
    private mutating func appendIndented(_ text: String, style: Style, indent: Int, width: Int) {
        for part in DisplayText(Self.cut(text)).wrapped(to: max(1, width - indent + 1)) {
            lines.append(Line(text: part, style: style, indent: indent))
        }
    }
}
