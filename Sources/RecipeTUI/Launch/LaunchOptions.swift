import RecipeApp

/// What the command line asks of a launch of the app, as plain values: what `AppLauncher` reads.
///
/// The command (`RecipeTUICommand`) holds the same options in swift-argument-parser's property
/// wrappers, whose making alone cost about 340,000 instructions before the first frame (their name
/// sets are the first sets of their kind); the usual command lines are read straight into this
/// instead (`RecipeTUICommand.quickParse`), and the command hands over its own (`launchOptions`).
struct LaunchOptions: Equatable {
    var data: String?
    var state: String?
    var reset = false
    var link: String?
    var printLink = false
    var date: String?
    var layout = LayoutMode.automatic
    var noMouse = false
    var noColor = false
    var noNotify = false
}

extension RecipeTUICommand {
    /// The command's options as the launcher reads them.
    var launchOptions: LaunchOptions {
        LaunchOptions(
            data: data, state: state, reset: reset, link: link, printLink: printLink, date: date, layout: layout,
            noMouse: noMouse, noColor: noColor, noNotify: noNotify)
    }
}
