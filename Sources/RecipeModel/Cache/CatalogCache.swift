import Dispatch
#if canImport(Darwin)
import Darwin
#else
import Glibc  // open, fstat, pread, madvise: the cache read straight into the index's own memory
#endif
import SystemFiles

/// A file that holds a data file's `RecipeIndex` and warnings, so that the next launch with the same
/// data skips the scan: one read and a checksum instead of a pass over 100 MB.
///
/// Nothing in it is trusted blindly. It is used only when its own checksums hold, its index passes
/// `RecipeIndex`'s structural checks, and the data file is provably the one it was built from: the
/// same device, inode, size, modification and change times (to the nanosecond), and the same
/// fingerprint of sampled content. When the data file's times are too close to the moment the cache
/// was built for its timestamps to vouch for it (a write in the same clock tick as the read leaves
/// them unchanged), the whole file is hashed and compared before the cache is used. Anything else
/// makes the loader scan the data again and write a new cache over the old one.
enum CatalogCache {
    /// What identifies the data file a cache was built from.
    struct Key: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: UInt64
        var modified: Timestamp
        var changed: Timestamp
        /// `ContentHash` of the first and last 64 KiB and 32 blocks of 4 KiB spread evenly between.
        var fingerprint: UInt64
    }

    /// A file time, to the nanosecond.
    struct Timestamp: Equatable, Comparable {
        var seconds: Int64
        var nanoseconds: Int64

        static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
            (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
        }

        /// This time plus whole seconds.
        func adding(seconds more: Int64) -> Timestamp {
            Timestamp(seconds: seconds + more, nanoseconds: nanoseconds)
        }

        static var now: Timestamp {
            let now = realTimeNanoseconds()
            return Timestamp(seconds: now / 1_000_000_000, nanoseconds: now % 1_000_000_000)
        }
    }

    /// File times this close to the build are not proof that the file did not change after it was read.
    static let racyWindowSeconds: Int64 = 2

    /// Where the cache of the data file at `path` lives: a name derived from the file's full path.
    static func cachePath(forDataFile path: String, in directory: String) -> String {
        let hash = ContentHash.hash(realPath(path) ?? path)
        let hex = String(hash, radix: 16)
        return directory + "/" + String(repeating: "0", count: 16 - hex.count) + hex + ".index"
    }

    /// The key of an open data file: its `fstat` and a fingerprint of sampled content.
    static func key(of file: DataFile) -> Key? {
        guard let fingerprint = fingerprint(of: file) else { return nil }
        return key(of: file, fingerprint: fingerprint)
    }

    /// The key of an open data file with the fingerprint of its content given: a small file read whole
    /// is fingerprinted by the hash of all its bytes, instead of 34 samples read again (256 KB for 117 KB).
    static func key(of file: DataFile, fingerprint: UInt64) -> Key {
        let status = file.status
        return Key(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: UInt64(status.st_size),
            modified: Timestamp(seconds: Int64(status.st_mtim.tv_sec), nanoseconds: Int64(status.st_mtim.tv_nsec)),
            changed: Timestamp(seconds: Int64(status.st_ctim.tv_sec), nanoseconds: Int64(status.st_ctim.tv_nsec)),
            fingerprint: fingerprint
        )
    }

    private static func fingerprint(of file: DataFile) -> UInt64? {
        let size = file.size
        var ranges: [(offset: Int, length: Int)] = [(0, min(size, 1 << 16)), (max(0, size - (1 << 16)), min(size, 1 << 16))]
        for block in 1...32 {
            ranges.append((size / 33 * block, min(4096, size - size / 33 * block)))
        }
        var hash: UInt64 = 0
        for range in ranges {
            guard let bytes = file.bytes(offset: range.offset, length: range.length) else { return nil }
            hash = bytes.withUnsafeBytes { ContentHash.hash($0, seed: hash) }
        }
        return hash
    }

    // MARK: - Reading

    /// Why a cache was not used; the loader rebuilds it in every case, tests tell them apart.
    enum Miss: Error, Equatable {
        case absent
        /// Something other than a regular file is at the cache's path (a FIFO, a device, a folder):
        /// never read, and never replaced.
        case notAFile
        case damaged
        case stale
    }

    /// Reads the cache at `path` for `file`, whose key the caller may have taken already: its index and warnings when every check holds.
    ///
    /// The cache is read into memory of the app's own, never mapped: a mapping adopted for the whole
    /// session would end the app with SIGBUS the moment another program cut the file short.
    ///
    /// With `bytesHash`, the hash of the data file's bytes as they were read (a small file, see
    /// `RecipeCatalog.init(contentsOfFile:options:)`), the cache must have been built from those very bytes.
    static func read(path: String, for file: DataFile, key fileKey: Key? = nil, bytesHash: UInt64? = nil) -> Result<(RecipeIndex, [CatalogWarning]), Miss> {
        // Non-blocking, and checked before a byte is read: a FIFO at the cache's path cannot hold the launch.
        let descriptor: Int32
        let status: stat
        do {
            (descriptor, status) = try ReadOpen.file(path, accepting: .regularFiles)
        } catch {
            // Refused for its kind (a FIFO, a device, a folder), or not there to be opened.
            return .failure(error.code == nil ? .notAFile : .absent)
        }
        defer { close(descriptor) }
        guard let header = preadAll(descriptor, offset: 0, length: Header.size), let parsed = Header(bytes: header) else { return .failure(.damaged) }
        guard let current = fileKey ?? key(of: file), parsed.key == current else { return .failure(.stale) }
        if let bytesHash {
            guard parsed.contentHash == bytesHash else { return .failure(.stale) }
        } else if parsed.isRacy, parsed.contentHash != contentHash(of: file) {
            return .failure(.stale)
        }

        // The lengths were checked against `Int.max / 2` with the header: their sum cannot overflow.
        let total = Header.size + parsed.indexLength + parsed.warningsLength
        guard Int(status.st_size) == total, parsed.indexLength > 0 else { return .failure(.damaged) }
        // The index in a block aligned to 8, as its numbers need, read with one `pread`: no copy after.
        let block = indexBlock(byteCount: parsed.indexLength)
        guard preadAll(descriptor, into: block, offset: Header.size),
            let warningBytes = preadAll(descriptor, offset: Header.size + parsed.indexLength, length: parsed.warningsLength)
        else {
            block.deallocate()
            return .failure(.damaged)
        }
        let checksum = warningBytes.withUnsafeBytes { ContentHash.hash($0, seed: ContentHash.hash(UnsafeRawBufferPointer(block))) }
        guard checksum == parsed.bodyChecksum, let warnings = WarningCoding.decode(warningBytes) else {
            block.deallocate()
            return .failure(.damaged)
        }
        guard let index = RecipeIndex(adoptingAllocation: block, documentSize: file.size) else { return .failure(.damaged) }
        return .success((index, warnings))
    }

    /// Memory for an index read from a cache, aligned to 8 as its numbers need, its pages already in place.
    ///
    /// The pages are made with one `madvise(MADV_POPULATE_WRITE)` (Linux 5.14) rather than a fault
    /// each as `pread` first writes to them: the 18 MB index of 100,000 recipes is read in about
    /// three quarters of the time. Where the call is unknown, the pages come with the faults as before.
    /// (Transparent huge pages were faster still when they came at once, but a fault that must first
    /// compact memory for one took 70 ms.) A mapping of the cache took under 1 ms, but a file cut
    /// short under a mapping kills the process.
    static func indexBlock(byteCount: Int) -> UnsafeMutableRawBufferPointer {
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: byteCount, alignment: 8)
        #if os(Linux)
        // Large blocks come from their own mapping, whose pages start where the allocation's first whole page does.
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (Int(bitPattern: block.baseAddress) + pageSize - 1) / pageSize * pageSize
        let end = (Int(bitPattern: block.baseAddress) + byteCount) / pageSize * pageSize
        if byteCount >= 1 << 20, end > start {
            let madvisePopulateWrite: Int32 = 23
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, madvisePopulateWrite)
        }
        #endif
        return block
    }

    /// Hashes the whole data file, for a cache whose file times cannot vouch for it; nil when it cannot be read whole.
    static func contentHash(of file: DataFile) -> UInt64? {
        do {
            if let hash = try file.withMappedBytes({ ContentHash.hash($0) }) { return hash }
        } catch {
            // Cut short while it was hashed: no hash is this file's.
            return nil
        }
        return file.bytes(offset: 0, length: file.size).map { $0.withUnsafeBytes { ContentHash.hash($0) } }
    }

    // MARK: - Writing

    /// Whether a cache built at `readTime` from the file with `key` is racy: the file's times are too
    /// close to the read to prove later that it did not change afterwards, so its whole content must
    /// be hashed now and compared on every load.
    static func isRacy(_ key: Key, builtAt readTime: Timestamp) -> Bool {
        max(key.modified, key.changed).adding(seconds: racyWindowSeconds) > readTime
    }

    /// Cache writes started by `storeInBackground` and not yet finished.
    private static let pendingStores = DispatchGroup()

    /// Writes the cache on a background queue, so that the first frame does not wait for the disk.
    ///
    /// The file is built unnamed (`O_TMPFILE`) and only linked into the folder when complete, so a
    /// process that quits during the write leaves nothing behind.
    static func storeInBackground(index: RecipeIndex, warnings: [CatalogWarning], key: Key, readAt readTime: Timestamp, contentHash: UInt64, to path: String) {
        pendingStores.enter()
        // Not Dispatch, which waits for ever for a thread the system cannot give; without one there is simply no cache this time.
        let started = DetachedThread.start {
            store(index: index, warnings: warnings, key: key, readAt: readTime, contentHash: contentHash, to: path)
            pendingStores.leave()
        }
        if !started { pendingStores.leave() }
    }

    /// Waits for background cache writes, for tests that load a file twice.
    static func waitForPendingStores() {
        pendingStores.wait()
    }

    /// Waits for background cache writes until `deadline`; false when one is still running then.
    static func waitForPendingStores(until deadline: DispatchTime) -> Bool {
        pendingStores.wait(timeout: deadline) == .success
    }

    /// Writes a cache for the data file with `key`, read at `readTime`, to `path`; a failure leaves no cache and is not an error.
    ///
    /// The file is written beside its final name and renamed over it, so a reader sees an old cache,
    /// a new one, or none, never half of one. It is not synced: a cache lost in a crash is rebuilt,
    /// and one cut short fails its checksums.
    static func store(index: RecipeIndex, warnings: [CatalogWarning], key: Key, readAt readTime: Timestamp, contentHash: UInt64, to path: String) {
        // A FIFO, a device or a folder at the cache's path is somebody's: left alone, as the read leaves it.
        if FileKind.holdsNonRegularFile(path) { return }
        // A folder that cannot be made fails the write below, and a cache that cannot be written is no error.
        try? makeDirectory(String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
        let warningBytes = WarningCoding.encode(warnings)
        let checksum = warningBytes.withUnsafeBytes { ContentHash.hash($0, seed: ContentHash.hash(index.bytes)) }
        let header = Header(
            key: key, builtAt: readTime, contentHash: contentHash, indexLength: index.bytes.count,
            warningsLength: warningBytes.count, bodyChecksum: checksum
        )
        try? AtomicFileWrite(path: path, mode: 0o600, durable: false, unnamed: true).write { output throws(SystemError) in
            try writeAll(output, header.bytes)
            try writeAll(output, index.bytes)
            try writeAll(output, warningBytes)
        }
    }

    // MARK: - Header

    /// The fixed-size start of a cache file: magic, versions, the key, lengths and checksums.
    struct Header {
        /// Sixteen numbers, room to grow, and the checksum in the last eight bytes.
        static let size = 160
        static let magic: UInt64 = 0x3148_4341_4349_5554  // "TUICACH1" read as little-endian
        static let version: UInt32 = 1

        var key: Key
        /// When the data file was read to build this cache.
        var builtAt: Timestamp
        /// `ContentHash` of the whole data file as it was read.
        var contentHash: UInt64
        var indexLength: Int
        var warningsLength: Int
        /// `ContentHash` of the warnings seeded with that of the index.
        var bodyChecksum: UInt64

        init(key: Key, builtAt: Timestamp, contentHash: UInt64, indexLength: Int, warningsLength: Int, bodyChecksum: UInt64) {
            self.key = key
            self.builtAt = builtAt
            self.contentHash = contentHash
            self.indexLength = indexLength
            self.warningsLength = warningsLength
            self.bodyChecksum = bodyChecksum
        }

        /// Whether the data file changed so shortly before the cache was built that its times alone do not prove it unchanged since.
        var isRacy: Bool {
            CatalogCache.isRacy(key, builtAt: builtAt)
        }

        private var fields: [UInt64] {
            [
                Self.magic, UInt64(Self.version) | UInt64(RecipeIndex.Layout.version) << 32,
                key.device, key.inode, key.size,
                UInt64(bitPattern: key.modified.seconds), UInt64(bitPattern: key.modified.nanoseconds),
                UInt64(bitPattern: key.changed.seconds), UInt64(bitPattern: key.changed.nanoseconds),
                key.fingerprint, UInt64(bitPattern: builtAt.seconds), UInt64(bitPattern: builtAt.nanoseconds),
                contentHash, UInt64(indexLength), UInt64(warningsLength), bodyChecksum,
            ]
        }

        /// The header as bytes: sixteen little-endian numbers, zeros, and in the last eight bytes a checksum of the rest.
        var bytes: [UInt8] {
            var result = [UInt8](repeating: 0, count: Self.size)
            let values = fields
            result.withUnsafeMutableBytes { buffer in
                for (index, value) in values.enumerated() { buffer.storeBytes(of: value.littleEndian, toByteOffset: index * 8, as: UInt64.self) }
            }
            let checksum = result.withUnsafeBytes { ContentHash.hash(UnsafeRawBufferPointer(rebasing: $0[0..<(Self.size - 8)])) }
            result.withUnsafeMutableBytes { $0.storeBytes(of: checksum.littleEndian, toByteOffset: Self.size - 8, as: UInt64.self) }
            return result
        }

        /// Reads a header, or nil when its magic, versions or checksum are wrong.
        init?(bytes: [UInt8]) {
            guard bytes.count == Self.size else { return nil }
            let values = bytes.withUnsafeBytes { buffer in (0..<16).map { UInt64(littleEndian: buffer.load(fromByteOffset: $0 * 8, as: UInt64.self)) } }
            let stored = bytes.withUnsafeBytes { UInt64(littleEndian: $0.load(fromByteOffset: Self.size - 8, as: UInt64.self)) }
            let checksum = bytes.withUnsafeBytes { ContentHash.hash(UnsafeRawBufferPointer(rebasing: $0[0..<(Self.size - 8)])) }
            guard checksum == stored, values[0] == Self.magic, values[1] == UInt64(Self.version) | UInt64(RecipeIndex.Layout.version) << 32,
                values[13] < UInt64(Int.max / 2), values[14] < UInt64(Int.max / 2)
            else { return nil }
            self.init(
                key: Key(
                    device: values[2], inode: values[3], size: values[4],
                    modified: Timestamp(seconds: Int64(bitPattern: values[5]), nanoseconds: Int64(bitPattern: values[6])),
                    changed: Timestamp(seconds: Int64(bitPattern: values[7]), nanoseconds: Int64(bitPattern: values[8])),
                    fingerprint: values[9]
                ),
                builtAt: Timestamp(seconds: Int64(bitPattern: values[10]), nanoseconds: Int64(bitPattern: values[11])),
                contentHash: values[12], indexLength: Int(values[13]), warningsLength: Int(values[14]), bodyChecksum: values[15]
            )
        }
    }
}
