import RecipeNavigation

/// How the panes were scrolled when the place was saved, by IDs only: what a relaunch needs to show the screen that was left.
///
/// It is view state, not navigation: it is saved beside the navigation model, in the state file's
/// `"view"` member, and restored after it. Whatever no longer fits the catalog or the screen is
/// dropped quietly: a relaunch then shows that part as a fresh start would.
package struct SavedView: Codable, Hashable, Sendable {
    /// The category on the first visible row of the categories list.
    package var categoriesTop: String?
    /// The recipe on the first visible row of the recipes list.
    package var recipesTop: String?
    /// The category under the cursor where it rests without selecting (the collapsed stack browses so).
    package var categoriesCursor: String?
    /// The recipe under the cursor where it rests without selecting.
    package var recipesCursor: String?
    /// Where the detail was scrolled, for the screen it showed.
    package var detail: Detail?
    /// The kitchen timers, by their end times on the wall clock: a relaunch shows the time left, or that one ended.
    package var timers: [CookTimer]?

    /// Today's recipe, so that a relaunch the same day shows the same one even if recipes were added or removed meanwhile.
    package var recipeOfTheDay: DailyPick?

    /// The most IDs a view holds (two per list, the detail's screen and cursor, today's recipe), for the state file's size limit.
    package static let maximumIDs = 7

    /// The recipe of the day and the day it was picked for.
    package struct DailyPick: Codable, Hashable, Sendable {
        /// The day, as `YYYY-MM-DD`.
        package var date: String
        /// The recipe's ID.
        package var recipe: String

        package init(date: String, recipe: String) {
            self.date = date
            self.recipe = recipe
        }
    }

    /// The detail's scroll and cursor: rows are saved by route, since their positions change when the data file does.
    package struct Detail: Codable, Hashable, Sendable {
        /// The screen shown, so that a place that restores to another screen does not take its scroll.
        package var screen: RouteMember
        /// The first visible line of the detail text.
        package var firstLine: Int
        /// The row under the cursor; nil on a screen without rows.
        package var cursor: RouteMember?
    }
}

extension SavedView {
    /// A view of the kitchen timers alone: what an `--open` link keeps of the saved view, since timers belong to no place.
    package init(timers: [CookTimer]) {
        self.init()
        self.timers = timers
    }
}
