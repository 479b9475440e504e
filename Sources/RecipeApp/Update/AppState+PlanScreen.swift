import CooklangConventions
import RecipeModel
import RecipeNavigation

/// The Plan screen's keys: `+` and `-` scale the line under the cursor, `d` removes it, `a` opens the
/// prompt for a thing to buy. Each change is an effect the runtime makes on the file as it is then.
extension AppState {
    /// The plan line under the cursor: its index in the document and the line; nil off the Plan screen or on no line.
    func planLineUnderCursor(in environment: AppEnvironment) -> (index: Int, line: ShoppingListDocument.Line)? {
        guard case .plan? = navigation.visibleRoute, environment.kitchen.isRead else { return nil }
        let document = environment.kitchen.shopping.plan
        let rows = PlanRows(document)
        guard rows.lines.indices.contains(detailCursor) else { return nil }
        let index = rows.lines[detailCursor]
        return (index, document.lines[index])
    }

    /// Carries out a key of the Plan screen; returns the runtime's work.
    mutating func applyPlan(_ command: PlanCommand, in environment: AppEnvironment) -> [Effect] {
        let inputs = environment.kitchen.shopping
        guard inputs.planIsWritable else {
            let problem = inputs.problems.first { $0.file == inputs.files.plan }
            notice = "The plan is not changed while its file has a problem" + (problem.map { ": \($0)" } ?? "") + "."
            return []
        }
        if command == .startAdding {
            notice = nil
            overlay = .planItemPrompt("")
            return []
        }
        guard let (index, line) = planLineUnderCursor(in: environment) else {
            notice = detailRowUnderCursor(in: environment).map { if case .menu = $0 { true } else { false } } == true
                ? "A menu of the collection: → opens it, and a there adds a day of it to the plan (A all of it)."
                : "Nothing is planned here: a on a recipe adds it."
            return []
        }
        switch command {
        case .remove:
            return [.editPlan(.remove(line: index, expected: line))]
        case .more, .fewer:
            guard case .recipe(let recipe) = line else {
                notice = "Things to buy have no servings: d removes one, the prompt (a) adds it again with another amount."
                return []
            }
            let own = environment.catalog[recipe.path]?.servings.flatMap { $0 > 0 ? Double($0) : nil }
            guard let next = Self.stepped(recipe.scale, servings: own, more: command == .more) else {
                notice = "\(environment.catalog.name(ofRecipe: recipe.path) ?? recipe.path) is at the fewest it is planned for; d removes it."
                return []
            }
            return [.editPlan(.setMultiplier(line: index, expected: line, to: next))]
        case .startAdding:
            return []
        }
    }

    /// The next multiplier of a plan line: by one serving of a recipe that says how many it serves
    /// (rounded to whole servings), else by one whole time, halved below once (to an eighth); nil at the fewest.
    static func stepped(_ scale: Double, servings: Double?, more: Bool) -> Double? {
        if let servings {
            let current = scale * servings
            let target = more ? (current + 1).rounded(.down) : (current - 1).rounded(.up)
            guard target >= 1 else { return nil }
            return target / servings
        }
        if more { return scale < 1 ? min(1, scale * 2) : (scale + 1).rounded(.down) }
        if scale > 1 { return (scale - 1).rounded(.up) }
        return scale / 2 >= 0.125 ? scale / 2 : nil
    }

    /// The prompt's keys: typing, Backspace, Enter adds what is typed, Esc closes it.
    mutating func applyInPlanPrompt(_ action: Action, text: String) -> [Effect] {
        switch action {
        case .insertText(let typed):
            // Why the last line was refused is said until the line changes.
            notice = nil
            overlay = .planItemPrompt(text + typed.filter { !$0.isNewline })
        case .deleteBackward:
            notice = nil
            overlay = text.isEmpty ? nil : .planItemPrompt(String(text.dropLast()))
        case .dismiss:
            overlay = nil
        case .forward:
            switch Self.planItem(text) {
            case .none:
                overlay = nil
            case .some(.success(let edit)):
                overlay = nil
                return [.editPlan(edit)]
            case .some(.failure(let problem)):
                notice = problem.message
            }
        default:
            break
        }
        return []
    }

    /// What the prompt's text adds, read as a plan line is: `olive oil{4%l}` or `salt`, or `./Soup{2}`; nil for nothing typed.
    static func planItem(_ text: String) -> Result<PlanEdit, PlanPromptProblem>? {
        let trimmed = text.trimmingPrefix(while: \.isWhitespace)
        guard !trimmed.isEmpty else { return nil }
        let (document, problems) = ShoppingListReader.read(String(trimmed), file: "the prompt")
        if let problem = problems.first { return .failure(PlanPromptProblem(message: "Not added: \(problem.message) (column \(problem.column)).")) }
        switch document.lines.first {
        case .ingredient(let item)?:
            return .success(.addItem(name: item.name, quantity: item.quantity))
        case .recipe(let recipe)?:
            return .success(.addRecipe(id: recipe.path, multiplier: recipe.scale))
        case .text?, nil:
            return .failure(PlanPromptProblem(message: "Not added: that is a comment; type a thing to buy, such as olive oil{4%l} or salt."))
        }
    }
}

/// Why the prompt's text cannot be added, as the bottom line says it.
struct PlanPromptProblem: Error, Hashable {
    var message: String
}
