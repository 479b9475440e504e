extension NavigationModel {
    /// Returns this state fitted to the collection's menus as last read (`ids`), and a report of what was dropped.
    ///
    /// The Menus row and its menus are the kitchen's, not the catalog's, so `fitted(to:)` cannot see
    /// them; the app calls this each time it has read the menus. Under the Menus row, a selected menu
    /// that is gone leaves the stack with every screen opened from it, as a deleted recipe does; with no
    /// menus at all the Menus row is no longer shown, and is cleared. A menu pushed under a category
    /// (by `p` or `m`) stays: its screen says the menu is gone.
    public func fitted(toMenus ids: Set<String>) -> RestoredNavigation {
        var model = self
        var report = RestoreReport()
        guard showsMenus else { return RestoredNavigation(model: model, report: report) }
        if case .menu(let id)? = path.first, !ids.contains(id) {
            report.recordDropped(.menu(id))
            report.detachedScreens = path.count - 1
            model.path = []
        }
        if ids.isEmpty {
            report.droppedMenus = true
            model.listing = nil
        }
        return RestoredNavigation(model: model, report: report)
    }
}
