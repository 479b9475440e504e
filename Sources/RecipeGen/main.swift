// recipe-gen: writes a deterministic, realistic recipe catalog for benchmarks and tests.
import ArgumentParser
import Glibc  // open, close, strerror: the generated catalog written to a file or standard output as it is made
import RecipeGenerator
import SystemFiles

struct RecipeGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipe-gen",
        abstract: "Write a deterministic recipe catalog in recipe-tui's JSON format, or a folder of Cooklang recipes.",
        discussion: "The same options always produce the same bytes. 100,000 recipes make about 110 MB of JSON."
    )

    @Option(help: "How many recipes.")
    var recipes = 1000

    @Option(help: "How many categories.")
    var categories = 20

    @Option(help: "The seed of the pseudo-random choices.")
    var seed: UInt64 = 1

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write (default: standard output; for cook, the folder to create).", valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("json: one file in recipe-tui's format; cook: a folder of .cook files, one folder per category.", valueName: "json|cook"))
    var format: Format = .json

    enum Format: String, ExpressibleByArgument {
        case json, cook
    }

    func validate() throws {
        guard recipes >= 1 else { throw ValidationError("--recipes must be at least 1") }
        guard categories >= 1 else { throw ValidationError("--categories must be at least 1") }
        if format == .cook && output == nil { throw ValidationError("--format cook needs --output FOLDER") }
    }

    func run() throws {
        if format == .cook, let output {
            try writeCooklangCollection(to: output)
            return
        }
        let descriptor = output.map { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) } ?? STDOUT_FILENO
        guard descriptor >= 0 else { throw WriteError(description: "cannot create \(output ?? ""): \(String(cString: strerror(errno)))") }
        defer { if output != nil { close(descriptor) } }
        try CatalogGenerator(recipes: recipes, categories: categories, seed: seed).write { chunk in
            do {
                try writeAll(descriptor, chunk)
            } catch {
                throw WriteError(description: "cannot write \(output ?? "to standard output"): \(error)")
            }
        }
    }
}

extension RecipeGen {
    /// Writes the Cooklang collection below `folder`, creating folders as needed; files already there are replaced.
    func writeCooklangCollection(to folder: String) throws {
        try CooklangCollectionGenerator(recipes: recipes, categories: categories, seed: seed).write { file in
            let path = folder + "/" + file.path
            do {
                try makeDirectory(String(path[..<path.lastIndex(of: "/")!]), mode: 0o755)
            } catch {
                throw WriteError(description: "\(error)")
            }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw WriteError(description: "cannot create \(path): \(String(cString: strerror(errno)))") }
            defer { close(descriptor) }
            do {
                try writeAll(descriptor, Array(file.text.utf8))
            } catch {
                throw WriteError(description: "cannot write \(path): \(error)")
            }
        }
    }
}

/// An I/O failure, described in words.
struct WriteError: Error, CustomStringConvertible {
    var description: String
}

RecipeGen.main()
