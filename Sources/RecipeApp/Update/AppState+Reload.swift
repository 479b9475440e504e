import RecipeModel
import RecipeNavigation

extension AppState {
    /// Moves the state onto a newer version of the data as a relaunch with it would, and says what changed.
    ///
    /// The place is fitted as a restore fits a saved one (`NavigationModel.fitted(to:)`): routes
    /// that no longer resolve leave the stack, a deleted category is cleared, the category follows a
    /// moved recipe. Then the view is put back by IDs as a relaunch puts back the saved view: each
    /// list's top row and resting cursor, the detail's scroll and the row under its cursor stay on
    /// the same recipes and ingredients where they still exist. An open search runs again on the new
    /// data. The kitchen timers are fitted as a relaunch fits them: one whose recipe was deleted is
    /// dropped now, and the notice says so. One thing a relaunch cannot do is done too: a `.cook` file
    /// moved to another folder is followed under its new ID (`CatalogDifference.moved`), by the place
    /// and the timers, where a relaunch drops it; and when the item under the focused list's cursor
    /// was removed, the cursor lands on its neighbour. Returns `.save` when the place or the timers
    /// changed, so that the state file names only what exists.
    ///
    /// `postscript`, when given, follows the notice (a folder that cannot be watched). A reload that
    /// was only asked for (`quietWhenUnchanged`, after the editor ran) and finds nothing changed
    /// leaves the notice as it was: the data did not change, and the editor's own notice stays.
    mutating func adopt(
        _ new: AppEnvironment, replacing old: AppEnvironment, difference: CatalogDifference, dataName: String, postscript: String? = nil,
        quietWhenUnchanged: Bool = false
    ) -> [Effect] {
        let before = navigation
        // The focused list's item, whose neighbour the cursor lands on if the new data took it away.
        let spot = focusedListSpot(in: old)
        let todaysRecipe = recipeOfTheDayID(in: old.catalog)
        // A moved file is the same recipe under a new ID: the place and the view follow it there.
        let moves = Dictionary(difference.moved.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        var view = savedView(in: old).renaming(moves)
        // The timers are fitted below (`fitTimers`), once: not put back as a relaunch puts them, which
        // would drop a moved recipe's and say the ended ones again at every reload.
        view.timers = nil
        navigation.path = navigation.path.map { $0.rules.renamingRecipes(moves) }
        if var origin = jumpOrigin {
            origin.path = origin.path.map { $0.rules.renamingRecipes(moves) }
            jumpOrigin = origin
        }
        let fitted = navigation.fitted(to: new.catalog)
        navigation = fitted.model
        // A timer of a deleted recipe goes now, as at a relaunch; one of a moved file follows it.
        let timersBefore = timers
        let droppedTimers = fitTimers(to: new.catalog, moves: moves)
        // First: the notice's rows are taken from the panes, and the view is fitted to what is left of them.
        // Nothing new to say keeps the notice showing (the load before's, the editor's), and a reload
        // only asked for says nothing then.
        var said = notice
        if !(difference.isEmpty && fitted.report.isEmpty) || (notice == nil && !quietWhenUnchanged) {
            said = ReloadNotice.text(dataName: dataName, difference: difference, place: fitted.report, root: navigation.selectedRecipe, catalog: new.catalog)
        }
        let lines = [said, droppedTimers, postscript].compactMap { $0 }
        notice = lines.isEmpty ? nil : lines.joined(separator: " ")
        // The way back from a search jump is a place too: it must not lead to what is gone.
        jumpOrigin = jumpOrigin.map { $0.fitted(to: new.catalog).model }
        // Rows are positions in the old data: the view comes back by IDs, from a fresh start's rows, as at a relaunch.
        cursors = ListCursors()
        scroll = PaneScroll()
        detailCursorRoute = navigation.visibleRoute
        detailCursor = 0
        if var typed = filter {
            // Its rows are the new data's: the cursor stays within them.
            typed.cursor = min(typed.cursor, max(0, ListRows(typed.pane, state: self, in: new).count - 1))
            filter = typed
        }
        if case .globalSearch(var search) = overlay {
            let cursor = search.cursor
            search.update(using: new.memos.searchNarrowing, catalog: new.catalog, synonyms: new.kitchen.ingredientSynonyms)
            search.cursor = min(cursor, max(0, search.results.count - 1))
            overlay = .globalSearch(search)
        }
        prepareForFirstFrame(in: new)
        restore(view, in: new)
        if let spot { landOnNeighbour(of: spot, moves: moves, in: new) }
        // Today's recipe stays today's unless it was removed (a moved file is the same recipe).
        keepRecipeOfTheDay(todaysRecipe.map { moves[$0] ?? $0 }, in: new.catalog)
        return (navigation == before && timers == timersBefore ? [] : [.save]) + detailLoadEffects(in: new)
    }
}

extension AppState {
    /// Shows `notice` in the bottom line, from outside any key (a reload that failed): the panes give
    /// it the rows it needs and keep their cursors in view, as after an action.
    mutating func show(notice: String, in environment: AppEnvironment) {
        self.notice = notice
        keepCursorsVisible(in: environment)
    }
}

extension SavedView {
    /// This view with the recipes `moves` names under their new IDs.
    fileprivate func renaming(_ moves: [String: String]) -> SavedView {
        guard !moves.isEmpty else { return self }
        var view = self
        view.recipesTop = recipesTop.map { moves[$0] ?? $0 }
        view.recipesCursor = recipesCursor.map { moves[$0] ?? $0 }
        if var detail {
            detail.screen = RouteMember(detail.screen.route?.rules.renamingRecipes(moves))
            detail.cursor = detail.cursor.map { RouteMember($0.route?.rules.renamingRecipes(moves)) }
            view.detail = detail
        }
        return view
    }
}
