import FoundationEssentials

/// Finds the bundled `data/recipes.json` wherever recipe-tui is started from.
package enum BundledData {
    static let relativePath = "data/recipes.json"

    /// This file's path when it was built; here rather than as `#filePath` in a default argument,
    /// which would take the path of each caller's file instead.
    static let sourceFile = #filePath

    /// The bundled data file: next to an ancestor of the executable, else in the source tree it was built from.
    package static func locate(executablePath: String = Self.executablePath, sourceFile: String = Self.sourceFile) -> String? {
        var candidates: [String] = []
        var directory = executablePath.deletingLastPathComponent
        while directory.count > 1 {
            candidates.append(directory + "/" + relativePath)
            candidates.append(directory + "/share/recipe-tui/recipes.json")
            directory = directory.deletingLastPathComponent
        }
        // Sources/RecipeApp/DataSource/BundledData.swift -> the package root.
        var root = sourceFile
        for _ in 0..<4 { root = root.deletingLastPathComponent }
        candidates.append(root + "/" + relativePath)
        return candidates.first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// The running executable, with symbolic links resolved.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
