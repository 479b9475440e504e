import CooklangCatalog
import CooklangConventions
import Foundation
import RecipeApp
import RecipeGenerator
import RecipeModel
import RecipeNavigation

/// Times each key of the query language typed into global search (`f`) and a list's filter (`/`) on a
/// generated Cooklang collection (its files have tags, servings and times): every key applied and the
/// whole frame rendered, as the runtime does once per key, letters typed and then deleted.
///
/// The aisle file's synonyms are in the environment, as a collection with `config/aisle.conf` has them.
/// Also the tags' and what-can-I-make screens: `#` and `w` pushed and drawn the first time (which makes
/// the tag table, or reads every recipe's ingredients against the pantry) and again.
struct QueryKeys {
    let recipes: Int
    /// How many times each query is typed and deleted, each time in a fresh environment; the samples are pooled.
    var runs = 1

    /// Queries as a user types them; each is typed whole, then deleted letter by letter.
    static let queries = [
        "#weeknight t<45 -i:garlic",
        "i:eggs i:honey s>=4",
        "c:desserts time<=1h30m",
        "lemon #cozy -#fresh",
        #"i:"olive oil" t>=30 chicken"#,
        "time:45 i:onion -i:\"heavy cream\"",
    ]

    static let aisleText = "[produce]\ngarlic|garlic cloves\nyellow onion|onion|onions\n[dairy]\neggs|egg\nheavy cream|double cream\n"
    static let pantryText = "staples = [\"kosher salt\", \"black pepper\", \"olive oil\", \"sugar\"]\n[fridge]\neggs = \"12\"\n\"unsalted butter\" = \"250%g\"\n\"whole milk\" = \"1%l\"\n[cupboard]\n\"all-purpose flour\" = \"1%kg\"\ngarlic = {}\nhoney = \"1%jar\"\n"

    struct Row {
        let query: String
        /// Milliseconds per key, frame included: the slowest and the 95th percentile, in `f` and in `/`.
        let searchMax: Double, searchP95: Double
        let filterMax: Double, filterP95: Double
        /// The same for the thread's processor time, which the machine's load inflates far less than the wall clock's.
        let searchProcessorMax: Double, searchProcessorP95: Double
        let filterProcessorMax: Double, filterProcessorP95: Double
    }

    struct Figures {
        let recipes: Int
        let listed: Int
        let rows: [Row]
        /// `#` and `w`: the screen pushed and drawn, the first time and again after Back.
        let tagsFirst: Double, tagsAgain: Double
        let cookableFirst: Double, cookableAgain: Double
    }

