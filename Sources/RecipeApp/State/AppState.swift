import RecipeModel
import RecipeNavigation

/// Everything the screen is drawn from: the navigation model plus the view state that is not navigation.
///
/// Navigation (category, detail stack, focus, columns) lives only in `navigation`. The rest is how
/// the user is looking at it: list cursors where nothing is selected, the row under
/// the detail's cursor, how far each pane is scrolled, an open overlay, and the bottom bar's message.
package struct AppState: Equatable, Sendable {
    package var navigation: NavigationModel
    package var size: Size
    /// The day that decides the recipe of the day.
    var today: CalendarDate
    /// Today's recipe where it is not the one the catalog picks for `today` now: kept through reloads
    /// and relaunches that changed the number of recipes, so that it stays all day (see `recipeOfTheDay(in:)`).
    var keptRecipeOfTheDay: String?
    /// Whether the day was chosen (`--date`) rather than the calendar's: the bottom bar then names it instead of saying "Today".
    var todayIsChosen = false
    /// The layout asked for on the command line; not saved, like the sample's experience picker.
    var layoutMode: LayoutMode = .automatic
    /// Rows of the lists where the cursor rests while nothing is selected (the collapsed stack browses without selecting).
    var cursors = ListCursors()
    /// The row under the detail's cursor, as an index into the selectable rows of `detailCursorRoute`'s
    /// screen: a recipe's ingredients and related recipes, an ingredient's recipes.
    var detailCursor = 0
    /// The screen whose rows `detailCursor` indexes: the visible one, except during an update that
    /// showed another one. The update then starts the new screen over, at its top, unless it placed
    /// the cursor on purpose (going back puts it on the row you came from).
    var detailCursorRoute: Route?
    var scroll = PaneScroll()
    var overlay: Overlay?
    /// A search narrowing one of the lists.
    var filter: ListFilter?
    /// Where a global-search jump came from, so that Back returns there.
    var jumpOrigin: NavigationModel?
    /// A one-line message for the bottom bar, such as a restore notice; cleared by the next key.
    package var notice: String?
    /// The focus the split view had when a resize collapsed it into the stack (which focuses its top),
    /// given back when a resize widens it again, unless the user went elsewhere in between.
    var splitFocus: Pane?
    /// The digits typed before a command, as vim counts them: `5j` moves five rows.
    var pendingCount: Int?
    /// The query of the last filter kept with Enter, which `n` and `N` look for again.
    var lastQuery: String?
    /// The units the detail shows quantities in (`u`); saved with the view.
    package var units: DisplayUnits = .original
    /// Every kitchen timer, on every screen, and the wall clock's time at the last tick.
    package var timers = CookTimers()
    /// The card rows ticked in cook mode, for this session.
    var cookTicks: Set<CookTick> = []
    /// The step cook mode last showed of each recipe, so that returning goes back there.
    var cookSteps: [String: Int] = [:]
    /// Where a relaunch left the cursor and scroll of a screen whose rows come late, by the data it
    /// waits for, until that data comes to place them in. Each data comes on its own, so a place may
    /// wait for each (a reload on a kitchen screen while the Problems screen's place waits).
    var pendingPlaces: [PendingPlace.LateData: PendingPlace] = [:]

    package init(
        navigation: NavigationModel, size: Size, today: CalendarDate, todayIsChosen: Bool = false, layoutMode: LayoutMode = .automatic, notice: String? = nil
    ) {
        self.navigation = navigation
        self.todayIsChosen = todayIsChosen
        detailCursorRoute = navigation.visibleRoute
        self.size = size
        self.today = today
        self.layoutMode = layoutMode
        self.notice = notice
    }

    var layout: Layout {
        Layout(size: size, navigation: navigation, mode: layoutMode, bottomBarHeight: NoticeLines.rows(for: shownNotice, on: size), timerStrip: !timers.isEmpty)
    }

    /// The notice the bottom bar shows: none while a filter is typed, which holds it until the filter closes.
    var shownNotice: String? {
        filter?.isEditing == true ? nil : pendingNotice
    }

    /// Whether the help overlay is open.
    var isShowingHelp: Bool {
        get {
            if case .help = overlay { return true }
            return false
        }
        set {
            if newValue {
                if !isShowingHelp { overlay = .help(firstLine: 0) }
            } else if isShowingHelp {
                overlay = nil
            }
        }
    }
}

/// A modal box over the panes.
enum Overlay: Equatable, Sendable {
    /// Every key, from the keymap, scrolled to `firstLine` when it does not fit.
    case help(firstLine: Int)
    /// The screens of the stack, to jump back to one; `selected` is the row under the cursor.
    case stackPicker(selected: Int)
    /// A search across every recipe.
    case globalSearch(GlobalSearch)
    /// Every timer; `selected` is the row under the cursor.
    case timers(selected: Int)
    /// The Plan screen's prompt for a thing to buy, with what is typed so far.
    case planItemPrompt(String)
}

/// One ingredient of a section's card in cook mode, ticked.
struct CookTick: Hashable, Sendable {
    var recipeID: String
    var section: Int
    var row: Int
}

/// Whether keys are commands, text being typed into a search, or keys read by the help.
package enum InputMode: Equatable, Sendable {
    case commands
    case text
    /// The help is open: its own keys close it (q as in less, ranger and lf); the others are commands.
    case help
    /// Cook mode's screen has the focus: its keys come before the commands.
    case cook
    /// The timers box is open: its keys come before the commands.
    case timers
    /// A route screen with keys of its own has the focus (the plan's, a menu's): its keys, by the
    /// route's kind, come before the commands.
    case screen(String)
    /// The Problems screen has the focus: its keys come before the commands.
    case problems
    /// The shopping list's screen has the focus: its keys come before the commands.
    case shopping
}

extension AppState {
    /// Typing goes into the search while a filter is being edited or the global search is open.
    package var inputMode: InputMode {
        if filter?.isEditing == true { return .text }
        if case .globalSearch? = overlay { return .text }
        if case .planItemPrompt? = overlay { return .text }
        if case .help? = overlay { return .help }
        if case .timers? = overlay { return .timers }
        if overlay == nil, navigation.focus == .detail, case .cook? = navigation.visibleRoute { return .cook }
        if overlay == nil, navigation.focus == .detail, let route = navigation.visibleRoute, route.screen.hasOwnKeys { return .screen(route.kind) }
        if overlay == nil, navigation.focus == .detail, navigation.visibleRoute == .problems { return .problems }
        if overlay == nil, navigation.focus == .detail, case .shoppingList? = navigation.visibleRoute { return .shopping }
        return .commands
    }

    /// Whether a modal box (help, the stack picker, global search) covers the panes.
    package var hasOverlay: Bool { overlay != nil }
}

/// List rows the cursor is on when the list has no selection: set by browsing the collapsed stack,
/// nil where it never moved (the stack then starts at the first row, a split view shows no cursor).
struct ListCursors: Equatable, Sendable {
    var categories: Int?
    var recipes: Int?
}

/// The first visible row of each pane; kept so that moving the cursor scrolls only when it must.
struct PaneScroll: Equatable, Sendable {
    var categories = 0
    var recipes = 0
    /// The first visible line of the detail text.
    var detail = 0
}
