/// A parsed `.cook` file: its metadata, its components, and its steps and notes grouped by section.
///
/// Components are listed once per occurrence, in the order the text names them, so that a step's
/// items can point at them by index and an ingredients list can show each quantity as written.
/// The model is `Codable` so that a catalog cache can store it instead of parsing again.
public struct CooklangRecipe: Hashable, Sendable, Codable {
    /// The front matter's entries, then those of `>>` lines, in file order.
    public var metadata: CooklangMetadata
    public var ingredients: [CooklangIngredient]
    public var cookware: [CooklangCookware]
    public var timers: [CooklangTimer]
    /// The sections in file order; text before the first `=` heading is in a section without a name.
    public var sections: [CooklangSection]

    public init(
        metadata: CooklangMetadata = CooklangMetadata(),
        ingredients: [CooklangIngredient] = [],
        cookware: [CooklangCookware] = [],
        timers: [CooklangTimer] = [],
        sections: [CooklangSection] = []
    ) {
        self.metadata = metadata
        self.ingredients = ingredients
        self.cookware = cookware
        self.timers = timers
        self.sections = sections
    }

    /// Every step of every section, in file order.
    public var steps: [CooklangStep] {
        sections.flatMap { section in section.content.compactMap { if case .step(let step) = $0 { step } else { nil } } }
    }

    /// Every note block (the `>` paragraphs) of every section, in file order.
    public var notes: [String] {
        sections.flatMap { section in section.content.compactMap { if case .note(let note) = $0 { note } else { nil } } }
    }

    /// The ingredients that name another recipe (`@./Shared/Pizza Dough{}`), in file order.
    public var references: [CooklangIngredient] {
        ingredients.filter { $0.reference != nil }
    }
}

/// A part of a recipe under one `=` heading, or the part before any heading.
public struct CooklangSection: Hashable, Sendable, Codable {
    /// The heading's text, nil for the part before the first heading or a heading of `=` alone.
    public var name: String?
    public var content: [CooklangContent]

    public init(name: String?, content: [CooklangContent] = []) {
        self.name = name
        self.content = content
    }
}

/// One paragraph of a section: a cooking step, or a note that is not part of the cooking.
public enum CooklangContent: Hashable, Sendable, Codable {
    case step(CooklangStep)
    /// A `>` paragraph's text, its lines joined with spaces.
    case note(String)
}

/// One cooking step: a paragraph of text with components inline.
public struct CooklangStep: Hashable, Sendable, Codable {
    public var items: [CooklangItem]
    /// The step's first line in the file, 1-based.
    public var line: Int

    public init(items: [CooklangItem], line: Int) {
        self.items = items
        self.line = line
    }
}

/// A piece of a step: text, or a component given by its index in the recipe's lists.
public enum CooklangItem: Hashable, Sendable, Codable {
    /// Text as it reads; a line ending in `\` gives a "\n", other line breaks a space.
    case text(String)
    /// An index into ``CooklangRecipe/ingredients``.
    case ingredient(Int)
    /// An index into ``CooklangRecipe/cookware``.
    case cookware(Int)
    /// An index into ``CooklangRecipe/timers``.
    case timer(Int)
}
