import CooklangCatalog
import RecipeModel
import RecipeNavigation

/// A screen of the detail stack laid out as lines for a given width, with the rows the cursor can select.
///
/// A recipe shows its summary, ingredients, directions and related recipes; its ingredients and related
/// recipes are selectable, in reading order. An ingredient shows how many recipes use it and lists
/// them, each selectable. The update uses it to know where the selectable rows are (to keep the
/// cursor in view) and the view paints it, so both always agree on the same lines.
struct DetailContent: Sendable {
    struct Line: Equatable, Sendable {
        /// The text, or how to make it when painted (`LineText`).
        var content: LineText
        var style: Style
        /// Cells of indentation before the text.
        var indent: Int = 1
        /// Which selectable row this line is part of, for the cursor.
        var selectable: Int?

        init(text: DisplayText, style: Style, indent: Int = 1, selectable: Int? = nil) {
            self.init(content: .made(text), style: style, indent: indent, selectable: selectable)
        }

        init(content: LineText, style: Style, indent: Int = 1, selectable: Int? = nil) {
            self.content = content
            self.style = style
            self.indent = indent
            self.selectable = selectable
        }

        /// The line's clusters, made now if the layout left them for later.
        var text: DisplayText {
            get { content.text }
            set { content = .made(newValue) }
        }
    }

    /// A row the cursor can rest on, and the screen it opens.
    struct Selectable: Equatable, Sendable {
        /// The row's lines: an ingredient with a long name wraps onto several.
        var lines: Range<Int>
        /// Nil for a row that opens no screen (a problem in a file that is no recipe: Enter edits it).
        var route: Route?
    }

    /// The lines laid out in full; an ingredient's recipes, or a Cooklang recipe's directions and what follows
    /// them (`deferred`), come after them, laid out as they are asked for.
    // Set here and in the Cooklang layout (DetailContent+Cooklang.swift).
    var lines: [Line] = []
    /// The selectable rows among `lines`; those after a recipe's directions are `deferred`'s.
    var selectables: [Selectable] = []
    /// The recipes of an ingredient screen (or a tag's), one line each after `lines`: at 100,000 recipes a common
    /// ingredient has tens of thousands, which are not laid out before they are on screen.
    // Set here and in a tag's layout (DetailContent+Tags.swift).
    var recipeRows: RecipeRows?
    /// The Problems screen's files and problems after `lines`, each line made when it is asked for (`ProblemRows`).
    var problemRows: ProblemRows?
    /// A Cooklang recipe's directions and what follows them, after `lines`, laid out as they are asked for.
    // Set in the Cooklang layout (DetailContent+Cooklang.swift).
    var deferred: DeferredDirections?

    /// The widest a line of text gets: longer lines read poorly, so a very wide pane leaves the rest blank.
    static let maximumTextWidth = 100

    /// The text width of a pane `width` cells wide: its width less the margins, at most `maximumTextWidth`.
    static func textWidth(forPaneWidth width: Int) -> Int {
        max(1, min(width - 2, maximumTextWidth))
    }

    /// Lays out a recipe, its quantities already as `display` shows them (see `QuantityDisplay`), which also gives the header's servings.
    init(recipe: Recipe, catalog: RecipeCatalog, width: Int, display: QuantityDisplay = .asWritten) {
        let textWidth = Self.textWidth(forPaneWidth: width)
        append(recipe.name, style: .heading, width: textWidth)
        if !recipe.summary.isEmpty { append(recipe.summary, style: .normal, width: textWidth) }
        let facts = [
            recipe.servings.map { display.servingsFact(written: String($0)) },
            display.unitsFact,
            recipe.minutes.map { Self.readyIn(Self.duration(minutes: $0)) },
            catalog.category(id: recipe.categoryID).map(\.name),
        ].compactMap { $0 }
        if !facts.isEmpty { append(facts.joined(separator: " · "), style: .dim, width: textWidth) }

        if !recipe.ingredients.isEmpty {
            section("Ingredients", width: textWidth)
            appendIngredients(recipe.ingredients, textWidth: textWidth)
        }

        if !recipe.directions.isEmpty {
            section("Directions", width: textWidth)
            let numberWidth = String(recipe.directions.count).count + 2
            for (index, step) in recipe.directions.enumerated() {
                let number = String(index + 1) + "."
                // Counted now, made when painted (`LineText`).
                let wrapped = WrappedText(step, width: textWidth - numberWidth - 1)
                for lineIndex in 0..<wrapped.lineCount {
                    let lead = lineIndex == 0 ? String(repeating: " ", count: numberWidth - number.count) + number + " " : String(repeating: " ", count: numberWidth + 1)
                    lines.append(Line(content: .wrapped(lead: lead, text: wrapped, index: lineIndex), style: .normal, indent: 1))
                }
            }
        }

        // Names from the index: a related recipe is not read from the data to be listed.
        let related = catalog.relatedIDs(of: recipe).compactMap { id in catalog.name(ofRecipe: id).map { (id: id, name: $0) } }
        if !related.isEmpty {
            section("Related recipes", width: textWidth)
            for other in related {
                let name = DisplayText(other.name).truncated(to: max(1, textWidth - 2))
                selectables.append(Selectable(lines: lines.count..<(lines.count + 1), route: .recipe(other.id)))
                lines.append(Line(text: name, style: .normal, indent: 3, selectable: selectables.count - 1))
            }
        }
    }

