import CooklangConventions
import Glibc  // the loop thread's processor time
import FoundationEssentials
import RecipeApp
import RecipeModel
import RecipeNavigation
import RecipeRuntime

/// The plan-and-shop figures: the list built for a seven-day menu of 21 recipes with references, and a tick.
///
/// The collection is made in the work folder: 21 mains and sides, each referencing a shared sauce
/// or dough that references a stock, a `.menu` of seven days of three recipes, an aisle file of 60
/// lines and a pantry of 30 items. "Build" is what the shopping list screen does on `s`: read the
/// aisle, pantry and check files, read and parse every recipe the menu reaches, and build the list.
/// "Tick" is what space does on the shopping list's screen, one turn of the app's loop: append a line
/// to `.shopping-checked` (compacting it when it has grown), and lay out and paint the list again.
struct ShoppingBench {
    let folder: String
    let builds: Int
    let ticks: Int

    struct Figures {
        var buildMedian: Double
        var buildP95: Double
        var tickMedian: Double
        var tickP95: Double
        var tickMax: Double
        /// The processor time of a tick on the loop's thread, at p95: what a loaded machine's waiting leaves out.
        var tickProcessorP95: Double
        /// Ticks that compacted the log.
        var compactions: Int
        var items: Int
    }

    func run() throws -> Figures {
        try writeCollection()
        let catalog = try CatalogLoading.load(path: folder, environment: ["HOME": folder])
        let files = PlanFiles(collection: folder, environment: ["HOME": folder])
        var buildSamples: [Double] = []
        var list = ShoppingList()
        for _ in 0..<builds {
            let start = ContinuousClock.now
            let inputs = ShoppingInputs.read(files)
            let source = CatalogShoppingRecipes(catalog: catalog)
            list = source.builder(aisles: inputs.aisles, pantry: inputs.pantry).build([.menu(id: "Plans/week", section: nil, factor: 1)])
            buildSamples.append((ContinuousClock.now - start).milliseconds)
        }
        // A tick is the app's: space on the shopping list's screen, one turn of the runtime's loop (the
        // keymap, the update, the line appended to .shopping-checked, compacted when it has grown, the
        // kitchen handed back, the screen laid out and the frame painted on a scripted terminal).
        let kitchen = KitchenFiles.read(for: catalog, environment: ["HOME": folder])
        let first = try Self.firstRecipe(in: catalog)
        let app = BenchApp(
            catalog: catalog, navigation: NavigationModel(selectedCategory: first.category, path: [.recipe(first.id), .shoppingList(pantry: false)], focus: .detail),
            size: Size(width: 120, height: 40), today: CalendarDate(year: 2026, month: 11, day: 26)!, kitchen: kitchen)
        app.runtime.start()
        var tickSamples: [Double] = []
        var tickProcessor: [Double] = []
        var compactions = 0
        var logLines = app.runtime.environment.kitchen.shopping.checked.entries.count
        for _ in 0..<ticks {
            let start = ContinuousClock.now
            let processorStart = Self.threadProcessorMilliseconds()
            app.press(.character(" "))
            tickSamples.append((ContinuousClock.now - start).milliseconds)
            tickProcessor.append(Self.threadProcessorMilliseconds() - processorStart)
            // A log that shrank was compacted (rewritten and synced): the rare slow tick.
            let lines = app.runtime.environment.kitchen.shopping.checked.entries.count
            if lines < logLines { compactions += 1 }
            logLines = lines
        }
        guard app.runtime.environment.kitchen.shopping.checked.entries.count > 0 else {
            throw Benchmark.Failure(description: "the ticks wrote nothing to \(files.checked)")
        }
        let names = list.itemNames
        buildSamples.sort()
        tickSamples.sort()
        tickProcessor.sort()
        return Figures(
            buildMedian: Self.percentile(buildSamples, 0.5), buildP95: Self.percentile(buildSamples, 0.95),
            tickMedian: Self.percentile(tickSamples, 0.5), tickP95: Self.percentile(tickSamples, 0.95), tickMax: tickSamples.last ?? 0,
            tickProcessorP95: Self.percentile(tickProcessor, 0.95),
            compactions: compactions, items: names.count)
    }

    static func line(_ figures: Figures, builds: Int, ticks: Int) -> String {
        "Shopping list, 7-day menu of 21 recipes with references (\(figures.items) items): build median "
            + String(format: "%.2f", figures.buildMedian) + " ms, p95 " + String(format: "%.2f", figures.buildP95)
            + " ms (\(builds) builds; target 16 ms); tick median " + String(format: "%.3f", figures.tickMedian)
            + " ms, p95 " + String(format: "%.3f", figures.tickP95) + " ms, slowest " + String(format: "%.2f", figures.tickMax)
            + " ms, processor time p95 " + String(format: "%.3f", figures.tickProcessorP95)
            + " ms (\(ticks) ticks, \(figures.compactions) of them compacting the log; target 2 ms at p95)"
    }

