/// A place in a `.cook` file, 1-based: the line, and the column counted in Unicode scalars.
public struct CooklangLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// "line:column", to follow a file's name in a notice.
    public var description: String { "\(line):\(column)" }
}

/// A problem the parser found and worked around: the recipe is still whole, the text kept as text.
public struct CooklangDiagnostic: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    public var location: CooklangLocation
    public var message: String

    public init(location: CooklangLocation, message: String) {
        self.location = location
        self.message = message
    }

    public var line: Int { location.line }
    public var column: Int { location.column }

    /// "line:column: message", to follow a file's name and a colon in a notice.
    public var description: String { "\(location): \(message)" }
}

/// What parsing gives: always a recipe, and the problems found on the way, in file order.
public struct CooklangParseResult: Hashable, Sendable, Codable {
    public var recipe: CooklangRecipe
    public var diagnostics: [CooklangDiagnostic]
    /// The lines that start with `>>`, the metadata the specification deprecates for a YAML front
    /// matter: found as the text is read, so that a tool warning of them (the doctor) needs no second pass.
    public var deprecatedMetadataLines: [Int]

    public init(recipe: CooklangRecipe, diagnostics: [CooklangDiagnostic], deprecatedMetadataLines: [Int] = []) {
        self.recipe = recipe
        self.diagnostics = diagnostics
        self.deprecatedMetadataLines = deprecatedMetadataLines
    }
}
