import RecipeModel
import RecipeNavigation

extension AppState {
    /// Moves the state onto a newer version of the data, exactly as a relaunch with it would, and says what changed.
    ///
    /// The place is fitted as a restore fits a saved one (`NavigationModel.fitted(to:)`): routes
    /// that no longer resolve leave the stack, a deleted category is cleared, the category follows a
    /// moved recipe. Then the view is put back by IDs as a relaunch puts back the saved view: each
    /// list's top row and resting cursor, the detail's scroll and the row under its cursor stay on
    /// the same recipes and ingredients where they still exist. An open search runs again on the new
    /// data. Returns `.save` when the place changed, so that the state file names only what exists.
    package mutating func adopt(_ new: AppEnvironment, replacing old: AppEnvironment, difference: CatalogDifference, dataName: String) -> [Effect] {
        let before = navigation
        let view = savedView(in: old)
        let fitted = navigation.fitted(to: new.catalog)
        navigation = fitted.model
        // The way back from a search jump is a place too: it must not lead to what is gone.
        jumpOrigin = jumpOrigin.map { $0.fitted(to: new.catalog).model }
        if detailCursorRoute != navigation.visibleRoute {
            detailCursorRoute = navigation.visibleRoute
            detailCursor = 0
            scroll.detail = 0
        }
        if case .globalSearch(var search) = overlay {
            let cursor = search.cursor
            search.update(using: new.memos.searchNarrowing, catalog: new.catalog)
            search.cursor = min(cursor, max(0, search.results.count - 1))
            overlay = .globalSearch(search)
        }
        prepareForFirstFrame(in: new)
        restore(view, in: new)
        notice = ReloadNotice.text(dataName: dataName, difference: difference, place: fitted.report, catalog: new.catalog)
        return navigation == before ? [] : [.save]
    }
}
