import Foundation
import Quantities

/// Times the quantity model on a huge generated recipe: reading its ingredients' amounts, then scaling and
/// formatting the whole list (what each `+`/`-` asks of it), converting it (what each `u` asks), and combining it.
///
/// The servings key's own figures (the detail laid out again) are the app's; these are the model's part of them.
struct QuantityScaling {
    /// Ingredients in the generated recipe.
    let ingredients: Int
    /// Times each pass is repeated, for the median and the 95th percentile.
    let repetitions: Int

    struct Row {
        let label: String
        let milliseconds: [Double]
    }

    /// The amount strings of the bundled catalog, in every shape it has, cycled through.
    static let amounts = [
        "2 1/2 cups", "1 cup", "1/2 cup", "1/3 cup", "3 tbsp", "1 tbsp", "2 tsp", "1/2 tsp", "1 pinch", "a pinch",
        "200 g", "1.2 kg", "500 ml", "2 large", "3 cloves", "1 small bunch", "1 can (400 g)", "1 (400 g) can",
        "1 cup (225 g)", "2 cans (400 g each)", "6 to 8 tbsp", "1-2 tbsp", "1/2 cup plus 3 tbsp", "to taste", "3",
    ]

    /// The generated recipe's amounts, and a name for each that repeats every 50 ingredients so that combining has work.
    func recipe() -> [(name: String, amount: String)] {
        (0..<ingredients).map { index in ("ingredient \(index % 50)", Self.amounts[(index * 7) % Self.amounts.count]) }
    }

    func measure() -> [Row] {
        let recipe = recipe()
        var rows: [Row] = []
        var quantities: [Quantity] = []
        rows.append(Row(label: "read \(ingredients) amounts", milliseconds: time { quantities = recipe.compactMap { Quantity(parsing: $0.amount) } }))
        var sink = 0
        for factor in [1.5, 0.5, 3.0] {
            rows.append(Row(label: "scale ×\(factor) and format", milliseconds: time {
                for quantity in quantities { sink &+= quantity.scaled(by: factor).description.utf8.count }
            }))
        }
        for system in [UnitSystem.metric, .us] {
            rows.append(Row(label: "scale ×1.5, convert to \(system.rawValue) and format", milliseconds: time {
                for quantity in quantities { sink &+= quantity.scaled(by: 1.5).converted(to: system).description.utf8.count }
            }))
        }
        let names = recipe.map(\.name)
        rows.append(Row(label: "scale ×1.5, combine by name and format", milliseconds: time {
            var groups: [String: [Quantity]] = [:]
            for (name, quantity) in zip(names, quantities) { groups[name, default: []].append(quantity.scaled(by: 1.5)) }
            for (_, group) in groups { sink &+= Quantity.formatted(Quantity.combined(group)).utf8.count }
        }))
        if sink == 42 { print("") }  // Keeps the work from being optimised away.
        return rows
    }

    /// The duration of `work`, `repetitions` times, in milliseconds.
    private func time(_ work: () -> Void) -> [Double] {
        (0..<repetitions).map { _ in
            let start = ContinuousClock.now
            work()
            return (ContinuousClock.now - start).microseconds / 1000
        }
    }

    /// The figures as a markdown table: median and 95th percentile of each pass, and per ingredient.
    func markdown(_ rows: [Row]) -> String {
        var lines = [
            "Quantities on a generated recipe of \(ingredients) ingredients (\(repetitions) runs each):",
            "",
            "| pass | median | p95 | per ingredient (median) |",
            "|---|---:|---:|---:|",
        ]
        for row in rows {
            let sorted = row.milliseconds.sorted()
            let median = sorted[sorted.count / 2]
            let p95 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
            let perIngredient = median * 1_000_000 / Double(ingredients)
            lines.append("| \(row.label) | \(String(format: "%.3f", median)) ms | \(String(format: "%.3f", p95)) ms | \(String(format: "%.0f", perIngredient)) ns |")
        }
        return lines.joined(separator: "\n")
    }
}
