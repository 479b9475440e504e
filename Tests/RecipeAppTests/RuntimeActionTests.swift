import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The actions the runtime sends rather than a key, each from a known state, compared with the whole
/// expected state and effects: the first frame, a failed reload, the editor's return, a failed
/// save, a watch problem. (A finished reload: `ReloadFittingTests`.)
@Suite("AppState.apply, from the runtime")
struct RuntimeActionTests {
    /// The state the launcher hands over: the place restored, the size not yet known.
    static func launched(_ navigation: NavigationModel = NavigationModel(), notice: String? = nil) -> AppState {
        AppState(navigation: navigation, size: Size(width: 80, height: 24), today: testDay, notice: notice)
    }

    @Test("The first frame of a fresh start takes the terminal's size and selects the first category; nothing is saved for it")
    func startFresh() {
        expect(apply: .start(size: .wide, view: nil), from: Self.launched(notice: "Welcome.")) {
            $0 = appState(NavigationModel(selectedCategory: "breakfast"), notice: "Welcome.")
        }
    }

    @Test("The first frame of a restored place puts its saved view back: the detail's cursor on the row it was on")
    func startRestoresTheView() {
        let navigation = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)
        let view = SavedView(detail: SavedView.Detail(screen: RouteMember(.recipe("apple-pie")), firstLine: 0, cursor: RouteMember(.recipe("whipped-cream"))))
        let (after, _) = expect(apply: .start(size: .wide, view: view), from: Self.launched(navigation)) {
            $0 = appState(navigation, detailCursor: relatedRow(2, of: "apple-pie"))
        }
        #expect(after.checkInvariants(in: AppEnvironment(catalog: bundledCatalog)) == [])
    }

    @Test("A view saved for another screen than the one restored is left as a fresh start has it")
    func startIgnoresAStaleView() {
        let navigation = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)
        let view = SavedView(detail: SavedView.Detail(screen: RouteMember(.recipe("pie-crust")), firstLine: 5, cursor: RouteMember(.recipe("apple-pie"))))
        expect(apply: .start(size: .wide, view: view), from: Self.launched(navigation)) {
            $0 = appState(navigation)
        }
    }

    @Test("A reload that failed says why, after which the problem of watching; the place stays and nothing is saved")
    func reloadFailed() {
        let state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), notice: "Restored.")
        expect(apply: .reloadFailed(dataName: "recipes.json", reason: "line 3: unexpected end", postscript: "A folder is not watched."), from: state) {
            $0.notice = "recipes.json changed but cannot be read now, so the version read before stays on screen: line 3: unexpected end A folder is not watched."
        }
    }

    @Test("The editor's return asks for the data to be read again; an editor that failed says so, one that finished keeps the notice")
    func editorReturned() {
        let state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), notice: "Restored.")
        expect(apply: .editorReturned(.exited(status: 1), editor: "vi"), from: state, effects: [.reloadData]) {
            $0.notice = "The editor `vi` exited with status 1."
        }
        expect(apply: .editorReturned(.spawnFailed(reason: "No such file or directory"), editor: "vi"), from: state, effects: [.reloadData]) {
            $0.notice = "The editor `vi` could not be started: No such file or directory."
        }
        expect(apply: .editorReturned(.finished, editor: "vi"), from: state, effects: [.reloadData])
    }

    @Test("A failed save is said in the bottom line; the place is not touched")
    func saveFailed() {
        let state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail))
        expect(apply: .saveFailed(reason: "No space left on device"), from: state) {
            $0.notice = "Your place will not be saved: No space left on device"
        }
    }

    @Test("A watch problem follows the notice showing, or is the notice")
    func watchProblem() {
        let problem = "Changes to the data are not watched (Too many open files): they show after a relaunch."
        let state = appState(NavigationModel(selectedCategory: "dessert"))
        expect(apply: .watchProblem(problem), from: state) { $0.notice = problem }
        var restored = state
        restored.notice = "Restored."
        expect(apply: .watchProblem(problem), from: restored) { $0.notice = "Restored. " + problem }
    }

    @Test("The kitchen's files read again change nothing on a recipe's screen: not the place, not the notice")
    func kitchenLoaded() {
        let state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), notice: "Restored.")
        let reload = KitchenReload(environment: AppEnvironment(catalog: bundledCatalog).replacingKitchen(KitchenFiles(shopping: ShoppingInputs(files: .none))))
        expect(apply: .kitchenLoaded(reload), from: state)
    }

    @Test("A notice from the runtime takes its rows from the panes, which keep their cursors in view")
    func longNoticeKeepsTheCursorInView() {
        let short = Size(width: 40, height: 10)
        var state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["whipped-cream"]), focus: .recipes), size: short)
        state.prepareForFirstFrame(in: bundledCatalog)
        let long = String(repeating: "The disk is full and will stay full. ", count: 4)
        for action in [Action.saveFailed(reason: long), .watchProblem(long), .reloadFailed(dataName: "recipes.json", reason: long, postscript: nil)] {
            var after = state
            after.apply(action, in: bundledCatalog)
            #expect(after.checkInvariants(in: AppEnvironment(catalog: bundledCatalog)) == [], "\(action)")
            #expect(after.navigation == state.navigation)
        }
    }
}
