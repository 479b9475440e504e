import SystemFiles

extension RecipeCatalog {
    /// Files from this size are mapped and scanned in place, their recipes decoded from the file when shown,
    /// and cached when a cache folder is given; smaller ones are simply read into memory, which costs nothing at that size.
    static let mappingThreshold = 1 << 20

    /// The largest data file loaded: 1 GiB, about nine times the 100,000 generated recipes of the
    /// benchmark. A larger file, or a pipe or device that gives more, is refused before it is read.
    public static let maximumFileSize = 1 << 30

    /// How much of the start of a file is looked at before anything else, to refuse what cannot be a catalog at once.
    static let headLength = 1 << 16

    /// Loads the catalog from a JSON file, naming the file in every error.
    ///
    /// - Throws: `CatalogLoadError`, whose `description` is a complete sentence for the user.
    public init(contentsOfFile path: String) throws(CatalogLoadError) {
        try self.init(contentsOfFile: path, options: CatalogLoadOptions())
    }

    /// Loads the catalog from a JSON file, naming the file in every error, as `init(contentsOfFile:)` does.
    ///
    /// Large files are scanned in place and their recipes decoded when first shown. With a cache
    /// folder in `options`, the index of a large file is kept there (see `CatalogCache`), and the next
    /// load of the same file reads it instead of scanning; a damaged or stale cache is rebuilt.
    ///
    /// - Throws: `CatalogLoadError`, whose `description` is a complete sentence for the user.
    public init(contentsOfFile path: String, options: CatalogLoadOptions) throws(CatalogLoadError) {
        var identity: FileIdentity?
        try self.init(loadingFile: path, options: options, identity: &identity)
        dataFilePath = path
        dataFileIdentity = identity
    }

    /// Loads the catalog from a JSON file by whichever route its size and the cache allow, and tells
    /// which version of the file it read (`identity`).
    private init(loadingFile path: String, options: CatalogLoadOptions, identity fileIdentity: inout FileIdentity?) throws(CatalogLoadError) {
        // Taken before the file is opened: a cache must not claim to have seen a later version than it read.
        let readTime = CatalogCache.Timestamp.now
        let file: DataFile
        do {
            file = try DataFile(path: path, regularOnly: options.regularFileOnly)
        } catch {
            throw CatalogLoadError(file: path, error: .unreadable(path: path, reason: error.description))
        }
        fileIdentity = FileIdentity(file.status)
        // Decided from the first bytes where they suffice: a 3 GB file starting with GARBAGE, or
        // /dev/zero, is refused at once, without being read, mapped or counted.
        let head: [UInt8]
        do {
            head = try file.head(Self.headLength)
        } catch {
            throw CatalogLoadError(file: path, error: .unreadable(path: path, reason: error.description))
        }
        let isWhole = file.isRegular ? head.count == file.size : head.count < Self.headLength
        if !file.isRegular || !Self.startsLikeAnObject(head), let fault = Self.definiteFault(inHead: head, isWhole: isWhole) {
            throw CatalogLoadError(file: path, error: fault)
        }
        if file.isRegular && file.size > Self.maximumFileSize {
            let reason = "it is \(file.size) bytes, more than the \(Self.maximumFileSize) bytes (1 GiB) a catalog may have"
            throw CatalogLoadError(file: path, error: .unreadable(path: path, reason: reason))
        }
        if file.size >= Self.mappingThreshold {
            let cachePath = options.cacheDirectory.map { CatalogCache.cachePath(forDataFile: path, in: $0) }
            // The key is taken while the file is still open here: a successful scan hands the descriptor on.
            let key = cachePath == nil ? nil : CatalogCache.key(of: file)
            // Recipes are read back from the file only while it is still the version indexed here.
            let identity = FileIdentity(file.status)
            if let cachePath, case .success(let (index, warnings)) = CatalogCache.read(path: cachePath, for: file, key: key) {
                self.init(index: index, warnings: warnings, document: DocumentByteSource(adoptingDescriptor: file.releaseDescriptor(), identity: identity), origin: .cache)
                return
            }
            let scanned: (RecipeCatalog, UInt64)??
            do {
                scanned = try file.withMappedBytes { bytes -> (RecipeCatalog, UInt64)? in
                    let document = { DocumentByteSource(adoptingDescriptor: file.releaseDescriptor(), identity: identity) }
                    guard let catalog = Self.scanning(bytes, document: document, progress: options.progress) else {
                        return nil
                    }
                    // The whole file is hashed only when its times cannot vouch for it (see `CatalogCache`).
                    let racy = key.map { CatalogCache.isRacy($0, builtAt: readTime) } ?? false
                    return (catalog, racy ? ContentHash.hash(bytes) : 0)
                }
            } catch {
                // Cut short or written to during the scan: whatever it found is not this file's catalog.
                throw CatalogLoadError(file: path, error: .changedWhileRead)
            }
            if let (catalog, contentHash) = scanned ?? nil {
                if let cachePath, let key {
                    CatalogCache.storeInBackground(index: catalog.index, warnings: catalog.warnings, key: key, readAt: readTime, contentHash: contentHash, to: cachePath)
                }
                self = catalog
                return
            }
        }
        // A large file the scan refused is read whole only if its start does not already say why.
        if file.size >= Self.mappingThreshold, let fault = Self.definiteFault(inHead: head, isWhole: isWhole) {
            throw CatalogLoadError(file: path, error: fault)
        }
        let bytes: [UInt8]
        do {
            bytes = try file.readAll(limit: Self.maximumFileSize)
        } catch {
            throw CatalogLoadError(file: path, error: .unreadable(path: path, reason: error.description))
        }
        if file.size >= Self.mappingThreshold {
            // The syntax first, without a tree: a stray byte at the end of 113 MB is found within the memory target.
            do {
                try JSONParser.validate(bytes)
            } catch {
                throw CatalogLoadError(file: path, error: .syntax(message: error.message, position: SourcePosition(offset: error.offset, in: bytes)))
            }
        }
        if file.size < Self.mappingThreshold, let directory = options.cacheDirectory {
            try self.init(smallFile: file, bytes: bytes, path: path, cacheDirectory: directory, readTime: readTime)
            return
        }
        do {
            // A mapped file that the scan refused is not scanned again.
            try self.init(jsonBytes: bytes, scan: file.size < Self.mappingThreshold)
        } catch {
            throw CatalogLoadError(file: path, error: error)
        }
    }

