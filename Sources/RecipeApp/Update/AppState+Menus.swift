import CooklangConventions
import RecipeModel
import RecipeNavigation

/// Menus: today's section (the one whose heading holds today's date), `m` to it, and a menu's keys that add it to the plan.
extension AppState {
    /// Today's section of the collection's menus: the first, by menu ID and then file order, whose heading holds today's date.
    func todaysMenuSection(in kitchen: KitchenFiles) -> (menu: KitchenFiles.MenuFile, section: Int)? {
        for file in kitchen.menus {
            if let section = file.menu.sections.firstIndex(where: { $0.date == today }) { return (file, section) }
        }
        return nil
    }

    /// How the top bar names today's section, with the key that opens it: "Menu: week, Thursday [m]"; nil when no section is today's.
    func todaysMenuLabel(in environment: AppEnvironment) -> String? {
        guard let (file, section) = todaysMenuSection(in: environment.kitchen) else { return nil }
        let key = environment.keymap.keys(for: .openTodaysMenu).first?.label ?? "?"
        let heading = file.menu.sections[section].name.map { ", " + MenuNames.sectionLabel($0) } ?? ""
        return "Menu: " + MenuNames.title(of: file.id) + heading + " [\(key)]"
    }

    /// `m`: the menu of today's section, its cursor on the section's first recipe; a notice when no section is today's.
    mutating func openTodaysMenu(in environment: AppEnvironment) {
        guard let (file, section) = todaysMenuSection(in: environment.kitchen) else {
            notice = environment.kitchen.menus.isEmpty
                ? "No menus: a .menu file in the collection with a section headed by a date (== Monday 2026-11-23 ==) shows here on its day."
                : "No menu section is headed by today's date (\(today)); p lists the collection's menus."
            return
        }
        openCollectionScreen(.menu(file.id), in: environment)
        guard navigation.visibleRoute == .menu(file.id) else { return }
        detailCursorRoute = navigation.visibleRoute
        scroll.detail = 0
        detailCursor = MenuRows(file.menu).sections.firstIndex(of: section) ?? 0
        if let content = detailContent(in: environment) { revealDetailCursor(content) }
    }

    /// Carries out a key of a menu's screen; returns the runtime's work.
    mutating func applyMenu(_ command: MenuCommand, in environment: AppEnvironment) -> [Effect] {
        guard case .menu(let id)? = navigation.visibleRoute else { return [] }
        switch command {
        case .addAll:
            return [.editPlan(.addMenu(id: id, section: nil))]
        case .addSection:
            guard let menu = environment.kitchen.menu(id)?.menu else {
                notice = "This menu is not in the collection: nothing to add."
                return []
            }
            let sections = MenuRows(menu).sections
            guard sections.indices.contains(detailCursor) else {
                notice = "No recipe under the cursor: A adds the whole menu."
                return []
            }
            return [.editPlan(.addMenu(id: id, section: sections[detailCursor]))]
        }
    }
}
