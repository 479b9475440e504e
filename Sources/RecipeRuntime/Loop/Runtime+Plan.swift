import RecipeApp

extension Runtime {
    /// Carries out `Effect.addToPlan`: the plan file read, changed and written atomically, and the notice applied.
    func addToPlan(recipeID: String, multiplier: Double, processEnvironment: [String: String]) {
        let notice = PlanAddition.add(recipeID: recipeID, multiplier: multiplier, in: environment.catalog, environment: processEnvironment)
        apply(.planWritten(notice: notice))
        // The screens that show the plan follow what was written.
        readKitchen()
    }
}
