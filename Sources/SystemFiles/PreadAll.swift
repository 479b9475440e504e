#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Reads exactly `length` bytes at `offset` of an open file with `pread`, or nil when it has fewer or a read fails.
///
/// `pread` may return less than asked without being at the end, so it is called until the bytes
/// are all there; it leaves the descriptor's own offset alone, so threads can share the file.
package func preadAll(_ descriptor: Int32, offset: Int, length: Int) -> [UInt8]? {
    // A range no file can have is refused before anything is allocated for it.
    guard offset >= 0, length >= 0, length <= Int.max - offset else { return nil }
    var complete = false
    // Not zeroed first: the read fills every byte, and clearing megabytes only to overwrite them costs a page fault each.
    let result = [UInt8](unsafeUninitializedCapacity: length) { buffer, initialized in
        complete = preadAll(descriptor, into: UnsafeMutableRawBufferPointer(buffer), offset: offset)
        initialized = complete ? length : 0
    }
    return complete ? result : nil
}

/// Fills `buffer` with the bytes at `offset` of an open file with `pread`; false when the file has fewer or a read fails.
package func preadAll(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, offset: Int) -> Bool {
    guard offset >= 0, buffer.count <= Int.max - offset else { return false }
    var done = 0
    while done < buffer.count {
        let count = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        done += count
    }
    return true
}
