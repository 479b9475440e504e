import RecipeApp

/// The terminal as the runtime uses it: events in, frames out, and the process's signals beside them.
///
/// The executable's is ncurses on the real terminal; the benchmark's and the tests' are made of
/// scripted events and recorded frames, so that they run the runtime's own loop without a screen.
package protocol TerminalIO: AnyObject {
    /// The size last measured (at start, by `updateSize`, or reported by a resize event).
    var size: Size { get }
    /// Reads one event without waiting; nil when none is pending.
    func readEvent() -> InputEvent?
    /// Sleeps until input, a signal or another wake-up (a failed save, the data changed) may be
    /// waiting, or `timeout` has passed (nil: no limit).
    func waitForInput(timeout: Duration?) -> TerminalWait
    /// Paints a frame; only the cells that changed since the last one need to be sent.
    func paint(_ frame: ScreenBuffer)
    /// Forgets what is on screen, so that the next paint draws every cell.
    func invalidate()
    /// Puts text on the terminal's clipboard, where the terminal allows it.
    func copyToClipboard(_ text: String)
    /// Rings the bell: a timer ended.
    func bell()
    /// Asks the terminal for a desktop notification (OSC 9 or OSC 777), which terminals without them ignore.
    func notifyDesktop(title: String, body: String)
    /// Gives the terminal back to the shell (suspend, editor, exit).
    func stop()
    /// Takes the terminal back after `stop`.
    func resume()
    /// Measures the terminal's size again, after a SIGWINCH or a return from another program.
    func updateSize()
    /// The signals that arrived since the last call, each once, quitting ones first.
    func takeSignals() -> [TerminalSignal]
    /// Stops the process as Ctrl-Z asks; returns once it is continued. Called with the terminal stopped.
    func suspendProcess()
}

/// How a wait for input ended.
package enum TerminalWait: Equatable, Sendable {
    /// Something may be waiting: input, a signal, a wake-up, or the timeout passed.
    case woken
    /// The terminal went away (hung up): the app ends as on SIGHUP, with this exit status.
    case gone(exitStatus: Int32)
}

/// What a signal asks of the app.
package enum TerminalSignal: Equatable, Sendable {
    /// The window changed size (SIGWINCH).
    case resized
    /// Ctrl-Z (SIGTSTP): leave the screen and stop.
    case suspend
    /// The process was continued (SIGCONT), after a stop the app asked for or not.
    case continued
    /// A signal that ends the app, with this exit status (128 + the signal).
    case end(exitStatus: Int32)
}
