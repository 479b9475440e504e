import RecipeModel
import RecipeNavigation
import RecipeSearch

/// The small values the views draw, each built from the state by one pure function: the views see nothing else.
extension AppState {
    /// The top bar's breadcrumb, laid out for a bar `width` cells wide.
    func topBar(catalog: RecipeCatalog, width: Int, todaysMenu: String? = nil) -> [Breadcrumb.Segment] {
        Breadcrumb(navigation: navigation, catalog: catalog).segments(maxWidth: Breadcrumb.breadcrumbWidth(forBarWidth: width, todaysMenu: todaysMenu))
    }

    /// The categories column with `visibleRows` rows in view: every category and how many recipes it
    /// holds, then the Menus row and how many menus the collection has.
    func categoryPane(in environment: AppEnvironment, visibleRows: Int) -> ListPane {
        let catalog = environment.catalog
        let items = ListRows(.categories, state: self, in: environment)
        let first = scroll.categories
        let cursor = categoryCursor(in: environment)
        var rows: [ListPane.Row] = []
        for index in first..<max(first, min(items.count, first + visibleRows)) {
            if items.listing(at: index) == .menus {
                rows.append(ListPane.Row(name: Self.menusRowName, trailing: String(environment.kitchen.menus.count), matched: []))
                continue
            }
            guard let category = catalog.category(id: items.id(at: index)) else { break }
            rows.append(ListPane.Row(name: category.name, trailing: String(catalog.recipeCount(in: category.id)), matched: items.matchedCharacters(at: index)))
        }
        return ListPane(
            title: filterTitle("Categories", pane: .categories),
            position: listPosition(first: first, visible: visibleRows, count: items.count, cursor: cursor),
            rows: rows, selectedRow: cursor.map { $0 - first })
    }

    /// The recipes column with `visibleRows` rows in view: the selected category's recipes and their
    /// times (under the Menus row, the menus and their days), or why there are none.
    func recipePane(in environment: AppEnvironment, visibleRows: Int) -> ListPane {
        let catalog = environment.catalog
        if navigation.showsMenus { return menuPane(in: environment, visibleRows: visibleRows) }
        guard let category = navigation.selectedCategory.flatMap({ catalog.category(id: $0) }) else {
            return ListPane(title: filterTitle("Recipes", pane: .recipes), rows: [], message: " Select a category")
        }
        let items = ListRows(.recipes, state: self, in: environment)
        let first = scroll.recipes
        let cursor = recipeCursor(in: environment)
        var rows: [ListPane.Row] = []
        for index in first..<max(first, min(items.count, first + visibleRows)) {
            guard let entry = catalog.listEntry(ofRecipe: items.id(at: index)) else { break }
            rows.append(ListPane.Row(
                name: entry.name, trailing: entry.minutes.map { DetailContent.duration(minutes: $0).compactDuration }, matched: items.matchedCharacters(at: index)))
        }
        let empty = items.isFiltered || filter?.pane == .recipes ? " No match" : " No recipes"
        return ListPane(
            title: filterTitle(category.name, pane: .recipes),
            position: listPosition(first: first, visible: visibleRows, count: items.count, cursor: cursor),
            rows: rows, selectedRow: cursor.map { $0 - first }, message: items.count == 0 ? empty : nil)
    }

    /// A pane's title, with the filter on it when there is one: "Desserts /pie".
    private func filterTitle(_ title: String, pane: Pane) -> String {
        guard let filter, filter.pane == pane, !filter.query.isEmpty || filter.isEditing else { return title }
        return title + " /" + filter.query
    }

    /// The detail column: the screen on top of the stack, laid out, where it is scrolled and the cursor's row.
    func detailPane(in environment: AppEnvironment) -> DetailPane {
        let path = navigation.path
        return DetailPane(
            title: path.count > 1 ? "Detail · \(path.count) deep" : "Detail",
            content: detailContent(in: environment), firstLine: scroll.detail, cursor: detailCursor,
            emptyMessage: navigation.showsMenus ? " Select a menu" : " Select a recipe")
    }

    /// What each screen of the stack is called in the stack picker, root first.
    func stackPickerNames(catalog: RecipeCatalog) -> [String] {
        stackScreens.map { screen in
            switch screen {
            case .categories: "Categories"
            case .recipes: navigation.showsMenus ? Self.menusRowName : navigation.selectedCategory.flatMap { catalog.category(id: $0)?.name } ?? "Recipes"
            case .route(let index): navigation.path[index].screen.pickerLabel(in: catalog)
            }
        }
    }
}

extension GlobalSearch {
    /// The search box on a screen of `size`: the query, and a hint or the results in view, found in `catalog`.
    func box(in catalog: RecipeCatalog, size: Size) -> SearchBox {
        let count = "\(results.count)\(results.count == Self.maximumResults ? "+" : "") found · Enter: go there"
        // Tab is offered only where it does something: on a result found by an ingredient.
        let offersIngredient = results.indices.contains(cursor) && results[cursor].ingredient != nil
        var footer = count + (offersIngredient ? " · Tab: the ingredient" : "") + " · Esc: cancel"
        // A term that cannot be read is said where the count was: it is matched as words meanwhile.
        let malformed = RecipeQuery(query).malformed.first.map { "\"\($0.text)\" read as words: \($0.reason)" }
        if let malformed { footer = malformed }
        let empty = emptiedBy.map { "No recipe is left once \"\($0)\" is added." } ?? "No recipe matches."
        let hint: String? = query.isEmpty ? "Type part of a name or an ingredient." : results.isEmpty ? empty : nil
        let visible = OverlayBox.globalSearch(on: size).listRows
        // A box too small to draw (`GlobalSearchView` draws none under 16×5) lists nothing. With a hint
        // instead of results, the footer only says how a term was read: "t<" finding nothing says why.
        guard hint == nil, visible > 0 else { return SearchBox(query: query, hint: hint, rows: [], footer: hint == nil ? footer : malformed ?? "") }
        let first = Scrolling.offset(0, toShow: cursor, count: results.count, height: visible)
        var rows: [SearchBox.Row] = []
        for result in results.dropFirst(first).prefix(visible) {
            guard let recipe = catalog[result.recipeID] else { break }
            let category = catalog.category(id: recipe.categoryID)?.name ?? ""
            rows.append(SearchBox.Row(name: recipe.name, matched: result.matchedCharacters, trailing: result.ingredient.map { "with \($0)" } ?? category))
        }
        return SearchBox(query: query, rows: rows, selectedRow: cursor - first, footer: footer)
    }
}
