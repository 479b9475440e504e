import RecipeModel

extension AppState {
    /// A click selects what is under the pointer: a breadcrumb segment pops back to it, a row is
    /// selected and its pane focused, a related recipe is opened; a click anywhere closes an overlay.
    mutating func click(x: Int, y: Int, in environment: AppEnvironment) {
        let catalog = environment.catalog
        let layout = self.layout
        if layout.topBar.contains(x: x, y: y) {
            let breadcrumb = Breadcrumb(navigation: navigation, catalog: catalog)
            guard let target = breadcrumb.segment(atColumn: x, barWidth: size.width, todaysMenu: todaysMenuLabel(in: environment))?.target else { return }
            switch target {
            case .category:
                navigation.apply(.popToList, in: catalog)
                if layout.style != .stack { navigation.apply(.focus(.recipes), in: catalog) }
            case .route(let index):
                let above = navigation.path.indices.contains(index + 1) ? navigation.path[index + 1] : nil
                navigation.apply(.popTo(index: index), in: catalog)
                navigation.apply(.focus(.detail), in: catalog)
                if let above { placeDetailCursor(on: above, in: environment) }
            }
            return
        }
        guard let (pane, rect) = layout.panes.first(where: { $0.rect.contains(x: x, y: y) }) else { return }
        let row = y - rect.y - 1
        guard row >= 0 else {
            // A click on a title focuses the pane, as Tab would, if it has something to show.
            if pane != .detail || !navigation.path.isEmpty { navigation.apply(.focus(pane), in: catalog) }
            return
        }
        switch pane {
        case .categories:
            let rows = ListRows(.categories, state: self, in: environment)
            let index = scroll.categories + row
            guard index < rows.count else { return }
            navigation.apply(rows.selection(at: index, in: .categories), in: catalog)
            if layout.style == .stack { navigation.apply(.focus(.recipes), in: catalog) } else { navigation.apply(.focus(.categories), in: catalog) }
        case .recipes:
            let rows = ListRows(.recipes, state: self, in: environment)
            let index = scroll.recipes + row
            guard index < rows.count else { return }
            navigation.apply(rows.selection(at: index, in: .recipes), in: catalog)
            navigation.apply(.focus(layout.style == .stack ? .detail : .recipes), in: catalog)
        case .detail:
            guard !navigation.path.isEmpty else { return }
            navigation.apply(.focus(.detail), in: catalog)
            guard let content = detailContent(in: environment) else { return }
            let line = scroll.detail + row
            guard line < content.lineCount(atMost: line + 1), let selectable = content.line(at: line).selectable else { return }
            detailCursor = selectable
            if let route = content.route(ofSelectable: selectable) { open(route, in: environment) }
        }
    }

    /// The wheel scrolls the pane under the pointer, leaving the cursor where it is.
    mutating func wheel(x: Int, y: Int, lines: Int, in environment: AppEnvironment) {
        guard let pane = layout.panes.first(where: { $0.rect.contains(x: x, y: y) })?.pane else { return }
        switch pane {
        case .categories: scroll.categories += lines
        case .recipes: scroll.recipes += lines
        case .detail: scroll.detail += lines
        }
    }
}
