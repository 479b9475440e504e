import RecipeModel

extension AppState {
    /// Carries out an action and returns the effects the shell must perform; pure, so tests drive it directly.
    mutating func apply(_ action: Action, in catalog: RecipeCatalog) -> [Effect] {
        let before = navigation
        var effects: [Effect] = []
        if isShowingHelp, !Self.worksOverHelp(action) {
            // Help is modal: the key that closes it does nothing else.
            isShowingHelp = false
            return []
        }
        if case .resize = action {} else { notice = nil }

        switch action {
        case .move(let movement):
            move(movement, in: catalog)
        case .forward:
            forward(in: catalog)
        case .back:
            back(in: catalog)
        case .popToRoot:
            if navigation.recipePath.count > 1 {
                let above = navigation.recipePath[1]
                navigation.apply(.popToRoot, in: catalog)
                placeDetailCursor(on: above, in: catalog)
            }
        case .focusNext, .focusPrevious:
            let visible = layout.panes.map(\.pane)
            if let current = visible.firstIndex(of: navigation.focus), visible.count > 1 {
                let step = action == .focusNext ? 1 : visible.count - 1
                // A pane that refuses the focus (a detail with nothing to show) is skipped, not a dead end.
                var next = (current + step) % visible.count
                while next != current {
                    focus(visible[next], in: catalog)
                    if navigation.focus == visible[next] { break }
                    next = (next + step) % visible.count
                }
            }
        case .recipeOfTheDay:
            if let recipe = catalog.recipeOfTheDay(for: today) {
                navigation.apply(.jump(to: recipe.id), in: catalog)
                focusNearestVisiblePane()
                resetDetailView()
                notice = "Recipe of the day (\(today)): \(recipe.name)"
            }
        case .showLink:
            notice = DeepLink(navigation).map { "Link: \($0) (open it with recipe-tui --open)" } ?? "Nothing selected yet."
        case .toggleHelp:
            isShowingHelp.toggle()
        case .dismiss:
            isShowingHelp = false
        case .redraw:
            effects.append(.repaint)
        case .quit:
            effects.append(.quit)
        case .resize(let newSize):
            size = newSize
            focusNearestVisiblePane()
            effects.append(.repaint)
        }

        if navigation.visibleRecipe != before.visibleRecipe, action != .back, action != .popToRoot {
            resetDetailView()
        }
        keepCursorsVisible(in: catalog)
        if navigation != before { effects.insert(.save, at: 0) }
        return effects
    }

    /// Actions that still act while help is open, instead of just closing it.
    private static func worksOverHelp(_ action: Action) -> Bool {
        switch action {
        case .toggleHelp, .quit, .resize, .redraw: true
        default: false
        }
    }

    // MARK: - Moving

    private mutating func move(_ movement: Movement, in catalog: RecipeCatalog) {
        switch navigation.focus {
        case .categories:
            let ids = catalog.categories.map(\.id)
            let current = navigation.selectedCategory.flatMap { catalog.position(ofCategory: $0) }
            if let index = Self.moved(current, by: movement, count: ids.count, page: layout.contentHeight(of: .categories)) {
                navigation.apply(.selectCategory(ids[index]), in: catalog)
            }
        case .recipes:
            guard let category = navigation.selectedCategory else { return }
            let ids = catalog.recipeIDs(in: category)
            let current = navigation.selectedRecipe.flatMap { catalog.position(ofRecipe: $0) }
            if let index = Self.moved(current, by: movement, count: ids.count, page: layout.contentHeight(of: .recipes)) {
                navigation.apply(.selectRecipe(ids[index]), in: catalog)
            }
        case .detail:
            moveInDetail(movement, in: catalog)
        }
    }

