import RecipeModel
import RecipeNavigation

/// The tags' screens: every tag with how many recipes have it, and one tag's recipes.
extension DetailContent {
    /// Lays out every tag of the catalog, sorted by name, each a row with its count that opens the tag's recipes.
    init(tags: [TagCount], width: Int) {
        let textWidth = Self.textWidth(forPaneWidth: width)
        append("Tags", style: .heading, width: textWidth)
        guard !tags.isEmpty else {
            append("No recipe has tags: a Cooklang recipe gives them in its metadata (tags: [vegan, quick]).", style: .dim, width: textWidth)
            return
        }
        append("\(tags.count) tag\(tags.count == 1 ? "" : "s") · Enter lists a tag's recipes", style: .dim, width: textWidth)
        lines.append(Line(text: DisplayText(""), style: .normal))
        // Rows are indented by two cells more than the text (the cursor's mark goes there).
        let rowWidth = max(1, textWidth - 2)
        let countWidth = String(tags.map(\.count).max() ?? 0).count
        let nameWidth = max(1, rowWidth - countWidth - 2)
        for tag in tags {
            let name = DisplayText("#" + tag.name).truncated(to: nameWidth)
            let count = String(tag.count)
            let padding = String(repeating: " ", count: max(1, rowWidth - name.width - count.count))
            selectables.append(Selectable(lines: lines.count..<(lines.count + 1), route: .tag(tag.name)))
            lines.append(Line(text: name + DisplayText(padding + count), style: .normal, indent: 3, selectable: selectables.count - 1))
        }
    }

    /// Lays out one tag: its name, how many recipes have it, and those recipes, as an ingredient's screen lists them.
    init(tag name: String, catalog: RecipeCatalog, width: Int) {
        let textWidth = Self.textWidth(forPaneWidth: width)
        let tagged = catalog.recipes(taggedWith: name)
        append("#" + name, style: .heading, width: textWidth)
        append("Tag · \(tagged.count) recipe\(tagged.count == 1 ? "" : "s")", style: .dim, width: textWidth)
        section("Recipes tagged #\(name)", width: textWidth)
        recipeRows = RecipeRows(uses: tagged, catalog: catalog, firstLine: lines.count, width: max(1, textWidth - 2))
    }
}
