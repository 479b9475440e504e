import Foundation
import Testing
import RecipeGenerator

@testable import RecipeApp

@Test("deletingLastPathComponent without Foundation gives what NSString gives", arguments: [
    "/a/b/c", "/a/b/", "/a", "/", "", "ab", "a/b", "a/b/", "//a//b//", "/a//", "./a", "../a/b", "/tmp/scratch.tiff",
    "/usr/local/share/recipe-tui/recipes.json", "relative/path/", "é/ü", "/a/b/c/../d",
])
func deletingLastPathComponent(path: String) {
    #expect(path.deletingLastPathComponent == (path as NSString).deletingLastPathComponent)
}

@Test("lastPathComponent without Foundation gives what NSString gives", arguments: [
    "/a/b/c", "/a/b/", "/a", "/", "", "a", "ab", "a/b", "//a//b//", "./a", "/tmp/state.json", "é/ü",
])
func lastPathComponent(path: String) {
    #expect(path.lastPathComponent == (path as NSString).lastPathComponent)
}

@Test("where NSString is odd: only slashes are the root, whose parent is the root; one character has no parent")
func whereNSStringIsOdd() {
    // NSString says "" for the first, and traps on the second (swift-corelibs-foundation, Swift 6.3).
    #expect("///".deletingLastPathComponent == "/")
    #expect("a".deletingLastPathComponent == "")
}

@Test("deletingLastPathComponent gives what a plain reference gives on 3,000 random paths, ASCII and not")
func deletingLastPathComponentRandomly() {
    // The rules above, by characters, as the app had them before ASCII paths were cut by their bytes.
    // (NSString traps where the rest of a path is one character, so it cannot be the reference here.)
    func reference(_ path: String) -> String {
        var fixed = ""
        for character in path where !(character == "/" && fixed.last == "/") { fixed.append(character) }
        if fixed.count > 1 && fixed.last == "/" { fixed.removeLast() }
        if fixed == "/" { return fixed }
        guard let slash = fixed.lastIndex(of: "/") else { return "" }
        return slash == fixed.startIndex ? "/" : String(fixed[..<slash])
    }
    var generator = SplitMix64(seed: 0x5A7_4E37)
    // ASCII paths take the bytes' way and the others the characters' way: both are compared.
    let pieces = ["a", "b", "/", "/", ".", "..", "é", "x"]
    for _ in 0..<3_000 {
        let path = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        #expect(path.deletingLastPathComponent == reference(path), "\(path)")
    }
}
