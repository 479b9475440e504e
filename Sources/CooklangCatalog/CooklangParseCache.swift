#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import Cooklang
import Dispatch
import RecipeModel
import SystemFiles

/// What the last load of a Cooklang folder made of each file, kept so that a later load parses only
/// the files that changed.
///
/// An entry is used only for a file of the same ID, size and modification time (to the nanosecond);
/// a file changed within two seconds of the load that cached it is not cached, since its time cannot
/// prove that it did not change again. The body has a checksum: anything that does not decode whole
/// is ignored, and the folder is parsed as on a first launch. Deleting the cache is always safe.
struct CooklangParseCache {
    struct Entry {
        var size: Int
        var modificationTime: Int64
        var parsed: CooklangFileParsing.Parsed
    }

    // 2: a file's values are written as `ByteWriter.recipe(_:)` writes any recipe, so one encoding serves both caches.
    static let magic: [UInt8] = Array("recipe-tui cooklang cache 2\n".utf8)
    private(set) var entries: [String: Entry] = [:]

    init() {}

    /// Where the cache of the folder at `root` lives: a name derived from the folder's full path.
    static func path(forFolder root: String, in directory: String) -> String {
        var resolved = root
        if let real = realpath(root, nil) {
            resolved = String(cString: real)
            free(real)
        }
        let hex = String(ContentHash.hash(resolved), radix: 16)
        return directory + "/" + String(repeating: "0", count: 16 - hex.count) + hex + ".cooklang"
    }

    /// The entry for `file` if it is unchanged since it was cached.
    func parsed(_ file: CooklangFile) -> CooklangFileParsing.Parsed? {
        guard let entry = entries[file.id], entry.size == file.size, entry.modificationTime == file.modificationTime else { return nil }
        return entry.parsed
    }

    /// Reads the cache at `path`; an empty cache when there is none or it does not decode whole.
    static func read(path: String) -> CooklangParseCache {
        // Regular files only, opened without blocking, and read to the size they had when opened:
        // a FIFO or a device at the path is never read, and a file that grows meanwhile is not chased.
        guard let file = try? DataFile(path: path, regularOnly: true), file.size <= RecipeCatalog.maximumFileSize,
            let bytes = file.bytes(offset: 0, length: file.size), bytes.count >= magic.count + 8,
            bytes.starts(with: magic)
        else { return CooklangParseCache() }
        let body = bytes[(magic.count + 8)...]
        var reader = ByteReader(bytes: bytes, offset: magic.count)
        guard let checksum = reader.number(),
            UInt64(bitPattern: Int64(checksum)) == body.withUnsafeBytes({ ContentHash.hash($0) })
        else { return CooklangParseCache() }
        var cache = CooklangParseCache()
        while !reader.isAtEnd {
            guard let id = reader.text(), let size = reader.number(), let time = reader.number(), let parsed = reader.parsed() else {
                return CooklangParseCache()
            }
            cache.entries[id] = Entry(size: size, modificationTime: Int64(time), parsed: parsed)
        }
        return cache
    }

    /// Writes the cache as `write` does, on a background queue: the first frame does not wait for it.
    static func writeInBackground(files: [CooklangFile], parsed: [CooklangFileParsing.Parsed], loadedAt now: Int64, to path: String) {
        inBackground { write(files: files, parsed: parsed, loadedAt: now, to: path) }
    }

    /// Runs a cache write in the background (see `CacheWrites`), counted among those `waitForPendingWrites` waits for.
    static func inBackground(_ work: @escaping @Sendable () -> Void) {
        CacheWrites.inBackground(work)
    }

    /// Waits for background cache writes (this one's and `CooklangCatalogCache`'s), for tests that load a folder twice.
    static func waitForPendingWrites() {
        CacheWrites.waitForPending()
    }

    /// Writes the entries for `files` to `path`, leaving out files changed too recently to trust; a failure is not an error.
    static func write(files: [CooklangFile], parsed: [CooklangFileParsing.Parsed], loadedAt now: Int64, to path: String) {
        var writer = ByteWriter()
        let racyWindow: Int64 = 2_000_000_000
        for (file, result) in zip(files, parsed) where file.modificationTime < now - racyWindow {
            writer.text(file.id)
            writer.number(file.size)
            writer.number(Int(file.modificationTime))
            writer.parsed(result)
        }
        var header = ByteWriter()
        header.bytes = magic
        header.number(Int(Int64(bitPattern: writer.bytes.withUnsafeBytes { ContentHash.hash($0) })))
        // A FIFO, a device or a folder at the cache's path is somebody's: left alone, as the read leaves it.
        if FileKind.holdsNonRegularFile(path) { return }
        // A folder that cannot be made fails the write below, and a cache that cannot be written is no error.
        try? makeDirectory(String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
        try? AtomicFileWrite(path: path, mode: 0o600, durable: false, unnamed: true).write { descriptor throws(SystemError) in
            try writeAll(descriptor, header.bytes)
            try writeAll(descriptor, writer.bytes)
        }
    }

    /// The time now in nanoseconds since 1970, as file modification times are counted.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

extension ByteWriter {
    /// One file's parse, as `ByteReader.parsed()` reads it back.
    mutating func parsed(_ parsed: CooklangFileParsing.Parsed) {
        optionalText(parsed.title)
        number(parsed.references.count)
        for ingredient in parsed.references {
            text(ingredient.name)
            text(ingredient.reference?.path ?? "")
            number(ingredient.location.line)
            number(ingredient.location.column)
        }
        texts(parsed.problems)
        recipe(parsed.values)
    }
}

extension ByteReader {
    /// One file's parse as `ByteWriter.parsed(_:)` wrote it; nil for anything cut short.
    mutating func parsed() -> CooklangFileParsing.Parsed? {
        guard let title = optionalText(), let referenceCount = number(), referenceCount >= 0, referenceCount <= bytes.count - offset else { return nil }
        var references: [CooklangIngredient] = []
        for _ in 0..<referenceCount {
            guard let name = text(), let path = text(), let line = number(), let column = number() else { return nil }
            references.append(CooklangIngredient(name: name, reference: CooklangReference(path: path), location: CooklangLocation(line: line, column: column)))
        }
        guard let problems = texts(), let values = recipe() else { return nil }
        return CooklangFileParsing.Parsed(title: title, references: references, problems: problems, values: values)
    }
}
