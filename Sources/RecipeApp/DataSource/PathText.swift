extension String {
    /// The path without its last component, as `NSString.deletingLastPathComponent` gives it:
    /// "/a/b/c" -> "/a/b", "/a/b/" -> "/a", "/a" -> "/", "a" -> "", and repeated slashes count as one.
    ///
    /// Here so that the app needs no Foundation, only FoundationEssentials (see *Start-up* in docs/PERFORMANCE.md).
    package var deletingLastPathComponent: String {
        var fixed = ""
        for character in self where !(character == "/" && fixed.last == "/") {
            fixed.append(character)
        }
        if fixed.count > 1 && fixed.last == "/" { fixed.removeLast() }
        if fixed == "/" { return fixed }
        guard let slash = fixed.lastIndex(of: "/") else { return "" }
        return slash == fixed.startIndex ? "/" : String(fixed[..<slash])
    }

    /// The last component of the path, as `NSString.lastPathComponent` gives it: "/a/b.json" -> "b.json",
    /// "/a/b/" -> "b", "/" -> "/", "" -> "".
    package var lastPathComponent: String {
        split(separator: "/").last.map(String.init) ?? (hasPrefix("/") ? "/" : "")
    }
}
