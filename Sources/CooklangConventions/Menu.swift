import CalendarDates
import Cooklang

/// A `.menu` file: sections (days or meals) in file order, each with the recipes it references and how each is scaled.
public struct Menu: Hashable, Sendable {
    /// One `= Monday` or `== Day 1 (2026-03-07) ==` section, or the part before the first heading.
    public struct Section: Hashable, Sendable {
        /// The heading's text; nil for the part before any heading.
        public var name: String?
        /// The first `YYYY-MM-DD` date the heading holds.
        public var date: CalendarDate?
        /// The section's recipes in file order.
        public var entries: [Entry]

        public init(name: String?, date: CalendarDate? = nil, entries: [Entry] = []) {
            self.name = name
            self.date = date
            self.entries = entries
        }
    }

    /// `@./mains/pasta carbonara{2}`: a recipe by its ID below the collection, and how to scale it.
    public struct Entry: Hashable, Sendable {
        /// The recipe's ID: its path below the collection without `.cook` ("mains/pasta carbonara").
        public var recipeID: String
        public var scaling: MenuScaling
        /// Where the `@` is.
        public var line: Int
        public var column: Int

        public init(recipeID: String, scaling: MenuScaling, line: Int, column: Int) {
            self.recipeID = recipeID
            self.scaling = scaling
            self.line = line
            self.column = column
        }
    }

    public var sections: [Section]

    public init(sections: [Section] = []) { self.sections = sections }

    /// The sections whose heading names `date`.
    public func sections(on date: CalendarDate) -> [Section] {
        sections.filter { $0.date == date }
    }

    /// Every entry of every section, in file order.
    public var entries: [Entry] { sections.flatMap(\.entries) }
}

/// How a menu or a reference scales a recipe, per the conventions' "Scaling Referenced Recipes".
public enum MenuScaling: Hashable, Sendable {
    /// `{}` or no braces: as written.
    case asWritten
    /// `{2}`: the whole recipe times this.
    case factor(Double)
    /// `{4%servings}`: to this many servings, by the recipe's `servings` metadata.
    case servings(Double)
    /// `{150%ml}`: to this yield, by the recipe's `yield` metadata in the same unit.
    case yield(Double, unit: String)

    /// The scaling a reference's quantity asks for; nil when the amount is not a number.
    public init?(_ quantity: CooklangQuantity?) {
        guard let quantity, !(quantity.amount.isEmpty && quantity.unit.isEmpty) else {
            self = .asWritten
            return
        }
        guard let value = quantity.value else { return nil }
        switch quantity.unit.lowercased() {
        case "": self = .factor(value)
        case "servings", "serving", "serves": self = .servings(value)
        default: self = .yield(value, unit: quantity.unit)
        }
    }

    /// What this scaling asks of a recipe written for `servings` (and yielding `yield`).
    ///
    /// The one rule for a reference's quantity, the shopping list's and the recipe screen's: a number
    /// alone is a factor; of `servings`, those servings; of the unit the recipe's yield is in (its
    /// `yield`, else its servings written with a unit, `6 balls`), that yield (`{12%balls}` of a dough
    /// for `6 balls` is twice it). Any other unit: `batch`/`batches` is a factor (`{1/2%batch}`, half),
    /// and the rest is read in the servings' unit, as the conventions' third rule has it when the
    /// recipe does not say its yield's unit.
    public func asked(servings: Double?, yield: (value: Double, unit: String)?) -> Asked {
        switch self {
        case .asWritten: return .asWritten
        case .factor(let factor): return .factor(factor)
        case .servings(let wanted): return .servings(wanted)
        case .yield(let wanted, let unit):
            if let yield, yield.value > 0, yield.unit.lowercased() == unit.lowercased() { return .factor(wanted / yield.value) }
            if Self.batchUnits.contains(unit.lowercased()) { return .factor(wanted) }
            return .servings(wanted)
        }
    }

    /// What a scaling asks of a recipe, by `asked(servings:yield:)`.
    public enum Asked: Hashable, Sendable {
        case asWritten
        /// The whole recipe times this.
        case factor(Double)
        /// This many servings, by the recipe's servings.
        case servings(Double)
    }

    /// The factor for a recipe written for `servings` (and yielding `yield`), by `asked(servings:yield:)`; 1 when the recipe cannot say.
    public func factor(servings: Double?, yield: (value: Double, unit: String)?) -> Double {
        switch asked(servings: servings, yield: yield) {
        case .asWritten: return 1
        case .factor(let factor): return factor
        case .servings(let wanted):
            guard let servings, servings > 0 else { return 1 }
            return wanted / servings
        }
    }

    /// Units that name the whole recipe: a number of them is a factor.
    static let batchUnits: Set<String> = ["batch", "batches"]
}
