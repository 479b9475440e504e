import RecipeApp
import Glibc  // writes to standard error
import SystemFiles

/// Writes a line for the user to standard error, in one `write` so that it is never interleaved.
func printToStandardError(_ line: String) {
    // A message that standard error refuses has nowhere else to go.
    try? writeAll(STDERR_FILENO, Array((line + "\n").utf8))
}
