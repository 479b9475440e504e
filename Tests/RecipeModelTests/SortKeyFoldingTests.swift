import Foundation
import RecipeGenerator
import Testing
@testable import RecipeModel
import RecipeTestSupport

/// The sort key as it was before recipe-tui stopped linking Foundation: Foundation's own folding.
private func foundationKey(_ name: String) -> [Unicode.Scalar] {
    Array(name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).unicodeScalars)
}

private func key(_ name: String) -> [Unicode.Scalar] {
    Array(SortKeyFolding.key(for: name).unicodeScalars)
}

@Suite("Sort keys fold names as Foundation did")
struct SortKeyFoldingTests {
    #if os(Linux)
    // The table was generated from swift-corelibs-foundation; other platforms' Foundation may differ.
    @Test("the table folds every Unicode scalar on its own as Foundation does")
    func everyScalar() {
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if key(String(scalar)) != foundationKey(String(scalar)) { mismatches.append(String(value, radix: 16)) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }
    #endif

    @Test("names without combining marks fold exactly as Foundation folds them, in every script")
    func withoutMarks() {
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x5D0...0x5EA, 0x620...0x64A, 0x905...0x939, 0x1E00...0x1EFF,
            0x1F00...0x1FFF, 0x2000...0x206F, 0x2100...0x214F, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x4E50,
            0xAC00...0xAC40, 0xFB00...0xFB4F, 0xFF01...0xFF9D, 0x1F300...0x1F64F, 0x1D400...0x1D4FF, 0x10400...0x1044F,
        ]
        let pool = ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }.filter {
            !$0.properties.isGraphemeExtend && $0.properties.generalCategory != .spacingMark && !(0x1F3FB...0x1F3FF).contains($0.value)
        }
        var random = RecipeGenerator.SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            var name = ""
            for _ in 0..<random.int(in: 1...8) { name.unicodeScalars.append(random.pick(pool)) }
            #expect(key(name) == foundationKey(name), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("combining marks on Latin, Greek and Cyrillic letters are dropped as Foundation drops them")
    func marksOnLatinGreekCyrillic() {
        let letters = ([0x41...0x5A, 0x61...0x7A, 0xC0...0x17F, 0x391...0x3C9, 0x410...0x44F] as [ClosedRange<UInt32>])
            .flatMap { $0.compactMap(Unicode.Scalar.init) }.filter { $0.properties.isAlphabetic }
        // Not U+0345 (the Greek iota subscript): Foundation turns it into ι, the fold drops it like any mark.
        let marks = (0x300...0x36F as ClosedRange<UInt32>).compactMap(Unicode.Scalar.init).filter { $0.value != 0x345 }
        var random = RecipeGenerator.SplitMix64(seed: 8)
        for _ in 0..<20_000 {
            var name = ""
            for _ in 0..<random.int(in: 1...5) {
                name.unicodeScalars.append(random.pick(letters))
                if random.chance(50) { name.unicodeScalars.append(random.pick(marks)) }
            }
            #expect(key(name) == foundationKey(name), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("the names of the bundled data and of generated catalogs fold as Foundation folds them")
    func realNames() throws {
        let catalog = try RecipeCatalog(contentsOfFile: TestCatalogs.bundledPath)
        let generated = try RecipeCatalog(jsonBytes: CatalogGenerator(recipes: 3000, categories: 20, seed: 1).generate())
        for catalog in [catalog, generated] {
            for category in catalog.categories {
                for recipe in catalog.recipes(in: category.id) {
                    #expect(key(recipe.name) == foundationKey(recipe.name), "\(recipe.name)")
                }
            }
        }
        for name in ["Crêpes", "Crème Brûlée", "Cafe\u{301}", "Straße", "ﬁsh", "Ｆｕｌｌ", "ǅemal", "İstanbul", "Ωmega", "親子丼 (Oyakodon)", "🥞 Pancakes", "line\r\nbreak"] {
            #expect(key(name) == foundationKey(name), "\(name)")
        }
    }
}

@Suite("Folding for search, with the character each byte came from")
struct SortKeyBytesTests {
    /// The definition: each character folded on its own, its bytes marked with its index.
    private static func foldedCharacterByCharacter(_ text: String) -> (bytes: [UInt8], origins: [Int]) {
        var bytes: [UInt8] = []
        var origins: [Int] = []
        for (index, character) in text.enumerated() {
            for byte in SortKeyFolding.key(for: String(character)).utf8 {
                bytes.append(byte)
                origins.append(index)
            }
        }
        return (bytes, origins)
    }

    @Test("gives the bytes of the sort key, and each one's character, as folding character by character does")
    func agreesCharacterByCharacter() {
        let names = [
            "", "Apple Pie", "Crêpes", "Crème Brûlée", "Cafe\u{301}", "Cre\u{300}me Combining", "Straße", "ﬁsh", "Ｍｉｌｋ (full width)",
            "ǅemal", "İstanbul", "Ωmega", "親子丼 (Oyakodon)", "🥞 Pancakes amazing", "Line\r\nBreak Bread", "\r\n", "\r\r\n\n", "a\u{301}\u{302}b",
            "👩‍🍳 Chef", "ÀÉÎÕÜ àéîõü", "ȀȂȄ ɏ", "Ünïcödé Ämbrosia", "tab\there",
        ]
        for name in names {
            let folded = SortKeyFolding.keyBytes(for: name)
            #expect(folded.bytes == Array(SortKeyFolding.key(for: name).utf8), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(folded == Self.foldedCharacterByCharacter(name), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("agrees on random names of Latin letters, marks, line breaks and other scripts")
    func agreesOnRandomNames() {
        let pool = ([0x0A...0x0D, 0x20...0x7E, 0xC0...0x24F, 0x300...0x310, 0x391...0x3A9, 0x410...0x44F, 0x3041...0x3050, 0x4E00...0x4E10, 0xFF21...0xFF3A, 0x1F600...0x1F610] as [ClosedRange<UInt32>])
            .flatMap { $0.compactMap(Unicode.Scalar.init) }
        var random = RecipeGenerator.SplitMix64(seed: 9)
        for _ in 0..<5_000 {
            var name = ""
            for _ in 0..<random.int(in: 1...10) { name.unicodeScalars.append(random.pick(pool)) }
            let folded = SortKeyFolding.keyBytes(for: name)
            #expect(folded.bytes == Array(SortKeyFolding.key(for: name).utf8), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(folded == Self.foldedCharacterByCharacter(name), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
