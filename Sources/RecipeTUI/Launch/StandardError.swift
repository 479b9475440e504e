import RecipeApp
import Glibc

/// Writes a line for the user to standard error, in one `write` so that it is never interleaved.
func printToStandardError(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress! + written, $0.count - written) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return }
        written += count
    }
}
