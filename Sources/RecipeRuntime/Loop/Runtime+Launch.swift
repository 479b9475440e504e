import RecipeApp

extension Runtime {
    /// What the launch found, and how the runtime is to treat it.
    package struct Launch {
        /// The view state restored with the place, put back once the screen's size is known.
        package var restoredView: SavedView?
        /// Whether the launch itself changed the place (an --open link, a restore that dropped IDs): saved after the first frame.
        package var saveAtStart = false
        /// Whether the state file holds a place already: until it does, leaving the app writes the
        /// place on screen, as the README promises, even without any navigation.
        package var hasSavedPlace = true
        /// Whether a change of the view alone is saved: not after `--reset` until the user navigates, since the old place stays until then.
        package var savesViewChanges = true
        /// How notices name the data: the file's or folder's name.
        package var dataName = ""
        /// The process's environment variables, where `e` finds the user's editor (`VISUAL`, `EDITOR`).
        package var processEnvironment: [String: String] = [:]
        /// Whether a timer that ends asks the terminal for a desktop notification (`--no-notify` turns it off).
        package var desktopNotifications = true

        package init(
            restoredView: SavedView? = nil, saveAtStart: Bool = false, hasSavedPlace: Bool = true, savesViewChanges: Bool = true, dataName: String = "",
            processEnvironment: [String: String] = [:]
        ) {
            self.restoredView = restoredView
            self.saveAtStart = saveAtStart
            self.hasSavedPlace = hasSavedPlace
            self.savesViewChanges = savesViewChanges
            self.dataName = dataName
            self.processEnvironment = processEnvironment
        }
    }
}
