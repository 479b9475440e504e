import CPty
import Glibc
import SystemFiles

/// recipe-tui running on a pseudo-terminal, as in a user's terminal window: what it writes, and when.
///
/// The benchmark is the terminal: it reads everything the app writes, with the time each read
/// returned, sends keys, reads the app's peak memory from /proc, and collects its exit status.
final class PseudoTerminalSession {
    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    private let master: Int32
    private let pid: pid_t
    /// When the process was started, just before `forkpty`.
    let started: ContinuousClock.Instant
    private var exited = false

    /// Starts `executable` with `arguments` and exactly `environment` on a terminal of `columns` x `rows`.
    init(executable: String, arguments: [String], environment: [String: String], columns: Int, rows: Int) throws(SpawnError) {
        // Everything the child needs is built before the fork: after it, only execve and _exit are safe.
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        var master: Int32 = -1
        started = ContinuousClock.now
        let pid = forkpty(&master, nil, nil, &size)
        if pid == 0 {
            execve(executable, argv, envp)
            _exit(127)
        }
        guard pid > 0 else { throw SpawnError(description: "forkpty failed: \(String(cString: strerror(errno)))") }
        self.pid = pid
        self.master = master
    }

    deinit {
        if !exited {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// What one stretch of output looked like: its bytes and when the last of them arrived.
    struct Output {
        var bytes: [UInt8] = []
        var lastByte: ContinuousClock.Instant?
    }

    /// Reads until the app has written nothing for `quiet`, or `limit` has passed; the quiet wait is not part of `lastByte`.
    ///
    /// When `after` is given, the quiet period only counts once those bytes have been seen, so a
    /// pause before the terminal is set up (a slow load) does not end the read early.
    func readUntilQuiet(quiet: Duration, after marker: [UInt8]? = nil, limit: Duration = .seconds(60)) -> Output {
        var output = Output()
        var markerSeen = marker == nil
        let deadline = ContinuousClock.now + limit
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let timeout = markerSeen ? quiet : .milliseconds(50)
            let ready = poll(&descriptor, 1, Int32(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000))
            if ready == 0 {
                if markerSeen { break }
                continue
            }
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count <= 0 { break }  // EIO: the app closed the terminal.
            output.bytes += buffer[0..<count]
            output.lastByte = ContinuousClock.now
            if !markerSeen, let marker, output.bytes.contains(subsequence: marker) { markerSeen = true }
        }
        return output
    }

    /// Sends bytes as if typed.
    func send(_ bytes: [UInt8]) {
        // A terminal the app has closed takes no keys; waiting for its exit then says what happened.
        try? writeAll(master, bytes)
    }

    /// The app's peak resident memory so far, in kilobytes: `VmHWM` of its own address space.
    ///
    /// Not `wait4`'s `ru_maxrss`: that also counts the moments between fork and exec, when the
    /// child is a copy of this (much larger) benchmark process.
    func peakMemoryKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }

    /// Waits for the app to exit, reading what it writes meanwhile; returns its exit status and how long it took from the call.
    ///
    /// Unlike `waitForExit`, nothing waits for quiet: the time is when the process ended, to within a millisecond.
    func timedExit(limit: Duration = .seconds(10)) -> (status: Int32, elapsed: Duration) {
        let start = ContinuousClock.now
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var status: Int32 = 0
        while ContinuousClock.now - start < limit {
            if waitpid(pid, &status, WNOHANG) == pid {
                exited = true
                return (status, ContinuousClock.now - start)
            }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 1) > 0 { _ = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) } }
        }
        waitpid(pid, &status, 0)
        exited = true
        return (status, ContinuousClock.now - start)
    }

    /// Waits for the app to exit; returns its exit status.
    func waitForExit() -> Int32 {
        // Drain what the app writes on its way out, so it never blocks on a full terminal buffer.
        _ = readUntilQuiet(quiet: .milliseconds(100), limit: .seconds(10))
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        exited = true
        return status
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the array.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        for start in 0...(count - needle.count) where self[start] == needle[0] {
            if self[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
