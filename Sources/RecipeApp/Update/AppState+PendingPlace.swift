import RecipeNavigation

/// Restoring the detail's saved place, and keeping it for a screen whose rows come after the first
/// frame (`PendingPlace`) until they come.
extension AppState {
    /// Puts back the place `detail` saved on `screen`, the screen on top: now, or, for the part of it
    /// the screen's late data is needed to find, once that data comes.
    mutating func restoreDetail(_ detail: SavedView.Detail, on screen: Route, in environment: AppEnvironment) {
        let place = PendingPlace(restoring: detail, on: screen)
        // A kitchen screen keeps all of its place, the scroll too, for when its files come: even with the detail pane hidden now.
        if let place, place.data == .kitchen, !place.data.isAtHand(in: environment) {
            pendingPlaces[place.data] = place
            return
        }
        guard let content = detailContent(in: environment) else { return }
        if let cursor = detail.cursor?.route, let row = content.selectable(of: cursor) { detailCursor = row }
        scroll.detail = detail.firstLine
        // The Problems screen takes its scroll at once, as any screen does, and only with the detail
        // pane shown; its problem is not among the rows by route but in the doctor's report, found
        // there now or when it comes.
        guard let place, place.data == .doctorsReport else { return }
        if place.data.isAtHand(in: environment) { put(place, in: environment) } else { pendingPlaces[place.data] = place }
    }

    /// The place waiting on `screen`, which the saved view keeps as the relaunch left it until it is put back.
    func pendingPlace(on screen: Route?) -> PendingPlace? {
        pendingPlaces.values.first { $0.screen == screen }
    }

    /// Puts back the place that waited for `data`, now that it has come: only once, and only if its
    /// screen is still on top; returns whether it did. The caller keeps the cursors in view after.
    @discardableResult
    mutating func placePending(afterArrivalOf data: PendingPlace.LateData, in environment: AppEnvironment) -> Bool {
        guard let place = pendingPlaces[data], data.hasCome(in: environment) else { return false }
        pendingPlaces[data] = nil
        guard data.isAtHand(in: environment) else { return false }
        return put(place, in: environment)
    }

    /// Puts the cursor on the place's row and the scroll as saved, when its screen is on top and its
    /// data has the rows; returns whether it did.
    @discardableResult
    private mutating func put(_ place: PendingPlace, in environment: AppEnvironment) -> Bool {
        guard place.screen == navigation.visibleRoute else { return false }
        let content = detailContent(in: environment)
        switch place.data {
        case .kitchen:
            // A row that is gone leaves the cursor where it is and the scroll as saved, as any screen's restore does.
            guard let content else { return false }
            if let cursor = place.detail.cursor?.route, let row = content.selectable(of: cursor) { detailCursor = row }
        case .doctorsReport:
            // A problem no longer found leaves the cursor and the scroll as the findings left them.
            guard let problem = place.detail.problem, let row = environment.problems?.row(of: problem) else { return false }
            detailCursor = row
        }
        scroll.detail = place.detail.firstLine
        if let content { revealDetailCursor(content) }
        return true
    }
}
