import CooklangConventions
import RecipeModel
import RecipeNavigation

/// The shopping list's keys: opening it from anywhere, ticking an item, the pantry's view, copying it as Markdown.
extension AppState {
    /// Shows the shopping list: back to it when the stack has it already, else pushed on the recipe open, and focused.
    mutating func openShoppingList(in environment: AppEnvironment) {
        let catalog = environment.catalog
        if let index = navigation.path.lastIndex(where: Self.isShoppingList) {
            // One list on the stack: `s` goes back to it rather than opening a second.
            if index < navigation.path.count - 1 {
                let above = navigation.path[index + 1]
                navigation.apply(.popTo(index: index), in: catalog)
                placeDetailCursor(on: above, in: environment)
            }
            focus(.detail, in: environment)
            return
        }
        pushScreen(.shoppingList(pantry: false), in: environment)
    }

    /// Carries out a key of the shopping list's screen; the effects are the runtime's (the tick's append, the copy).
    mutating func applyShopping(_ command: ShoppingCommand, in environment: AppEnvironment) -> [Effect] {
        guard case .shoppingList(let pantry)? = navigation.visibleRoute else { return [] }
        let shopping = environment.kitchen.shopping
        switch command {
        case .tick:
            guard !pantry else {
                notice = "The pantry's view has nothing to tick: P goes back to the list."
                return []
            }
            guard case .ingredient(let name)? = detailRowUnderCursor(in: environment) else {
                notice = "Nothing to tick here."
                return []
            }
            return [.recordTick(CheckedLog.Entry(name: name, checked: !shopping.checked.isChecked(name)))]
        case .togglePantry:
            let catalog = environment.catalog
            navigation.apply(.goBack, in: catalog)
            navigation.apply(.push(.shoppingList(pantry: !pantry)), in: catalog)
            return []
        case .copyMarkdown:
            // Copied as the screen shows it: in the units chosen with `u`.
            guard let list = environment.kitchen.shoppingList.map(units.shown) else {
                notice = "The list is still being built: try again in a moment."
                return []
            }
            let count = list.groups.reduce(0) { $0 + $1.items.count }
            notice = "Copied the list as Markdown (\(count) item\(count == 1 ? "" : "s")), where the terminal allows."
            return [.copyToClipboard(list.markdown(checked: shopping.checked, today: today))]
        }
    }

    static func isShoppingList(_ route: Route) -> Bool {
        if case .shoppingList = route { true } else { false }
    }
}
