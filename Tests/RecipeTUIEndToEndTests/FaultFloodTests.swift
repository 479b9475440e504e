import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Floods of input and signals: the app keeps answering `q` within a moment whatever is queued.
@Suite("Faults: floods of resizes and pasted text")
struct FaultFloodTests {
    @Test("During a flood of SIGWINCH, q still quits at once, and the terminal is given back")
    func resizeFlood() throws {
        let session = try TmuxSession()
        let settingsBefore = try session.terminalSettings()
        let command = try session.startApp(state: session.statePath, ["--open", "dessert/apple-pie"])
        try session.waitForAppFrame()
        let app = try session.waitForProcess(named: "recipe-tui")
        let flood = SignalFlood(pid: app, signal: SIGWINCH)
        flood.start()
        defer { flood.stop() }
        Thread.sleep(forTimeInterval: 1.5)
        let start = ContinuousClock.now
        try session.sendKeys("q")
        #expect(FileFacts.waitUntilGone(app, timeout: .seconds(20)))
        let waited = ContinuousClock.now - start
        let sent = flood.stop()
        // Before resizes were coalesced, q waited more than 20 s behind a 3-second flood.
        #expect(waited < .seconds(1), "q took \(waited) to quit during a flood of \(sent) SIGWINCH")
        #expect(sent > 1000, "only \(sent) signals were sent")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        try session.expectTerminalRestored(settingsBefore: settingsBefore)
    }

    @Test("A 20,000-character paste into the search is typed in as a whole, and Esc q after it quits at once")
    func bigPasteIntoSearch() throws {
        let session = try TmuxSession()
        let command = try session.startApp(state: session.statePath, ["--open", "dessert/apple-pie"])
        try session.waitForAppFrame()
        let app = try session.waitForProcess(named: "recipe-tui")
        try session.sendKeys("f")
        try session.waitForScreen(containing: "Find")
        let start = ContinuousClock.now
        // Letters of recipe names, so that every prefix of the query has to be searched for.
        let paste = String(repeating: "lemon chicken pie ", count: 20_000 / 18 + 1).prefix(20_000)
        let file = session.scratch + "/paste.txt"
        try Data(paste.utf8).write(to: URL(fileURLWithPath: file))
        // A tmux command line cannot hold 20,000 characters: the paste goes through a buffer, as a real one does.
        try session.tmux("load-buffer", file)
        try session.tmux("paste-buffer")
        try session.sendKeys("Escape", "q")
        #expect(FileFacts.waitUntilGone(app, timeout: .seconds(30)))
        let waited = ContinuousClock.now - start
        // Before text was coalesced, each character searched the catalog again: 7 s.
        #expect(waited < .seconds(2), "the paste and Esc q took \(waited)")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }
}

/// Sends one signal to a process as fast as it can from another thread, until stopped.
final class SignalFlood: @unchecked Sendable {
    private let pid: pid_t
    private let signal: Int32
    private let lock = NSLock()
    private var stopping = false
    private var sent = 0
    private let done = DispatchSemaphore(value: 0)
    private var started = false

    init(pid: pid_t, signal: Int32) {
        self.pid = pid
        self.signal = signal
    }

    func start() {
        started = true
        Thread.detachNewThread { [self] in
            var count = 0
            while !lock.withLock({ stopping }) {
                if kill(pid, signal) != 0 { break }
                count += 1
            }
            lock.withLock { sent = count }
            done.signal()
        }
    }

    /// Stops the flood and returns how many signals were sent; later calls return the same.
    @discardableResult
    func stop() -> Int {
        let first = lock.withLock { () -> Bool in
            defer { stopping = true }
            return !stopping && started
        }
        if first { done.wait() }
        return lock.withLock { sent }
    }
}
