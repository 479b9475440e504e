#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// A file's device and inode: what tells two paths to one file (a link, a bind mount) apart from two files.
package struct DeviceInode: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64

    package init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
