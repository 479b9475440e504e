import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs programs to completion and collects their output and exit status.
enum ProcessRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Held while a child is spawned, so no other test's spawn creates descriptors meanwhile.
    ///
    /// Foundation's `Process` on Linux gives each child one end of a socket pair and learns of the
    /// exit when every holder of that end has gone. A long-lived process that inherits the end of
    /// another test's child would stall that test's `waitUntilExit`, so spawns never overlap.
    private static let spawnLock = NSLock()

    /// Runs `executable` with Foundation's `Process`; standard input is /dev/null unless `standardInput` is given.
    ///
    /// Output goes to temporary files rather than pipes, so a chatty child can never stall on a full pipe.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, standardInput: FileHandle? = nil
    ) throws -> Result {
        let files = try OutputFiles()
        defer { files.remove() }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: files.outputPath))
        let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: files.errorPath))
        defer {
            try? output.close()
            try? errors.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = standardInput ?? FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try spawnLock.withLock { try process.run() }
        process.waitUntilExit()
        return files.result(status: process.terminationStatus)
    }

    /// Runs a command that leaves a daemon behind (such as the tmux server) and waits for the command itself.
    ///
    /// Foundation's `Process` does not suit this: the daemon would inherit the socket that
    /// `waitUntilExit` waits on, and the signal mask of the calling thread, which on a Dispatch worker
    /// blocks SIGINT, SIGTERM, SIGTSTP, SIGWINCH and more. The tmux server passes its mask on to
    /// every pane, where the app would then never see those signals. So this spawns directly, with
    /// an empty signal mask, default signal actions and only standard input, output and error open.
    static func runStartingDaemon(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Result {
        let files = try OutputFiles()
        defer { files.remove() }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, files.outputPath, O_WRONLY | O_TRUNC, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, files.errorPath, O_WRONLY | O_TRUNC, 0)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = CStringArray([executable] + arguments)
        let envp = CStringArray(environment.map { "\($0.key)=\($0.value)" })
        var pid: pid_t = 0
        let spawnError: Int32 = spawnLock.withLock {
            // Close every other descriptor in the child (failing closes of ones already gone are ignored).
            for descriptor in openDescriptors() where descriptor > STDERR_FILENO {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
            return posix_spawn(&pid, executable, &actions, &attributes, argv.pointers, envp.pointers)
        }
        guard spawnError == 0 else {
            throw EndToEndFailure("cannot start \(executable): \(String(cString: strerror(spawnError)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw EndToEndFailure("waitpid failed for \(executable): \(String(cString: strerror(errno)))") }
        }
        // Exited normally: the exit code; killed: 128 + the signal, as a shell reports it.
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return files.result(status: exitStatus)
    }

    /// The descriptors this process has open, from /proc/self/fd.
    private static func openDescriptors() -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
    }

    /// Two temporary files for a child's standard output and error.
    private struct OutputFiles {
        let outputPath: String
        let errorPath: String

        init() throws {
            let base = FileManager.default.temporaryDirectory.path + "/recipe-e2e-output-" + UUID().uuidString
            outputPath = base + ".out"
            errorPath = base + ".err"
            guard FileManager.default.createFile(atPath: outputPath, contents: nil),
                FileManager.default.createFile(atPath: errorPath, contents: nil)
            else { throw EndToEndFailure("cannot create temporary files at \(base)") }
        }

        func result(status: Int32) -> Result {
            Result(
                status: status,
                standardOutput: String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self),
                standardError: String(decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self)
            )
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }
    }

    /// A NULL-terminated array of C strings that lives as long as this value.
    private final class CStringArray {
        let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
        private let count: Int

        init(_ strings: [String]) {
            count = strings.count
            pointers = .allocate(capacity: strings.count + 1)
            for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
            pointers[strings.count] = nil
        }

        deinit {
            for index in 0..<count { free(pointers[index]) }
            pointers.deallocate()
        }
    }
}

/// Reads the process table from /proc (no pgrep needed).
enum ProcessTable {
    /// The parent of every process, from /proc/PID/stat.
    private static func parents() -> [pid_t: pid_t] {
        var result: [pid_t: pid_t] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8) else { continue }
            // "PID (comm) STATE PPID ...": comm may hold spaces or parentheses, so parse after the last ')'.
            guard let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { result[pid] = parent }
        }
        return result
    }

    /// Every process below `root`, nearest first.
    static func descendants(of root: pid_t) -> [pid_t] {
        let parents = parents()
        var found: [pid_t] = []
        var frontier: Set<pid_t> = [root]
        while !frontier.isEmpty {
            let children = parents.filter { frontier.contains($0.value) }.map(\.key).sorted()
            found += children
            frontier = Set(children)
        }
        return found
    }

    /// The process's command name, as /proc/PID/comm gives it.
    static func name(of pid: pid_t) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines)
    }

    /// The signals the process blocks, as the hexadecimal mask in /proc/PID/status ("SigBlk:").
    static func blockedSignals(of pid: pid_t) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigBlk:") })
        else { return nil }
        return UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    }
}
