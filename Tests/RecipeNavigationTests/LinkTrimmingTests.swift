import Foundation
import RecipeGenerator
import Testing
@testable import RecipeNavigation
import RecipeModel
import RecipeTestSupport

@Test("a link is trimmed of the white space Foundation's .whitespaces names, and of nothing else")
func linkTrimming() {
    let space: [Unicode.Scalar] = [" ", "\t", "\u{A0}", "\u{1680}", "\u{2003}", "\u{200A}", "\u{200B}", "\u{202F}", "\u{205F}", "\u{3000}"]
    let other: [Unicode.Scalar] = ["a", "/", "\n", "\r", "\u{0B}", "\u{85}", "\u{200C}", "\u{2028}", "\u{FEFF}", "é", "\u{301}", "😀"]
    var random = RecipeGenerator.SplitMix64(seed: 3)
    for _ in 0..<5000 {
        var text = ""
        for _ in 0..<random.int(in: 0...8) { text.unicodeScalars.append(random.chance(60) ? random.pick(space) : random.pick(other)) }
        #expect(String(DeepLink.trimmingWhitespace(text)) == text.trimmingCharacters(in: .whitespaces), "\(text.unicodeScalars.map(\.value))")
    }
}
