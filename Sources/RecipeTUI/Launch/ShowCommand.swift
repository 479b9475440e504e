import ArgumentParser
import FoundationEssentials
import Glibc  // write to standard output
import RecipeApp
import RecipeModel
import RecipeNavigation
import SystemFiles

/// `recipe-tui show`: one recipe as the detail shows it (scaled, converted) on standard output, for scripts and other tools.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a recipe as the detail shows it: scaled to --servings, in --units, as text, Markdown or JSON.",
        discussion: """
            RECIPE is a recipe's ID (Mains/Risotto, apple-pie) or a link as y shows it (dessert/apple-pie:6), \
            whose last screen is the recipe and whose servings are used unless --servings is given. \
            Servings are ignored, with a line on standard error, for a recipe that does not say how many it serves.

            Exit status: 0 success; 1 the data could not be read; 2 a RECIPE the data does not have, or bad \
            --servings; 64 a malformed command line.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @Argument(help: ArgumentHelp("A recipe's ID, or a link whose last screen is a recipe.", valueName: "ID-or-link"))
    var recipe: String

    @Option(name: .long, help: ArgumentHelp("The recipe data: a JSON file or a folder of Cooklang recipes (default: $RECIPE_TUI_DATA, else the bundled data).", valueName: "path"))
    var data: String?

    // Unconditional: `--servings -3` is a number, not an option, so that the error names it.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Scale to this many servings (a number over zero).", valueName: "N"))
    var servings: ServingsArgument?

    @Option(name: .long, help: "original, metric or us.")
    var units: DisplayUnits = .original

    @Option(name: .long, help: "text, markdown or json.")
    var format: Format = .text

    func run() throws {
        let environment = ProcessEnvironment.variables
        if let servings, RecipeRoute.sensible(servings.value) == nil { throw CommandData.failure(Self.badServings(servings), status: 2) }
        let (dataPath, catalog) = try CommandData.load(data, environment: environment)
        // Whatever the answer, the caches the load is writing make every later run a later launch.
        defer { _ = RecipeCatalog.finishCacheWrites(within: AppLauncher.commandCacheWriteWait) }
        guard var route = Self.route(recipe, in: catalog) else {
            throw CommandData.failure("no recipe \(AppLauncher.quoted(recipe)) in \(AppLauncher.quoted(dataPath))", status: 2)
        }
        if let servings, case .recipe(let id, _) = route {
            route = .recipe(id, servings: servings.value)
            if route.rules.fitted(in: catalog) != route {
                AppLauncher.reportError("\(AppLauncher.quoted(id)) does not say how many it serves; shown as written")
            }
        }
        guard case .recipe(let id, _) = route, catalog.loadDetail(id) != nil else {
            throw CommandData.failure("no recipe \(AppLauncher.quoted(recipe)) in \(AppLauncher.quoted(dataPath))", status: 2)
        }
        let output: String?
        switch format {
        case .text: output = ShownDetailText.text(of: route, units: units, in: catalog, width: Self.width(environment))
        case .markdown: output = ShownRecipe(route, units: units, in: catalog)?.markdown
        case .json: output = ShownRecipe(route, units: units, in: catalog)?.json
        }
        guard let output else { throw CommandData.failure("no recipe \(AppLauncher.quoted(recipe)) in \(AppLauncher.quoted(dataPath))", status: 2) }
        try? writeAll(STDOUT_FILENO, Array(output.utf8))
    }

    /// Why `servings` cannot be shown, naming it as it was typed.
    static func badServings(_ servings: ServingsArgument) -> String {
        // A number is echoed bare; one typed with hundreds of digits is cut as any quotation is.
        let typed = servings.text.count <= 24 ? servings.text : AppLauncher.quoted(servings.text)
        return "--servings \(typed): a number of servings is over zero and at most \(Int(RecipeRoute.maximumServings))"
    }

    /// The recipe `text` names: a recipe's ID, else a link's last screen when it is a recipe; nil otherwise.
    static func route(_ text: String, in catalog: RecipeCatalog) -> Route? {
        if catalog.name(ofRecipe: text) != nil { return .recipe(text) }
        guard let link = try? DeepLink(parsing: text, in: catalog), let last = link.routes.last, last.recipeID != nil, case .recipe = last else { return nil }
        return last
    }

    /// The width the text is laid out at: `$COLUMNS` when it is a number, else 80 (the detail's text is at most 100 wide).
    static func width(_ environment: [String: String]) -> Int {
        let columns = environment["COLUMNS"].flatMap(Int.init) ?? 80
        return min(max(columns, 20), 102)
    }

}

extension DisplayUnits: ExpressibleByArgument {}
