import Testing
@testable import RecipeModel
import RecipeTestSupport

@Suite("Calendar dates")
struct CalendarDateTests {
    @Test("YYYY-MM-DD text of a real day parses", arguments: [
        ("2026-01-05", 2026, 1, 5),
        ("2024-02-29", 2024, 2, 29),
        ("2000-02-29", 2000, 2, 29),
        ("1970-01-01", 1970, 1, 1),
        ("0001-01-01", 1, 1, 1),
        ("9999-12-31", 9999, 12, 31),
    ])
    func parseISO(text: String, year: Int, month: Int, day: Int) throws {
        let date = try #require(CalendarDate(iso: text))
        #expect(date == CalendarDate(year: year, month: month, day: day))
        #expect((date.year, date.month, date.day) == (year, month, day))
        #expect(date.description == text)
    }

    @Test("text that is not exactly YYYY-MM-DD of a real day does not parse", arguments: [
        "2026-02-30", "2023-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "0000-01-01",
        "2026-1-05", "2026-01-5", "26-01-05", "02026-01-05", "2026-01-005",
        "", "2026", "2026-01", "2026/01/05", "2026-01-05T00:00", " 2026-01-05", "2026-01-05 ", "2026--01-05",
        "+026-01-05", "2026-+1-05", "2026-01-+5", "-001-01-05", "２０２６-01-05", "2026-0x-05",
    ])
    func rejectISO(text: String) {
        #expect(CalendarDate(iso: text) == nil)
    }

    @Test("a date that does not exist cannot be made")
    func invalidComponents() {
        #expect(CalendarDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 2026, month: 13, day: 1) == nil)
        #expect(CalendarDate(year: 0, month: 1, day: 1) == nil)
        #expect(CalendarDate(year: 10_000, month: 1, day: 1) == nil)
        #expect(CalendarDate(year: 2026, month: 6, day: 0) == nil)
    }

    @Test("days are counted from 1970-01-01", arguments: [
        ("1970-01-01", 0),
        ("1970-01-02", 1),
        ("1969-12-31", -1),
        ("2000-01-01", 10_957),
        ("2000-03-01", 11_017),
        ("2024-02-29", 19_782),
        ("2026-01-01", 20_454),
        ("1900-03-01", -25_508),
        ("0001-01-01", -719_162),
        ("9999-12-31", 2_932_896),
    ])
    func daysSinceEpoch(text: String, days: Int) throws {
        let date = try #require(CalendarDate(iso: text))
        #expect(date.daysSinceEpoch == days)
        #expect(CalendarDate(daysSinceEpoch: days) == date)
    }

    @Test("every day from 0001-01-01 to 9999-12-31 converts to a day count and back, and follows the day before it")
    func everyDayRoundTrips() {
        var previous = CalendarDate(year: 1, month: 1, day: 1)!
        var firstFailure: String?
        for days in (-719_162 + 1)...2_932_896 {
            let date = CalendarDate(daysSinceEpoch: days)
            let expected: CalendarDate? =
                CalendarDate(year: previous.year, month: previous.month, day: previous.day + 1)
                ?? CalendarDate(year: previous.year, month: previous.month + 1, day: 1)
                ?? CalendarDate(year: previous.year + 1, month: 1, day: 1)
            if date != expected || date.daysSinceEpoch != days || !(previous < date) {
                firstFailure = "day \(days): \(date), expected \(String(describing: expected)) after \(previous)"
                break
            }
            previous = date
        }
        #expect(firstFailure == nil)
        #expect(previous == CalendarDate(year: 9999, month: 12, day: 31))
    }

    @Test("adding days crosses month, year and leap-day boundaries")
    func addingDays() throws {
        let date = try #require(CalendarDate(iso: "2024-02-28"))
        #expect(date.adding(days: 1) == CalendarDate(iso: "2024-02-29"))
        #expect(date.adding(days: 2) == CalendarDate(iso: "2024-03-01"))
        #expect(date.adding(days: 366) == CalendarDate(iso: "2025-02-28"))
        #expect(date.adding(days: -59) == CalendarDate(iso: "2023-12-31"))
        #expect(date.adding(days: 0) == date)
    }

    @Test("dates order by year, then month, then day")
    func ordering() throws {
        let dates = try ["2026-01-05", "2025-12-31", "2026-01-04", "0001-01-01", "2026-02-01"].map { try #require(CalendarDate(iso: $0)) }
        #expect(dates.sorted().map(\.description) == ["0001-01-01", "2025-12-31", "2026-01-04", "2026-01-05", "2026-02-01"])
    }

    @Test("the description pads the year, month and day")
    func paddedDescription() {
        #expect(CalendarDate(year: 42, month: 3, day: 7)?.description == "0042-03-07")
    }
}

@Suite("The recipe of the day")
struct RecipeOfTheDayTests {
    static let start = CalendarDate(year: 2026, month: 1, day: 1)!

    static let catalogs: [RecipeCatalog] = [TestCatalogs.numbered(2), TestCatalogs.numbered(3), TestCatalogs.small, TestCatalogs.numbered(31), TestCatalogs.numbered(78)]

