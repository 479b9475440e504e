import RecipeApp
import Glibc  // isatty, whether standard error is a terminal
import Synchronization
import SystemFiles

/// A one-line "Loading recipes.json… 42%" on standard error while a slow load runs, before the terminal is taken over.
///
/// Nothing shows for loads under `delay`, which is every load with the cache; a slower one shows
/// the line instead of a blank terminal, and `finish()` erases it so an error message or the app's
/// screen starts on a clean line.
final class LoadProgressLine: Sendable {
    static let delay: Duration = .milliseconds(100)

    private let path: String
    private let start = ContinuousClock.now
    private let shown = Mutex((isVisible: false, percent: -1))

    /// Shows progress for the data file at `path`, named by its last component.
    init(path: String) {
        self.path = path
    }

    /// The file's name as the line shows it, worked out only when the line is drawn: every launch makes a
    /// progress line, and sanitising the name cost about 270,000 instructions before the first frame.
    private var label: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        // A file name is data: it reaches the terminal sanitised, like everything else the app prints from files.
        return DisplayText(name).string
    }

    /// Whether standard error is a terminal a progress line can be drawn on.
    static var isAvailable: Bool { isatty(STDERR_FILENO) == 1 }

    /// Called from the load with the fraction done; draws when the whole percent changes.
    func update(_ fraction: Double) {
        guard ContinuousClock.now - start >= Self.delay else { return }
        let percent = min(100, max(0, Int(fraction * 100)))
        let changed = shown.withLock { shown in
            defer { shown = (true, percent) }
            return shown.percent != percent
        }
        if changed { emit("\r\u{1B}[KLoading \(label)… \(percent)%") }
    }

    /// Erases the line if it was drawn.
    func finish() {
        if shown.withLock({ $0.isVisible }) { emit("\r\u{1B}[K") }
    }

    private func emit(_ text: String) {
        // A progress line that cannot be drawn is not worth stopping the load for.
        try? writeAll(STDERR_FILENO, Array(text.utf8))
    }
}
