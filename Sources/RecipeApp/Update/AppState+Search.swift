import RecipeModel

extension AppState {
    /// Keys while a list filter is being typed: text narrows the list, arrows move among results,
    /// Enter keeps the filter and moves onto the result, Esc drops it. Navigation changes only on Enter.
    mutating func applyInFilter(_ action: Action, in environment: AppEnvironment) {
        let catalog = environment.catalog
        guard var current = filter else { return }
        switch action {
        case .insertText(let text):
            current.query += text
            current.cursor = 0
        case .deleteBackward:
            if current.query.isEmpty {
                filter = nil
                return
            }
            current.query.removeLast()
            current.cursor = 0
        case .move(let movement):
            filter = current
            let count = ListRows(current.pane, state: self, in: environment).count
            current.cursor = Self.moved(current.cursor, by: movement, count: count, page: layout.contentHeight(of: current.pane)) ?? 0
        case .forward:
            filter = current
            let rows = ListRows(current.pane, state: self, in: environment)
            current.isEditing = false
            filter = current.query.isEmpty ? nil : current
            if !current.query.isEmpty { lastQuery = current.query }
            guard rows.count > 0 else {
                // A notice held while the filter was typed follows, so that it is not lost.
                notice = ["No match for \"\(current.query)\".", notice].compactMap { $0 }.joined(separator: " ")
                return
            }
            navigation.apply(rows.selection(at: min(current.cursor, rows.count - 1), in: current.pane), in: catalog)
            return
        case .dismiss:
            filter = nil
            return
        default:
            return
        }
        filter = current
    }

    /// Keys in the global search: text refines the results, arrows move, Enter jumps, Esc closes.
    mutating func applyInGlobalSearch(_ action: Action, search: GlobalSearch, in environment: AppEnvironment) {
        let catalog = environment.catalog
        var search = search
        switch action {
        case .insertText(let text):
            search.query += text
            search.update(using: environment.memos.searchNarrowing, catalog: catalog, synonyms: environment.kitchen.ingredientSynonyms, words: environment.memos.ingredientWords)
        case .deleteBackward:
            guard !search.query.isEmpty else {
                overlay = nil
                return
            }
            search.query.removeLast()
            search.update(using: environment.memos.searchNarrowing, catalog: catalog, synonyms: environment.kitchen.ingredientSynonyms, words: environment.memos.ingredientWords)
        case .move(let movement):
            search.cursor = Self.moved(search.cursor, by: movement, count: search.results.count, page: max(1, OverlayBox.globalSearch(on: size).listRows)) ?? 0
        case .forward, .openMatchedIngredient:
            guard search.results.indices.contains(search.cursor) else {
                overlay = nil
                return
            }
            let result = search.results[search.cursor]
            // Tab on a result found by its name has no ingredient to open: the search stays open.
            if action == .openMatchedIngredient && result.ingredient == nil { return }
            overlay = nil
            let origin = navigation
            navigation.apply(.jump(to: result.recipeID), in: catalog)
            if action == .openMatchedIngredient, let ingredient = result.ingredient {
                // The recipe it was found in stays below it, so the stack still starts at a recipe of the list.
                open(.ingredient(ingredient), in: environment)
            }
            filter = nil
            if navigation != origin { jumpOrigin = origin }
            notice = "Back (\(Keymap.standard.keys(for: .back).first?.label ?? "←")) returns to where you were."
            return
        case .dismiss:
            overlay = nil
            return
        default:
            return
        }
        overlay = .globalSearch(search)
    }
}
