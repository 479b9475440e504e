import Foundation
import RecipeGenerator
import Testing
@testable import RecipeModel

/// Checking syntax without building a tree finds exactly the fault parsing finds, or none when parsing finds none.
@Suite("JSONParser.validate")
struct JSONParserValidationTests {
    func outcome(_ check: () throws(JSONParser.SyntaxError) -> Void) -> JSONParser.SyntaxError? {
        do {
            try check()
            return nil
        } catch {
            return error
        }
    }

    @Test("1,500 random damages to a catalog: validate and parse agree on the first fault, its message and offset")
    func agreesWithParse() {
        let base = Array(CatalogGenerator(recipes: 6, categories: 2, seed: 16).generate())
        var random = RecipeGenerator.SplitMix64(seed: 0x1616)
        let interesting = Array(#"{}[]",:\"0123456789-.eE tfnu\#n"#.utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xA9, 0xFF, 0xEF, 0xBB, 0xBF]
        var faults = 0
        for _ in 0..<1500 {
            var bytes = base
            for _ in 0..<random.int(in: 1...3) {
                let position = random.int(in: 0...(bytes.count - 1))
                switch random.int(in: 0...2) {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(random.pick(interesting), at: position)
                default: bytes[position] = random.pick(interesting)
                }
            }
            let parsed = outcome { () throws(JSONParser.SyntaxError) in _ = try JSONParser.parse(bytes) }
            let validated = outcome { () throws(JSONParser.SyntaxError) in try JSONParser.validate(bytes) }
            #expect(parsed == validated)
            if parsed != nil { faults += 1 }
        }
        #expect(faults > 500, "only \(faults) damages were faults")
    }

    @Test("Valid documents, deep ones and the empty one are judged alike")
    func edgeCases() {
        for text in ["{}", "[]", " \n", "", "\u{FEFF}{\"a\": [1, 2.5e3, true, null, \"x\\u00e9\"]}", String(repeating: "[", count: 600) + String(repeating: "]", count: 600), "{} x"] {
            let bytes = Array(text.utf8)
            let parsed = outcome { () throws(JSONParser.SyntaxError) in _ = try JSONParser.parse(bytes) }
            let validated = outcome { () throws(JSONParser.SyntaxError) in try JSONParser.validate(bytes) }
            #expect(parsed == validated, "\(text.prefix(20))")
        }
    }
}
