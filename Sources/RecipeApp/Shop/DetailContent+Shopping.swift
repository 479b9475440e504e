import CalendarDates
import CooklangConventions
import Quantities
import RecipeNavigation

/// The shopping list screen laid out for the detail pane: the list by aisle with its ticks, or what the pantry took.
extension DetailContent {
    /// Lays out the list, or with `pantryView` what the pantry took and what in it is low or expired.
    ///
    /// `list` is nil until the runtime has built it (the screen then says so); `inputs` are the
    /// kitchen files it was built from, nil until read. Each item is a row the cursor rests on, its
    /// route the ingredient's screen (→ lists the recipes that use it); ticked items follow the
    /// others of their aisle, dimmed, so that what is still to find is always at the top.
    /// The items' quantities are shown in `units` (`u`), as the detail shows a recipe's.
    init(shopping list: ShoppingList?, inputs: ShoppingInputs?, pantryView: Bool, today: CalendarDate?, width: Int, units: DisplayUnits = .original) {
        let textWidth = Self.textWidth(forPaneWidth: width)
        // "Shopping list · metric": the units said when they are not as written, as the recipe's header says them;
        // the pantry view shows the pantry file's amounts as written, so it says none.
        let heading = pantryView ? "Shopping list · the pantry" : "Shopping list" + (units == .original ? "" : " · " + units.label)
        append(heading, style: .heading, width: textWidth)
        guard let inputs, let list else {
            append(inputs == nil ? "Reading the plan…" : "Building the list…", style: .dim, width: textWidth)
            return
        }
        if pantryView {
            appendPantry(list: list, inputs: inputs, today: today, textWidth: textWidth)
        } else {
            appendList(units.shown(list), inputs: inputs, textWidth: textWidth)
        }
        let warnings = list.warnings + inputs.problems.map(\.description)
        if !warnings.isEmpty {
            section("Warnings", width: textWidth)
            for warning in warnings { appendIndented(warning, style: .dim, textWidth: textWidth) }
        }
    }

    /// The aisles, each with its items, ticked last; a line of counts above them.
    private mutating func appendList(_ list: ShoppingList, inputs: ShoppingInputs, textWidth: Int) {
        let total = list.groups.reduce(0) { $0 + $1.items.count }
        let ticked = list.groups.reduce(0) { count, group in count + group.items.filter { inputs.checked.isChecked($0.name) }.count }
        if total == 0 {
            append(
                inputs.plan.planEntries.isEmpty
                    ? "Nothing is planned: a adds the recipe on screen to the plan."
                    : "Nothing to buy: the pantry has all the plan needs (P shows it).",
                style: .dim, width: textWidth)
            return
        }
        var counts = "\(total - ticked) to buy"
        if ticked > 0 { counts += ", \(ticked) ticked" }
        let fromPantry = list.pantry.filter(\.tookSome).count
        if fromPantry > 0 { counts += ", \(fromPantry) from the pantry" }
        append(counts, style: .dim, width: textWidth)
        append("Space ticks · P the pantry · y copies as Markdown", style: .dim, width: textWidth)
        for group in list.groups {
            section(ShoppingList.title(of: group), width: textWidth)
            for item in list.sortedItems(of: group, checked: inputs.checked) {
                let isTicked = inputs.checked.isChecked(item.name)
                let first = lines.count
                for (part, piece) in DisplayText((isTicked ? "[x] " : "[ ] ") + ShoppingList.line(of: item)).wrapped(to: max(1, textWidth - 6)).enumerated() {
                    lines.append(Line(text: part == 0 ? piece : DisplayText("    ") + piece, style: isTicked ? .dim : .normal, indent: 3, selectable: selectables.count))
                }
                selectables.append(Selectable(lines: first..<lines.count, route: .ingredient(item.name)))
            }
        }
    }

    /// What the pantry took off the list, then every pantry item low or past its date.
    private mutating func appendPantry(list: ShoppingList, inputs: ShoppingInputs, today: CalendarDate?, textWidth: Int) {
        guard let file = inputs.files.pantry else {
            append("No pantry file: config/pantry.conf in the collection, else ~/.config/cook/pantry.conf. P goes back to the list.", style: .dim, width: textWidth)
            return
        }
        append("From \(Self.shortPath(file, in: inputs.files.collection)) · P goes back to the list", style: .dim, width: textWidth)
        section("Taken off the list", width: textWidth)
        if list.pantry.isEmpty { appendIndented("nothing: the plan needs nothing the pantry has", style: .dim, textWidth: textWidth) }
        for use in list.pantry { appendIndented(ShoppingList.pantryLine(use, today: today), style: .normal, textWidth: textWidth) }
        let watched = inputs.pantry.items.filter { $0.isLow || today.map($0.isExpired(on:)) == true }
        section("Low or expired", width: textWidth)
        if watched.isEmpty { appendIndented("nothing", style: .dim, textWidth: textWidth) }
        for item in watched { appendIndented(Self.pantryWatchLine(item, today: today), style: .normal, textWidth: textWidth) }
    }

    /// A pantry item that wants buying: `milk (fridge): 1 L, expired 2024-05-10`, `pasta (pantry): 150 g, low (at 200 g)`.
    static func pantryWatchLine(_ item: PantryItem, today: CalendarDate?) -> String {
        var parts: [String] = []
        if let quantity = item.quantity { parts.append(quantity.replacingPercent()) }
        if item.isLow, let low = item.low { parts.append("low (at " + low.replacingPercent() + ")") }
        if let expire = item.expire, let today, item.isExpired(on: today) { parts.append("expired " + expire) }
        return item.name + " (" + item.section + ")" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }

    /// A kitchen file's path as the screen names it: below the collection, from there (`config/pantry.conf`).
    static func shortPath(_ path: String, in collection: String?) -> String {
        guard let collection, path.hasPrefix(collection + "/") else { return path }
        return String(path.dropFirst(collection.count + 1))
    }

    /// Text wrapped under a two-cell indent, continuation lines two cells further in.
    private mutating func appendIndented(_ text: String, style: Style, textWidth: Int) {
        for (part, piece) in DisplayText(text).wrapped(to: max(1, textWidth - 4)).enumerated() {
            lines.append(Line(text: part == 0 ? piece : DisplayText("  ") + piece, style: style, indent: 3))
        }
    }
}
