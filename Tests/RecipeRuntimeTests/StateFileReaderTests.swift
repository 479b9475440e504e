import Foundation
import RecipeGenerator
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp
@testable import RecipeRuntime

/// The state file read by hand (`StateFileReader`) gives exactly what `JSONDecoder` gives: on every
/// file the app writes, and on those files damaged at random, where it either agrees or leaves the file to `JSONDecoder`.
@Suite("State file reader")
struct StateFileReaderTests {
    let catalog = bundledCatalog

    /// What a load gives, read either way: the navigation restored (or the reason it was refused) and the view.
    struct Outcome: Equatable, CustomStringConvertible {
        var navigation: Result<RestoredNavigation, StateDecodingError>
        var view: SavedView?
        var description: String { "\(navigation), view \(String(describing: view))" }
    }

    /// The file read as the store reads it now, and whether the hand reader took it.
    func readByHand(_ data: Data) -> (Outcome, handRead: Bool) {
        var view: SavedView?
        do {
            let restored = try NavigationModel.restore(from: data, in: catalog, readingView: { SavedView.read(&$0, into: &view) })
            return (Outcome(navigation: .success(restored.navigation), view: restored.viewRead ? view : StateStore.decodeView(data)), restored.viewRead)
        } catch {
            return (Outcome(navigation: .failure(error), view: nil), false)
        }
    }

    /// The file read by `JSONDecoder` alone, as every file was read before.
    func readDecoding(_ data: Data) -> Outcome {
        do {
            return Outcome(navigation: .success(try NavigationModel.restoreDecoding(from: data, in: catalog)), view: StateStore.decodeView(data))
        } catch {
            return Outcome(navigation: .failure(error), view: nil)
        }
    }

