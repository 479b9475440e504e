import CalendarDates
/// Reads `pantry.conf` (TOML, with `TOMLReader`) into pantry items, as cooklang-rs reads it.
///
/// `[section]` tables hold `name = "500%g"` or `name = { quantity, bought, expire, low }`; a list
/// `section = ["salt", { name = "pepper", bought = "…" }]` holds names without quantities (staples);
/// a `name = "1%jar"` outside any table goes to "general". A line TOML cannot read is one problem and
/// is left out (a section header with its items), and the file is read again without it, so the
/// rest is used; an item of the wrong shape is one problem at its key.
public enum PantryConfigReader {
    /// The attributes an item's table may have.
    static let attributes: Set<String> = ["quantity", "bought", "expire", "low"]

    /// The items the text lists and a problem for each line that could not be used.
    public static func read(_ text: String, file: String) -> (config: PantryConfig, problems: [ConventionProblem]) {
        var problems: [ConventionProblem] = []
        var lines = text.conventionLines().map(String.init)
        var table: TOMLTable?
        // Each round leaves out at least one more line, so this ends within the file's length.
        for _ in 0...lines.count {
            do {
                table = try TOMLReader.read(lines.joined(separator: "\n"))
                break
            } catch {
                let line = max(1, min(error.line, lines.count))
                let left = leaveOut(line: line, of: &lines)
                let what = left > 1 ? "; this section (\(left) lines) is left out" : "; the line is left out"
                problems.append(ConventionProblem(file: file, line: line, column: max(1, error.column), message: "TOML: \(error.description)\(what)"))
            }
        }
        guard let table else { return (PantryConfig(), problems) }

        let places = KeyPlaces(lines)
        // Each item with its column, so that items on one line keep the order the line gives them.
        var items: [(item: PantryItem, column: Int)] = []
        func problem(_ place: KeyPlaces.Place, _ message: String) {
            problems.append(ConventionProblem(file: file, line: place.line, column: place.column, message: message))
        }

        for (key, value) in table {
            let place = places.place(of: key, in: nil)
            if let quantity = value.string {
                items.append((PantryItem(name: key, section: "general", quantity: quantity.isEmpty ? nil : quantity, line: place.line), place.column))
            } else if let section = value.table {
                for (name, itemValue) in section {
                    let itemPlace = places.place(of: name, in: key)
                    if let item = item(name: name, section: key, value: itemValue, place: itemPlace, problem: problem) {
                        items.append((item, itemPlace.column))
                    }
                }
            } else if let array = value.array {
                var searchFrom = place.line
                for element in array {
                    if let name = element.string {
                        let elementPlace = places.place(ofString: name, from: searchFrom)
                        searchFrom = elementPlace.line
                        items.append((PantryItem(name: name, section: key, line: elementPlace.line), elementPlace.column))
                    } else if let attributes = element.table, let name = attributes["name"]?.string {
                        let elementPlace = places.place(ofString: name, from: searchFrom)
                        searchFrom = elementPlace.line
                        if let item = item(name: name, section: key, value: .table(attributes), place: elementPlace, problem: problem) {
                            items.append((item, elementPlace.column))
                        }
                    } else {
                        problem(places.place(ofLineFrom: searchFrom), "an item in \"\(key)\" must be a name or a table with a name; skipped")
                    }
                }
            } else {
                problem(place, "\"\(key)\" must be a section, a quantity such as \"500%g\" or a list of names; skipped")
            }
        }
        items.sort { ($0.item.line, $0.column) < ($1.item.line, $1.column) }
        problems.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return (PantryConfig(items: items.map(\.item)), problems)
    }

    /// One item from its value: a quantity string, or a table of attributes; nil (and a problem) otherwise.
    static func item(
        name: String, section: String, value: TOMLValue, place: KeyPlaces.Place,
        problem: (KeyPlaces.Place, String) -> Void
    ) -> PantryItem? {
        if let quantity = value.string {
            return PantryItem(name: name, section: section, quantity: quantity.isEmpty ? nil : quantity, line: place.line)
        }
        guard let attributes = value.table else {
            problem(place, "\"\(name)\" must be a quantity such as \"500%g\" or a table such as { quantity = \"1%kg\" }; skipped")
            return nil
        }
        var item = PantryItem(name: name, section: section, line: place.line)
        for (attribute, attributeValue) in attributes where attribute != "name" {
            guard attributes.contains(attribute) else { continue }
            guard PantryConfigReader.attributes.contains(attribute) else {
                problem(place, "\"\(name)\" has \"\(attribute)\", which is none of quantity, bought, expire, low; ignored")
                continue
            }
            let text = attributeValue.string ?? attributeValue.date.map { CalendarDate(year: $0.year, month: $0.month, day: $0.day)?.description ?? "" }
            guard let text else {
                problem(place, "\"\(name)\"'s \(attribute) must be text such as \"1%kg\" or \"05.06.2025\"; ignored")
                continue
            }
            switch attribute {
            case "quantity": item.quantity = text.isEmpty ? nil : text
            case "bought": item.bought = text
            case "expire":
                if CalendarDate(pantryText: text) == nil {
                    problem(place, "\"\(name)\"'s expire \"\(text)\" is not a date such as 05.06.2025 or 2025-06-05")
                }
                item.expire = text
            default: item.low = text
            }
        }
        return item
    }

    /// Blanks a line TOML could not read, and a section header's whole section with it; the count of lines blanked.
    static func leaveOut(line: Int, of lines: inout [String]) -> Int {
        let index = line - 1
        guard lines[index].trimmingBlanks().hasPrefix("[") else {
            lines[index] = ""
            return 1
        }
        // A broken header's items would otherwise land in the section before it.
        var end = index + 1
        while end < lines.count, !lines[end].trimmingBlanks().hasPrefix("[") { end += 1 }
        for blank in index..<end { lines[blank] = "" }
        return end - index
    }
}
