import RecipeModel

/// The list of the stack's screens, to jump back to any of them (a pop SwiftUI's path cannot do).
extension AppState {
    /// Keys in the stack picker: arrows choose a screen, Enter or its number pops back to it, anything else closes it.
    mutating func applyInStackPicker(_ action: Action, selected: Int, in environment: AppEnvironment) {
        let screens = stackScreens
        switch action {
        case .move(let movement):
            let index = Self.moved(selected, by: movement, count: screens.count, page: max(1, OverlayBox.maximumListRows(on: size))) ?? 0
            overlay = .stackPicker(selected: index)
        case .forward:
            overlay = nil
            guard screens.indices.contains(selected) else { return }
            jump(to: screens[selected], in: environment)
        case .digit(let number):
            // The list numbers its screens from 1; a number it does not show leaves it open.
            guard screens.indices.contains(number - 1) else { return }
            overlay = nil
            jump(to: screens[number - 1], in: environment)
        case .toggleHelp:
            overlay = .help(firstLine: 0)
        default:
            overlay = nil
        }
    }

    /// Pops back to a screen of the stack, leaving the cursor on what was above it.
    private mutating func jump(to screen: StackScreen, in environment: AppEnvironment) {
        let catalog = environment.catalog
        let path = navigation.path
        switch screen {
        case .categories:
            if let row = ListRows(.categories, state: self, in: environment).row(of: navigation.listing, in: catalog) { cursors.categories = row }
            navigation.apply(.selectCategory(nil), in: catalog)
        case .recipes:
            if let first = navigation.path.first { cursors.recipes = listRow(of: first, in: environment) ?? 0 }
            navigation.apply(.popToList, in: catalog)
        case .route(let index):
            navigation.apply(.popTo(index: index), in: catalog)
            if index + 1 < path.count { placeDetailCursor(on: path[index + 1], in: environment) }
            if layout.style != .stack { navigation.apply(.focus(.detail), in: catalog) }
        }
    }
}
