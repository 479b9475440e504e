import CooklangConventions
import RecipeModel
import RecipeNavigation

/// A menu's screen laid out: its sections (days) in file order, each with its recipes and how the menu scales them.
extension DetailContent {
    /// Lays out menu `id` of `kitchen`: each recipe a selectable row that opens it scaled as the menu says.
    init(menu id: String, kitchen: KitchenFiles, catalog: RecipeCatalog, width: Int) {
        let textWidth = Self.textWidth(forPaneWidth: width)
        append(MenuNames.title(of: id), style: .heading, width: textWidth)
        guard kitchen.isRead else {
            append("Reading the menu…", style: .dim, width: textWidth)
            return
        }
        guard let file = kitchen.menu(id) else {
            append("This menu is not in the collection (\(id).menu was moved or deleted).", style: .dim, width: textWidth)
            return
        }
        let menu = file.menu
        let days = menu.sections.count
        let recipes = menu.entries.count
        append("Menu · \(days) section\(days == 1 ? "" : "s"), \(recipes) recipe\(recipes == 1 ? "" : "s") · \(id).menu", style: .dim, width: textWidth)
        for problem in kitchen.menuProblems where problem.file == file.path {
            append(problem.description, style: .notice, width: textWidth)
        }
        for section in menu.sections {
            self.section(section.name ?? "Recipes", width: textWidth)
            if section.entries.isEmpty { lines.append(Line(text: DisplayText("(no recipes)"), style: .dim, indent: 3)) }
            for entry in section.entries {
                let (text, route) = Self.menuRow(entry, catalog: catalog)
                let first = lines.count
                for (part, piece) in DisplayText(text).wrapped(to: max(1, textWidth - 2)).enumerated() {
                    lines.append(Line(text: part == 0 ? piece : DisplayText("  ") + piece, style: .normal, indent: 3, selectable: selectables.count))
                }
                selectables.append(Selectable(lines: first..<lines.count, route: route))
            }
        }
        lines.append(Line(text: DisplayText(""), style: .normal))
        append("a adds the section under the cursor to the plan · A the whole menu · → opens the recipe as scaled", style: .dim, width: textWidth)
    }

    /// A menu's recipe as a row: its name and scaling, and the recipe's screen at the servings the menu asks for.
    static func menuRow(_ entry: Menu.Entry, catalog: RecipeCatalog) -> (text: String, route: Route) {
        guard let name = catalog.name(ofRecipe: entry.recipeID) else {
            return ("./" + entry.recipeID + " (not in the collection)", .recipe(entry.recipeID))
        }
        let own = catalog[entry.recipeID]?.servings.flatMap { $0 > 0 ? Double($0) : nil }
        switch entry.scaling {
        case .asWritten:
            return (name, .recipe(entry.recipeID))
        case .factor(let factor):
            let servings = own.map { $0 * factor }
            let said = servings.map { " · \(RecipeRoute.servingsText($0)) serving\($0 == 1 ? "" : "s")" } ?? ""
            return (name + " ×" + ShoppingListDocument.formatted(factor) + said, .recipe(entry.recipeID, servings: factor == 1 ? nil : servings))
        case .servings(let servings):
            let said = " · for \(RecipeRoute.servingsText(servings))"
            return (name + said, .recipe(entry.recipeID, servings: own == nil || own == servings ? nil : servings))
        case .yield(let amount, let unit):
            // The yield's factor needs the recipe's own yield, which is read with its file: opened as written.
            return (name + " · to make \(ShoppingListDocument.formatted(amount)) \(unit)", .recipe(entry.recipeID))
        }
    }
}

/// Which section of a menu each of its screen's rows is in, in the order `DetailContent(menu:)` lays them out.
struct MenuRows {
    let sections: [Int]

    init(_ menu: Menu) {
        sections = menu.sections.indices.flatMap { index in Array(repeating: index, count: menu.sections[index].entries.count) }
    }
}
