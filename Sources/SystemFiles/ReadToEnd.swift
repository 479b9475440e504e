#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Reads an open file from its offset to its end, holding at most `limit + 1` bytes: more than `limit` says it is larger.
///
/// The bytes are read straight into the result's own memory, never zeroed first: a zeroed 64 KB
/// chunk for each small file read at launch cost 65,000 instructions and 16 page faults. A regular
/// file's `sizeHint` (its size) makes one allocation and one read enough; a file that grew since, or a
/// pipe, is read on in blocks of at least 64 KB.
package func readToEnd(_ descriptor: Int32, limit: Int, sizeHint: Int = 0) throws(SystemError) -> [UInt8] {
    var result: [UInt8] = []
    var atEnd = false
    while !atEnd && result.count <= limit {
        // One more byte than the hint, so that a file still at its size is seen to end without a second block.
        let wanted = result.isEmpty ? max(sizeHint, 0) + 1 : max(result.count, 1 << 16)
        let room = min(wanted, limit + 1 - result.count)
        var failure: SystemError?
        let block = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
            while initialized < room {
                let count = read(descriptor, buffer.baseAddress! + initialized, room - initialized)
                if count < 0 && errno == EINTR { continue }
                if count < 0 {
                    failure = SystemError()
                    return
                }
                if count == 0 {
                    atEnd = true
                    return
                }
                initialized += count
            }
        }
        if let failure { throw failure }
        if result.isEmpty { result = block } else { result += block }
    }
    return result
}
