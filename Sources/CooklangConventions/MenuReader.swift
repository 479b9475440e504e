import CalendarDates
import Cooklang

/// Reads a `.menu` file with the Cooklang parser: its sections, the dates in their headings and their recipe references.
public enum MenuReader {
    public static func read(_ text: String, file: String) -> (menu: Menu, problems: [ConventionProblem]) {
        let parsed = CooklangParser.parse(text)
        var problems = parsed.diagnostics.map {
            ConventionProblem(file: file, line: $0.line, column: $0.column, message: $0.message)
        }
        var sections: [Menu.Section] = []
        for section in parsed.recipe.sections {
            var entries: [Menu.Entry] = []
            for content in section.content {
                guard case .step(let step) = content else { continue }
                for item in step.items {
                    guard case .ingredient(let index) = item else { continue }
                    let ingredient = parsed.recipe.ingredients[index]
                    let location = ingredient.location
                    guard let reference = ingredient.reference else { continue }
                    guard let recipeID = reference.recipeID else {
                        problems.append(ConventionProblem(file: file, line: location.line, column: location.column, message: "\"\(reference.path)\" names no recipe in the collection"))
                        continue
                    }
                    guard let scaling = MenuScaling(ingredient.quantity) else {
                        problems.append(ConventionProblem(file: file, line: location.line, column: location.column, message: "the scale \"\(ingredient.quantity?.description ?? "")\" is not a number"))
                        continue
                    }
                    entries.append(Menu.Entry(recipeID: recipeID, scaling: scaling, line: location.line, column: location.column))
                }
            }
            // The part before the first heading is kept only when it names recipes.
            if section.name == nil && entries.isEmpty && sections.isEmpty { continue }
            sections.append(Menu.Section(name: section.name, date: section.name.flatMap(firstDate), entries: entries))
        }
        problems.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return (Menu(sections: sections), problems)
    }

    /// The first `YYYY-MM-DD` in a heading that is a real date.
    static func firstDate(in heading: String) -> CalendarDate? {
        let characters = Array(heading)
        guard characters.count >= 10 else { return nil }
        for start in 0...(characters.count - 10) {
            let candidate = String(characters[start..<(start + 10)])
            if let date = CalendarDate(iso: candidate) { return date }
        }
        return nil
    }
}
