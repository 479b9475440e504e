import CooklangCatalog
import CooklangConventions
import RecipeModel

/// The doctor run on a data path, as `recipe-tui doctor` and the Problems screen both run it.
///
/// The data is read afresh, never from a cache: the doctor reports what the files say now. A
/// collection's `config/aisle.conf`, when it has one, says which ingredients are known. The checks
/// themselves are `CollectionDoctor`'s; this is only how the command and the screen call them alike.
package enum DataDoctor {
    /// Examines the recipe folder or JSON file at `path`; throws when it cannot be read at all.
    package static func examine(dataAt path: String) throws(CatalogLoadError) -> DoctorReport {
        let isFolder = RecipeCatalog.isFolder(path)
        let catalog = isFolder ? try RecipeCatalog(cooklangFolder: path) : try RecipeCatalog(contentsOfFile: path)
        var listed: ((String) -> Bool)?
        if isFolder, let text = PlanFiles.read(path + "/config/aisle.conf").text {
            let aisles = AisleConfigReader.read(text, file: "config/aisle.conf").config
            listed = { aisles.placement(of: $0) != nil }
        }
        return CollectionDoctor.examine(catalog, listed: listed)
    }
}