    /// A random place in the bundled catalog, of the kinds the hand reader takes and of others it leaves to JSONDecoder.
    func randomPlace(_ random: inout SplitMix64) -> (NavigationModel, SavedView?) {
        let categories = catalog.categories.map(\.id)
        let category = categories.randomElement(using: &random)!
        let ids = catalog.recipeIDs(in: category)
        var path: [Route] = []
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let id = ids.randomElement(using: &random) ?? "apple-pie"
            switch Int.random(in: 0..<10, using: &random) {
            case 0: path.append(.ingredient(["butter", "salt", "ünïcode \"quoted\" \\ /", "tab\there"].randomElement(using: &random)!))
            case 1: path.append(.recipe(id, servings: [2, 6, 1.5, 0.25, 12.75].randomElement(using: &random)!))
            case 2: path.append(.cook(id, step: Int.random(in: 0...3, using: &random)))
            case 3: path.append(.plan)
            default: path.append(.recipe(id))
            }
        }
        // The category, none, or the Menus row (`"menus": true`).
        let listing: Listing? = [.category(category), nil, .menus].randomElement(using: &random)!
        let model = NavigationModel(
            listing: listing, path: path,
            focus: [.categories, .recipes, .detail].randomElement(using: &random)!,
            columnVisibility: [.all, .doubleColumn, .detailOnly].randomElement(using: &random)!)
        guard Int.random(in: 0..<5, using: &random) > 0 else { return (model, nil) }
        var view = SavedView()
        if Bool.random(using: &random) { view.categoriesTop = categories.randomElement(using: &random) }
        if Bool.random(using: &random) { view.recipesTop = ids.randomElement(using: &random) }
        if Bool.random(using: &random) { view.categoriesCursor = categories.randomElement(using: &random) }
        if Bool.random(using: &random) { view.recipesCursor = ids.randomElement(using: &random) }
        if let screen = path.last, Bool.random(using: &random) {
            view.detail = SavedView.Detail(
                screen: RouteMember(screen), firstLine: Int.random(in: 0...80, using: &random),
                cursor: Bool.random(using: &random) ? RouteMember(.ingredient("salt")) : nil)
        }
        if Bool.random(using: &random) { view.units = DisplayUnits.allCases.randomElement(using: &random) }
        if Int.random(in: 0..<3, using: &random) == 0 {
            view.timers = (0..<Int.random(in: 1...3, using: &random)).map { index in
                CookTimer(id: index + 1, name: "Rise \(index)", recipeID: ids.first ?? "x", step: index,
                          endsAt: 1_764_150_000 + Double(Int.random(in: 0...100_000, using: &random)) / 8,
                          pausedAt: Bool.random(using: &random) ? 1_764_149_000.5 : nil, upperSeconds: Bool.random(using: &random) ? 1800 : nil)
            }
        }
        if Bool.random(using: &random) { view.recipeOfTheDay = SavedView.DailyPick(date: "2026-11-26", recipe: ids.randomElement(using: &random)!) }
        return (model, view)
    }

    @Test("Every place the app writes is read by hand, exactly as JSONDecoder reads it", arguments: [1, 2, 3] as [UInt64])
    func roundTrip(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var handRead = 0
        for _ in 0..<200 {
            let (model, view) = randomPlace(&random)
            let data = model.encodedJSON(view: view)
            let (outcome, byHand) = readByHand(data)
            #expect(outcome == readDecoding(data), "\(String(decoding: data, as: UTF8.self))")
            #expect(outcome.navigation == .success(model.fitted(to: catalog)))
            // Only screens of other kinds than recipes and ingredients are left to JSONDecoder.
            let otherKinds = (model.path + [view?.detail?.screen.route].compactMap { $0 }).contains { route in
                if case .recipe = route { return false }
                if case .ingredient = route { return false }
                return true
            }
            #expect(byHand == !otherKinds, "\(String(decoding: data, as: UTF8.self))")
            if byHand {
                // What the hand reader takes is read back as it was written (JSONDecoder's reading of other
                // kinds, such as cook mode's step, is the decoder's own, compared above).
                #expect(outcome.view == view)
                handRead += 1
            }
        }
        #expect(handRead > 50)
    }

    @Test("A file the app did not write is read as JSONDecoder reads it, or refused for the same reason", arguments: [11, 12, 13, 14] as [UInt64])
    func damagedFiles(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pieces: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "\\", "\\u00e9", "\\ud800", "null", "true", "1", "-0", "01", "1.5", "1e400",
                                 "2.0", " ", "\n", "\u{00}", "é", "\"version\": 2, ", "\"view\": null, ", "\"focus\": 3, ", "\"path\": [], ",
                                 "{\"recipe\": \"apple-pie\"}", "\"servings\": 6", "\"units\": \"imperial\"", "\"extra\": 1, "].map { Array($0.utf8) }
        var handRead = 0
        for _ in 0..<400 {
            let (model, view) = randomPlace(&random)
            var bytes = [UInt8](model.encodedJSON(view: view))
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where at < bytes.count: bytes.remove(at: at)
                case 1: bytes.insert(contentsOf: pieces.randomElement(using: &random)!, at: at)
                case 2 where at < bytes.count: bytes[at] = UInt8.random(in: 0...255, using: &random)
                default:
                    // A number or word replaced, the damage a hand edit most often does.
                    if let digit = bytes.firstIndex(where: { (0x30...0x39).contains($0) }) {
                        bytes.replaceSubrange(digit...digit, with: pieces.randomElement(using: &random)!)
                    }
                }
            }
            let data = Data(bytes)
            let (outcome, byHand) = readByHand(data)
            #expect(outcome == readDecoding(data), "\(String(decoding: data, as: UTF8.self))")
            if byHand { handRead += 1 }
        }
        // Some damage leaves a file the hand reader still takes (white space, values changed): those are compared too.
        #expect(handRead > 10)
    }

    @Test("The store restores a place and its view read by hand")
    func store() throws {
        try ScratchFolder.with { directory in
            let store = StateStore(path: directory + "/state.json")
            let model = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)
            let view = SavedView(recipesTop: "apple-pie", units: .metric, recipeOfTheDay: .init(date: "2026-11-26", recipe: "apple-pie"))
            try store.save(model, view: view)
            let loaded = store.loadPlace(in: catalog)
            #expect(loaded.result == .restored(model.fitted(to: catalog)))
            #expect(loaded.view == view)
        }
    }
}
