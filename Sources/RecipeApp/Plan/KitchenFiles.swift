import CooklangConventions

/// The collection's kitchen files as the runtime last read them: the plan, its ticks, the aisles and
/// the pantry (as `ShoppingInputs` reads them), and the collection's menus.
///
/// Read off the key path at launch and again when they may have changed, and handed to the update by
/// `Action.kitchenLoaded`: the screens see it in their `ScreenContext` and never read the disk.
package struct KitchenFiles: Hashable, Sendable {
    /// One `.menu` file of the collection.
    package struct MenuFile: Hashable, Sendable {
        /// Its path below the collection without `.menu` ("Plans/week").
        package var id: String
        /// Where it is, as problems name it.
        package var path: String
        package var menu: Menu

        package init(id: String, path: String, menu: Menu) {
            self.id = id
            self.path = path
            self.menu = menu
        }
    }

    /// The plan and its check log, the aisles and the pantry, with their problems.
    package var shopping: ShoppingInputs
    /// The collection's menus, by ID; none for a JSON catalog.
    package var menus: [MenuFile]
    /// The menus' problems, each with file, line and column.
    package var menuProblems: [ConventionProblem]
    /// The plan's shopping list, built from these files and the catalog's recipes when they were read
    /// (`withShoppingList(from:)`); nil until then.
    package var shoppingList: ShoppingList?
    /// False until the runtime's first read came back: a screen can say it is still reading.
    package var isRead: Bool

    package init(shopping: ShoppingInputs, menus: [MenuFile] = [], menuProblems: [ConventionProblem] = [], isRead: Bool = true) {
        self.shopping = shopping
        self.menus = menus
        self.menuProblems = menuProblems
        self.isRead = isRead
    }

    /// Nothing read yet: the kitchen of an environment before the runtime's first read (and of tests that read none).
    package static let unread = KitchenFiles(shopping: ShoppingInputs(files: .none), isRead: false)

    /// The menu of an ID, or nil.
    package func menu(_ id: String) -> MenuFile? {
        menus.first { $0.id == id }
    }

    /// Reads the kitchen files of `files` and the menus at `menuPaths` (by ID); a missing file is empty,
    /// a malformed line a problem, the rest used.
    package static func read(_ files: PlanFiles, menuPaths: [(id: String, path: String)]) -> KitchenFiles {
        var menus: [MenuFile] = []
        var problems: [ConventionProblem] = []
        for (id, path) in menuPaths.sorted(by: { $0.id < $1.id }) {
            let (text, problem) = PlanFiles.read(path)
            if let problem { problems.append(problem) }
            guard let text else { continue }
            let (menu, found) = MenuReader.read(text, file: path)
            menus.append(MenuFile(id: id, path: path, menu: menu))
            problems += found
        }
        return KitchenFiles(shopping: ShoppingInputs.read(files), menus: menus, menuProblems: problems)
    }
}
