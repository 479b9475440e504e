extension RecipeCatalog {
    /// Returns the recipe of the day for `date`: the same all day, a different one the next day.
    ///
    /// Days walk the recipes (sorted by ID, so the choice survives reordering of the file) with a
    /// step coprime to their count: every recipe comes up once in each cycle of `recipeCount` days,
    /// and neighbouring days land far apart in the list rather than on alphabetical neighbours.
    public func recipeOfTheDay(for date: CalendarDate) -> Recipe? {
        recipeOfTheDayPosition(for: date).map(recipe(at:))
    }

    /// Returns the ID of the recipe of the day for `date` without building the recipe.
    ///
    /// The bottom bar shows only the name, which the index holds: building the recipe for it read and
    /// decoded it, and made the full recipes' memo, before the first frame (about 500,000 instructions).
    public func recipeOfTheDayID(for date: CalendarDate) -> String? {
        recipeOfTheDayPosition(for: date).map(index.id(of:))
    }

    /// The index position of the recipe of the day for `date`; nil for an empty catalog.
    private func recipeOfTheDayPosition(for date: CalendarDate) -> Int? {
        let count = recipeCount
        guard count > 0 else { return nil }
        let step = Self.coprimeStep(for: count)
        let day = date.daysSinceEpoch
        // Multiply modulo `count` in a way that cannot overflow for any day or count.
        let dayResidue = ((day % count) + count) % count
        let rank = Int((UInt64(dayResidue) * UInt64(step) + UInt64(Self.offset % count)) % UInt64(count))
        return index.recipe(inIDOrder: rank)
    }

    /// A fixed offset so that day zero does not always land on the first recipe.
    private static let offset = 7919

    /// The step nearest to the golden-ratio point of `count` that shares no factor with it.
    static func coprimeStep(for count: Int) -> Int {
        guard count > 2 else { return 1 }
        var step = max(1, Int(Double(count) * 0.6180339887))
        while gcd(step, count) != 1 { step += 1 }
        return step
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
