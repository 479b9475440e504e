extension RecipeCatalog {
    /// Loads a catalog with `CatalogScanner`, or returns nil when the document needs the precise parser.
    ///
    /// The result is the one the precise path gives: the same recipes, order, warnings (in the same
    /// order: limits first, then related IDs, each in file order) and answers to every query. Only
    /// where full recipes come from differs: `document` is kept and each is decoded on first use.
    static func scanning(_ bytes: UnsafeRawBufferPointer, document: () -> DocumentByteSource, progress: ((Double) -> Void)?) -> RecipeCatalog? {
        let total = max(1, bytes.count)
        // The scan is about four fifths of the work; indexing the rest.
        guard var scan = try? CatalogScanner.scan(bytes, progress: progress.map { report in { report(0.8 * Double($0) / Double(total)) } }),
            !scan.categories.isEmpty, !scan.builder.entries.isEmpty
        else { return nil }

        // Recipes that may exceed a limit are decoded in full and cut exactly as the precise path cuts them.
        var warnings: [CatalogWarning] = []
        for recipe in scan.oversized {
            let entry = scan.builder.entries[recipe]
            let slice = Array(bytes[entry.sourceOffset..<(entry.sourceOffset + entry.sourceLength)])
            guard case .object(let object)? = try? JSONParser.parse(slice),
                let parsed = try? CatalogReader(bytes: slice).recipe(object, index: recipe)
            else { return nil }
            let cut = CatalogLimits.apply(to: parsed, warnings: &warnings)
            if cut.name != parsed.name { scan.builder.rename(recipe, to: cut.name) }
            if cut.ingredients != parsed.ingredients { scan.builder.replaceIngredients(of: recipe, with: cut.ingredients.map(\.name)) }
        }

        progress?(0.8)
        guard let index = try? scan.builder.build() else { return nil }
        progress?(0.95)

        // Related IDs that point nowhere or back at the recipe are dropped, as the precise path drops them.
        scan.relatedBytes.withUnsafeBytes { pool in
            for recipe in 0..<index.recipeCount {
                for reference in scan.relatedRefs[scan.related[recipe]].prefix(CatalogLimits.listItems) {
                    let bytes = UnsafeRawBufferPointer(rebasing: pool[reference.offset..<(reference.offset + reference.count)])
                    var target = index.lookup(bytes: bytes, hash: ContentHash.hash(bytes))
                    if target == nil && (index.hasNonASCIIIDs || !RecipeIndex.isASCII(bytes)) {
                        target = index.lookup(String(decoding: bytes, as: UTF8.self))
                    }
                    if target == recipe {
                        warnings.append(.selfRelated(recipeID: index.id(of: recipe)))
                    } else if target == nil {
                        warnings.append(.danglingRelatedID(recipeID: index.id(of: recipe), relatedID: String(decoding: bytes, as: UTF8.self)))
                    }
                }
            }
        }
        progress?(1)
        return RecipeCatalog(categories: scan.categories, warnings: warnings, index: index, fullRecipes: FullRecipeStore(document: document()), origin: .scanned)
    }
}
