import RecipeGenerator
import Foundation
import Testing
@testable import RecipeNavigation
import RecipeModel
import RecipeTestSupport

/// Random and mutated input for the two parsers that read text from outside: the saved-state
/// decoder and the deep-link parser. Neither may crash; what they accept must be sound.
@Suite("Fuzzing the state decoder and the deep-link parser")
struct DecoderFuzzTests {
    let catalog = TestCatalogs.small

    // MARK: - The state decoder

    /// Bytes that make JSON-shaped noise more often than uniform random bytes would.
    static let jsonPieces: [[UInt8]] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\"version\"", "\"recipePathIds\"", "\"selectedCategory\"", "\"focus\"",
        "\"columnVisibility\"", "1", "2", "0", "-1", "1.5", "1e309", "9223372036854775808", "null", "true", "false", "\"detail\"",
        "\"dessert\"", "\"apple-pie\"", "\"pie-crust\"", "\"nope\"", " ", "\n", "\u{0}", "\"\\u0000\"", "\"\\ud800\"", "é", "親",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE8, 0xA6], [0x80]]

    /// Checks one input: no crash (by getting here), and an accepted state is sound and stable.
    func checkRestore(_ bytes: [UInt8], _ label: @autoclosure () -> String) -> String? {
        let restored: RestoredNavigation
        do {
            restored = try NavigationModel.restore(from: Data(bytes), in: catalog)
        } catch {
            // The only error the decoder may throw, by its typed signature; its message must say something.
            return error.description.isEmpty ? "\(label()): an empty error message" : nil
        }
        let violations = restored.model.checkInvariants(in: catalog)
        if !violations.isEmpty { return "\(label()): accepted as \(restored.model), which breaks \(violations)" }
        // What was accepted saves and restores to itself with nothing to report.
        guard let again = try? NavigationModel.restore(from: restored.model.encodedJSON(), in: catalog),
            again == RestoredNavigation(model: restored.model, report: RestoreReport())
        else { return "\(label()): \(restored.model) does not survive saving and restoring" }
        return nil
    }

    @Test("20,000 inputs of random bytes and JSON pieces never crash the decoder; what it accepts is sound")
    func randomBytes() throws {
        var rng = SplitMix64(seed: 0xDEC0DE)
        var accepted = 0
        for index in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...24, using: &rng) {
                if Bool.random(using: &rng) {
                    bytes.append(UInt8.random(in: 0...255, using: &rng))
                } else {
                    bytes += Self.jsonPieces.randomElement(using: &rng)!
                }
            }
            if let failure = checkRestore(bytes, "input \(index) \(String(decoding: bytes, as: UTF8.self).debugDescription)") {
                Issue.record(Comment(rawValue: failure))
                return
            }
            if (try? NavigationModel.restore(from: Data(bytes), in: catalog)) != nil { accepted += 1 }
        }
        // Noise is almost never a state.
        #expect(accepted < 100)
    }

    /// Changes a saved state's bytes in one of many small ways.
    static func mutate(_ bytes: inout [UInt8], using rng: inout SplitMix64) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
        switch Int.random(in: 0..<8, using: &rng) {
        case 0 where !bytes.isEmpty:
            bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &rng)
        case 1 where !bytes.isEmpty:
            bytes[position] = jsonPieces.randomElement(using: &rng)!.first!
        case 2 where !bytes.isEmpty:
            bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...12, using: &rng)))
        case 3:
            bytes.insert(contentsOf: jsonPieces.randomElement(using: &rng)!, at: position)
        case 4 where !bytes.isEmpty:
            let end = min(bytes.count, position + Int.random(in: 1...20, using: &rng))
            bytes.insert(contentsOf: bytes[position..<end], at: end)
        case 5:
            bytes = Array(bytes.prefix(position))
        case 6:
            // Replace a value: every string and number is a candidate.
            let text = String(decoding: bytes, as: UTF8.self)
            let values = ["\"dessert\"", "\"apple-pie\"", "\"detail\"", "\"all\"", "1", "[]"]
            if let value = values.randomElement(using: &rng), let range = text.range(of: value) {
                let replacement = ["2", "0", "-5", "1.0", "1e2", "null", "true", "{}", "[[]]", "\"\"", "\"nope\"", "[\"nope\", 1]", "\"recipes\"", "\"DETAIL\""]
                bytes = Array(text.replacingCharacters(in: range, with: replacement.randomElement(using: &rng)!).utf8)
            }
        default:
            bytes.append(contentsOf: jsonPieces.randomElement(using: &rng)!)
        }
    }

    @Test("30,000 mutations of valid saved states never crash the decoder; what it accepts is sound")
    func mutatedStates() throws {
        var rng = SplitMix64(seed: 0x5A7E)
        let generator = IntentGenerator(catalog: catalog)
        var model = NavigationModel()
        var accepted = 0
        var refused = 0
        for index in 0..<30_000 {
            // A fresh valid state every few inputs, reached by random intents.
            for _ in 0..<3 { model.apply(generator.intent(for: model, using: &rng), in: catalog) }
            let original = [UInt8](model.encodedJSON())
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &rng) { Self.mutate(&bytes, using: &rng) }
            if let failure = checkRestore(bytes, "mutation \(index) of \(model): \(String(decoding: bytes, as: UTF8.self).debugDescription)") {
                Issue.record(Comment(rawValue: failure))
                return
            }
            if (try? NavigationModel.restore(from: Data(bytes), in: catalog)) != nil { accepted += 1 } else { refused += 1 }
            if bytes == original, (try? NavigationModel.restore(from: Data(bytes), in: catalog))?.model != model {
                Issue.record("an unchanged state \(model) did not restore to itself")
                return
            }
        }
        // The mutations both broke states and left many decodable: the decoder saw both sides.
        #expect(accepted > 3_000)
        #expect(refused > 3_000)
    }

    /// A value of a random JSON type for a field, and whether the decoder must accept it there.
    static func fieldValue(_ kinds: [(Any?, Bool)], using rng: inout SplitMix64) -> (value: Any?, acceptable: Bool) {
        let (value, acceptable) = kinds.randomElement(using: &rng)!
        return (value, acceptable)
    }

    @Test("20,000 states built field by field are accepted exactly when every field has a type and value this version reads")
    func structuredStates() throws {
        var rng = SplitMix64(seed: 0xF1E1D)
        let ids: [Any] = ["apple-pie", "pie-crust", "miso-soup", "gone", "", "親子丼"]
        var accepted = 0
        for index in 0..<20_000 {
            var object: [String: Any] = [:]
            var acceptable = true
            // nil means the key is left out; NSNull is JSON null.
            let version = Self.fieldValue([(1, true), (1, true), (1, true), (1, true), (2, false), (0, false), (-1, false), (Int.max, false), (1.5, false), ("1", false), (NSNull(), false), (nil, false), (true, false)], using: &rng)
            let category = Self.fieldValue([("dessert", true), ("soup", true), ("nope", true), (NSNull(), true), (nil, true), (3, false), (["dessert"], false)], using: &rng)
            let focus = Self.fieldValue([("detail", true), ("recipes", true), ("sideways", true), (nil, true), (NSNull(), true), (7, false), (false, false)], using: &rng)
            let columns = Self.fieldValue([("all", true), ("detailOnly", true), ("wide", true), (nil, true), (NSNull(), true), ([], false)], using: &rng)
            var path: (value: Any?, acceptable: Bool)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: path = (nil, false)
            case 1: path = (NSNull(), false)
            case 2: path = ("apple-pie", false)
            case 3: path = (["apple-pie", 5], false)
            case 4: path = (["apple-pie", NSNull()], false)
            default: path = ((0..<Int.random(in: 0...6, using: &rng)).map { _ in ids.randomElement(using: &rng)! }, true)
            }
            for (key, field) in [("version", version), ("selectedCategory", category), ("focus", focus), ("columnVisibility", columns), ("recipePathIds", path)] {
                if let value = field.value { object[key] = value }
                acceptable = acceptable && field.acceptable
            }
            if Bool.random(using: &rng) { object["futureField"] = ["anything": [1, 2]] }
            let data = try JSONSerialization.data(withJSONObject: object)
            let label = "state \(index): \(String(decoding: data, as: UTF8.self))"
            if let failure = checkRestore([UInt8](data), label) {
                Issue.record(Comment(rawValue: failure))
                return
            }
            let restored = try? NavigationModel.restore(from: data, in: catalog)
            #expect((restored != nil) == acceptable, "\(label) was \(restored == nil ? "refused" : "accepted")")
            guard let restored else { continue }
            accepted += 1
            // The path keeps exactly the recipes that exist, in order; unknown names fall back to defaults.
            let saved = path.value as! [String]
            #expect(restored.model.path == .recipes(saved.filter { catalog[$0] != nil }), "\(label)")
            #expect(restored.model.focus == (focus.value as? String).flatMap(Pane.init(rawValue:)) ?? .categories, "\(label)")
            #expect(restored.model.columnVisibility == (columns.value as? String).flatMap(ColumnVisibility.init(rawValue:)) ?? .all, "\(label)")
        }
        #expect(accepted > 1_000)
    }

    // MARK: - The deep-link parser

    /// Pieces of links: IDs, separators, escapes good and bad, schemes, other scripts, controls.
    static let linkPieces = [
        "dessert", "apple-pie", "pie-crust", "soup", "miso-soup", "main", "oyakodon", "nope", "/", "/", "//", "%", "%2", "%2F", "%2f",
        "%E8", "%A6", "%AA", "%E8%A6%AA", "%zz", "%00", "%C3%A9", "%25", "recipes://", "RECIPES://", "http://", "://", ":", " ", "\t",
        "親子丼", "é", "e\u{301}", "🥞", "\u{0}", "\u{1B}", "a", "Z", "-", "~", ".", "..", "@", "@", "apples", "%40", "@%40",
    ]

    /// Checks one text: no crash, and an accepted link is well formed, round-trips, and opens soundly.
    func checkLink(_ text: String, _ label: @autoclosure () -> String) -> (parsed: Bool, valid: Bool, failure: String?) {
        let link: DeepLink
        do {
            link = try DeepLink(parsing: text)
        } catch {
            if (try? DeepLink(parsing: text, in: catalog)) != nil { return (false, false, "\(label()): refused alone, accepted with a catalog") }
            return (false, false, error.description.isEmpty ? "\(label()): an empty error message" : nil)
        }
        let segments = [link.categoryID ?? "*"] + link.routes.map(\.key)
        if segments.count > DeepLink.maximumSegments + 1 { return (true, false, "\(label()): accepted \(segments.count) segments") }
        // Every segment names something, but the screens whose mark is all of it (`#` every tag, `=` what can I make, `!` the problems).
        if ([link.categoryID ?? "*"] + link.routes.filter { $0 != TagRoute.overview && $0 != .cookable && $0 != .problems }.map(\.key)).contains(where: \.isEmpty) { return (true, false, "\(label()): accepted an empty segment in \(segments)") }
        // Written out and read back, the link is the same.
        guard link.description.hasPrefix("recipes://"), (try? DeepLink(parsing: link.description)) == link else {
            return (true, false, "\(label()): \(segments) is written \(link.description.debugDescription), which does not read back")
        }
        guard let checked = try? DeepLink(parsing: text, in: catalog) else {
            return (true, false, link.isValid(in: catalog) ? "\(label()): valid, yet refused with the catalog" : nil)
        }
        // A valid link opens exactly where it says, from any state.
        var model = NavigationModel(selectedCategory: "soup", path: .recipes(["miso-soup"]), focus: .detail)
        model.apply(.openLink(checked), in: catalog)
        if !model.checkInvariants(in: catalog).isEmpty || DeepLink(model) != checked {
            return (true, true, "\(label()): opening \(checked) gave \(model)")
        }
        return (true, true, nil)
    }

    @Test("30,000 random links never crash the parser; what it accepts is well formed and reads back the same")
    func randomLinks() throws {
        var rng = SplitMix64(seed: 0x11_4C)
        var parsed = 0
        var valid = 0
        for index in 0..<30_000 {
            let text = (0..<Int.random(in: 0...8, using: &rng)).map { _ in Self.linkPieces.randomElement(using: &rng)! }.joined()
            let result = checkLink(text, "link \(index) \(text.debugDescription)")
            if let failure = result.failure {
                Issue.record(Comment(rawValue: failure))
                return
            }
            if result.parsed { parsed += 1 }
            if result.valid { valid += 1 }
        }
        #expect(parsed > 5_000)
        #expect(valid > 300)
    }

    @Test("30,000 mutations of valid links never crash the parser; the unchanged ones open")
    func mutatedLinks() throws {
        var rng = SplitMix64(seed: 0x11_4D)
        let generator = IntentGenerator(catalog: catalog)
        var model = NavigationModel()
        var valid = 0
        for index in 0..<30_000 {
            for _ in 0..<3 { model.apply(generator.intent(for: model, using: &rng), in: catalog) }
            guard let original = DeepLink(model)?.description else { continue }
            var characters = Array(original)
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                let position = characters.isEmpty ? 0 : Int.random(in: 0..<characters.count, using: &rng)
                switch Int.random(in: 0..<5, using: &rng) {
                case 0 where !characters.isEmpty: characters.remove(at: position)
                case 1: characters.insert(contentsOf: Self.linkPieces.randomElement(using: &rng)!, at: position)
                case 2 where !characters.isEmpty:
                    // Escape one character, as a link may write any character.
                    let escaped = String(characters[position]).utf8.map { "%" + String($0, radix: 16, uppercase: Bool.random(using: &rng)) }.joined()
                    characters.replaceSubrange(position...position, with: escaped)
                case 3 where !characters.isEmpty: characters[position] = Character(characters[position].uppercased())
                default: characters.append(contentsOf: Bool.random(using: &rng) ? "/" : "/pie-crust")
                }
            }
            let text = String(characters)
            let result = checkLink(text, "mutation \(index) of \(original): \(text.debugDescription)")
            if let failure = result.failure {
                Issue.record(Comment(rawValue: failure))
                return
            }
            if text == original && !result.valid {
                Issue.record("the link \(original) of a valid state does not open")
                return
            }
            if result.valid { valid += 1 }
        }
        #expect(valid > 10_000)
    }

    @Test("Any link of non-empty IDs in any script, with up to 1,001 segments, reads back from what it writes")
    func arbitraryIDsRoundTrip() throws {
        var rng = SplitMix64(seed: 0x1D5)
        let scalars: [ClosedRange<UInt32>] = [0x00...0x7F, 0x80...0x7FF, 0x3040...0x30FF, 0x4E00...0x9FFF, 0x1F300...0x1F6FF, 0x0300...0x036F, 0xE000...0xF8FF]
        func randomID() -> String {
            var id = ""
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let range = scalars.randomElement(using: &rng)!
                id.unicodeScalars.append(Unicode.Scalar(UInt32.random(in: range, using: &rng))!)
            }
            return id
        }
        for index in 0..<5_000 {
            let count = index % 500 == 0 ? DeepLink.maximumSegments : Int.random(in: 0...5, using: &rng)
            // Now and then the Menus row, and a category named "*", which must not be read as it.
            let listing: Listing = index % 7 == 0 ? .menus : .category(index % 11 == 0 ? "*" : randomID())
            let link = DeepLink(listing: listing, routes: (0..<count).map { _ in Bool.random(using: &rng) ? .recipe(randomID()) : .ingredient(randomID()) })
            let text = link.description
            #expect(text.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }, "\(text.debugDescription)")
            let back = try DeepLink(parsing: text)
            // Compared scalar by scalar: String equality would forgive a change of normalisation.
            #expect(back.routes.map(\.kind) == link.routes.map(\.kind))
            #expect(back.listing == link.listing)
            let backSegments: [String] = [back.categoryID ?? "*"] + back.routes.map(\.key)
            let linkSegments: [String] = [link.categoryID ?? "*"] + link.routes.map(\.key)
            #expect(backSegments.map { Array($0.unicodeScalars) } == linkSegments.map { Array($0.unicodeScalars) })
        }
        // One more segment is refused.
        let tooLong = DeepLink(categoryID: "c", routes: .recipes(Array(repeating: "r", count: DeepLink.maximumSegments + 1)))
        #expect(throws: DeepLinkError.tooManySegments(DeepLink.maximumSegments + 2)) { try DeepLink(parsing: tooLong.description) }
    }
}
