import RecipeApp

/// A terminal made of scripted events, for the benchmark and the tests: the runtime's own loop
/// without a screen, a keyboard or signals of the process.
///
/// Events waiting in `events` are read first; each wait for input then hands over the next step
/// of `script` (its events, its signals, its time). Painting diffs each frame against the last one,
/// as the ncurses painter does, and keeps only the last.
package final class ScriptedTerminal: TerminalIO {
    /// What happens while the runtime waits for input once.
    package struct Step {
        package var events: [InputEvent]
        package var signals: [TerminalSignal]
        /// How long the wait takes, on `clock`; nil for the timeout the runtime asked for (none when it asked for none).
        package var elapsed: Duration?

        package init(_ events: [InputEvent] = [], signals: [TerminalSignal] = [], elapsed: Duration? = nil) {
            self.events = events
            self.signals = signals
            self.elapsed = elapsed
        }

        /// Keys pressed while the runtime waited.
        package static func keys(_ keys: Key...) -> Step { Step(keys.map(InputEvent.key)) }
    }

    package private(set) var size: Size
    /// Events waiting to be read, oldest first.
    package var events: [InputEvent] = []
    /// What each later wait brings, in order.
    package var script: [Step] = []
    /// How a wait ends once the script is used up: by default the terminal hangs up, so that a test
    /// whose script forgot to quit ends rather than waits for ever.
    package var whenScriptEnds: TerminalWait = .gone(exitStatus: 129)
    /// The clock waits and reads move forward, if any.
    package let clock: ManualClock?
    /// How long reading one event takes on `clock`: a burst of them crosses the runtime's slice.
    package var readTime: Duration = .zero
    /// The size `updateSize` measures (the terminal resized while another program had it).
    package var measuredSize: Size

    package private(set) var lastFrame: ScreenBuffer?
    package private(set) var paints = 0
    /// The cells all paints sent, each counted once per paint that changed it.
    package private(set) var changedCells = 0
    /// What the runtime did to the terminal besides painting, in order: "stop", "resume", "invalidate", "suspend", "clipboard <text>", "wait".
    package private(set) var log: [String] = []
    private var signals: [TerminalSignal] = []
    /// What the screen shows, as the painter knows it: forgotten by `invalidate`, so that the next paint sends every cell.
    private var painted: ScreenBuffer?
    private var isStopped = false

    package init(size: Size, clock: ManualClock? = nil) {
        self.size = size
        measuredSize = size
        self.clock = clock
    }

    /// The last frame as text lines; empty before the first paint.
    package var screen: [String] { lastFrame?.lines ?? [] }

    package func readEvent() -> InputEvent? {
        guard !events.isEmpty else { return nil }
        clock?.advance(by: readTime)
        let event = events.removeFirst()
        if case .resize(let newSize) = event { size = newSize }
        return event
    }

    package func waitForInput(timeout: Duration?) -> TerminalWait {
        log.append("wait")
        guard !script.isEmpty else { return whenScriptEnds }
        let step = script.removeFirst()
        if let elapsed = step.elapsed ?? timeout { clock?.advance(by: elapsed) }
        events += step.events
        signals += step.signals
        return .woken
    }

    package func paint(_ frame: ScreenBuffer) {
        precondition(!isStopped, "painted while the terminal was given back")
        // Counted in a local: a property of the terminal, checked for exclusive access at every cell, would cost more than the diff.
        var changed = 0
        frame.forEachChange(since: painted) { _, _, _ in changed += 1 }
        changedCells += changed
        lastFrame = frame
        painted = frame
        paints += 1
    }

    package func invalidate() {
        painted = nil
        log.append("invalidate")
    }
    package func copyToClipboard(_ text: String) { log.append("clipboard " + text) }
    package func bell() { log.append("bell") }
    package func notifyDesktop(title: String, body: String) { log.append("notify \(title): \(body)") }

    package func stop() {
        isStopped = true
        log.append("stop")
    }

    package func resume() {
        isStopped = false
        log.append("resume")
    }

    package func updateSize() { size = measuredSize }

    package func takeSignals() -> [TerminalSignal] {
        defer { signals = [] }
        return signals
    }

    package func suspendProcess() { log.append("suspend") }
}

/// A clock that moves only when told: waits and reads on a scripted terminal, or a test.
package final class ManualClock: RuntimeClock {
    package private(set) var now: ContinuousClock.Instant
    /// The wall clock, seconds since 1970, moving with `now`: a fixed start, so that tests read the same times on any day.
    package private(set) var wallSeconds: Double

    package init(now: ContinuousClock.Instant = .now, wallSeconds: Double = 1_800_000_000) {
        self.now = now
        self.wallSeconds = wallSeconds
    }

    package func advance(by duration: Duration) {
        now += duration
        let (seconds, attoseconds) = duration.components
        wallSeconds += Double(seconds) + Double(attoseconds) / 1e18
    }
}
