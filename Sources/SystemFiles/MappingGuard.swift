import CMappingGuard

/// Reads of a file mapping that survive the file being cut short while they run.
///
/// Reading a mapped page past the end of a file that another program truncated raises SIGBUS,
/// which ends the process. While `guarding` runs, a fault inside its range is answered by the
/// handler of `CMappingGuard` with a page of zeros: the reads go on, and `guarding` reports that
/// what they saw cannot be trusted. A fault anywhere else goes to the handler installed before
/// the guard (the terminal's crash handler, then the runtime's), as if the guard were not there.
package enum MappingGuard {
    /// Installs the SIGBUS handler if it is not installed yet, over whatever handles SIGBUS now; false when it could not be.
    @discardableResult
    package static func installHandler() -> Bool {
        mapping_guard_install() == 0
    }

    /// Puts back the handler the guard chains to; install the guard again after installing another handler, so that it stays on top.
    package static func removeHandler() {
        mapping_guard_remove()
    }

    /// Whether the handler is installed. Only tests read it, to check that a fault leaves the
    /// handler in place for the next one; the app installs it once and never asks.
    package static var isHandlerInstalled: Bool {
        mapping_guard_is_installed() != 0
    }

    /// Runs `body` with `range`, which must be a file mapping, guarded: its result and whether a
    /// fault in the range was answered with zeros meanwhile (the file was cut short, and the result
    /// is not to be trusted). Nil, without running `body`, when the guard cannot be had.
    package static func guarding<Result>(_ range: UnsafeRawBufferPointer, _ body: () -> Result) -> (result: Result, faulted: Bool)? {
        guard let start = range.baseAddress, installHandler() else { return nil }
        let slot = mapping_guard_register(start, range.count)
        guard slot >= 0 else { return nil }
        let result = body()
        let faulted = mapping_guard_unregister(slot) != 0
        return (result, faulted)
    }
}
