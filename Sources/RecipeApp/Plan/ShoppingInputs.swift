import CooklangConventions
import RecipeModel

/// What a shopping list is built from, read from disk once: the plan and its ticks, the aisles, the pantry, the menus.
package struct ShoppingInputs: Hashable, Sendable {
    package var files: PlanFiles
    package var plan: ShoppingListDocument
    /// Whether the plan file was read whole: only then may the app write it back.
    package var planIsWritable: Bool
    package var checked: CheckedLog
    package var aisles: AisleConfig
    package var pantry: PantryConfig
    /// Every problem found, each with file, line and column.
    package var problems: [ConventionProblem]

    package init(files: PlanFiles, plan: ShoppingListDocument = ShoppingListDocument(), planIsWritable: Bool = true, checked: CheckedLog = CheckedLog(), aisles: AisleConfig = AisleConfig(), pantry: PantryConfig = PantryConfig(), problems: [ConventionProblem] = []) {
        self.files = files
        self.plan = plan
        self.planIsWritable = planIsWritable
        self.checked = checked
        self.aisles = aisles
        self.pantry = pantry
        self.problems = problems
    }

    /// Reads every file; a missing one is empty, a malformed line a problem, the rest used.
    package static func read(_ files: PlanFiles) -> ShoppingInputs {
        var inputs = ShoppingInputs(files: files)
        func text(_ path: String?) -> String? {
            guard let path else { return nil }
            let (text, problem) = PlanFiles.read(path)
            if let problem { inputs.problems.append(problem) }
            return text
        }
        if let planText = text(files.plan) {
            let (plan, problems) = ShoppingListReader.read(planText, file: files.plan)
            inputs.plan = plan
            inputs.planIsWritable = problems.isEmpty
            inputs.problems += problems
        } else if inputs.problems.contains(where: { $0.file == files.plan }) {
            inputs.planIsWritable = false
        }
        if let checkedText = text(files.checked) {
            let (log, problems) = CheckedLog.read(checkedText, file: files.checked)
            inputs.checked = log
            inputs.problems += problems
        }
        if let aisleText = text(files.aisle) {
            let (aisles, problems) = AisleConfigReader.read(aisleText, file: files.aisle!)
            inputs.aisles = aisles
            inputs.problems += problems
        }
        if let pantryText = text(files.pantry) {
            let (pantry, problems) = PantryConfigReader.read(pantryText, file: files.pantry!)
            inputs.pantry = pantry
            inputs.problems += problems
        }
        return inputs
    }
}