    /// In the detail, Up and Down walk the related recipes; paging and Home/End scroll the text.
    private mutating func moveInDetail(_ movement: Movement, in catalog: RecipeCatalog) {
        guard let content = detailContent(in: catalog) else { return }
        let page = layout.contentHeight(of: .detail)
        let relatedCount = content.relatedLines.count
        switch movement {
        case .up where relatedCount > 0:
            detailCursor = max(0, detailCursor - 1)
            revealDetailCursor(content)
        case .down where relatedCount > 0:
            detailCursor = min(relatedCount - 1, detailCursor + 1)
            revealDetailCursor(content)
        case .up: scroll.detail -= 1
        case .down: scroll.detail += 1
        case .pageUp: scroll.detail -= max(1, page - 1)
        case .pageDown: scroll.detail += max(1, page - 1)
        case .top: scroll.detail = 0
        case .bottom: scroll.detail = content.lines.count
        }
    }

    /// The index `movement` leads to from `current` in a list of `count`, or nil when the list is empty.
    static func moved(_ current: Int?, by movement: Movement, count: Int, page: Int) -> Int? {
        guard count > 0 else { return nil }
        guard let current else { return movement == .bottom ? count - 1 : 0 }
        let target: Int
        switch movement {
        case .up: target = current - 1
        case .down: target = current + 1
        case .pageUp: target = current - max(1, page - 1)
        case .pageDown: target = current + max(1, page - 1)
        case .top: target = 0
        case .bottom: target = count - 1
        }
        return min(max(0, target), count - 1)
    }

    // MARK: - Going forward and back

    private mutating func forward(in catalog: RecipeCatalog) {
        switch navigation.focus {
        case .categories:
            focus(.recipes, in: catalog)
        case .recipes:
            focus(.detail, in: catalog)
        case .detail:
            guard let top = navigation.visibleRecipe.flatMap({ catalog[$0] }) else { return }
            let related = top.relatedIDs
            guard related.indices.contains(detailCursor) else { return }
            navigation.apply(.openRelated(related[detailCursor]), in: catalog)
        }
    }

    private mutating func back(in catalog: RecipeCatalog) {
        switch navigation.focus {
        case .detail where navigation.recipePath.count > 1:
            let popped = navigation.recipePath.last!
            navigation.apply(.goBack, in: catalog)
            placeDetailCursor(on: popped, in: catalog)
        case .detail, .recipes:
            if let left = layout.panes.map(\.pane).last(where: { $0.isLeft(of: navigation.focus) }) {
                focus(left, in: catalog)
            }
        case .categories:
            break
        }
    }

    /// Focuses a pane, selecting its first row when it has nothing selected, as a list gaining focus does.
    private mutating func focus(_ pane: Pane, in catalog: RecipeCatalog) {
        switch pane {
        case .categories:
            if navigation.selectedCategory == nil, let first = catalog.categories.first {
                navigation.apply(.selectCategory(first.id), in: catalog)
            }
        case .recipes, .detail:
            if navigation.selectedCategory == nil, let first = catalog.categories.first {
                navigation.apply(.selectCategory(first.id), in: catalog)
            }
            if navigation.recipePath.isEmpty, let category = navigation.selectedCategory,
                let first = catalog.recipeIDs(in: category).first
            {
                navigation.apply(.selectRecipe(first), in: catalog)
            }
            if pane == .detail && navigation.recipePath.isEmpty { return }
        }
        navigation.apply(.focus(pane), in: catalog)
    }

    /// Moves the focus to the visible pane nearest the one it was on, when that one is hidden.
    mutating func focusNearestVisiblePane() {
        let visible = layout.panes.map(\.pane)
        guard !visible.contains(navigation.focus), !visible.isEmpty else { return }
        let order = Pane.allCases
        let current = order.firstIndex(of: navigation.focus)!
        let nearest = visible.min { abs(order.firstIndex(of: $0)! - current) < abs(order.firstIndex(of: $1)! - current) }!
        navigation.focus = nearest
    }

    // MARK: - Detail view

