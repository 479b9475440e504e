/// The folder that holds `path`: "/a/b" -> "/a", "/a" -> "/", "a" -> "", with repeated and trailing slashes counting as one.
func parentDirectory(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var parent = trimmed[..<slash]
    while parent.hasSuffix("/") { parent.removeLast() }
    return parent.isEmpty ? "/" : String(parent)
}
