import RecipeApp

extension Runtime {
    /// Asks the kitchen loader to read the kitchen's files of the catalog on screen, off the key path.
    func readKitchen() {
        let catalog = environment.catalog
        let processEnvironment = launch.processEnvironment
        kitchenLoader?.request { KitchenFiles.read(for: catalog, environment: processEnvironment) }
    }

    /// Takes a finished read of the kitchen's files, if there is one, as an action; returns true when the screen needs painting.
    ///
    /// First asks for a read when the watcher saw another program (CookCLI, a phone app on the synced
    /// folder) write the plan, its ticks, the aisles, the pantry or a menu.
    func takeKitchen() -> Bool {
        if reloader?.takeKitchenChanges() == true { readKitchen() }
        guard let kitchen = kitchenLoader?.takeFinished() else { return false }
        apply(.kitchenLoaded(KitchenReload(environment: environment.replacingKitchen(kitchen))))
        return true
    }
}
