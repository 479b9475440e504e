#if canImport(Darwin)
import Darwin
#else
import Glibc  // stat, fstat: a file's version is what fstat says of it
#endif
import SystemFiles

/// Which version of a file something was read from: its device and inode (`DeviceInode`), size, and modification and
/// change times to the nanosecond, as `CatalogCache.Key` has them.
///
/// A write in place changes the size or the modification time (and the change time); so the bytes
/// at an offset are the ones that were indexed as long as an open descriptor's `fstat` still
/// matches. One exception is allowed: a file replaced by renaming another over it keeps its bytes
/// (the descriptor still reads the old inode), but losing its last name changes its change time.
/// An inode with no name left cannot be written through any path, so its change time is not compared.
struct FileIdentity: Equatable, Sendable {
    var file: DeviceInode
    var size: Int64
    var modified: CatalogCache.Timestamp
    var changed: CatalogCache.Timestamp

    init(_ status: stat) {
        file = DeviceInode(status)
        size = Int64(status.st_size)
        modified = CatalogCache.Timestamp(seconds: Int64(status.st_mtim.tv_sec), nanoseconds: Int64(status.st_mtim.tv_nsec))
        changed = CatalogCache.Timestamp(seconds: Int64(status.st_ctim.tv_sec), nanoseconds: Int64(status.st_ctim.tv_nsec))
    }

    /// Whether `status`, taken now, is still of this version of the file.
    func matches(_ status: stat) -> Bool {
        let now = FileIdentity(status)
        guard now.file == file, now.size == size, now.modified == modified else { return false }
        return now.changed == changed || status.st_nlink == 0
    }

    /// Whether the file open at `descriptor` is still this version; false when `fstat` fails.
    func matches(descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && matches(status)
    }
}
