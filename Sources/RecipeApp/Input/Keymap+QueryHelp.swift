extension Keymap {
    /// The query language's terms as the help lists them under the typing keys: what `/` and `f` read
    /// besides words (`RecipeQuery` in RecipeSearch reads them; the README's "Finding recipes" has the same table).
    static let queryHelp: (title: String, entries: [(keys: String, help: String)]) = (
        "A filter or a search reads terms; all must match:",
        [
            ("i:tomato -i:nuts", "uses the ingredient (plurals, aisle.conf synonyms) / none of it"),
            ("#vegan", "has the tag; a - before any term turns it round (-#meat)"),
            ("t<30 s>=4", "total time (t<=1h30m: minutes unless h or d) / servings; < <= > >= ="),
            ("c:dinner", "course metadata or category; key:value any metadata (cuisine:thai)"),
            ("\"olive oil\"", "quotes keep spaces in a term; other words match names, fuzzily"),
        ]
    )
}
