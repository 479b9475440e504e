import CooklangCatalog
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// Places kept for screens whose rows come late, each by the data it waits for.
@Suite("Places waiting for late data")
struct PendingPlaceTests {
    @Test("A place waiting for the doctor's report is kept when a reload on a kitchen screen leaves a place waiting for the kitchen too")
    func eachDataKeepsItsPlace() throws {
        let environment = ProblemsCursorRestoreTests.environment()
        var before = appState(ProblemsCursorRestoreTests.onProblems)
        for _ in 0..<50 { _ = before.apply(.move(.down), in: environment) }
        let view = before.savedView(in: environment)

        // Relaunched with neither the doctor's report nor the kitchen's files come yet.
        let unread = ProblemsCursorRestoreTests.environment(nil)
        #expect(!unread.kitchen.isRead)
        var state = AppState(navigation: ProblemsCursorRestoreTests.onProblems, size: .wide, today: testDay)
        _ = state.apply(.start(size: .wide, view: view), in: unread)
        _ = state.apply(.openPlan, in: unread)
        #expect(state.navigation.visibleRoute == .plan)
        let reload = DataReload(environment: unread, difference: CatalogDifference(from: unread.catalog, to: unread.catalog), dataName: "recipes.json")
        _ = state.apply(.reloaded(reload), in: unread)
        #expect(state.pendingPlaces[.kitchen]?.screen == .plan)

        // Back on the Problems screen before the report comes: its place is still the one saved, and is put back when the report comes.
        _ = state.apply(.back, in: unread)
        #expect(state.navigation.visibleRoute == .problems)
        #expect(state.savedView(in: unread).detail == view.detail)
        _ = state.apply(.problemsExamined(ProblemsExamined(environment: environment)), in: unread)
        #expect(state.detailCursor == before.detailCursor && before.detailCursor > 20)
        #expect(state.pendingPlaces[.doctorsReport] == nil)
    }
}
