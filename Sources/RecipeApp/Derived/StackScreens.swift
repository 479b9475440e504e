/// The screens of the navigation stack, as the stack picker lists them and jumps back to them.
extension AppState {
    /// A screen of the navigation stack, as the stack picker lists it.
    enum StackScreen: Equatable, Sendable {
        case categories
        case recipes
        /// The screen of the path element at this index: a recipe, an ingredient.
        case route(Int)
    }

    /// The screens of the stack, root first: in the collapsed stack the lists too, else the detail stack.
    var stackScreens: [StackScreen] {
        var screens: [StackScreen] = []
        if layout.style == .stack {
            screens.append(.categories)
            if navigation.listing != nil { screens.append(.recipes) }
        }
        return screens + navigation.path.indices.map(StackScreen.route)
    }
}
