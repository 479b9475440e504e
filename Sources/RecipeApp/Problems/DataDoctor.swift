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
        guard RecipeCatalog.isFolder(path) else { return CollectionDoctor.examine(try RecipeCatalog(contentsOfFile: path)) }
        // Each file is read once: the load notes what the checks need of the text.
        let examination = try CooklangExamination(cooklangFolder: path)
        var listed: (@Sendable (String) -> Bool)?
        if let text = PlanFiles.read(path + "/config/aisle.conf").text {
            let aisles = AisleConfigReader.read(text, file: "config/aisle.conf").config
            listed = { aisles.placement(of: $0) != nil }
        }
        return CollectionDoctor.examine(examination, listed: listed)
    }
}
