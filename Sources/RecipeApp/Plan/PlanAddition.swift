import CooklangCatalog
import CooklangConventions
import RecipeModel
import SystemFiles

/// Adding a recipe to the plan file: the new text and what to tell the user, or why the file is left alone.
package enum PlanAddition {
    /// The plan file's new text with the recipe added (again adds to its multiplier), and the notice.
    ///
    /// `text` is the file as read (nil when there is none yet). A file with a problem is not rewritten:
    /// what the user wrote there would be lost; the notice names the first problem instead.
    package static func adding(recipeID: String, multiplier: Double, name: String, to text: String?, file: String) -> (text: String?, notice: String) {
        let (document, problems) = ShoppingListReader.read(text ?? "", file: file)
        if let problem = problems.first {
            return (nil, "The plan was not changed: \(problem) (fix the file, then add again).")
        }
        var changed = document
        changed.addRecipe(path: recipeID, multiplier: multiplier)
        let recipes = changed.lines.filter { if case .recipe(let recipe) = $0 { recipe.depth == 0 } else { false } }.count
        let scale = changed.lines.compactMap { line -> Double? in
            guard case .recipe(let recipe) = line, recipe.depth == 0, AisleConfig.fold(recipe.path) == AisleConfig.fold(recipeID) else { return nil }
            return recipe.scale
        }.first ?? multiplier
        let times = scale == 1 ? "" : " ×" + ShoppingListDocument.formatted(scale)
        return (changed.text, "Added \(name)\(times) to the plan (\(recipes) recipe\(recipes == 1 ? "" : "s")); recipe-tui shopping-list prints its list.")
    }

    /// Reads the plan file, adds the recipe and writes the file atomically; the notice to show.
    package static func add(recipeID: String, multiplier: Double, in catalog: RecipeCatalog, environment: [String: String]) -> String {
        let files = PlanFiles(collection: catalog.cooklang?.root, environment: environment)
        let (text, problem) = PlanFiles.read(files.plan)
        if let problem { return "The plan was not changed: \(problem)" }
        let name = catalog.name(ofRecipe: recipeID) ?? recipeID
        let (newText, notice) = adding(recipeID: recipeID, multiplier: multiplier, name: name, to: text, file: files.plan)
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
}
