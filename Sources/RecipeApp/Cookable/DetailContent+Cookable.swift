import CooklangConventions
import RecipeModel
import RecipeNavigation

/// What can I make, laid out: the recipes with everything at hand, then those missing at most a quarter, each with what it lacks.
extension DetailContent {
    /// Lays out the recipes the pantry covers; with no pantry read, or none at hand, says where the pantry comes from.
    init(cookable: CookableRecipes, kitchen: KitchenFiles, width: Int) {
        let textWidth = Self.textWidth(forPaneWidth: width)
        append("What can I make", style: .heading, width: textWidth)
        let pantryPath = kitchen.shopping.files.pantry
        guard kitchen.isRead else {
            append("Reading the pantry…", style: .dim, width: textWidth)
            return
        }
        let problems = kitchen.shopping.problems.filter { $0.file == pantryPath }
        guard let pantryPath, cookable.itemsAtHand > 0 else {
            let said = pantryPath.map { "Nothing is at hand in \($0)." } ?? "No pantry file: config/pantry.conf in the collection, else ~/.config/cook/pantry.conf."
            append(said + " List what you have in it, as the Cooklang conventions say: a staple without a quantity is always at hand (staples = [\"salt\", \"water\"]), an item with one while it is over zero ([fridge] milk = \"1%l\").", style: .dim, width: textWidth)
            appendProblems(problems, textWidth: textWidth)
            return
        }
        let total = cookable.complete.count + cookable.nearly.count
        append("\(cookable.itemsAtHand) item\(cookable.itemsAtHand == 1 ? "" : "s") at hand in \(pantryPath) · \(total) recipe\(total == 1 ? "" : "s")", style: .dim, width: textWidth)
        appendProblems(problems, textWidth: textWidth)
        section("Everything at hand (\(cookable.complete.count))", width: textWidth)
        if cookable.complete.isEmpty { lines.append(Line(text: DisplayText("None yet."), style: .dim, indent: 3)) }
        for match in cookable.complete { appendCookable(match, textWidth: textWidth) }
        section("Missing at most a quarter (\(cookable.nearly.count))", width: textWidth)
        if cookable.nearly.isEmpty { lines.append(Line(text: DisplayText("None."), style: .dim, indent: 3)) }
        for match in cookable.nearly { appendCookable(match, textWidth: textWidth) }
    }

    /// The pantry file's problems, each on its own lines: the rest of the file was used.
    private mutating func appendProblems(_ problems: [ConventionProblem], textWidth: Int) {
        for problem in problems.prefix(3) {
            append("\(problem.line):\(problem.column): \(problem.message)", style: .dim, width: textWidth)
        }
        if problems.count > 3 { append("and \(problems.count - 3) more problems in the pantry file", style: .dim, width: textWidth) }
    }

    /// One recipe as a row that opens it: name, category and time in columns, then what it lacks under it.
    private mutating func appendCookable(_ match: CookableRecipes.Match, textWidth: Int) {
        let rowWidth = max(1, textWidth - 2)
        let first = lines.count
        let selectable = selectables.count
        lines.append(Line(text: Self.cookableRow(match, width: rowWidth), style: .normal, indent: 3, selectable: selectable))
        if !match.missing.isEmpty {
            for part in DisplayText("missing: " + match.missing.joined(separator: ", ")).wrapped(to: max(1, rowWidth - 2)) {
                lines.append(Line(text: DisplayText("  ") + part, style: .dim, indent: 3, selectable: selectable))
            }
        }
        selectables.append(Selectable(lines: first..<lines.count, route: .recipe(match.id)))
    }

    /// "Greek Salad            Salads     15m": the name cut if it must be, the category and time where there is room.
    static func cookableRow(_ match: CookableRecipes.Match, width: Int) -> DisplayText {
        let time = DisplayText(match.minutes.map { duration(minutes: $0).compactDuration } ?? "")
        let timeWidth = width >= 12 + 2 + RecipeRows.timeColumn ? RecipeRows.timeColumn : 0
        let left = width - (timeWidth > 0 ? timeWidth + 2 : 0)
        let categoryWidth = left >= 12 + 2 + 8 ? min(DisplayText(match.category).width, (left - 2) / 3) : 0
        let nameWidth = left - (categoryWidth > 0 ? categoryWidth + 2 : 0)
        func padded(_ text: DisplayText, _ width: Int) -> DisplayText { text + DisplayText(String(repeating: " ", count: max(0, width - text.width))) }
        var text = padded(DisplayText(match.name).truncated(to: nameWidth), nameWidth)
        if categoryWidth > 0 { text = text + DisplayText("  ") + DisplayText(match.category).truncated(to: categoryWidth) }
        if timeWidth > 0 {
            let shownTime = time.truncated(to: timeWidth)
            text = padded(text, left) + DisplayText(String(repeating: " ", count: 2 + timeWidth - shownTime.width)) + shownTime
        }
        return text
    }
}
