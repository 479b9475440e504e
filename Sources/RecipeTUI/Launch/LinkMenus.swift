import CooklangCatalog
import Glibc  // stat of a menu's file
import RecipeModel
import RecipeNavigation

/// Whether the menus an `--open` link names are in the collection, asked before the terminal is touched.
///
/// Menus are the kitchen's files, read off the key path after the first frame, so the link's parse
/// (which sees the catalog only) takes any menu. A link to an unknown menu is refused as one to an
/// unknown recipe is: one line and exit 2. The check costs one `stat` per menu segment, not the walk
/// of the collection that reads the menus: a menu's ID is its path below the collection without
/// `.menu`, and the walk skips hidden names, so a visible regular file at that path is the menu.
enum LinkMenus {
    /// Throws for the first menu of `link` that `catalog` does not have; nothing for a link without menus.
    static func check(_ link: DeepLink, in catalog: RecipeCatalog) throws(DeepLinkError) {
        for (index, route) in link.routes.enumerated() {
            guard case .menu(let id) = route else { continue }
            let segment = String(MenuRoute.linkMark ?? "*") + MenuRoute(id: id).linkText
            guard let root = catalog.cooklang?.root else {
                throw .badMenu(segment: segment, position: index + 2, reason: "the data is a JSON catalog, which has no menus")
            }
            guard hasMenu(id, below: root) else {
                throw .badMenu(segment: segment, position: index + 2, reason: "the collection has no menu \"\(id)\" (no \(id).menu)")
            }
        }
    }

    /// Whether `<root>/<id>.menu` is a regular file (links followed) that the collection's walk would read.
    static func hasMenu(_ id: String, below root: String) -> Bool {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") }) else { return false }
        var status = stat()
        guard stat(root + "/" + id + ".menu", &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFREG
    }
}
