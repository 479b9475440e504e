import RecipeApp

extension Runtime {
    /// Carries out `Effect.editPlan`: the plan file read, changed and written atomically, and the notice applied.
    func editPlan(_ edit: PlanEdit) {
        let notice = PlanWriting.perform(edit, in: environment.catalog, environment: launch.processEnvironment)
        apply(.planWritten(notice: notice))
        // The screens that show the plan follow what was written.
        readKitchen()
    }
}
