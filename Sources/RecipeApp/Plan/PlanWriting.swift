import CooklangCatalog
import CooklangConventions
import RecipeModel
import SystemFiles

/// Carries out a `PlanEdit` on the plan file: read afresh, changed, written atomically; or left alone, and why.
package enum PlanWriting {
    /// The plan file's new text with `edit` made, and the notice; nil text when the file is left alone.
    ///
    /// `text` is the file as read (nil when there is none yet). A file with a problem is not rewritten:
    /// what the user wrote there would be lost; the notice names the first problem instead.
    package static func edited(
        _ edit: PlanEdit, text: String?, file: String, names: (String) -> String = { $0 },
        menuChildren: () -> (children: [(path: String, multiplier: Double?)], label: String)? = { nil }
    ) -> (text: String?, notice: String) {
        let (document, problems) = ShoppingListReader.read(text ?? "", file: file)
        if let problem = problems.first {
            return (nil, "The plan was not changed: \(problem) (fix the file, then try again).")
        }
        let (changed, notice) = edit.applied(to: document, names: names, menuChildren: menuChildren)
        return (changed?.text, notice)
    }

    /// Reads the plan file of `catalog`'s data source, makes `edit` and writes the file atomically; the notice to show.
    package static func perform(_ edit: PlanEdit, in catalog: RecipeCatalog, environment: [String: String]) -> String {
        let files = PlanFiles(for: catalog, environment: environment)
        let (text, problem) = PlanFiles.read(files.plan)
        if let problem { return "The plan was not changed: \(problem)" }
        let recipes = CatalogShoppingRecipes(catalog: catalog)
        let (newText, notice) = edited(
            edit, text: text, file: files.plan, names: { catalog.name(ofRecipe: $0) ?? $0 },
            menuChildren: {
                guard case .addMenu(let id, let section) = edit, let menu = recipes.menu(id) else { return nil }
                return menuChildren(menu, id: id, section: section, recipes: recipes)
            })
        guard let newText else { return notice }
        do {
            if let slash = files.plan.lastIndex(of: "/") { try makeDirectory(String(files.plan[..<slash])) }
            let bytes = Array(newText.utf8)
            try AtomicFileWrite(path: files.plan, mode: 0o644, durable: true).write { descriptor throws(SystemError) in
                try writeAll(descriptor, bytes)
            }
        } catch {
            return "The plan was not changed: \(error)"
        }
        return notice
    }

    /// The lines a menu (or its section) nests in the plan: each recipe at the factor the menu scales it by.
    static func menuChildren(_ menu: Menu, id: String, section: Int?, recipes: CatalogShoppingRecipes) -> (children: [(path: String, multiplier: Double?)], label: String) {
        let sections = section.map { menu.sections.indices.contains($0) ? [menu.sections[$0]] : [] } ?? menu.sections
        let children = sections.flatMap(\.entries).map { entry -> (path: String, multiplier: Double?) in
            let factor = recipes.recipe(entry.recipeID)?.factor(for: entry.scaling) ?? entry.scaling.factor(servings: nil, yield: nil)
            return (entry.recipeID, factor == 1 ? nil : factor)
        }
        let name = MenuNames.title(of: id)
        var label = "the menu \(name)"
        if section != nil, let heading = sections.first?.name { label = name + ", " + heading }
        return (children, label)
    }
}
