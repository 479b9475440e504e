extension RecipeCatalog {
    /// Returns the 1-based line of the data file on which recipe `id`'s JSON object starts, for an
    /// editor's `+LINE`; nil for an unknown ID, a catalog whose recipes have no place in a file (made
    /// from values, parsed by the precise parser, or read from Cooklang files), or a file that can no
    /// longer be read that far.
    ///
    /// The line is counted from the document the index was built from, in chunks: it costs time in
    /// proportion to the recipe's offset, so ask only when it is needed, as when the user presses `e`.
    package func line(ofRecipe id: String) -> Int? {
        guard let position = index.lookup(id), let document = fullRecipes.document else { return nil }
        return document.lineNumber(atOffset: index.source(of: position).offset)
    }
}
