import RecipeSearch

extension KitchenFiles {
    /// The aisle file's synonyms as a query's `i:` terms read them: `i:zucchini` finds recipes with
    /// courgettes where a line says `courgette|zucchini`; nil where no line names two.
    ///
    /// A term finds the line one of whose names it equals through simple plurals (`IngredientWords`),
    /// so `i:tomatoes` finds `tomato|roma tomato`; every name of that line is then matched as the term is.
    var ingredientSynonyms: QueryFilter.Synonyms? {
        let lines = shopping.aisles.aisles.flatMap(\.ingredients).map(\.names).filter { $0.count > 1 }
        guard !lines.isEmpty else { return nil }
        let stemmed = lines.map { (names: $0, stems: $0.map(IngredientWords.stems)) }
        return { term in
            let wanted = IngredientWords.stems(term)
            return stemmed.filter { $0.stems.contains(wanted) }.flatMap(\.names)
        }
    }
}
