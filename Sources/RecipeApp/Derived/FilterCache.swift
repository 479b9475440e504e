import RecipeSearch
import Synchronization

/// A list's IDs with their names folded for matching.
struct FilterCandidates: Sendable {
    var ids: [String]
    var texts: [(text: FoldedText, length: Int)]
    /// Each recipe's entry in the catalog's columns, which a query's conditions read; empty for categories.
    var entries: [Int32] = []
}

/// Remembers the folded names of the list being filtered and the rows of the last query.
///
/// Keyed by the list and the query, which decide the answer, so it can only make the answer faster.
final class FilterCache: Sendable {
    private struct Memo {
        var list: String
        var candidates: FilterCandidates?
        var query: String?
        var rows: ListRows.Storage?
    }

    private let memo = Mutex<Memo?>(nil)

    init() {}

    /// The folded names of `list`, made with `make` when the list changed.
    func candidates(list: String, make: () -> FilterCandidates) -> FilterCandidates {
        if let memo = memo.withLock({ $0 }), memo.list == list, let candidates = memo.candidates { return candidates }
        let candidates = make()
        memo.withLock { $0 = Memo(list: list, candidates: candidates) }
        return candidates
    }

    /// The rows of `query` over `list`, made with `make` when either changed.
    func rows(list: String, query: String, make: () -> ListRows.Storage) -> ListRows.Storage {
        if let memo = memo.withLock({ $0 }), memo.list == list, memo.query == query, let rows = memo.rows { return rows }
        let rows = make()
        memo.withLock { memo in
            if memo?.list == list {
                memo?.query = query
                memo?.rows = rows
            }
        }
        return rows
    }
}
