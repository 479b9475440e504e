import Foundation
import RecipeGenerator
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// A huge Cooklang recipe's directions laid out only as far as they are asked for, line for line the
/// same as laid out all at once, with the rows after them where they belong.
@Suite("The directions laid out as far as they are asked for")
struct DeferredDirectionsTests {
    /// A recipe of 1,100 steps and notes (more than the detail lays out) in sections, with long steps
    /// that wrap, used by another recipe (a selectable row after the directions) and referencing one.
    static let catalog: RecipeCatalog = {
        var lines = ["---", "servings: 4", "---", ""]
        for step in 0..<1_100 {
            if step % 300 == 5 { lines += ["= Part \(step)", ""] }
            let long = step % 3 == 0 ? " then stir it slowly and carefully with a long spoon until it is smooth and glossy," : ""
            lines += ["Add @salt{\(step % 5 + 1)%g} and @water{\(step % 3 + 1)/2%cups},\(long) step \(step).", ""]
            if step % 250 == 0 { lines += ["> A note that wraps across more than one line at a narrow width.", ""] }
        }
        lines += ["Serve with @./Shared/Sauce{2}.", ""]
        do {
            let root = try makeCooklangFolder(text: [
                "Mains/Long.cook": lines.joined(separator: "\n"),
                "Mains/User.cook": "Serve @./Mains/Long{1} with @bread{2%slices}.",
                "Shared/Sauce.cook": "---\nservings: 2\n---\nStir @tomato{400%g}.",
            ])
            let catalog = try RecipeCatalog(cooklangFolder: root.path)
            _ = catalog.loadDetail("Mains/Long")
            return catalog
        } catch { fatalError("\(error)") }
    }()

    static let route = Route.recipe("Mains/Long", servings: 6)

    static func content(width: Int = 50) throws -> DetailContent {
        try #require(DetailContent(route: route, catalog: catalog, width: width, units: .metric))
    }

    /// A line as the view paints it: its text, style, indent and row.
    static func painted(_ line: DetailContent.Line) -> String {
        "\(line.indent) \(line.style) \(line.selectable.map(String.init) ?? "-") \(line.text.string)"
    }

    @Test("The first screen lays out the first steps only; a later line lays out the steps up to it")
    func layOutOnDemand() throws {
        let content = try Self.content()
        let deferred = try #require(content.deferred)
        #expect(deferred.itemsLaidOut == 0)
        #expect(content.lineCount(atMost: 40) == 40)
        #expect((0..<40).allSatisfy { !content.line(at: $0).text.string.isEmpty || content.line(at: $0).style != .heading })
        #expect(deferred.itemsLaidOut > 0 && deferred.itemsLaidOut < 40)
        _ = content.line(at: 400)
        #expect(deferred.itemsLaidOut < deferred.items.count)
        // The rows after the directions start where the directions end: asking for one lays out every step.
        _ = content.lines(ofSelectable: content.selectableCount - 1)
        #expect(deferred.itemsLaidOut == deferred.items.count)
    }

    @Test("Lines asked for in any order, and counts to any limit, are those of the whole layout", arguments: [24, 50, 120])
    func sameLines(width: Int) throws {
        let whole = try Self.content(width: width)
        let expected = (0..<whole.lineCount).map { Self.painted(whole.line(at: $0)) }
        #expect(expected.contains { $0.contains("… showing the first") })
        #expect(expected.contains { $0.contains("Used in") })
        var random = SplitMix64(seed: UInt64(width))
        for _ in 0..<20 {
            let content = try Self.content(width: width)
            let limit = Int.random(in: 0...(expected.count + 10), using: &random)
            #expect(content.lineCount(atMost: limit) == min(limit, expected.count))
            for index in (0..<30).map({ _ in Int.random(in: 0..<expected.count, using: &random) }) {
                #expect(Self.painted(content.line(at: index)) == expected[index])
            }
        }
    }

    @Test("Each selectable row is found at its lines, before the directions and after them, from any window", arguments: [24, 120])
    func selectables(width: Int) throws {
        let whole = try Self.content(width: width)
        let marks = (0..<whole.lineCount).map { whole.line(at: $0).selectable }
        let firstLines = (0..<whole.selectableCount).map { row in marks.firstIndex(of: row)! }
        #expect(whole.route(ofSelectable: whole.selectableCount - 1) == .recipe("Mains/User"))
        #expect(whole.selectable(of: .recipe("Mains/User")) == whole.selectableCount - 1)
        var random = SplitMix64(seed: 7)
        for _ in 0..<40 {
            let content = try Self.content(width: width)
            let start = Int.random(in: 0..<marks.count, using: &random)
            let window = start..<(start + Int.random(in: 0...40, using: &random))
            let rows = firstLines.indices.filter { window.contains(firstLines[$0]) }
            let found = content.selectables(startingIn: window)
            #expect(Array(found) == rows, "window \(window)")
            for row in [0, content.selectableCount - 1] {
                #expect(content.lines(ofSelectable: row).lowerBound == firstLines[row])
            }
        }
    }

    @Test("+ and u on a huge recipe lay out a screenful of its steps, and the frame shows them")
    func keysLayOutTheView() throws {
        let environment = AppEnvironment(catalog: Self.catalog)
        var state = AppState(navigation: NavigationModel(selectedCategory: "Mains", path: [.recipe("Mains/Long")], focus: .detail), size: .wide, today: testDay)
        state.prepareForFirstFrame(in: environment)
        for action in [Action.moreServings, .cycleUnits] {
            _ = state.apply(action, in: environment)
            let frame = FrameRenderer(state: state, environment: environment).render().lines
            let deferred = try #require(state.detailContent(in: environment)?.deferred)
            #expect(deferred.itemsLaidOut > 0 && deferred.itemsLaidOut < 40, "\(deferred.itemsLaidOut) of \(deferred.items.count)")
            #expect(frame.contains { $0.contains("1. Add salt (") })
            #expect(frame[1].contains("↓ more"))
        }
        #expect(state.checkInvariants(in: environment).isEmpty)
    }
}
