extension RecipeCatalog {
    /// Files from this size are mapped and scanned in place, their recipes decoded from the file when shown;
    /// smaller ones are simply read into memory, which costs nothing at that size.
    static let mappingThreshold = 1 << 20

    /// Loads the catalog from a JSON file, naming the file in every error, as `init(contentsOfFile:)` does.
    ///
    /// Large files are scanned in place and their recipes decoded when first shown; `options` can
    /// add a cache that makes the next launch with the same file skip the scan, and a progress report.
    ///
    /// - Throws: `CatalogLoadError`, whose `description` is a complete sentence for the user.
    public init(contentsOfFile path: String, options: CatalogLoadOptions) throws(CatalogLoadError) {
        let file: DataFile
        do {
            file = try DataFile(path: path)
        } catch {
            throw CatalogLoadError(file: path, error: .unreadable(path: path, reason: error.description))
        }
        if file.size >= Self.mappingThreshold {
            let scanned = file.withMappedBytes { bytes in
                Self.scanning(bytes, document: { JSONDocument(adoptingDescriptor: file.releaseDescriptor()) }, progress: options.progress)
            }
            if let scanned = scanned ?? nil {
                self = scanned
                return
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try file.readAll()
        } catch {
            throw CatalogLoadError(file: path, error: .unreadable(path: path, reason: error.description))
        }
        do {
            // A mapped file that the scan refused is not scanned again.
            try self.init(jsonBytes: bytes, scan: file.size < Self.mappingThreshold)
        } catch {
            throw CatalogLoadError(file: path, error: error)
        }
    }
}
