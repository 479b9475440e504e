import RecipeModel
import RecipeNavigation

/// Cook mode's keys: opening it, moving between steps, ticking the card, starting the step's timers.
extension AppState {
    /// Pushes cook mode on the recipe on screen, at the step last shown of it and scaled to the servings
    /// the recipe is shown for, and focuses it.
    mutating func openCook(in environment: AppEnvironment) {
        let catalog = environment.catalog
        guard let route = navigation.visibleRoute else {
            notice = "No recipe is open: cook mode starts from a recipe."
            return
        }
        guard case .recipe(let id, let servings) = route else {
            if case .cook = route { return }
            notice = "Cook mode starts from a recipe: this screen is not one."
            return
        }
        guard navigation.apply(.push(.cook(id, step: cookSteps[id] ?? 1, servings: servings)), in: catalog) else {
            notice = "The stack is as deep as it goes: go back before cooking."
            return
        }
        focus(.detail, in: environment)
    }

    /// Carries out a key of cook mode's screen.
    mutating func applyCook(_ command: CookCommand, in environment: AppEnvironment) {
        guard case .cook(let id, let step, let servings)? = navigation.visibleRoute else { return }
        let catalog = environment.catalog
        if command == .leave {
            if !timers.endedNames.isEmpty { return timers.dismissEnded() }
            back(in: environment)
            return
        }
        guard let steps = CookSteps(recipe: id, in: catalog), !steps.steps.isEmpty else { return }
        let current = min(max(step, 1), steps.steps.count)
        switch command {
        case .next: show(step: current + 1, of: id, servings: servings, steps: steps, in: environment)
        case .previous: show(step: current - 1, of: id, servings: servings, steps: steps, in: environment)
        case .first: show(step: 1, of: id, servings: servings, steps: steps, in: environment)
        case .last: show(step: steps.steps.count, of: id, servings: servings, steps: steps, in: environment)
        case .tick:
            guard steps.startsSection(current - 1), let content = detailContent(in: environment), (0..<content.selectableCount).contains(detailCursor) else { return }
            let tick = CookTick(recipeID: id, section: steps.steps[current - 1].section, row: detailCursor)
            if cookTicks.remove(tick) == nil { cookTicks.insert(tick) }
        case .startTimers:
            startTimers(of: steps.steps[current - 1], step: current, recipeID: id, catalog: catalog)
        case .leave:
            break
        }
    }

    /// Replaces cook mode's screen by step `step`, scaled alike, when there is one; the step is remembered for a return.
    private mutating func show(step: Int, of id: String, servings: Double?, steps: CookSteps, in environment: AppEnvironment) {
        guard (1...steps.steps.count).contains(step) else {
            notice = step < 1 ? "This is the first step." : "This is the last step: Esc goes back to the recipe."
            return
        }
        let catalog = environment.catalog
        navigation.apply(.goBack, in: catalog)
        navigation.apply(.push(.cook(id, step: step, servings: servings)), in: catalog)
        cookSteps[id] = step
    }

    /// Starts each timer of a step that has a duration it can count, once; says which started and which could not.
    private mutating func startTimers(of step: CookSteps.Step, step number: Int, recipeID: String, catalog: RecipeCatalog) {
        guard !step.timers.isEmpty else {
            notice = "This step has no timer."
            return
        }
        let recipeName = catalog.name(ofRecipe: recipeID) ?? recipeID
        var said: [String] = []
        let unnamed = step.timers.filter { $0.name.isEmpty }.count
        var unnamedSeen = 0
        for spec in step.timers {
            var name = Self.timerName(spec.name, recipe: recipeName, step: number)
            if spec.name.isEmpty, unnamed > 1 {
                // Several unnamed timers in one step are told apart by their place in it.
                unnamedSeen += 1
                name += ", timer \(unnamedSeen)"
            }
            guard let seconds = spec.seconds else {
                said.append("\(name): \"\(spec.written)\" is not a duration, not started")
                continue
            }
            if timers.timers.contains(where: { $0.recipeID == recipeID && $0.step == number && $0.name == name && !$0.hasEnded(at: timers.now) }) {
                said.append("\(name) already runs")
            } else if timers.start(name: name, recipeID: recipeID, step: number, seconds: seconds, upperSeconds: spec.upperSeconds) {
                said.append("\(name) started, \(CookTimer.clock(seconds))")
            } else {
                said.append("\(name) not started: \(CookTimers.maximum) timers run already")
            }
        }
        notice = said.joined(separator: "; ") + "."
    }

    /// The timer's own name, its first letter capitalised, else the recipe's and the step's; never longer than a strip can say.
    static func timerName(_ own: String, recipe: String, step: Int) -> String {
        let name = own.isEmpty ? "\(recipe) step \(step)" : own.prefix(1).uppercased() + own.dropFirst()
        return String(name.prefix(60))
    }
}
