import RecipeModel
import RecipeNavigation

/// A box listing the screens of the navigation stack, root first, to jump back to any of them.
struct StackPickerView {
    let state: AppState
    let environment: AppEnvironment
    var catalog: RecipeCatalog { environment.catalog }
    let selected: Int

    /// What each screen of the stack is called in the list.
    func label(for screen: AppState.StackScreen) -> String {
        switch screen {
        case .categories:
            return "Categories"
        case .recipes:
            return state.navigation.selectedCategory.flatMap { catalog.category(id: $0)?.name } ?? "Recipes"
        case .route(let index):
            return state.navigation.path[index].screen.pickerLabel(in: catalog)
        }
    }

    func draw(into buffer: inout ScreenBuffer) {
        let size = state.size
        let screens = state.stackScreens
        let footer = screens.count > 1 ? "Enter or 1-\(min(9, screens.count)): go back there · Esc: cancel" : "Enter: go back there · Esc: cancel"
        let labels = screens.enumerated().map { index, screen in
            "\(index + 1). " + label(for: screen) + (index == screens.count - 1 ? " (here)" : "")
        }
        let contentWidth = max(labels.map { DisplayText($0).width }.max() ?? 0, DisplayText(footer).width) + 2
        let overlay = OverlayBox(listRows: screens.count, contentWidth: contentWidth, on: size)
        let (box, width) = (overlay.rect, overlay.rect.width)
        guard width >= 10, box.height >= 5 else { return }
        drawBox(title: "Go back to", overlay, into: &buffer)
        let rows = overlay.listRows
        // Scroll the list so the selected screen is visible in a deep stack.
        let first = Scrolling.offset(max(0, screens.count - rows), toShow: selected, count: screens.count, height: rows)
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
