import JSONLiteral
import Cooklang
import RecipeNavigation

extension ShownRecipe {
    /// The recipe as JSON, members in the documented order (README, "recipe-tui show"), one object on one line.
    package var json: String {
        var out = "{"
        out += "\"id\":" + JSONLiteral.string(id) + ",\"name\":" + JSONLiteral.string(name) + ",\"category\":" + JSONLiteral.string(category)
        out += ",\"servings\":" + (servings.map(JSONLiteral.number) ?? "null")
        out += ",\"ingredients\":[" + ingredients.map { item($0, fixed: true) }.joined(separator: ",") + "]"
        out += ",\"cookware\":[" + cookware.map { item($0, fixed: false) }.joined(separator: ",") + "]"
        out += ",\"steps\":[" + steps.map { "{\"section\":" + ($0.section.map(JSONLiteral.string) ?? "null") + ",\"text\":" + JSONLiteral.string($0.text) + "}" }.joined(separator: ",") + "]"
        out += ",\"timers\":[" + timers.map { "{\"name\":" + JSONLiteral.string($0.name) + ",\"seconds\":" + String($0.seconds) + "}" }.joined(separator: ",") + "]"
        out += ",\"metadata\":" + Self.object(metadata)
        return out + "}\n"
    }

    private func item(_ item: Item, fixed: Bool) -> String {
        var out = "{\"name\":" + JSONLiteral.string(item.name) + ",\"quantity\":"
        if let quantity = item.quantity {
            let value: String
            switch quantity.value {
            case .number(let number)?: value = JSONLiteral.number(number)
            case .text(let text)?: value = JSONLiteral.string(text)
            case nil: value = "null"
            }
            out += "{\"value\":" + value + ",\"unit\":" + (quantity.unit.map(JSONLiteral.string) ?? "null") + ",\"text\":" + JSONLiteral.string(quantity.text) + "}"
        } else {
            out += "null"
        }
        out += ",\"note\":" + (item.note.map(JSONLiteral.string) ?? "null")
        if fixed { out += ",\"fixed\":" + (item.fixed ? "true" : "false") }
        return out + "}"
    }

    /// The recipe as Markdown: a heading, the servings line, then ingredients, cookware and steps as lists.
    package var markdown: String {
        var lines = ["# " + name, ""]
        var facts: [String] = []
        if let servings { facts.append("Serves " + RecipeRoute.servingsText(servings) + (factor == 1 ? "" : " (×" + QuantityDisplay.factorText(factor) + ")")) }
        // As the detail's header says it: "Serves 6 (×1.5) · metric".
        if let units = QuantityDisplay(units: units).unitsFact { facts.append(units) }
        facts.append(category)
        lines += ["*" + facts.joined(separator: " · ") + "*", ""]
        for entry in metadata {
            if let text = entry.value.text { lines.append("- **\(entry.key)**: \(text)") }
        }
        if !metadata.isEmpty { lines.append("") }
        if !ingredients.isEmpty {
            lines += ["## Ingredients", ""]
            lines += ingredients.map { "- " + [$0.quantity?.text ?? "", $0.name + ($0.note.map { ", " + $0 } ?? "")].filter { !$0.isEmpty }.joined(separator: " ") }
            lines.append("")
        }
        if !cookware.isEmpty {
            lines += ["## Cookware", ""]
            lines += cookware.map { "- " + ($0.quantity.map { $0.text + " × " } ?? "") + $0.name }
            lines.append("")
        }
        if !steps.isEmpty {
            lines += ["## Steps", ""]
            var section: String?
            var number = 0
            for step in steps {
                if step.section != section, let heading = step.section {
                    if lines.last != "" { lines.append("") }
                    lines += ["### " + heading, ""]
                    number = 0
                }
                section = step.section
                number += 1
                lines.append("\(number). " + step.text)
            }
            lines.append("")
        }
        // Text from the data never reaches the terminal raw: control characters become their symbols.
        return String(String.UnicodeScalarView(lines.joined(separator: "\n").unicodeScalars.map { $0 == "\n" ? $0 : TextSanitizer.sanitize($0) }))
    }

    /// Metadata as a JSON object: nested mappings as objects, lists as arrays, values as strings.
    static func object(_ entries: [CooklangMetadataEntry]) -> String {
        "{" + entries.map { JSONLiteral.string($0.key) + ":" + value($0.value) }.joined(separator: ",") + "}"
    }

    static func value(_ value: CooklangMetadataValue) -> String {
        switch value {
        case .text(let text): JSONLiteral.string(text)
        case .list(let items): "[" + items.map { self.value($0) }.joined(separator: ",") + "]"
        case .mapping(let entries): object(entries)
        }
    }

}
