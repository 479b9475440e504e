/// Lines and trimming for the conventions' readers, which FoundationEssentials does not give.
extension String {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    func trimmingBlanks() -> String {
        var view = Substring(self)
        while let first = view.first, first == " " || first == "\t" || first == "\r" { view = view.dropFirst() }
        while let last = view.last, last == " " || last == "\t" || last == "\r" { view = view.dropLast() }
        return String(view)
    }
}

extension String {
    /// The text's lines, a final empty one included, split at `\n` and `\r\n` (one Character in Swift).
    func conventionLines() -> [Substring] {
        split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingBlanks() -> Substring {
        var view = self
        while let first = view.first, first == " " || first == "\t" || first == "\r" { view = view.dropFirst() }
        while let last = view.last, last == " " || last == "\t" || last == "\r" { view = view.dropLast() }
        return view
    }
}