    /// The detail text of the visible recipe laid out for the detail pane's width.
    func detailContent(in catalog: RecipeCatalog) -> DetailContent? {
        guard let recipe = navigation.visibleRecipe.flatMap({ catalog[$0] }), let rect = layout.rect(of: .detail) else { return nil }
        return DetailContent(recipe: recipe, catalog: catalog, width: rect.width)
    }

    private mutating func resetDetailView() {
        detailCursor = 0
        scroll.detail = 0
    }

    /// After going back, puts the cursor on the related recipe the user came back from.
    private mutating func placeDetailCursor(on recipeID: String, in catalog: RecipeCatalog) {
        let related = navigation.visibleRecipe.flatMap { catalog[$0] }?.relatedIDs ?? []
        detailCursor = related.firstIndex(of: recipeID) ?? 0
        scroll.detail = 0
        if let content = detailContent(in: catalog) { revealDetailCursor(content) }
    }

    private mutating func revealDetailCursor(_ content: DetailContent) {
        guard content.relatedLines.indices.contains(detailCursor) else { return }
        let line = content.relatedLines[detailCursor]
        let height = layout.contentHeight(of: .detail)
        if line < scroll.detail { scroll.detail = max(0, line - 1) }
        if line >= scroll.detail + height { scroll.detail = line - height + 1 }
    }

    // MARK: - Scrolling

    /// Clamps every scroll offset and scrolls each list just enough to show its selected row.
    mutating func keepCursorsVisible(in catalog: RecipeCatalog) {
        let layout = self.layout
        let categoryRow = navigation.selectedCategory.flatMap { catalog.position(ofCategory: $0) }
        scroll.categories = Self.scrolled(scroll.categories, toShow: categoryRow, count: catalog.categories.count, height: layout.contentHeight(of: .categories))
        let recipeCount = navigation.selectedCategory.map { catalog.recipeIDs(in: $0).count } ?? 0
        let recipeRow = navigation.selectedRecipe.flatMap { catalog.position(ofRecipe: $0) }
        scroll.recipes = Self.scrolled(scroll.recipes, toShow: recipeRow, count: recipeCount, height: layout.contentHeight(of: .recipes))
        let content = detailContent(in: catalog)
        let relatedCount = content?.relatedLines.count ?? 0
        detailCursor = relatedCount == 0 ? 0 : min(max(0, detailCursor), relatedCount - 1)
        let lineCount = content?.lines.count ?? 0
        scroll.detail = min(max(0, scroll.detail), max(0, lineCount - layout.contentHeight(of: .detail)))
    }

    /// The offset that shows row `row` of `count` in `height` rows, moving `offset` as little as possible.
    static func scrolled(_ offset: Int, toShow row: Int?, count: Int, height: Int) -> Int {
        var offset = min(max(0, offset), max(0, count - height))
        if let row {
            if row < offset { offset = row }
            if row >= offset + height { offset = row - height + 1 }
        }
        return max(0, offset)
    }
}

extension Pane {
    /// True when this pane stands left of `other` in the split view.
    func isLeft(of other: Pane) -> Bool {
        Pane.allCases.firstIndex(of: self)! < Pane.allCases.firstIndex(of: other)!
    }
}

extension AppState {
    /// Makes a freshly restored state presentable: a focus that has something to show, and the cursor in view.
    ///
    /// A first launch selects the first category, as a list showing its first row selected does.
    mutating func prepareForFirstFrame(in catalog: RecipeCatalog) {
        if navigation.focus == .detail && navigation.recipePath.isEmpty { navigation.focus = .recipes }
        if navigation.focus == .recipes && navigation.selectedCategory == nil { navigation.focus = .categories }
        if navigation.selectedCategory == nil, let first = catalog.categories.first {
            navigation.apply(.selectCategory(first.id), in: catalog)
        }
        focusNearestVisiblePane()
        keepCursorsVisible(in: catalog)
    }
}
