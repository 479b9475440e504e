extension String {
    /// The path without its last component, as `NSString.deletingLastPathComponent` gives it:
    /// "/a/b/c" -> "/a/b", "/a/b/" -> "/a", "/a" -> "/", "a" -> "", and repeated slashes count as one.
    ///
    /// Here so that the app needs no Foundation, only FoundationEssentials (see *Start-up* in docs/PERFORMANCE.md).
    package var deletingLastPathComponent: String {
        // An ASCII path, nearly every one, is cut by its bytes: by characters, the bundled data's lookup
        // at launch cost about 120,000 instructions. A slash can join a following combining mark into one
        // character, so any other path keeps the character rules.
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return deletingLastComponentByCharacters }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for byte in utf8 where !(byte == UInt8(ascii: "/") && bytes.last == UInt8(ascii: "/")) {
            bytes.append(byte)
        }
        if bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        if bytes == [UInt8(ascii: "/")] { return "/" }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
    }

    /// `deletingLastPathComponent` by characters, for a path that is not all ASCII.
    private var deletingLastComponentByCharacters: String {
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
