import ArgumentParser
import CooklangConventions
import FoundationEssentials
import Glibc  // write to standard output, and the local date
import RecipeApp
import RecipeModel
import SystemFiles

/// `recipe-tui shopping-list`: the plan's (or the given recipes' and menu's) shopping list on standard output, for scripts.
struct ShoppingListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopping-list",
        abstract: "Print a shopping list: recipes scaled, references followed, grouped by aisle, minus the pantry.",
        discussion: """
            With no RECIPE and no --menu, the plan is used: the collection's .shopping-list (for a JSON \
            catalog, the one in the state folder). Ticks come from .shopping-checked beside it. The aisle and \
            pantry files are config/aisle.conf and config/pantry.conf in the collection, else \
            ~/.config/cook/'s. Problems in those files go to standard error; the list is still printed.

            Exit status: 0 success; 1 the data could not be read; 2 a RECIPE or --menu file that the data does \
            not have, or a malformed RECIPE:N; 64 a malformed command line.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @Option(name: .long, help: ArgumentHelp("The recipe data: a JSON file or a folder of Cooklang recipes (default: $RECIPE_TUI_DATA, else the bundled data).", valueName: "path"))
    var data: String?

    @Argument(help: ArgumentHelp("Recipes by ID or path, each optionally times N (Mains/Risotto:2).", valueName: "RECIPE[:N]"))
    var recipes: [String] = []

    @Option(name: .long, help: ArgumentHelp("A .menu file of the collection, all of its days: its path below the collection, or a path to it.", valueName: "file"))
    var menu: String?

    @Flag(name: .long, help: "Include the plan (the default when no RECIPE or --menu is given).")
    var plan = false

    @Option(name: .long, help: ArgumentHelp("The aisle file to group by, instead of the collection's or ~/.config/cook/'s.", valueName: "file"))
    var aisle: String?

    @Option(name: .long, help: ArgumentHelp("The pantry file to subtract, instead of the collection's or ~/.config/cook/'s.", valueName: "file"))
    var pantry: String?

    @Flag(name: .long, help: "One item a line: no aisle headings, ticks or pantry notes (text format).")
    var plain = false

    @Option(name: .long, help: "text, markdown or json.")
    var format: Format = .text

    func run() throws {
        let environment = ProcessEnvironment.variables
        let catalog = try CommandData.load(data, environment: environment).catalog
        // Whatever the answer, the caches the load is writing make every later run a later launch.
        defer { _ = RecipeCatalog.finishCacheWrites(within: AppLauncher.commandCacheWriteWait) }
        var request = ShoppingRequest(includesPlan: plan)
        for argument in recipes {
            guard let recipe = ShoppingRequest.recipe(argument) else {
                throw CommandData.failure("\"\(argument)\": the factor after \":\" must be a positive number", status: 2)
            }
            guard catalog.index.lookup(recipe.id) != nil else {
                throw CommandData.failure("\"\(argument)\": the data has no recipe \"\(recipe.id)\"", status: 2)
            }
            request.recipes.append(recipe)
        }
        let source = CatalogShoppingRecipes(catalog: catalog)
        if let menu {
            let resolved = { (path: String) in RawPath(path).resolved().map { String(decoding: $0.bytes, as: UTF8.self) } }
            let ids = ShoppingRequest.menuIDs(menu, root: catalog.cooklang?.root, canonical: resolved)
            guard let id = ids.first(where: { source.menu($0) != nil }) else {
                throw CommandData.failure("the data has no menu \"\(menu)\"", status: 2)
            }
            request.menu = id
        }

        var files = PlanFiles(collection: catalog.cooklang?.root, environment: environment)
        if let aisle { files.aisle = aisle }
        if let pantry { files.pantry = pantry }
        let inputs = ShoppingInputs.read(files)
        let list = source.builder(aisles: inputs.aisles, pantry: inputs.pantry).build(request.entries(plan: inputs.plan))
        for problem in inputs.problems + source.menuProblems {
            AppLauncher.reportError(problem.description)
        }
        let today = AppLauncher.localToday()
        let output: String
        switch format {
        case .text: output = list.text(checked: inputs.checked, plain: plain, today: today)
        case .markdown: output = list.markdown(checked: inputs.checked, today: today)
        case .json: output = list.json(checked: inputs.checked, today: today)
        }
        if format != .json {
            for warning in list.warnings { AppLauncher.reportError(warning) }
        }
        try? writeAll(STDOUT_FILENO, Array(output.utf8))
    }

}
