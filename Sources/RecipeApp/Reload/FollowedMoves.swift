import Cooklang
import CooklangCatalog
import RecipeModel

extension RecipeCatalog {
    /// Makes references to the old paths of the files that moved (`difference.moved`, since `old`)
    /// lead to their new ones for the rest of the session, as `old` followed the moves before it; the
    /// files themselves are not rewritten, so a relaunch reads the references as written.
    ///
    /// The problems the reload found in references that now lead somewhere are taken out of
    /// `difference.newWarnings`, and `difference.followedReferences` counts them, for the notice.
    package mutating func followMoves(_ difference: inout CatalogDifference, from old: RecipeCatalog) {
        guard var collection = cooklang else { return }
        let moves = Dictionary(difference.moved.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        var followed: [String: String] = [:]
        // Moved again: a reference to the first path follows to the latest.
        for (from, to) in old.cooklang?.followedMoves ?? [:] { followed[from] = moves[to] ?? to }
        for (from, to) in moves { followed[from] = to }
        // A recipe at the old path again is what the reference names; one whose new file is gone leads nowhere.
        followed = followed.filter { name(ofRecipe: $0.key) == nil && name(ofRecipe: $0.value) != nil }
        collection.followedMoves = followed
        cooklang = collection
        guard !followed.isEmpty else { return }
        let before = difference.newWarnings.count
        difference.newWarnings.removeAll { warning in
            guard let path = Self.unresolvedReferencePath(in: warning), let id = CooklangReference(path: path).recipeID else { return false }
            return followed[id] != nil
        }
        difference.followedReferences = before - difference.newWarnings.count
    }

    /// The path of the reference a layout problem says names no recipe (see `CooklangCollectionLayout`), or nil for another problem.
    private static func unresolvedReferencePath(in warning: String) -> String? {
        let tail = " names no recipe of the collection; shown as text"
        guard warning.hasSuffix(tail), let start = warning.firstRange(of: ": the reference ") else { return nil }
        let end = warning.index(warning.endIndex, offsetBy: -tail.count)
        return start.upperBound <= end ? String(warning[start.upperBound..<end]) : nil
    }
}