    /// Loads a small file already read whole (`bytes`), its index from the cache when the cache was built
    /// from these very bytes, else scanned, and then cached for the next launch.
    ///
    /// The scan and index of the bundled 117 KB took about 3.5 million instructions of the 13 million
    /// before the first frame; the cache is read in a small fraction of that (see docs/PERFORMANCE.md,
    /// *Round four*). Recipes are still decoded from the bytes in memory, as without a cache; the
    /// cache is checked against the hash of the bytes read, not only the file's times, so a cache of
    /// other bytes is never used, and it is written only for what the fast scan read.
    private init(smallFile file: DataFile, bytes: [UInt8], path: String, cacheDirectory: String, readTime: CatalogCache.Timestamp) throws(CatalogLoadError) {
        let cachePath = CatalogCache.cachePath(forDataFile: path, in: cacheDirectory)
        let bytesHash = bytes.withUnsafeBytes { ContentHash.hash($0) }
        let key = CatalogCache.key(of: file, fingerprint: bytesHash)
        if case .success(let (index, warnings)) = CatalogCache.read(path: cachePath, for: file, key: key, bytesHash: bytesHash) {
            self.init(index: index, warnings: warnings, document: DocumentByteSource(bytes: bytes), origin: .cache)
            return
        }
        do {
            try self.init(jsonBytes: bytes, scan: true)
        } catch {
            throw CatalogLoadError(file: path, error: error)
        }
        // At most the app's own folder is made for it, never the cache home above: a small file was
        // never cached before, and its cache must not bring back a folder that was deleted meanwhile.
        if origin == .scanned, FileKind.isFolder(String(cacheDirectory[..<(cacheDirectory.lastIndex(of: "/") ?? cacheDirectory.startIndex)])) {
            CatalogCache.storeInBackground(index: index, warnings: warnings, key: key, readAt: readTime, contentHash: bytesHash, to: cachePath)
        }
    }

    /// A catalog read back from a cache: the categories come from the index, recipes from the data file.
    init(index: RecipeIndex, warnings: [CatalogWarning], document: DocumentByteSource, origin: Origin) {
        let categories = (0..<index.categoryCount).map { Category(id: index.categoryID(of: $0), name: index.categoryName(of: $0)) }
        self.init(categories: categories, warnings: warnings, index: index, fullRecipes: FullRecipeStore(document: document), origin: origin)
    }
}

extension RecipeCatalog {
    /// Whether the first significant byte (after a byte order mark and white space) opens an object, as every catalog's does.
    static func startsLikeAnObject(_ head: [UInt8]) -> Bool {
        var index = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < head.count, [0x20, 0x0A, 0x0D, 0x09].contains(head[index]) { index += 1 }
        return index == head.count || head[index] == UInt8(ascii: "{")
    }

    /// The fault loading the whole file would report, when the first bytes alone prove it; nil when they cannot.
    ///
    /// The precise parser reads in order, so a fault it finds in the head is the whole file's first
    /// fault too, unless it was caused by the head's end (a string, number or surrogate pair cut
    /// short, each reported at most 16 bytes before the end). A head that parses, or that is the
    /// whole file, decides nothing here: the normal load reports it exactly.
    static func definiteFault(inHead head: [UInt8], isWhole: Bool) -> CatalogError? {
        guard !isWhole else { return nil }
        do {
            _ = try JSONParser.parse(head)
            return nil
        } catch {
            guard error.offset + 16 < head.count else { return nil }
            return .syntax(message: error.message, position: SourcePosition(offset: error.offset, in: head))
        }
    }
}
