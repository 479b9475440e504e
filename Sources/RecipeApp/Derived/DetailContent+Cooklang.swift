import Cooklang
import CooklangCatalog
import RecipeModel
import RecipeNavigation

extension DetailContent {
    /// Lays out a recipe read from a `.cook` file, as the file says it: title, metadata, ingredients
    /// (a reference opens its recipe), cookware, the steps numbered under their section headings,
    /// notes, the recipes that use this one, and what reading the file worked around.
    ///
    /// `parsed` holds its quantities as written; each is shown as `display` shows it (scaled, converted:
    /// see `QuantityDisplay`) as it is laid out, and `display` also gives the header's servings and the
    /// servings a reference opens with.
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
        if let units = display.unitsFact { facts.append(units) }
        let times = CooklangTimes(metadata)
        if let readyIn = times.readyIn {
            facts.append(Self.readyIn(readyIn))
        } else if let minutes = recipe.minutes {
            facts.append(Self.readyIn(Self.duration(minutes: minutes)))
        }
        let category = catalog.category(id: recipe.categoryID)?.name ?? recipe.categoryID
        facts.append(file.subfolder.map { "\(category) › \($0.replacing("/", with: " › "))" } ?? category)
        append(Self.cut(facts.joined(separator: " · ")), style: .dim, width: textWidth)
        let details = MetadataLines.lines(of: metadata, times: times)
        for detail in details.prefix(Self.maximumListRows) { appendIndented(detail.text, style: .dim, indent: 1 + 2 * detail.depth, width: textWidth) }
        omitted(details.count, "details", width: textWidth)
        append("File: \(file.file)", style: .dim, width: textWidth)

        if !parsed.ingredients.isEmpty {
            section("Ingredients", width: textWidth)
            // A file of a million ingredients shows the first ones: only they are laid out.
            appendIngredientRows(Self.cooklangIngredientRows(parsed.ingredients.prefix(Self.maximumListRows), catalog: catalog, display: display), textWidth: textWidth)
            omitted(parsed.ingredients.count, "ingredients", width: textWidth)
        }

        if !parsed.cookware.isEmpty {
            section("Cookware", width: textWidth)
            for text in Self.cooklangCookwareRows(parsed.cookware.prefix(Self.maximumListRows)) {
                appendIndented(text, style: .normal, indent: 3, width: textWidth)
            }
            omitted(parsed.cookware.count, "cookware", width: textWidth)
        }

        let hasSteps = parsed.sections.contains { !$0.content.isEmpty }
        // The steps are listed here and laid out as far as they are asked for (`DeferredDirections`).
        var items: [DeferredDirections.Item] = []
        if hasSteps {
            section("Directions", width: textWidth)
            // Steps and notes of every section count towards one bound.
            var budget = Self.maximumListRows
            let total = parsed.sections.reduce(0) { $0 + $1.content.count }
            for part in parsed.sections where !part.content.isEmpty && budget > 0 {
                if let name = part.name { items.append(.heading(name)) }
                let stepCount = part.content.count { if case .step = $0 { true } else { false } }
                let numberWidth = String(stepCount).count + 2
                var number = 0
                for content in part.content.prefix(budget) {
                    budget -= 1
                    switch content {
                    case .step(let step):
                        number += 1
                        items.append(.step(step, number: number, numberWidth: numberWidth))
                    case .note(let note):
                        items.append(.note(note, numberWidth: numberWidth))
                    }
                }
            }
            if let line = Self.omittedLine(total, "steps and notes") { items.append(.indented(line, style: .dim, indent: 3)) }
        }
        // What follows the directions is laid out now, then set apart: its lines start where the directions end.
        let headLines = lines.count
        let headSelectables = selectables.count

        let users = catalog.cooklang?.recipes(referencing: recipe.id) ?? []
        if !users.isEmpty {
            section("Used in", width: textWidth)
            for id in users.prefix(Self.maximumListRows) {
                appendRow(text: catalog.name(ofRecipe: id) ?? id, route: .recipe(id), width: textWidth)
            }
            omitted(users.count, "recipes", width: textWidth)
        }

        if !file.problems.isEmpty {
            section("Problems reading the file", width: textWidth)
            for problem in file.problems.prefix(Self.maximumListRows) { appendIndented(problem, style: .dim, indent: 3, width: textWidth) }
            omitted(file.problems.count, "problems", width: textWidth)
        }

        if hasSteps {
            let tailSelectables = selectables[headSelectables...].map { row in
                Selectable(lines: (row.lines.lowerBound - headLines)..<(row.lines.upperBound - headLines), route: row.route)
            }
            deferred = DeferredDirections(
                items: items, recipe: parsed, display: display, width: textWidth, tail: Array(lines[headLines...]), tailSelectables: tailSelectables)
            lines.removeSubrange(headLines...)
            selectables.removeSubrange(headSelectables...)
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
        guard let line = Self.omittedLine(count, noun) else { return }
        appendIndented(line, style: .dim, indent: 3, width: width)
    }

    /// "… showing the first 1,000 of 1,234 steps", or nil for a list that was not cut.
    private static func omittedLine(_ count: Int, _ noun: String) -> String? {
        guard count > Self.maximumListRows else { return nil }
        return "… showing the first \(Self.grouped(Self.maximumListRows)) of \(Self.grouped(count)) \(noun)"
    }

    /// A row of text wrapped under itself, selectable when it has a route.
    private mutating func appendRow(text: String, route: Route?, width: Int) {
        let first = lines.count
        let selectable = route.map { _ in selectables.count }
        for part in DisplayText(Self.cut(text)).wrapped(to: max(1, width - 2)) {
            lines.append(Line(text: part, style: .normal, indent: 3, selectable: selectable))
        }
        if let route { selectables.append(Selectable(lines: first..<lines.count, route: route)) }
    }

    /// A step or note: its number (or `>`) right-aligned in a column, the text wrapped beside it.
    ///
    /// Its lines are counted now and made when painted (`LineText`): a huge recipe has thousands.
    static func appendNumbered(_ number: String, text: String, numberWidth: Int, width: Int, style: Style, to lines: inout [Line]) {
        let wrapped = WrappedText(Self.cut(text), width: width - numberWidth - 1)
        for index in 0..<wrapped.lineCount {
            let lead = index == 0 ? String(repeating: " ", count: max(0, numberWidth - number.count)) + number + " " : String(repeating: " ", count: numberWidth + 1)
            lines.append(Line(content: .wrapped(lead: lead, text: wrapped, index: index), style: style, indent: 1))
        }
    }

    /// Text wrapped at an indent.
    private mutating func appendIndented(_ text: String, style: Style, indent: Int, width: Int) {
        Self.appendIndented(text, style: style, indent: indent, width: width, to: &lines)
    }

    /// Text wrapped at an indent, appended to `lines`.
    static func appendIndented(_ text: String, style: Style, indent: Int, width: Int, to lines: inout [Line]) {
        for part in DisplayText(Self.cut(text)).wrapped(to: max(1, width - indent + 1)) {
            lines.append(Line(text: part, style: style, indent: indent))
        }
    }
}
