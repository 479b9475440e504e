import Cooklang
import Dispatch
import RecipeModel
import Synchronization

/// Reads and parses a collection's files, on two threads when there are enough to share.
enum CooklangFileParsing {
    /// What the catalog keeps of one file: its title, its references and the problems found, each
    /// "line:column: message" or a sentence; not the parsed recipe, which the detail parses again
    /// when it shows it, so that a large collection does not hold every recipe twice.
    struct Parsed: Sendable {
        var title: String?
        /// The ingredients that reference another recipe, in file order.
        var references: [CooklangIngredient]
        var problems: [String]
        /// The catalog's values of the recipe but its place (see `CooklangRecipeMapping.values(of:)`).
        var values: Recipe
        /// The lines of its deprecated `>>` metadata, for the doctor. The parse cache does not keep
        /// them (a file taken from it has none): the doctor reads every file afresh, never the cache.
        var deprecatedMetadataLines: [Int]

        init(title: String?, references: [CooklangIngredient], problems: [String], values: Recipe, deprecatedMetadataLines: [Int] = []) {
            self.title = title
            self.references = references
            self.problems = problems
            self.values = values
            self.deprecatedMetadataLines = deprecatedMetadataLines
        }

        init(_ recipe: CooklangRecipe, problems: [String], deprecatedMetadataLines: [Int] = []) {
            title = recipe.metadata.title
            references = recipe.references
            self.problems = problems
            values = CooklangRecipeMapping.values(of: recipe)
            self.deprecatedMetadataLines = deprecatedMetadataLines
        }
    }

    /// Below this many files one thread is quicker than starting a second.
    static let parallelThreshold = 32

    /// Each file's parse, in the order given; `progress`, when given, hears the fraction done now and then.
    ///
    /// A file the cache has unchanged is taken from it instead of being read.
    static func parse(_ files: [CooklangFile], cache: CooklangParseCache = CooklangParseCache(), progress: (@Sendable (Double) -> Void)? = nil) -> [Parsed] {
        let results = WorkerSlots<Parsed>(count: files.count)
        var unknown: [Int] = []
        for (index, file) in files.enumerated() {
            if let known = cache.parsed(file) { results.store(known, at: index) } else { unknown.append(index) }
        }
        let missing = unknown
        guard missing.count >= parallelThreshold else {
            for index in missing { results.store(parse(files[index]), at: index) }
            return results.values()
        }
        let done = Atomic<Int>(0)
        // Two workers, each taking every other file: the machine's two cores, and files are of similar sizes.
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for position in stride(from: worker, to: missing.count, by: 2) {
                results.store(parse(files[missing[position]]), at: missing[position])
                let count = done.add(1, ordering: .relaxed).newValue
                if let progress, count % 256 == 0 { progress(Double(count) / Double(missing.count)) }
            }
        }
        return results.values()
    }

    /// One file read and parsed; a file that cannot be read is an empty recipe and a problem.
    static func parse(_ file: CooklangFile) -> Parsed {
        let bytes: [UInt8]
        do {
            bytes = try read(file.path)
        } catch {
            return Parsed(CooklangRecipe(), problems: ["cannot read the file (\(error.description)); listed without its contents"])
        }
        let result = CooklangParser.parse(bytes: bytes)
        return Parsed(result.recipe, problems: result.diagnostics.map(\.description), deprecatedMetadataLines: result.deprecatedMetadataLines)
    }

    /// A recipe file larger than this is no recipe anyone wrote: it is refused, as a device or an endless pipe named `.cook` would be.
    static let maximumFileSize = 1 << 24

    /// The bytes of a file, with the reason in words when it cannot be read.
    ///
    /// Regular files only, opened without blocking: a `.cook` file replaced by a FIFO, a socket, a
    /// device or a folder after the walk saw it is refused, at launch, in a reload and in the detail alike.
    static func read(_ path: String) throws(DataFile.ReadError) -> [UInt8] {
        try DataFile(path: path, regularOnly: true).readAll(limit: maximumFileSize)
    }
}

extension CollectionDoctor {
    /// Examines `catalog`, reading its files from the disk for what only their text shows.
    package static func examine(_ catalog: RecipeCatalog, listed: ((String) -> Bool)? = nil) -> DoctorReport {
        examine(catalog, read: { try? CooklangFileParsing.read($0) }, listed: listed)
    }
}
