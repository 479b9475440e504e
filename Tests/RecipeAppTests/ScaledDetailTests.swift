import CooklangCatalog
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The detail of a scaled recipe, and of one in metric or US units: the header, the ingredient
/// list and the steps, laid out from what the scaling step (`QuantityDisplay`) gives the layout.
@Suite("The detail scaled and converted")
struct ScaledDetailTests {
    /// The bundled collection of `.cook` files: Pizza Margherita serves 6 and makes `@./Shared/Doughs/Pizza Dough{6%balls}`
    /// (a dough for `6 balls`) and `@./Shared/Sauces/Tomato Sauce{1/2%batch}` (a sauce for 4).
    static let collection: RecipeCatalog = {
        do { return try RecipeCatalog(cooklangFolder: TestCatalogs.cooklangPath) } catch { fatalError("\(error)") }
    }()

    func text(_ route: Route, in catalog: RecipeCatalog, units: DisplayUnits = .original, width: Int = 90) -> [String] {
        if case .recipe(let id, _) = route { _ = catalog.loadDetail(id) }
        let content = DetailContent(route: route, catalog: catalog, width: width, units: units)
        return (0..<(content?.lineCount ?? 0)).map { content!.line(at: $0).text.string }
    }

    @Test("A JSON recipe scaled to 6 of its 8: the header says so, every amount with a number follows, the directions stay")
    func jsonScaled() {
        let lines = text(.recipe("apple-pie", servings: 6), in: bundledCatalog)
        #expect(lines.contains("Serves 6 (×0.75) · Ready in 2 h 30 min · Desserts"))
        #expect(lines.contains { $0.hasPrefix("0.9 kg ") && $0.hasSuffix("tart apples, peeled and sliced") })
        #expect(lines.contains { $0.hasPrefix("1/2 cup ") && $0.hasSuffix("sugar") })
        #expect(lines.contains { $0.hasPrefix("1 1/2 tbsp ") && $0.hasSuffix("all-purpose flour") })
        #expect(lines.contains { $0.hasPrefix("3/4 ") && $0.hasSuffix("egg, beaten, for brushing") })
        #expect(lines.contains { $0.contains("Heat the oven to 200°C (400°F)") })
        let asWritten = text(.recipe("apple-pie"), in: bundledCatalog)
        #expect(asWritten.contains("Serves 8 · Ready in 2 h 30 min · Desserts"))
        #expect(asWritten.contains { $0.hasPrefix("1.2 kg ") })
    }

    @Test("A Cooklang recipe scaled: its list and its steps follow; fixed quantities, timers and cookware do not")
    func cooklangScaled() {
        let lines = text(.recipe("Mains/Pizza Margherita", servings: 9), in: Self.collection)
        #expect(lines.contains { $0.hasPrefix("Serves 9 (×1.5)") })
        #expect(lines.contains { $0.contains("Pizza Dough (9 balls)") })
        #expect(lines.contains { $0.contains("mozzarella (187.5 g)") || $0.contains("mozzarella (188 g)") })
        #expect(lines.contains { $0.contains("for 45 minutes") })
        #expect(lines.contains { $0.contains("pizza stone") })
    }

    @Test("u converts within a dimension: metric and US customary, never volume to mass")
    func converted() {
        let metric = text(.recipe("apple-pie"), in: bundledCatalog, units: .metric)
        #expect(metric.contains { $0.hasSuffix("sugar") && $0.contains(" ml") })
        #expect(metric.contains { $0.hasPrefix("1.2 kg ") })
        let us = text(.recipe("apple-pie"), in: bundledCatalog, units: .us)
        #expect(us.contains { $0.hasSuffix("tart apples, peeled and sliced") && $0.contains("lb") })
        #expect(us.contains { $0.hasPrefix("2/3 cup ") })
    }

    @Test("A reference opens scaled by its own quantity: a yield in the referenced recipe's unit, a batch a factor")
    func referenceRoutes() {
        let catalog = Self.collection
        _ = catalog.loadDetail("Mains/Pizza Margherita")
        let content = DetailContent(route: .recipe("Mains/Pizza Margherita", servings: 9), catalog: catalog, width: 90)!
        let routes = (0..<content.selectableCount).map { content.route(ofSelectable: $0) }
        #expect(routes.contains(.recipe("Shared/Doughs/Pizza Dough", servings: 9)))
        #expect(routes.contains(.recipe("Shared/Sauces/Tomato Sauce", servings: 3)))
        let unscaled = DetailContent(route: .recipe("Mains/Pizza Margherita"), catalog: catalog, width: 90)!
        let unscaledRoutes = (0..<unscaled.selectableCount).map { unscaled.route(ofSelectable: $0) }
        #expect(unscaledRoutes.contains(.recipe("Shared/Doughs/Pizza Dough")))
        #expect(unscaledRoutes.contains(.recipe("Shared/Sauces/Tomato Sauce", servings: 2)))
    }

    @Test("The header says the units while they are not as written, after the servings, scaled or not; show's Markdown too")
    func unitsInHeader() {
        #expect(text(.recipe("apple-pie"), in: bundledCatalog).contains("Serves 8 · Ready in 2 h 30 min · Desserts"))
        #expect(text(.recipe("apple-pie"), in: bundledCatalog, units: .metric).contains("Serves 8 · metric · Ready in 2 h 30 min · Desserts"))
        #expect(text(.recipe("apple-pie", servings: 6), in: bundledCatalog, units: .us).contains("Serves 6 (×0.75) · US customary · Ready in 2 h 30 min · Desserts"))
        #expect(text(.recipe("Mains/Pizza Margherita", servings: 9), in: Self.collection, units: .metric).contains { $0.hasPrefix("Serves 9 (×1.5) · metric · ") })
        let markdown = ShownRecipe(.recipe("Mains/Pizza Margherita", servings: 9), units: .metric, in: Self.collection)?.markdown ?? ""
        #expect(markdown.hasPrefix("# Pizza Margherita\n\n*Serves 9 (×1.5) · metric · Mains*\n"))
    }

    @Test("The header: a yield that is not a bare number keeps its words", arguments: [
        (QuantityDisplay(ownServings: 6, servings: 9), "6 balls", "Makes 9 balls (×1.5)"),
        (QuantityDisplay(ownServings: 6), "6 balls", "Makes 6 balls"),
        (QuantityDisplay(ownServings: 4, servings: 6), "4", "Serves 6 (×1.5)"),
        (QuantityDisplay(ownServings: 3, servings: 4), "3", "Serves 4 (×1.33)"),
        (QuantityDisplay(ownServings: 4, servings: 2, units: .metric), "4", "Serves 2 (×0.5)"),
    ])
    func header(display: QuantityDisplay, written: String, fact: String) {
        #expect(display.servingsFact(written: written) == fact)
    }
}
