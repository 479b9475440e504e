import RecipeNavigation

/// A place a relaunch restores on a screen whose rows come after the first frame, kept until they come.
///
/// The kitchen's screens (the plan, the shopping list, a menu, what can I make) have no rows before
/// the runtime's first read of the kitchen's files, the Problems screen none before the doctor's
/// report. Until then the saved place cannot be found among the rows, and taking the cursor from
/// the empty screen would lose it: it is kept as the state file had it, saved back as it is (a
/// relaunch before the data comes loses nothing), and put back when the data comes if its screen is
/// still on top (`AppState.placePending(afterArrivalOf:in:)`). A new screen whose rows come late
/// names its data in `Route.lateData`; only new data needs a case of `LateData`.
struct PendingPlace: Equatable, Sendable {
    /// Data a screen is laid out from that comes after the first frame, each on its own.
    enum LateData: Hashable, Sendable {
        /// The kitchen's files, read off the key path (`Action.kitchenLoaded`).
        case kitchen
        /// The doctor's findings on the data (`Action.problemsExamined`).
        case doctorsReport

        /// Whether the data has come, so that nothing waits for it any longer: the doctor's findings
        /// end the wait even when they are a failure, which has no report to find a place in.
        func hasCome(in environment: AppEnvironment) -> Bool {
            switch self {
            case .kitchen: environment.kitchen.isRead
            case .doctorsReport: environment.problems != nil
            }
        }

        /// Whether the data is there with rows to find a saved place in.
        func isAtHand(in environment: AppEnvironment) -> Bool {
            switch self {
            case .kitchen: environment.kitchen.isRead
            case .doctorsReport: environment.problems?.report != nil
            }
        }
    }

    /// The data the place waits for.
    var data: LateData
    /// The screen the place is on: it is put back only while that screen is on top.
    var screen: Route
    /// The place as the state file keeps it until it is put back: the scroll, and the row under the
    /// cursor by its route or, on the Problems screen, by its problem.
    var detail: SavedView.Detail

    /// The part of `detail`, saved on `screen`, that must wait for the screen's late data; nil for a
    /// screen whose data is never late, and for a Problems screen saved without a problem (by a
    /// version before problems were saved), which has nothing to wait with.
    init?(restoring detail: SavedView.Detail, on screen: Route) {
        guard let data = screen.lateData else { return nil }
        self.data = data
        self.screen = screen
        switch data {
        case .kitchen:
            self.detail = detail
        case .doctorsReport:
            guard let problem = detail.problem else { return nil }
            // As the Problems screen saves its place: by the problem alone, never by a row's route.
            self.detail = SavedView.Detail(screen: RouteMember(screen), firstLine: detail.firstLine, cursor: nil, problem: problem)
        }
    }
}

extension Route {
    /// The data the route's screen is laid out from when it comes after the first frame; nil for the others.
    var lateData: PendingPlace.LateData? {
        switch self {
        case .plan, .shoppingList, .menu, .cookable: .kitchen
        case .problems: .doctorsReport
        case .recipe, .ingredient, .cook, .tag: nil
        }
    }
}
