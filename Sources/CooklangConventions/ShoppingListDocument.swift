/// A `.shopping-list` file as lines: recipe references (nested by two spaces a level), free-hand ingredients, and the rest kept as written.
///
/// Comments, blank lines and a line's trailing comment survive every edit, since a line the app did
/// not change is written back byte for byte; an edited line keeps its trailing comment. What the app
/// writes, cooklang-rs reads: `./path{2}` with a plain number, `name{4%l}`.
public struct ShoppingListDocument: Hashable, Sendable {
    /// One line of the file.
    public enum Line: Hashable, Sendable {
        case recipe(RecipeLine)
        case ingredient(IngredientLine)
        /// A blank line, a comment, a block comment's lines, or a line that could not be read: kept as written.
        case text(String)
    }

    /// `./Breakfast/Pancakes{2}`: a recipe (or menu) by its path below the collection, scaled by the multiplier.
    public struct RecipeLine: Hashable, Sendable {
        /// The path without the leading `./`: "Breakfast/Pancakes".
        public var path: String
        /// The scale; nil when the line gives none (once).
        public var multiplier: Double?
        /// The nesting level: 0 at the top, 1 under a recipe, and so on.
        public var depth: Int
        /// What follows the reference on its line as written (a comment, with its spaces).
        public var trailing: String
        /// The line as read; nil once edited, so that it is written anew.
        public var source: String?

        public init(path: String, multiplier: Double? = nil, depth: Int = 0, trailing: String = "", source: String? = nil) {
            self.path = path
            self.multiplier = multiplier
            self.depth = depth
            self.trailing = trailing
            self.source = source
        }

        /// The scale the line means: its multiplier, else 1.
        public var scale: Double { multiplier ?? 1 }
    }

    /// `olive oil{4%l}` or `salt`: an ingredient bought as it is.
    public struct IngredientLine: Hashable, Sendable {
        public var name: String
        /// The amount between the braces as written (`4%l`); nil without braces, "" for `{}`.
        public var quantity: String?
        public var depth: Int
        public var trailing: String
        public var source: String?

        public init(name: String, quantity: String? = nil, depth: Int = 0, trailing: String = "", source: String? = nil) {
            self.name = name
            self.quantity = quantity
            self.depth = depth
            self.trailing = trailing
            self.source = source
        }
    }

    /// The file's lines in order.
    public var lines: [Line]

    public init(lines: [Line] = []) { self.lines = lines }

    /// The file's text: each line as read unless edited, each ended by a newline.
    public var text: String {
        var text = ""
        for line in lines {
            switch line {
            case .recipe(let recipe):
                text += recipe.source ?? String(repeating: "  ", count: recipe.depth) + "./" + recipe.path + Self.braces(recipe.multiplier.map(Self.formatted)) + recipe.trailing
            case .ingredient(let ingredient):
                text += ingredient.source ?? String(repeating: "  ", count: ingredient.depth) + ingredient.name + Self.braces(ingredient.quantity) + ingredient.trailing
            case .text(let raw):
                text += raw
            }
            text += "\n"
        }
        return text
    }

    /// The indices of the lines nested under the line at `index` (its children and theirs).
    public func descendants(of index: Int) -> Range<Int> {
        guard let depth = depth(at: index) else { return (index + 1)..<(index + 1) }
        var end = index + 1
        while end < lines.count {
            if let other = self.depth(at: end), other <= depth { break }
            // A blank line or comment inside a nested block belongs to it only if nested lines follow.
            if self.depth(at: end) == nil {
                var next = end
                while next < lines.count, self.depth(at: next) == nil { next += 1 }
                guard next < lines.count, let other = self.depth(at: next), other > depth else { break }
                end = next
                continue
            }
            end += 1
        }
        return (index + 1)..<end
    }

    /// The nesting level of a recipe or ingredient line; nil for text.
    public func depth(at index: Int) -> Int? {
        switch lines[index] {
        case .recipe(let recipe): recipe.depth
        case .ingredient(let ingredient): ingredient.depth
        case .text: nil
        }
    }

    /// A multiplier as the file writes it: `2`, `1.5`, `0.667` (at most three decimals, no trailing zeros).
    public static func formatted(_ multiplier: Double) -> String {
        let thousandths = (multiplier * 1000).rounded()
        if thousandths.truncatingRemainder(dividingBy: 1000) == 0 { return String(Int(thousandths / 1000)) }
        var text = String(Int(thousandths) / 1000) + "."
        var fraction = Int(abs(thousandths)) % 1000
        var digits = ""
        for _ in 0..<3 {
            digits += String(fraction / 100)
            fraction = (fraction % 100) * 10
        }
        while digits.hasSuffix("0") { digits.removeLast() }
        if multiplier < 0, Int(thousandths) / 1000 == 0 { text = "-" + text }
        text += digits
        return text
    }

    static func braces(_ content: String?) -> String {
        content.map { "{" + $0 + "}" } ?? ""
    }
}
