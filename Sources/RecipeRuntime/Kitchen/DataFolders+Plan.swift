import RecipeApp

extension DataFolders {
    /// These folders with a JSON catalog's plan folder to watch (`planFolder`), where `files` keep its
    /// plan; a collection's plan is in its own folder, watched already.
    package func watchingPlan(of files: PlanFiles) -> DataFolders {
        guard collectionRoot == nil, files.collection == nil, !files.plan.isEmpty else { return self }
        var folders = self
        folders.planFolder = Self.split(files.plan).folder
        return folders
    }
}
