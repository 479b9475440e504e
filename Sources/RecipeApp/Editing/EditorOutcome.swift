/// How a run of the user's editor ended, and what the bottom line says about it.
package enum EditorOutcome: Hashable, Sendable {
    /// The editor exited with status 0.
    case finished
    /// The shell could not be started: `reason` says why (from `posix_spawn`'s error).
    case spawnFailed(reason: String)
    /// The shell ran and exited with this status; 127 and 126 mean the editor was not found or not executable.
    case exited(status: Int32)
    /// The shell was ended by this signal.
    case killed(signal: Int32)

    /// The most characters of the editor's command a notice quotes.
    static let quotedLength = 60

    /// The notice for this outcome of running `editor`; nil when it finished well, which needs no word.
    package func notice(editor: String) -> String? {
        let name = editor.count > Self.quotedLength ? String(editor.prefix(Self.quotedLength)) + "…" : editor
        switch self {
        case .finished:
            return nil
        case .spawnFailed(let reason):
            return "The editor `\(name)` could not be started: \(reason)."
        case .exited(127):
            return "The editor `\(name)` could not be started: not found (the shell exited with status 127). Set VISUAL or EDITOR."
        case .exited(126):
            return "The editor `\(name)` could not be started: it is not executable (the shell exited with status 126)."
        case .exited(let status):
            return "The editor `\(name)` exited with status \(status)."
        case .killed(let signal):
            return "The editor `\(name)` was ended by signal \(signal)."
        }
    }
}