    /// What the detail shows of a recipe whose data is still being read: its name and that it is loading.
    init(loading name: String, width: Int) {
        let textWidth = Self.textWidth(forPaneWidth: width)
        append(name, style: .heading, width: textWidth)
        append(Self.loadingNotice, style: .dim, width: textWidth)
    }

    /// The line under the name of a recipe whose data is still being read.
    static let loadingNotice = "Loading…"

    /// What the detail says of a recipe it could not read because the data file changed since it was
    /// loaded: its name and that it is being reloaded, never a part of it from another version.
    init(changedOnDisk recipe: Recipe, width: Int) {
        let textWidth = Self.textWidth(forPaneWidth: width)
        append(recipe.name, style: .heading, width: textWidth)
        append(Self.changedOnDiskNotice, style: .dim, width: textWidth)
    }

    /// The line under the name of a recipe the detail could not read because its file changed.
    static let changedOnDiskNotice = "This recipe changed on disk since it was read; reloading…"

    /// Lays out an ingredient: its name, how many recipes use it, and those recipes.
    init(ingredient name: String, catalog: RecipeCatalog, width: Int) {
        let textWidth = Self.textWidth(forPaneWidth: width)
        let uses = catalog.recipes(usingIngredient: name)
        append(name, style: .heading, width: textWidth)
        append("Ingredient · used in \(uses.count) recipe\(uses.count == 1 ? "" : "s")", style: .dim, width: textWidth)
        section("Recipes with \(name)", width: textWidth)
        recipeRows = RecipeRows(uses: uses, catalog: catalog, firstLine: lines.count, width: max(1, textWidth - 2))
    }

    /// Lays out any screen of the stack, as its kind's `RouteScreen` does, from `context`.
    init?(route: Route, context: ScreenContext) {
        guard let content = route.screen.detailContent(in: context) else { return nil }
        self = content
    }

    /// Lays out any screen of the stack, as its kind's `RouteScreen` does, quantities in `units`, with the kitchen's files as given.
    init?(route: Route, catalog: RecipeCatalog, width: Int, units: DisplayUnits = .original, kitchen: KitchenFiles = .unread) {
        self.init(route: route, context: ScreenContext(catalog: catalog, width: width, units: units, kitchen: kitchen))
    }

    /// How many lines the screen has, laid out or not: a recipe's directions all laid out (see `lineCount(atMost:)`).
    var lineCount: Int { lines.count + (deferred?.lineCount ?? 0) + (recipeRows?.count ?? 0) + (problemRows?.lineCount ?? 0) }

    /// How many lines the screen has, or `limit` when it has at least that many: a recipe's directions
    /// are laid out only as far as the `limit`th line, which is all a frame or the scroll's clamp needs to know.
    func lineCount(atMost limit: Int) -> Int {
        guard let deferred else { return min(lineCount, limit) }
        return lines.count >= limit ? limit : lines.count + deferred.lineCount(atMost: limit - lines.count)
    }

    /// The line at `index`, `0..<lineCount`.
    func line(at index: Int) -> Line {
        if index < lines.count { return lines[index] }
        if let problemRows { return problemRows.line(at: index) }
        if let deferred { return deferred.line(at: index - lines.count) }
        let row = index - lines.count
        return Line(text: recipeRows!.text(ofRow: row), style: .normal, indent: 3, selectable: row)
    }

