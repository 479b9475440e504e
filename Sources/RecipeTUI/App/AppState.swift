import RecipeModel

/// Everything the screen is drawn from: the navigation model plus the view state that is not navigation.
///
/// Navigation (category, detail stack, focus, columns) lives only in `navigation`. The rest is how
/// the user is looking at it: which related recipe the detail's cursor is on, how far each pane is
/// scrolled, whether help is open, and the message in the bottom bar.
struct AppState: Equatable, Sendable {
    var navigation: NavigationModel
    var size: Size
    /// The day that decides the recipe of the day.
    var today: CalendarDate
    /// The related recipe under the detail's cursor, as an index into the visible recipe's related list.
    var detailCursor = 0
    var scroll = PaneScroll()
    var isShowingHelp = false
    /// A one-line message for the bottom bar, such as a restore notice; cleared by the next key.
    var notice: String?

    init(navigation: NavigationModel, size: Size, today: CalendarDate, notice: String? = nil) {
        self.navigation = navigation
        self.size = size
        self.today = today
        self.notice = notice
    }

    var layout: Layout { Layout(size: size, navigation: navigation) }
}

/// The first visible row of each pane; kept so that moving the cursor scrolls only when it must.
struct PaneScroll: Equatable, Sendable {
    var categories = 0
    var recipes = 0
    /// The first visible line of the detail text.
    var detail = 0
}
