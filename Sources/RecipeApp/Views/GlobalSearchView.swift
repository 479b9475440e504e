import RecipeModel

/// The global search: a query line and the best matching recipes, with their category and the ingredient that matched.
struct GlobalSearchView {
    let search: GlobalSearch
    let environment: AppEnvironment
    var catalog: RecipeCatalog { environment.catalog }

    func draw(into buffer: inout ScreenBuffer, size: Size) {
        let overlay = OverlayBox.globalSearch(on: size)
        let (box, width) = (overlay.rect, overlay.rect.width)
        guard width >= 16, box.height >= 5 else { return }
        drawBox(title: "Find a recipe", overlay, into: &buffer)
        let inner = width - 4
        let prompt = DisplayText("Find: " + search.query).truncated(to: inner - 1)
        let used = buffer.write(prompt, row: box.y + 1, column: box.x + 2, limit: inner, style: .heading)
        buffer.write("▏", row: box.y + 1, column: box.x + 2 + used, style: .normal)
        let rows = overlay.listRows
        if search.query.isEmpty {
            buffer.write("Type part of a name or an ingredient.", row: box.y + 2, column: box.x + 2, limit: inner, style: .dim)
            return
        }
        if search.results.isEmpty {
            buffer.write("No recipe matches.", row: box.y + 2, column: box.x + 2, limit: inner, style: .dim)
            return
        }
        let first = Scrolling.offset(0, toShow: search.cursor, count: search.results.count, height: rows)
        for row in 0..<rows {
            let index = first + row
            guard index < search.results.count, let recipe = catalog[search.results[index].recipeID] else { break }
            let result = search.results[index]
            let y = box.y + 2 + row
            let selected = index == search.cursor
            let style: Style = selected ? .focusedSelection : .normal
            if selected { buffer.fill(Rect(x: box.x + 1, y: y, width: width - 2, height: 1), style: style) }
            buffer.write(selected ? "▸ " : "  ", row: y, column: box.x + 1, style: style)
            let category = catalog.category(id: recipe.categoryID)?.name ?? ""
            let trailing = DisplayText(result.ingredient.map { "with \($0)" } ?? category).truncated(to: max(0, inner / 2 - 2))
            let nameWidth = max(1, inner - 1 - trailing.width - 1)
            writeHighlighted(recipe.name, matched: result.matchedCharacters, into: &buffer, row: y, column: box.x + 3, width: nameWidth, style: style)
            buffer.write(trailing, row: y, column: box.maxX - 2 - trailing.width, style: selected ? style : .dim)
        }
        // Tab is offered only where it does something: on a result found by an ingredient.
        let offersIngredient = search.results.indices.contains(search.cursor) && search.results[search.cursor].ingredient != nil
        let count = "\(search.results.count)\(search.results.count == GlobalSearch.maximumResults ? "+" : "") found · Enter: go there"
            + (offersIngredient ? " · Tab: the ingredient" : "") + " · Esc: cancel"
        buffer.write(DisplayText(count).truncated(to: inner), row: box.maxY - 2, column: box.x + 2, limit: inner, style: .dim)
    }
}
