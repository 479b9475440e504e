import Glibc
import RecipeTestSupport
import Testing

@testable import SystemFiles

/// A file mapping read while another program cuts the file short: zeros and a report, never SIGBUS.
///
/// (Removing the handler and installing it again, as the terminal does at its start, is tested end
/// to end with a SIGBUS sent to the app: here a removal would race the other suites' guarded reads,
/// which run in the same process.)
@Suite("Guarded file mappings")
struct MappingGuardTests {
    /// A file of `pages` pages of 0x41 bytes, mapped; unmapped and closed by the caller.
    static func mappedFile(in folder: ScratchFolder, pages: Int) throws -> (path: String, bytes: UnsafeRawBufferPointer) {
        let path = folder.path + "/mapped"
        let size = pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        let descriptor = open(path, O_RDWR | O_CREAT, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try writeAll(descriptor, [UInt8](repeating: 0x41, count: size))
        let address = try #require(mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0))
        try #require(address != MAP_FAILED)
        return (path, UnsafeRawBufferPointer(start: address, count: size))
    }

    @Test("a file cut short under a guarded mapping: the pages past its new end read as zeros, and the read is reported as faulted")
    func cutShort() throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let (path, bytes) = try Self.mappedFile(in: folder, pages: 8)
        defer { munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count) }
        let page = bytes.count / 8
        let guarded = try #require(MappingGuard.guarding(bytes) { () -> (first: UInt8, last: UInt8, sum: Int) in
            truncate(path, off_t(page * 2))
            // Without the guard, this read of page 3 ended the process with SIGBUS.
            return (bytes[0], bytes[bytes.count - 1], bytes.reduce(0) { $0 + Int($1) })
        })
        #expect(guarded.faulted)
        #expect(guarded.result.first == 0x41)
        #expect(guarded.result.last == 0)
        #expect(guarded.result.sum == 0x41 * page * 2)
        #expect(MappingGuard.isHandlerInstalled)
    }

    @Test("a guarded read of a file nobody touches is not faulted, and its slot is given back: far more reads than slots")
    func untouched() throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let (_, bytes) = try Self.mappedFile(in: folder, pages: 2)
        defer { munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count) }
        for _ in 0..<500 {
            let guarded = try #require(MappingGuard.guarding(bytes) { bytes.reduce(0) { $0 + Int($1) } })
            #expect(!guarded.faulted)
            #expect(guarded.result == 0x41 * bytes.count)
        }
    }
}