    /// How many rows the cursor can select.
    var selectableCount: Int { recipeRows?.count ?? problemRows?.count ?? (selectables.count + (deferred?.tailSelectables.count ?? 0)) }

    /// The lines of selectable row `index`.
    func lines(ofSelectable index: Int) -> Range<Int> {
        if let recipeRows { return (recipeRows.firstLine + index)..<(recipeRows.firstLine + index + 1) }
        if let problemRows { return problemRows.lines(ofProblem: index) }
        if let deferred, index >= selectables.count {
            // A row after the directions: they are all laid out to know where it is.
            let rows = deferred.tailSelectables[index - selectables.count].lines
            let first = lines.count + deferred.directionsLineCount(atMost: .max)
            return (first + rows.lowerBound)..<(first + rows.upperBound)
        }
        return selectables[index].lines
    }

    /// The selectable rows whose first line is among `lines`, in order; an ingredient's recipes are
    /// counted, not searched, since a common one has tens of thousands.
    func selectables(startingIn lines: Range<Int>) -> Range<Int> {
        if let recipeRows {
            let first = min(max(0, lines.lowerBound - recipeRows.firstLine), recipeRows.count)
            let end = min(max(first, lines.upperBound - recipeRows.firstLine), recipeRows.count)
            return first..<end
        }
        if let problemRows { return problemRows.problems(startingIn: lines) }
        let head = Self.selectables(selectables, startingIn: lines)
        // The rows after a recipe's directions are in view only if the directions end before the view does.
        let past = lines.upperBound - self.lines.count
        guard let deferred, !deferred.tailSelectables.isEmpty, past > 0 else { return head }
        let directions = deferred.directionsLineCount(atMost: past)
        guard directions < past else { return head }
        let tailStart = self.lines.count + directions
        let tail = Self.selectables(deferred.tailSelectables, startingIn: (max(tailStart, lines.lowerBound) - tailStart)..<(lines.upperBound - tailStart))
        guard !tail.isEmpty else { return head }
        // Rows are in reading order and `lines` one range: rows of both parts in view are one run.
        return (head.isEmpty ? selectables.count + tail.lowerBound : head.lowerBound)..<(selectables.count + tail.upperBound)
    }

    /// The rows of `rows` whose first line is among `lines`.
    private static func selectables(_ rows: [Selectable], startingIn lines: Range<Int>) -> Range<Int> {
        guard let first = rows.firstIndex(where: { lines.contains($0.lines.lowerBound) }) else { return 0..<0 }
        let end = rows[first...].firstIndex { !lines.contains($0.lines.lowerBound) } ?? rows.count
        return first..<end
    }

    /// The screen selectable row `index` opens; nil when it opens none.
    func route(ofSelectable index: Int) -> Route? {
        if let recipeRows { return .recipe(recipeRows.uses.recipeID(at: index)) }
        if let problemRows { return problemRows.route(ofProblem: index) }
        if let deferred, index >= selectables.count { return deferred.tailSelectables[index - selectables.count].route }
        return selectables[index].route
    }

    /// The selectable row of a screen's route, such as the related recipe the user came back from.
    func selectable(of route: Route) -> Int? {
        if let recipeRows { return route.recipeID.flatMap(recipeRows.uses.row(ofRecipe:)) }
        if let problemRows { return problemRows.problem(of: route) }
        let rows = selectables + (deferred?.tailSelectables ?? [])
        // A recipe scaled since it was opened is still the row it was opened from.
        return rows.firstIndex { $0.route == route } ?? rows.firstIndex { $0.route?.asWritten == route.asWritten }
    }

    /// The ingredients as rows, each once and selectable (as `appendIngredientRows` lays them out).
    private mutating func appendIngredients(_ ingredients: [Ingredient], textWidth: Int) {
        appendIngredientRows(Self.ingredientRows(ingredients), textWidth: textWidth)
    }

    mutating func append(_ text: String, style: Style, width: Int) {
        for part in DisplayText(text).wrapped(to: width) {
            lines.append(Line(text: part, style: style))
        }
    }

    mutating func section(_ title: String, width: Int) {
        lines.append(Line(text: DisplayText(""), style: .normal))
        lines.append(Line(text: DisplayText(title).truncated(to: width), style: .heading))
    }