    @Test("is the same all day: asking twice for the same date gives the same recipe")
    func stableWithinADay() throws {
        for catalog in Self.catalogs {
            for offset in 0..<30 {
                let date = Self.start.adding(days: offset)
                let sameDay = try #require(CalendarDate(iso: date.description))
                let first = catalog.recipeOfTheDay(for: date)
                #expect(first != nil)
                #expect(catalog.recipeOfTheDay(for: sameDay) == first)
                #expect(catalog.recipeOfTheDay(for: date) == first)
            }
        }
    }

    @Test("changes every day for 30 days", arguments: catalogs)
    func variesAcrossDays(catalog: RecipeCatalog) throws {
        let ids = try (0..<30).map { try #require(catalog.recipeOfTheDay(for: Self.start.adding(days: $0))).id }
        for (yesterday, today) in zip(ids, ids.dropFirst()) {
            #expect(yesterday != today)
        }
        // Over 30 days, as many different recipes as the catalog can offer come up.
        #expect(Set(ids).count == min(30, catalog.recipeCount))
    }

    @Test("over as many consecutive days as there are recipes, every recipe comes up exactly once", arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 25, 60, 78, 97, 100])
    func everyRecipeOncePerCycle(count: Int) {
        let catalog = TestCatalogs.numbered(count)
        let allIDs = catalog.recipeIDs(in: "all")
        for startDays in [-719_162, -25_508, -1, 0, 20_454, 2_932_896 - count] {
            let start = CalendarDate(daysSinceEpoch: startDays)
            let ids = (0..<count).compactMap { catalog.recipeOfTheDay(for: start.adding(days: $0))?.id }
            #expect(ids.sorted() == allIDs, "starting \(start)")
        }
    }

    @Test("a catalog of one recipe always offers it")
    func singleRecipe() {
        let catalog = TestCatalogs.numbered(1)
        for days in [-719_162, -1, 0, 1, 20_454, 2_932_896] {
            #expect(catalog.recipeOfTheDay(for: CalendarDate(daysSinceEpoch: days))?.id == "r00")
        }
    }

    @Test("an empty catalog offers nothing")
    func emptyCatalog() throws {
        let catalog = try RecipeCatalog(categories: [], recipes: [])
        #expect(catalog.recipeOfTheDay(for: Self.start) == nil)
    }

    @Test("works on the first and last days the calendar knows")
    func farPastAndFuture() throws {
        let first = try #require(CalendarDate(iso: "0001-01-01"))
        let last = try #require(CalendarDate(iso: "9999-12-31"))
        for catalog in Self.catalogs {
            let onFirst = try #require(catalog.recipeOfTheDay(for: first))
            let onLast = try #require(catalog.recipeOfTheDay(for: last))
            #expect(catalog.recipeOfTheDay(for: first) == onFirst)
            #expect(catalog.recipeOfTheDay(for: last) == onLast)
            #expect(catalog.recipeOfTheDay(for: first.adding(days: 1)) != onFirst)
            #expect(catalog.recipeOfTheDay(for: last.adding(days: -1)) != onLast)
        }
    }

    @Test("does not depend on the order of recipes in the data file")
    func independentOfFileOrder() throws {
        let reversed = try RecipeCatalog(categories: TestCatalogs.categories.reversed(), recipes: TestCatalogs.recipes.reversed())
        for offset in 0..<30 {
            let date = Self.start.adding(days: offset)
            #expect(reversed.recipeOfTheDay(for: date) == TestCatalogs.small.recipeOfTheDay(for: date))
        }
    }

    @Test("walks the recipes with a step that shares no factor with their count")
    func coprimeStep() {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        for count in 1...500 {
            let step = RecipeCatalog.coprimeStep(for: count)
            #expect(gcd(step, count) == 1, "count \(count)")
            #expect(step >= 1 && (step < count || count <= 2), "count \(count)")
        }
    }

    @Test("the ID without the recipe is the recipe's ID, every day for a year, and nil for an empty catalog")
    func idWithoutRecipe() throws {
        let bundled = try RecipeCatalog(contentsOfFile: TestCatalogs.bundledPath)
        for catalog in Self.catalogs + [bundled, TestCatalogs.numbered(1)] {
            for offset in -1...365 {
                let date = Self.start.adding(days: offset)
                #expect(catalog.recipeOfTheDayID(for: date) == catalog.recipeOfTheDay(for: date)?.id)
            }
        }
        #expect(try RecipeCatalog(categories: [], recipes: []).recipeOfTheDayID(for: Self.start) == nil)
    }

    @Test("the bundled catalog offers a different recipe each day for 30 days")
    func bundledCatalog() throws {
        let catalog = try RecipeCatalog(contentsOfFile: TestCatalogs.bundledPath)
        let ids = try (0..<30).map { try #require(catalog.recipeOfTheDay(for: Self.start.adding(days: $0))).id }
        #expect(Set(ids).count == 30)
    }
}
