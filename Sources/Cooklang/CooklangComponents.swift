/// An ingredient as a step names it: `@flour{1 1/2%cups}(sifted)`, or another recipe: `@./Shared/Pizza Dough{6%balls}`.
public struct CooklangIngredient: Hashable, Sendable, Codable {
    /// The name as written; for a reference, the referenced file's name ("Pizza Dough").
    public var name: String
    /// Nil when the text gives none (`@salt`, `@salt{}`): "some", as the canonical tests put it.
    public var quantity: CooklangQuantity?
    /// The text in parentheses right after it, `(sifted)`.
    public var note: String?
    /// Set when the ingredient is another recipe.
    public var reference: CooklangReference?
    /// Where the `@` is.
    public var location: CooklangLocation

    public init(name: String, quantity: CooklangQuantity? = nil, note: String? = nil, reference: CooklangReference? = nil, location: CooklangLocation) {
        self.name = name
        self.quantity = quantity
        self.note = note
        self.reference = reference
        self.location = location
    }
}

/// A piece of cookware as a step names it: `#pot`, `#frying pan{2}`.
public struct CooklangCookware: Hashable, Sendable, Codable {
    public var name: String
    /// Nil when the text gives none: one, as the canonical tests put it.
    public var quantity: CooklangQuantity?
    public var note: String?
    public var location: CooklangLocation

    public init(name: String, quantity: CooklangQuantity? = nil, note: String? = nil, location: CooklangLocation) {
        self.name = name
        self.quantity = quantity
        self.note = note
        self.location = location
    }
}

/// A timer as a step names it: `~{10%minutes}`, `~eggs{3%minutes}`, `~rest`.
public struct CooklangTimer: Hashable, Sendable, Codable {
    /// Empty for a timer without a name.
    public var name: String
    /// The duration and its unit, nil for a named timer without one.
    public var quantity: CooklangQuantity?
    public var location: CooklangLocation

    public init(name: String, quantity: CooklangQuantity? = nil, location: CooklangLocation) {
        self.name = name
        self.quantity = quantity
        self.location = location
    }
}
