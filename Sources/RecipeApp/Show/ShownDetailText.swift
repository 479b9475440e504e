import RecipeModel
import RecipeNavigation

/// The detail of a recipe as plain text lines, exactly as the detail pane lays it out at a width: `recipe-tui show`'s text format.
package enum ShownDetailText {
    /// The screen of `route` laid out `width` cells wide with quantities in `units`, one line per row,
    /// indented as on screen and without trailing spaces; nil when the catalog cannot show it.
    ///
    /// The recipe's detail must have been read (`catalog.loadDetail`): this never reads the disk.
    package static func text(of route: Route, units: DisplayUnits, in catalog: RecipeCatalog, width: Int) -> String? {
        guard let content = DetailContent(route: route.rules.fitted(in: catalog), catalog: catalog, width: width, units: units) else { return nil }
        var lines: [String] = []
        for index in 0..<content.lineCount {
            let line = content.line(at: index)
            // A no-break space holds an amount to its unit on screen; a script reads a space.
            var text = String(repeating: " ", count: max(0, line.indent - 1)) + line.text.string.replacing("\u{A0}", with: " ")
            while text.last == " " || text.last == "\u{A0}" { text.removeLast() }
            lines.append(text)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
