import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// Amounts in the detail as the README's "Quantities" says: a temperature is a setting (never
/// scaled nor added up), a metric sum is rounded as a cook measures, a time's number stays with its unit.
@Suite("The detail's amounts and times follow the rules for quantities")
struct DetailAmountRulesTests {
    static let recipe = """
    ---
    servings: 2
    time: 1 h 30 min
    ---
    Heat the @oven{180%°C}. Pour in @stock{1500%ml}.

    Keep the @oven{180%°C} on and add @stock{620%ml}.
    """

    /// The detail's lines of the one recipe, at `servings` and in `units`.
    func lines(servings: Double? = nil, units: DisplayUnits = .original, width: Int = 90) throws -> [String] {
        try ScratchFolder.with { root in
            let url = URL(fileURLWithPath: root).appendingPathComponent("Soup.cook")
            try Data(Self.recipe.utf8).write(to: url)
            let catalog = try RecipeCatalog(cooklangFolder: root)
            let route = Route.recipe("Soup", servings: servings)
            _ = catalog.loadDetail("Soup")
            let content = try #require(DetailContent(route: route, catalog: catalog, width: width, units: units))
            return (0..<content.lineCount).map { content.line(at: $0).text.string }
        }
    }

    @Test("An oven's temperature named twice is shown once, as written, at any servings")
    func temperatureNeitherScaledNorAdded() throws {
        for servings in [nil, 4.0, 6.0] {
            let shown = try lines(servings: servings)
            #expect(shown.contains { $0.hasPrefix("180 °C ") && $0.hasSuffix("oven") }, "servings \(String(describing: servings))")
            #expect(!shown.contains { $0.contains("360 °C") || $0.contains("720 °C") || $0.contains("1080 °C") })
        }
        #expect(try lines(servings: 4, units: .us).contains { $0.hasPrefix("350 °F ") && $0.hasSuffix("oven") })
    }

    @Test("In metric, a sum of metric amounts is rounded as a cook measures: 2.1 l, not 1.5 l and 620 ml nor 2120 ml")
    func metricSumTidied() throws {
        #expect(try lines(units: .metric).contains { $0.hasPrefix("2.1 l ") && $0.hasSuffix("stock") })
        #expect(try lines(servings: 3, units: .metric).contains { $0.hasPrefix("3.2 l ") && $0.hasSuffix("stock") })
    }

    @Test("The header never wraps a time between its number and its unit")
    func readyInKeepsNumberWithUnit() throws {
        #expect(DetailContent.readyIn("1 h 30 min") == "Ready in 1\u{A0}h 30\u{A0}min")
        for width in 30...60 {
            let shown = try lines(width: width)
            #expect(!shown.contains { $0.hasSuffix(" 1") || $0.hasSuffix(" 30") || $0.hasPrefix("h ") || $0.hasPrefix("min") }, "width \(width)")
        }
    }

    @Test("The bundled Fried Rice asks for 75 g of bacon, not 75 cups (17.7 l in metric)")
    func friedRiceBacon() {
        let catalog = ScaledDetailTests.collection
        _ = catalog.loadDetail("Mains/Fried Rice")
        let content = DetailContent(route: .recipe("Mains/Fried Rice"), catalog: catalog, width: 90, units: .metric)
        let shown = (0..<(content?.lineCount ?? 0)).map { content!.line(at: $0).text.string }
        #expect(shown.contains { $0.hasPrefix("75 g ") && $0.hasSuffix("bacon") })
    }
}
