import RecipeApp
import ArgumentParser
import FoundationEssentials
import SystemFiles
import RecipeModel

/// The command line, parsed by swift-argument-parser; `run()` hands over to `AppLauncher`.
struct RecipeTUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipe-tui",
        abstract: "Browse a recipe catalog in a three-pane terminal split view: Categories | Recipes | Detail.",
        // One line per paragraph: the parser wraps them to the terminal's width, and a line break of
        // ours inside a sentence would cut its lines short wherever that width differs.
        discussion: """
            Your place (category, detail stack, focus) is saved after every change, one for each data \
            source, and restored on the next launch with the same data. Press ? in the app for every key.

            Exit status: 0 success; 1 the data file or saved place could not be used; 2 an invalid --open \
            link or --date; 3 no usable terminal; 64 a malformed command line; 128+N killed by signal N.
            """,
        version: "recipe-tui 0.1.0",
        subcommands: [ShoppingListCommand.self, DoctorCommand.self, ShowCommand.self]
    )

    @Option(name: .long, help: ArgumentHelp("The recipes: a JSON catalog file, or a folder of Cooklang (.cook) recipes, one file each (default: $RECIPE_TUI_DATA, else the bundled data/recipes.json).", valueName: "path"))
    var data: String?

    @Option(name: .long, help: ArgumentHelp("One state file for whatever data is given (default: each data source's own place under $XDG_STATE_HOME/recipe-tui/places/).", valueName: "path"))
    var state: String?

    @Flag(name: .long, help: "Start fresh; the saved place is overwritten only once you navigate.")
    var reset = false

    @Option(name: .customLong("open"), help: ArgumentHelp("Start at a deep link: CATEGORY[/RECIPE[/RECIPE...]], optionally recipes://...", valueName: "link"))
    var link: String?

    @Flag(name: .long, help: "Print the link of the saved place (or of --open) and exit, without touching the terminal.")
    var printLink = false

    @Option(name: .long, help: ArgumentHelp("The day that decides the recipe of the day (default: today).", valueName: "YYYY-MM-DD"))
    var date: String?

    @Option(name: .long, help: ArgumentHelp("auto, stack, two-column or three-column; auto follows the terminal's width.", valueName: "layout"))
    var layout: LayoutMode = .automatic

    @Flag(name: .customLong("no-mouse"), help: "Do not take over the mouse (clicks and the wheel).")
    var noMouse = false

    @Flag(name: .customLong("no-color"), help: "Use bold, reverse and underline only (also when NO_COLOR is set).")
    var noColor = false

    @Flag(name: .customLong("no-notify"), help: "When a timer ends, ring the bell only: no desktop notification (OSC 9 / OSC 777).")
    var noNotify = false

    func run() throws {
        let status = AppLauncher(options: launchOptions, environment: ProcessEnvironment.variables).run()
        if status != 0 { throw ExitCode(status) }
    }
}

extension LayoutMode: ExpressibleByArgument {}