    func measure(work: String) throws -> Figures {
        let folder = work + "/queries-\(recipes)"
        // The generator is seeded: a folder it finished writing (in a `--work-directory` kept from an
        // earlier run) holds the same files, and writing 100,000 files again takes minutes on a busy disk.
        let finished = work + "/queries-\(recipes).written"
        if !FileManager.default.fileExists(atPath: finished) {
            try? FileManager.default.removeItem(atPath: folder)
            try CooklangCollectionGenerator(recipes: recipes, categories: 20, seed: 1).write { file in
                let url = URL(fileURLWithPath: folder + "/" + file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            }
            try Data().write(to: URL(fileURLWithPath: finished))
        }
        let catalog = try RecipeCatalog(cooklangFolder: folder)
        let kitchen = KitchenFiles(shopping: ShoppingInputs(
            files: PlanFiles(plan: folder + "/.shopping-list", checked: folder + "/.shopping-checked", pantry: folder + "/config/pantry.conf"),
            aisles: AisleConfigReader.read(Self.aisleText, file: "aisle.conf").config,
            pantry: PantryConfigReader.read(Self.pantryText, file: "pantry.conf").config))
        let size = Size(width: 120, height: 40)
        let today = CalendarDate(year: 2026, month: 1, day: 15)!
        let category = catalog.categories.max { catalog.recipeCount(in: $0.id) < catalog.recipeCount(in: $1.id) }!

        /// A fresh environment and state on the largest category's list, focused, the first frame drawn.
        func start() -> (AppEnvironment, AppState) {
            let environment = AppEnvironment(catalog: catalog, kitchen: kitchen)
            var state = AppState(navigation: NavigationModel(selectedCategory: category.id, path: [], focus: .recipes), size: size, today: today)
            _ = state.apply(.start(size: size, view: nil), in: environment)
            _ = FrameRenderer(state: state, environment: environment).render()
            return (environment, state)
        }
        /// The key applied and the frame rendered: wall milliseconds, and the thread's processor milliseconds.
        func measured(_ action: Action, _ state: inout AppState, _ environment: AppEnvironment) -> (wall: Double, processor: Double) {
            let processorStart = ServingsKeys.threadProcessorTime()
            let begin = ContinuousClock.now
            _ = state.apply(action, in: environment)
            _ = FrameRenderer(state: state, environment: environment).render()
            let wall = (ContinuousClock.now - begin).milliseconds
            return (wall, ServingsKeys.threadProcessorTime() - processorStart)
        }
        func timed(_ action: Action, _ state: inout AppState, _ environment: AppEnvironment) -> Double {
            measured(action, &state, environment).wall
        }

        var rows: [Row] = []
        for query in Self.queries {
            var wall: [[Double]] = [[], []], processor: [[Double]] = [[], []]
            for (side, opening) in [Action.startGlobalSearch, .startFilter].enumerated() {
                for _ in 0..<max(1, runs) {
                    // A fresh environment per query, as after a launch: nothing of the last query remembered.
                    var (environment, state) = start()
                    _ = timed(opening, &state, environment)
                    var keys: [Action] = query.map { .insertText(String($0)) }
                    keys += query.map { _ in .deleteBackward }
                    for key in keys {
                        let sample = measured(key, &state, environment)
                        wall[side].append(sample.wall)
                        processor[side].append(sample.processor)
                    }
                }
            }
            wall = wall.map { $0.sorted() }
            processor = processor.map { $0.sorted() }
            rows.append(Row(
                query: query, searchMax: wall[0].last ?? 0, searchP95: Self.percentile(wall[0], 0.95),
                filterMax: wall[1].last ?? 0, filterP95: Self.percentile(wall[1], 0.95),
                searchProcessorMax: processor[0].last ?? 0, searchProcessorP95: Self.percentile(processor[0], 0.95),
                filterProcessorMax: processor[1].last ?? 0, filterProcessorP95: Self.percentile(processor[1], 0.95)))
        }

        var (environment, state) = start()
        _ = state.apply(.forward, in: environment)
        let tagsFirst = timed(.openTags, &state, environment)
        _ = state.apply(.back, in: environment)
        let tagsAgain = timed(.openTags, &state, environment)
        _ = state.apply(.back, in: environment)
        let cookableFirst = timed(.openCookable, &state, environment)
        _ = state.apply(.back, in: environment)
        // Another environment, as after the kitchen's files were read again: the screen is laid out afresh.
        environment = environment.replacingKitchen(kitchen)
        let cookableAgain = timed(.openCookable, &state, environment)
        return Figures(
            recipes: catalog.recipeCount, listed: catalog.recipeCount(in: category.id), rows: rows,
            tagsFirst: tagsFirst, tagsAgain: tagsAgain, cookableFirst: cookableFirst, cookableAgain: cookableAgain)
    }

    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
    }

    static func markdown(_ figures: Figures) -> String {
        func ms(_ value: Double) -> String { String(format: "%.1f", value) }
        var lines = [
            "| Query at \(Benchmark.grouped(figures.recipes)) .cook recipes, each key typed then deleted, frame included | f max (ms) | f p95 | f processor max | f processor p95 | / max | / p95 | / processor max | / processor p95 |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for row in figures.rows {
            let search = [row.searchMax, row.searchP95, row.searchProcessorMax, row.searchProcessorP95].map(ms).joined(separator: " | ")
            let filter = [row.filterMax, row.filterP95, row.filterProcessorMax, row.filterProcessorP95].map(ms).joined(separator: " | ")
            lines.append("| `\(row.query)` | \(search) | \(filter) |")
        }
        lines.append("")
        lines.append("(`/` filters a list of \(Benchmark.grouped(figures.listed)) recipes.) `#` every tag: \(ms(figures.tagsFirst)) ms the first time, \(ms(figures.tagsAgain)) ms again; `w` what can I make: \(ms(figures.cookableFirst)) ms, \(ms(figures.cookableAgain)) ms with the kitchen read again.")
        return lines.joined(separator: "\n")
    }
}
