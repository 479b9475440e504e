import CooklangConventions
import RecipeModel
import RecipeNavigation

/// The Plan screen laid out: what the plan file lists, nested as the file nests it, each line a row the cursor can rest on.
extension DetailContent {
    /// Lays out the plan of `kitchen`: its recipes (and menus) with their scale and servings, its
    /// free-hand items, each a selectable row in file order (`PlanRows` counts on that), comments left out.
    init(plan kitchen: KitchenFiles, catalog: RecipeCatalog, width: Int, units: DisplayUnits = .original) {
        let textWidth = Self.textWidth(forPaneWidth: width)
        append("Plan", style: .heading, width: textWidth)
        guard kitchen.isRead else {
            append(Self.readingNotice, style: .dim, width: textWidth)
            return
        }
        let inputs = kitchen.shopping
        let rows = PlanRows(inputs.plan)
        let recipes = inputs.plan.topLevelRecipeCount
        let items = rows.lines.filter { if case .ingredient = inputs.plan.lines[$0] { true } else { false } }.count
        var facts = rows.lines.isEmpty ? ["Nothing is planned yet"] : []
        if recipes > 0 { facts.append("\(recipes) recipe\(recipes == 1 ? "" : "s")") }
        if items > 0 { facts.append("\(items) item\(items == 1 ? "" : "s")") }
        // A collection's plan is its own `.shopping-list`; a JSON catalog's lives in the state folder, named whole.
        let file = inputs.files.collection == nil ? inputs.files.plan : inputs.files.plan.lastPathComponent
        append(facts.joined(separator: ", ") + " · " + file, style: .dim, width: textWidth)
        if let problem = inputs.problems.first(where: { $0.file == inputs.files.plan }) {
            // Shown, and the file left alone: writing it back would lose what could not be read.
            append("Not changed while it has a problem: \(problem)", style: .notice, width: textWidth)
        }
        if rows.lines.isEmpty {
            lines.append(Line(text: DisplayText(""), style: .normal))
            append("a on a recipe or a menu adds it; here, a adds an item to buy (olive oil{4%l}, salt).", style: .dim, width: textWidth)
            appendMenus(kitchen, textWidth: textWidth)
            return
        }
        lines.append(Line(text: DisplayText(""), style: .normal))
        for index in rows.lines {
            let (text, route) = Self.planRow(inputs.plan.lines[index], kitchen: kitchen, catalog: catalog, units: units)
            let depth = inputs.plan.depth(at: index) ?? 0
            let indent = min(depth * 2, max(0, textWidth / 2))
            let first = lines.count
            for (part, piece) in DisplayText(text).wrapped(to: max(1, textWidth - 2 - indent)).enumerated() {
                let lead = DisplayText(String(repeating: " ", count: indent + (part == 0 ? 0 : 2)))
                lines.append(Line(text: lead + piece, style: .normal, indent: 3, selectable: selectables.count))
            }
            selectables.append(Selectable(lines: first..<lines.count, route: route))
        }
        lines.append(Line(text: DisplayText(""), style: .normal))
        append("+ - servings · d removes · a adds an item · → opens", style: .dim, width: textWidth)
        appendMenus(kitchen, textWidth: textWidth)
    }

    /// The collection's menus, after the plan's rows: each a row that opens it, where `a` adds it or a day of it.
    private mutating func appendMenus(_ kitchen: KitchenFiles, textWidth: Int) {
        guard !kitchen.menus.isEmpty else { return }
        section("Menus", width: textWidth)
        for file in kitchen.menus {
            let sections = file.menu.sections.count
            let recipes = file.menu.entries.count
            let text = "\(MenuNames.title(of: file.id)) · \(sections) section\(sections == 1 ? "" : "s"), \(recipes) recipe\(recipes == 1 ? "" : "s") · \(file.id).menu"
            let first = lines.count
            for (part, piece) in DisplayText(text).wrapped(to: max(1, textWidth - 2)).enumerated() {
                lines.append(Line(text: part == 0 ? piece : DisplayText("  ") + piece, style: .normal, indent: 3, selectable: selectables.count))
            }
            selectables.append(Selectable(lines: first..<lines.count, route: .menu(file.id)))
        }
    }

    /// The line under the name of a plan not read yet.
    static let readingNotice = "Reading the plan…"

    /// A plan line as a row: its name, scale and servings, and the screen → opens; a thing to buy's amount in `units`.
    static func planRow(_ line: ShoppingListDocument.Line, kitchen: KitchenFiles, catalog: RecipeCatalog, units: DisplayUnits = .original) -> (text: String, route: Route) {
        switch line {
        case .recipe(let recipe):
            let times = recipe.multiplier.map { " ×" + ShoppingListDocument.formatted($0) } ?? ""
            if let name = catalog.name(ofRecipe: recipe.path) {
                guard let own = catalog[recipe.path]?.servings, own > 0 else { return (name + times, .recipe(recipe.path)) }
                let servings = Double(own) * recipe.scale
                let route = Route.recipe(recipe.path, servings: recipe.scale == 1 ? nil : servings)
                return (name + times + " · \(RecipeRoute.servingsText(servings)) serving\(servings == 1 ? "" : "s")", route)
            }
            if kitchen.menu(recipe.path) != nil { return ("Menu: " + MenuNames.title(of: recipe.path) + times, .menu(recipe.path)) }
            return ("./" + recipe.path + times + " (not in the collection)", .recipe(recipe.path))
        case .ingredient(let item):
            let amount = item.quantity.flatMap { $0.isEmpty ? nil : " " + units.shownAmount($0) } ?? ""
            return (item.name + amount, .ingredient(item.name))
        case .text(let raw):
            return (raw, .plan)
        }
    }
}

/// The plan file's item lines (recipes, menus, things to buy) in order: the Plan screen's selectable rows, one each.
struct PlanRows {
    /// The index in the document of each row's line.
    let lines: [Int]

    init(_ document: ShoppingListDocument) {
        lines = document.lines.indices.filter { if case .text = document.lines[$0] { false } else { true } }
    }
}