    /// "45 min", "1 h", "1 h 30 min".
    /// The header's "Ready in 1 h 30 min", each number held to its unit by a no-break space, as the
    /// ingredient amounts are, so that a narrow pane never wraps between "1" and "h".
    static func readyIn(_ time: String) -> String {
        var result = ""
        var afterDigit = false
        for (index, character) in zip(time.indices, time) {
            let next = time.index(after: index) < time.endIndex ? time[time.index(after: index)] : nil
            if character == " ", afterDigit, let next, next.isLetter {
                result += DisplayText.noBreakSpace
            } else {
                result.append(character)
            }
            afterDigit = character.isNumber
        }
        return "Ready in " + result
    }

    static func duration(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}

/// The recipes of an ingredient screen, each laid out as one line when it is asked for: name, category, time, in columns.
struct RecipeRows: Sendable {
    let uses: IngredientUses
    let catalog: RecipeCatalog
    /// The line of the detail the first row is on.
    let firstLine: Int
    let width: Int
    /// The category column's width: the widest category name, when the line has room for it; else 0.
    let categoryWidth: Int
    /// The time column's width ("10h30m"), when the line has room for it; else 0.
    let timeWidth: Int

    init(uses: IngredientUses, catalog: RecipeCatalog, firstLine: Int, width: Int) {
        self.uses = uses
        self.catalog = catalog
        self.firstLine = firstLine
        self.width = width
        // A name keeps at least 12 cells: the time goes first, then the category, when there is less.
        let widestCategory = catalog.categories.map { DisplayText($0.name).width }.max() ?? 0
        timeWidth = width >= 12 + 2 + Self.timeColumn ? Self.timeColumn : 0
        let left = width - (timeWidth > 0 ? timeWidth + 2 : 0)
        categoryWidth = left >= 12 + 2 + 8 ? min(widestCategory, left - 12 - 2) : 0
    }

    static let timeColumn = 6

    var count: Int { uses.count }

    /// Row `row` as text: the name, cut if it must be, then the category and the time in their columns.
    func text(ofRow row: Int) -> DisplayText {
        let nameWidth = width - (categoryWidth > 0 ? categoryWidth + 2 : 0) - (timeWidth > 0 ? timeWidth + 2 : 0)
        var text = Self.padded(DisplayText(uses.name(at: row)).truncated(to: nameWidth), to: nameWidth)
        if categoryWidth > 0 {
            let category = catalog.category(id: uses.categoryID(at: row))?.name ?? uses.categoryID(at: row)
            text = text + DisplayText("  ") + Self.padded(DisplayText(category).truncated(to: categoryWidth), to: categoryWidth)
        }
        if timeWidth > 0 {
            let time = DisplayText(uses.minutes(at: row).map { DetailContent.duration(minutes: $0).compactDuration } ?? "").truncated(to: timeWidth)
            text = text + DisplayText(String(repeating: " ", count: 2 + timeWidth - time.width)) + time
        }
        return text
    }

    private static func padded(_ text: DisplayText, to width: Int) -> DisplayText {
        text + DisplayText(String(repeating: " ", count: max(0, width - text.width)))
    }
}

extension String {
    /// "1 h 30 min" as "1h30m": short enough for a list column.
    ///
    /// Every " min" made "m", then every " h" made "h", then every space dropped. ASCII text, which
    /// durations are, is rewritten as bytes: `replacing(_:with:)`'s generic matching cost about 11,000
    /// instructions a row, a third of a key's frame in the recipe list (see docs/PERFORMANCE.md).
    var compactDuration: String {
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return replacing(" min", with: "m").replacing(" h", with: "h").replacing(" ", with: "")
        }
        var bytes = Self.replacingASCII(Array(utf8), Array(" min".utf8), with: Array("m".utf8))
        bytes = Self.replacingASCII(bytes, Array(" h".utf8), with: Array("h".utf8))
        bytes.removeAll { $0 == UInt8(ascii: " ") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `bytes` with each occurrence of `pattern`, left to right and not overlapping, replaced by
    /// `replacement`: `replacing(_:with:)` on ASCII, where each byte is a character.
    private static func replacingASCII(_ bytes: [UInt8], _ pattern: [UInt8], with replacement: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if index + pattern.count <= bytes.count, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                result += replacement
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }
}
