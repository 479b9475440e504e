import Dispatch
import Glibc
import Testing

@testable import SystemFiles

@Suite("writeAll")
struct WriteAllTests {
    @Test("Writes every byte of more than a pipe holds, while another thread reads the other end")
    func writesEverythingThroughAPipe() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        // The pipe holds 64 KiB: the writer blocks until the reader has made room.
        let received = Received()
        let finished = DispatchSemaphore(value: 0)
        let readEnd = ends[0]
        DispatchQueue.global().async {
            var buffer = [UInt8](repeating: 0, count: 8192)
            while true {
                let count = read(readEnd, &buffer, buffer.count)
                if count <= 0 { break }
                received.bytes += buffer[0..<count]
            }
            finished.signal()
        }
        try writeAll(ends[1], bytes)
        close(ends[1])
        finished.wait()
        #expect(received.bytes == bytes)
        close(ends[0])
    }

    @Test("An empty write succeeds without a call")
    func emptyWrite() throws {
        try writeAll(-1, [])
    }

    @Test("A failed write throws the system's error")
    func failedWrite() {
        #expect(throws: SystemError(code: EBADF)) { try writeAll(-1, [1, 2, 3]) }
        #expect(SystemError(code: EBADF).description == "Bad file descriptor")
    }

    @Test("A full device fails with ENOSPC, whose words the error gives")
    func fullDevice() throws {
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(throws: SystemError(code: ENOSPC)) { try writeAll(descriptor, [1]) }
        #expect(SystemError(code: ENOSPC).description == "No space left on device")
    }

    @Test("Writing to a pipe whose reader is gone fails with EPIPE, not a signal")
    func brokenPipe() {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let previous = signal(SIGPIPE, SIG_IGN)
        defer {
            signal(SIGPIPE, previous)
            close(ends[1])
        }
        #expect(throws: SystemError(code: EPIPE)) { try writeAll(ends[1], [1]) }
    }
}

/// What the reading end of a pipe received, filled on another thread and read once that thread is done.
private final class Received: @unchecked Sendable {
    var bytes: [UInt8] = []
}
