import CooklangCatalog
import RecipeModel
import RecipeNavigation

/// How many a recipe serves as it is written, and the steps `+` and `-` take from there.
///
/// The number is the catalog's (`Recipe.servings`: a JSON recipe's `servings`, the leading number of
/// a Cooklang file's `servings`, `serves` or `yield`), so that it agrees with what a route's servings
/// are fitted against. A Cooklang file that lists the sizes it is written for (`servings: 2|4|6`,
/// the form proposal 0010 considered) steps through them; any other recipe steps by one.
package struct RecipeServings: Equatable, Sendable {
    /// The servings the recipe is written for.
    package var servings: Double
    /// The sizes the recipe lists, ascending, each once; empty for steps of one.
    package var listed: [Double]

    package init(servings: Double, listed: [Double] = []) {
        self.servings = servings
        self.listed = listed
    }

    /// The servings of recipe `id` as the catalog and its loaded detail say; nil for a recipe that does not say how many it serves.
    package init?(of id: String, in catalog: RecipeCatalog) {
        switch catalog.detailAtHand(id) {
        case .file(let recipe, let read as CooklangFileDetail):
            self.init(servings: recipe.servings, written: read.parsed.metadata.servings)
        case .recipe(let recipe), .file(let recipe, _), .changedOnDisk(let recipe):
            self.init(servings: recipe.servings, written: nil)
        case nil:
            self.init(servings: catalog[id]?.servings, written: nil)
        }
    }

    /// From the catalog's number and, for a Cooklang file, its `servings` as written.
    init?(servings: Int?, written: String?) {
        guard let servings, servings > 0 else { return nil }
        self.servings = Double(servings)
        listed = written.map(Self.listedSizes) ?? []
        // A list whose first size is not the recipe's own is no list of its sizes.
        if listed.first.map({ !listed.contains(self.servings) || $0 <= 0 }) ?? false { listed = [] }
    }

    /// `2|4|6` as [2, 4, 6]; empty unless the text is two or more numbers between bars.
    static func listedSizes(_ text: String) -> [Double] {
        let parts = text.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingPrefix(while: \.isWhitespace) }
        guard parts.count > 1 else { return [] }
        var sizes: [Double] = []
        for part in parts {
            let trimmed = String(part.reversed().drop(while: \.isWhitespace).reversed())
            guard trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let size = Double(trimmed), size > 0 else { return [] }
            sizes.append(size)
        }
        return Array(Set(sizes)).sorted()
    }

    /// How far apart the servings are where the recipe's list ends: its last gap, else one.
    private var step: Double {
        guard listed.count > 1 else { return 1 }
        return listed[listed.count - 1] - listed[listed.count - 2]
    }

    /// The servings `+` goes to from `current`: the next size listed, else the next step; nil past the most a screen is scaled to.
    package func more(than current: Double) -> Double? {
        let next: Double
        if let listedNext = listed.first(where: { $0 > current + Self.tolerance }) {
            next = listedNext
        } else if listed.isEmpty {
            next = (current + Self.tolerance).rounded(.down) + 1
        } else {
            next = current + step
        }
        return next <= RecipeRoute.maximumServings ? next : nil
    }

    /// The servings `-` goes to from `current`: the size listed before it, else one step down; nil where that would be none.
    package func fewer(than current: Double) -> Double? {
        if let listedPrevious = listed.last(where: { $0 < current - Self.tolerance }) { return listedPrevious }
        let previous = (current - Self.tolerance).rounded(.up) - 1
        guard listed.isEmpty, previous >= 1 else { return nil }
        return previous
    }

    /// Servings this close are the same: 1.5 scaled by 4/3 is still 2.
    static let tolerance = 1e-9
}
