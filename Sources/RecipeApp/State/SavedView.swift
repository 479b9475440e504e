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
    /// The units the detail showed quantities in; nil (left out of the file) for the recipe's own.
    package var units: DisplayUnits?
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

    private enum CodingKeys: String, CodingKey {
        case categoriesTop, recipesTop, categoriesCursor, recipesCursor, detail, units, timers, recipeOfTheDay
    }

    package init(
        categoriesTop: String? = nil, recipesTop: String? = nil, categoriesCursor: String? = nil, recipesCursor: String? = nil,
        detail: Detail? = nil, units: DisplayUnits? = nil, timers: [CookTimer]? = nil, recipeOfTheDay: DailyPick? = nil
    ) {
        self.categoriesTop = categoriesTop
        self.recipesTop = recipesTop
        self.categoriesCursor = categoriesCursor
        self.recipesCursor = recipesCursor
        self.detail = detail
        self.units = units
        self.timers = timers
        self.recipeOfTheDay = recipeOfTheDay
    }

    /// Reads a saved view; units this version does not know (saved by a later one) are skipped, not the whole view.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        categoriesTop = try container.decodeIfPresent(String.self, forKey: .categoriesTop)
        recipesTop = try container.decodeIfPresent(String.self, forKey: .recipesTop)
        categoriesCursor = try container.decodeIfPresent(String.self, forKey: .categoriesCursor)
        recipesCursor = try container.decodeIfPresent(String.self, forKey: .recipesCursor)
        detail = try container.decodeIfPresent(Detail.self, forKey: .detail)
        units = (try? container.decodeIfPresent(DisplayUnits.self, forKey: .units)) ?? nil
        timers = try container.decodeIfPresent([CookTimer].self, forKey: .timers)
        recipeOfTheDay = try container.decodeIfPresent(DailyPick.self, forKey: .recipeOfTheDay)
    }

    /// The detail's scroll and cursor: rows are saved by route, since their positions change when the data file does.
    package struct Detail: Codable, Hashable, Sendable {
        /// The screen shown, so that a place that restores to another screen does not take its scroll.
        package var screen: RouteMember
        /// The first visible line of the detail text.
        package var firstLine: Int
        /// The row under the cursor; nil on a screen without rows, and on the Problems screen, which saves `problem` instead.
        package var cursor: RouteMember?
        /// The problem under the Problems screen's cursor (left out of the file elsewhere, and by versions before it).
        package var problem: Problem?
    }
}

extension SavedView {
    /// A view of the kitchen timers alone.
    package init(timers: [CookTimer]) {
        self.init()
        self.timers = timers
    }

    /// What an `--open` link keeps of the saved view: the parts that belong to no place (the units,
    /// the kitchen timers, today's recipe); nil when the view has none of them.
    package var placeless: SavedView? {
        var kept = SavedView()
        kept.units = units
        kept.timers = timers
        kept.recipeOfTheDay = recipeOfTheDay
        return kept.units == nil && kept.timers == nil && kept.recipeOfTheDay == nil ? nil : kept
    }
}
