import Synchronization

/// The conditions of the last query a filter answered and what each left, so that the next key, which
/// usually changes only the term being typed, applies only the conditions from the first that changed.
///
/// Conditions apply in the order typed, each to what the ones before it left: what is left after the
/// first `n` depends on those `n` alone. So a query that starts with the same `n` terms as the last
/// one (the same text, read as the same condition) starts from what they left, whatever comes after:
/// nothing is assumed of a term that grows (`t<3` then `t<30`, `-i:nut` then `-i:nuts`), it is applied
/// afresh. Its answer depends on the query and the entries alone: what it remembers only makes it faster.
package final class ConditionNarrowing: Sendable {
    /// One condition applied: the term, and the positions (in the entries filtered) it left, and the
    /// first term after which none was left, if one was by then.
    struct Stage: Sendable {
        var term: RecipeQuery.Term
        var kept: [Int]
        var emptiedBy: String?
    }

    private let last = Mutex<(entries: [Int32], stages: [Stage])?>(nil)

    package init() {}

    /// What the conditions applied for the last query over `entries` left, condition by condition; empty for other entries.
    func stages(over entries: [Int32]) -> [Stage] {
        guard let last = last.withLock({ $0 }), last.entries == entries else { return [] }
        return last.stages
    }

    func remember(_ stages: [Stage], over entries: [Int32]) {
        last.withLock { $0 = (entries, stages) }
    }
}
