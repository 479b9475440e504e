import CooklangConventions
import FoundationEssentials
import Glibc  // the check log's appends
import RecipeApp
import RecipeModel

/// The plan-and-shop figures: the list built for a seven-day menu of 21 recipes with references, and a tick.
///
/// The collection is made in the work folder: 21 mains and sides, each referencing a shared sauce
/// or dough that references a stock, a `.menu` of seven days of three recipes, an aisle file of 60
/// lines and a pantry of 30 items. "Build" is what the shopping list screen does on `s`: read the
/// aisle, pantry and check files, read and parse every recipe the menu reaches, and build the list.
/// "Tick" is what space does: append a line to `.shopping-checked`, record it and sort the list again.
struct ShoppingBench {
    let folder: String
    let builds: Int
    let ticks: Int

    struct Figures {
        var buildMedian: Double
        var buildP95: Double
        var tickMedian: Double
        var tickP95: Double
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
        var log = CheckedLog()
        var tickSamples: [Double] = []
        let names = list.itemNames
        for tick in 0..<ticks {
            let start = ContinuousClock.now
            let entry = CheckedLog.Entry(name: names[tick % names.count], checked: (tick / names.count) % 2 == 0)
            try append(entry.line, to: files.checked)
            log.append(entry)
            var shown = 0
            for group in list.groups { shown += list.sortedItems(of: group, checked: log).count }
            precondition(shown == names.count)
            tickSamples.append((ContinuousClock.now - start).milliseconds)
        }
        buildSamples.sort()
        tickSamples.sort()
        return Figures(
            buildMedian: Self.percentile(buildSamples, 0.5), buildP95: Self.percentile(buildSamples, 0.95),
            tickMedian: Self.percentile(tickSamples, 0.5), tickP95: Self.percentile(tickSamples, 0.95), items: names.count)
    }

    static func line(_ figures: Figures, builds: Int, ticks: Int) -> String {
        "Shopping list, 7-day menu of 21 recipes with references (\(figures.items) items): build median "
            + String(format: "%.2f", figures.buildMedian) + " ms, p95 " + String(format: "%.2f", figures.buildP95)
            + " ms (\(builds) builds; target 16 ms); tick median " + String(format: "%.3f", figures.tickMedian)
            + " ms, p95 " + String(format: "%.3f", figures.tickP95) + " ms (\(ticks) ticks; target 2 ms)"
    }

    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    private func append(_ line: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Benchmark.Failure(description: "cannot open \(path)") }
        defer { close(descriptor) }
        let bytes = Array(line.utf8)
        guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw Benchmark.Failure(description: "cannot append to \(path)")
        }
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
