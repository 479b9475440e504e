#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Writes every byte to `descriptor`, however many `write` calls that takes, retrying after a signal.
///
/// `write` may write less than asked (a pipe, a terminal, a signal arriving mid-way); callers that
/// want all or an error call this instead. A write that makes no progress is reported as `EIO`,
/// since `errno` then says nothing.
package func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) {
    var done = 0
    while done < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + done, bytes.count - done)
        if count < 0 {
            if errno == EINTR { continue }
            throw SystemError()
        }
        guard count > 0 else { throw SystemError(code: EIO) }
        done += count
    }
}

/// Writes every byte of an array to `descriptor`; see `writeAll(_:_:)` for buffers.
package func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws(SystemError) {
    // Array's withUnsafeBytes rethrows untyped errors, so the error comes out as a Result.
    let result = bytes.withUnsafeBytes { buffer in Result { () throws(SystemError) in try writeAll(descriptor, buffer) } }
    try result.get()
}
