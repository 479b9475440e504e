import Foundation

extension TestCatalogs {
    /// The bundled Cooklang collection, data/cooklang.
    public static let cooklangPath: String = packageRoot.appendingPathComponent("data/cooklang").path
}

/// Writes a Cooklang collection into a new scratch folder: each key is a path below it, each
/// value the file's bytes; the caller removes the folder.
public func makeCooklangFolder(_ files: [String: [UInt8]]) throws -> URL {
    let root = try ScratchFolder("cooklang-collection").url
    for (path, bytes) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
    return root
}

/// Writes a Cooklang collection of text files, as `makeCooklangFolder(_:)` does with bytes.
public func makeCooklangFolder(text files: [String: String]) throws -> URL {
    try makeCooklangFolder(files.mapValues { Array($0.utf8) })
}