    /// The processor time the calling thread has used, in milliseconds.
    static func threadProcessorMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    /// The first recipe the menu names and its category, where the list is opened over it.
    static func firstRecipe(in catalog: RecipeCatalog) throws -> (id: String, category: String) {
        guard let recipe = catalog["Dishes/Dish 1"] else { throw Benchmark.Failure(description: "the collection has no Dishes/Dish 1") }
        return (recipe.id, recipe.categoryID)
    }

    /// The collection: shared stocks, sauces and doughs, 21 dishes, the menu, the aisle and pantry files.
    private func writeCollection() throws {
        let produce = ["onion", "garlic", "carrot", "celery", "tomato", "lettuce", "spinach", "potato", "leek", "pepper", "courgette", "aubergine", "lemon", "lime", "parsley", "basil", "coriander", "ginger", "mushroom", "cabbage"]
        let dairy = ["butter", "milk", "cream", "parmesan", "mozzarella", "yogurt", "egg", "cheddar", "feta", "ricotta"]
        let dry = ["flour", "rice", "pasta", "lentils", "chickpeas", "sugar", "salt", "black pepper", "olive oil", "stock cube", "yeast", "oats", "couscous", "quinoa", "paprika", "cumin", "cinnamon", "vinegar", "honey", "soy sauce"]
        let meat = ["chicken", "beef", "pork", "bacon", "salmon", "cod", "prawns", "lamb", "sausage", "ham"]
        var files: [String: String] = [:]
        files["Shared/Stock.cook"] = "Simmer @water{2%l} with @onion{1}, @carrot{2}, @celery{2%sticks} and @salt{1%tsp}.\n"
        for (index, name) in ["Tomato Sauce", "Pizza Dough", "Pesto", "Curry Paste", "Gravy"].enumerated() {
            files["Shared/\(name).cook"] = "Cook @\(produce[index + 4]){400%g} with @./Shared/Stock{0.25} and @olive oil{2%tbsp}, @\(dry[index]){100%g}.\n"
        }
        var menu = ""
        for day in 0..<7 {
            menu += "= Day \(day + 1) (2026-11-\(20 + day))\n\n"
            for meal in 0..<3 {
                let number = day * 3 + meal
                let shared = ["Tomato Sauce", "Pizza Dough", "Pesto", "Curry Paste", "Gravy"][number % 5]
                var text = "---\nservings: \(2 + number % 3)\n---\n"
                text += "Prepare @./Shared/\(shared){}.\n\n"
                for step in 0..<4 {
                    let a = produce[(number + step) % produce.count], b = dry[(number * 3 + step) % dry.count]
                    let c = dairy[(number + step * 2) % dairy.count], d = meat[(number + step) % meat.count]
                    text += "Add @\(a){\(1 + step)} and @\(b){\(50 * (step + 1))%g}, then @\(c){\(step + 1)%tbsp} and @\(d){\(100 + 50 * step)%g}.\n\n"
                }
                files["Dishes/Dish \(number + 1).cook"] = text
                menu += "@./Dishes/Dish \(number + 1){\(2 + meal)%servings}\n"
            }
            menu += "\n"
        }
        files["Plans/week.menu"] = menu
        // The plan names the menu: the list the shopping list's screen shows is the one built above.
        files[".shopping-list"] = "./Plans/week\n"
        var aisle = ""
        for (section, names) in [("produce", produce), ("dairy", dairy), ("dry goods", dry), ("meat and fish", meat)] {
            aisle += "[\(section)]\n" + names.map { $0 + "|" + $0 + "s" }.joined(separator: "\n") + "\n\n"
        }
        files["config/aisle.conf"] = aisle
        var pantry = "staples = [\"salt\", \"water\", \"black pepper\"]\n\n[pantry]\n"
        for name in dry.prefix(20) where !["salt", "black pepper"].contains(name) {
            pantry += "\"\(name)\" = { quantity = \"500%g\", low = \"100%g\" }\n"
        }
        pantry += "\n[fridge]\n" + dairy.prefix(7).map { "\"\($0)\" = { quantity = \"200%g\", expire = \"01.12.2026\" }" }.joined(separator: "\n") + "\n"
        files["config/pantry.conf"] = pantry
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try? FileManager.default.removeItem(atPath: folder + "/.shopping-checked")
    }
}
