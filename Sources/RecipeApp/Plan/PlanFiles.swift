import CooklangCatalog
import CooklangConventions
import RecipeModel
import SystemFiles

/// Where the conventions' files of a data source are: its plan and check log, the aisle and pantry files.
///
/// A Cooklang collection keeps its plan as the conventions say, `.shopping-list` and `.shopping-checked`
/// in its folder, so CookCLI and the apps on the same synced folder see it; the bundled JSON catalog
/// (or any JSON file) keeps a pair of the same format in the state folder. The aisle and pantry files
/// are `config/aisle.conf` and `config/pantry.conf` in the collection, else `~/.config/cook/`'s.
package struct PlanFiles: Hashable, Sendable {
    package var plan: String
    package var checked: String
    /// The aisle file to read, the first that exists of the candidates; nil when none does.
    package var aisle: String?
    package var pantry: String?
    /// The collection's folder for its menus; nil for a JSON catalog.
    package var collection: String?

    /// The files of a data source: `collection` is the Cooklang folder, nil for a JSON catalog.
    package init(collection: String?, environment: [String: String], exists: (String) -> Bool = PlanFiles.isRegularFile) {
        let home = XDGBaseDirectories.home(environment: environment)
        let folder = collection ?? ((XDGBaseDirectories.stateHome(environment: environment) ?? "/tmp") + "/recipe-tui/plan")
        self.collection = collection
        plan = folder + "/.shopping-list"
        checked = folder + "/.shopping-checked"
        func first(_ name: String) -> String? {
            var candidates: [String] = []
            if let collection { candidates.append(collection + "/config/" + name) }
            if let home { candidates.append(home + "/.config/cook/" + name) }
            return candidates.first(where: exists)
        }
        aisle = first("aisle.conf")
        pantry = first("pantry.conf")
    }

    /// The files of `catalog`'s data source: its collection's, or the state folder's for a JSON catalog.
    package init(for catalog: RecipeCatalog, environment: [String: String]) {
        self.init(collection: catalog.cooklang?.root, environment: environment)
    }

    /// The files as given; `PlanFiles.none` names none.
    package init(plan: String, checked: String, aisle: String? = nil, pantry: String? = nil, collection: String? = nil) {
        self.plan = plan
        self.checked = checked
        self.aisle = aisle
        self.pantry = pantry
        self.collection = collection
    }

    /// No files: the kitchen of a data source not read yet.
    package static let none = PlanFiles(plan: "", checked: "")

    /// Whether a path is a regular file (following links).
    package static func isRegularFile(_ path: String) -> Bool {
        FileKind.size(of: path) != nil && !FileKind.isFolder(path)
    }

    /// A conventions file's text: nil when it does not exist, a problem when it cannot be read or is not UTF-8.
    package static func read(_ path: String) -> (text: String?, problem: ConventionProblem?) {
        guard isRegularFile(path) else { return (nil, nil) }
        do {
            let bytes = try DataFile(path: path, regularOnly: true).readAll(limit: 16 << 20)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return (nil, ConventionProblem(file: path, line: 1, column: 1, message: "not UTF-8 text; not used"))
            }
            return (text, nil)
        } catch {
            return (nil, ConventionProblem(file: path, line: 1, column: 1, message: error.description))
        }
    }
}
