import Glibc  // readdir of the collection's folders, for its menus
import RecipeApp
import RecipeModel

extension KitchenFiles {
    /// Reads the kitchen files of `catalog`'s data source: its plan and check log, the aisle and pantry
    /// files (`PlanFiles`), and for a collection every `.menu` file in the folders its walk reads.
    package static func read(for catalog: RecipeCatalog, environment: [String: String]) -> KitchenFiles {
        let files = PlanFiles(for: catalog, environment: environment)
        return read(files, menuPaths: files.collection.map(menuPaths(in:)) ?? []).withShoppingList(from: catalog)
    }

    /// The `.menu` files of the collection at `root`, by ID: hidden files and folders skipped, links
    /// followed as the collection's walk follows them (`DataFolders`).
    static func menuPaths(in root: String) -> [(id: String, path: String)] {
        var found: [(id: String, path: String)] = []
        for folder in DataFolders(path: root, isCollection: true).folders {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard !name.hasPrefix("."), name.hasSuffix(".menu"), name.count > 5 else { continue }
                let path = folder + "/" + name
                let relative = path.dropFirst(root.count).drop { $0 == "/" }
                found.append((String(relative.dropLast(5)), path))
            }
        }
        return found
    }
}
