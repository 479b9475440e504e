import Foundation
import Testing

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
