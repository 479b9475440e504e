extension Sequence where Element == String {
    /// The strings with `separator` between them, exactly as `joined(separator:)` gives them.
    ///
    /// Written out for the first frame's path: the standard library's `joined(separator:)` is not
    /// specialised, and its first call in a process looks up the collection's associated types at run
    /// time, about 200,000 instructions before the first frame (see docs/PERFORMANCE.md, *Round four*).
    func joinedByAppending(separator: String = "") -> String {
        var text = ""
        var first = true
        for string in self {
            if !first { text += separator }
            text += string
            first = false
        }
        return text
    }
}
