import RecipeApp
import RecipeModel
import RecipeNavigation

/// How the runtime reads what the detail shows: a small detail at once, a large one on the detail
/// loader's thread while the pane says it is loading; each read answered with an action.
extension Runtime {
    /// The most bytes of a recipe's detail read at once, before the frame: a larger one is read on
    /// a thread of its own while the detail says it is loading, so that keys never wait for it.
    package static let detailReadAtOnce = 1 << 18

    /// Reads a screen's detail, at once when it is small, else on the detail loader's thread.
    func loadDetail(_ route: Route) {
        guard case .recipe(let id, _) = route else { return }
        let catalog = environment.catalog
        if catalog.detailReadSize(id) <= Self.detailReadAtOnce || detailLoader?.start(route, in: catalog) != true {
            detailArrived(route, catalog.loadDetail(id))
        }
    }

    /// Applies what a finished read of a detail says: that it is loaded, and whether the data changed under it.
    ///
    /// A file found changed asks for a reload once per catalog, whether or not the watcher has seen
    /// the change (a file system without inotify); the reload brings a new catalog.
    func detailArrived(_ route: Route, _ detail: RecipeDetail?) {
        if case .changedOnDisk? = detail, !reloadAskedForChangedSource {
            reloadAskedForChangedSource = true
            apply(.sourceChanged)
        }
        apply(.detailLoaded(route))
    }

    /// Takes the details the loader finished; returns true when the screen needs painting.
    func takeLoadedDetails() -> Bool {
        guard let finished = detailLoader?.takeFinished(), !finished.isEmpty else { return false }
        for (route, detail) in finished { detailArrived(route, detail) }
        return true
    }

    /// Reads the detail of `route` in `catalog` before it is shown, when that is a small read: at
    /// launch and after a reload, the view is restored onto the detail it shows.
    func loadAtOnceIfSmall(_ route: Route?, in catalog: RecipeCatalog) {
        guard case .recipe(let id, _)? = route, catalog.detailReadSize(id) <= Self.detailReadAtOnce else { return }
        _ = catalog.loadDetail(id)
    }
}
