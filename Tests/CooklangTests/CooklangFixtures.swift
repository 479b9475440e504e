import Foundation

/// The files copied from the Cooklang specification into `Fixtures/` (see its README), read from the
/// source tree beside this file so that the tests pass from a clone in any folder.
enum CooklangFixtures {
    /// The folder `Fixtures/` next to this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures", isDirectory: true)

    /// The fixture at `relativePath` below `Fixtures/`.
    static func url(_ relativePath: String) -> URL {
        folder.appendingPathComponent(relativePath)
    }
}
