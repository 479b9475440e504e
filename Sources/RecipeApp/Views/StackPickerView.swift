import RecipeModel

/// A box listing the screens of the navigation stack, root first, to jump back to any of them.
struct StackPickerView {
    let state: AppState
    let catalog: RecipeCatalog
    let selected: Int

    /// What each screen of the stack is called in the list.
    func label(for screen: AppState.StackScreen) -> String {
        switch screen {
        case .categories:
            return "Categories"
        case .recipes:
            return state.navigation.selectedCategory.flatMap { catalog.category(id: $0)?.name } ?? "Recipes"
        case .recipe(let index):
            return catalog[state.navigation.recipePath[index]]?.name ?? state.navigation.recipePath[index]
        }
    }

    func draw(into buffer: inout ScreenBuffer) {
        let size = state.size
        let screens = state.stackScreens
        let footer = "Enter: go back there · Esc: cancel"
        let labels = screens.enumerated().map { index, screen in
            "\(index + 1). " + label(for: screen) + (index == screens.count - 1 ? " (here)" : "")
        }
        let contentWidth = max(labels.map { DisplayText($0).width }.max() ?? 0, DisplayText(footer).width) + 2
        let width = min(size.width - 2, contentWidth + 4)
        let height = min(size.height - 2, screens.count + 4)
        guard width >= 10, height >= 5 else { return }
        let box = drawBox(title: "Go back to", width: width, height: height, into: &buffer, size: size)
        let rows = height - 4
        // Scroll the list so the selected screen is visible in a deep stack.
        let first = AppState.scrolled(max(0, screens.count - rows), toShow: selected, count: screens.count, height: rows)
        for row in 0..<rows {
            let index = first + row
            guard index < labels.count else { break }
            let y = box.y + 1 + row
            let isSelected = index == selected
            let style: Style = isSelected ? .focusedSelection : .normal
            let line = Rect(x: box.x + 1, y: y, width: width - 2, height: 1)
            if isSelected { buffer.fill(line, style: style) }
            buffer.write((isSelected ? "▸ " : "  "), row: y, column: box.x + 1, style: style)
            buffer.write(DisplayText(labels[index]).truncated(to: width - 5), row: y, column: box.x + 3, limit: width - 5, style: style)
        }
        buffer.write(DisplayText(footer).truncated(to: width - 4), row: box.maxY - 2, column: box.x + 2, limit: width - 4, style: .dim)
    }
}
