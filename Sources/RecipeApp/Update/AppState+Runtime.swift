import RecipeModel

/// The actions the runtime sends rather than a key: the first frame, a reload, the editor's return,
/// a failed save, a watch problem.
///
/// None of them is the user navigating, so none clears the notice the way a key does; each says
/// what it has to say in the bottom line itself.
extension AppState {
    /// The effects of `action` when it is one the runtime sends; nil for a key's action, which `apply` handles.
    mutating func applyFromRuntime(_ action: Action, in environment: AppEnvironment) -> [Effect]? {
        switch action {
        case .start(let size, let view):
            self.size = size
            // Selecting the first rows of a fresh start is not the user navigating: nothing to save for it.
            prepareForFirstFrame(in: environment)
            if let view { restore(view, in: environment) }
            // Menus read already (a test's environment): the restored place is fitted to them now, not at their first read.
            let effects = fitToMenus(in: environment, firstRead: true)
            restoreRecipeOfTheDay(from: view, in: environment.catalog)
            return effects
        case .reloaded(let reload):
            return adopt(
                reload.environment, replacing: environment, difference: reload.difference, dataName: reload.dataName,
                postscript: reload.postscript, quietWhenUnchanged: reload.quietWhenUnchanged)
        case .reloadFailed(let dataName, let reason, let postscript):
            let text = dataName + " changed but cannot be read now, so the version read before stays on screen: " + reason
            show(notice: [text, postscript].compactMap { $0 }.joined(separator: " "), in: environment)
            return []
        case .editorReturned(let outcome, let editor):
            if let said = outcome.notice(editor: editor) { show(notice: said, in: environment) }
            return [.reloadData]
        case .saveFailed(let reason):
            show(notice: "Your place will not be saved: \(reason)", in: environment)
            return []
        case .planWritten(let said), .checkLogWritten(let said):
            show(notice: said, in: environment)
            return []
        case .kitchenLoaded(let reload):
            // A screen of the kitchen's files may have grown or shrunk under its cursor: the cursors stay on what there is.
            keepCursorsVisible(in: reload.environment)
            // The Menus row and its menus are the kitchen's: the place is fitted to them as read now.
            let effects = fitToMenus(in: reload.environment, firstRead: !environment.kitchen.isRead)
            // A relaunch's place on a kitchen screen, once there are rows to find it in (after the menus' fit, which may close the screen).
            if placePending(afterArrivalOf: .kitchen, in: reload.environment) { keepCursorsVisible(in: reload.environment) }
            return effects
        case .problemsExamined(let examined):
            if let findings = examined.findings { adoptProblems(findings, from: environment.problems, in: examined.environment) }
            // Findings of the data before a reload: the screen still wants the data's own.
            return problemsExaminationEffects(in: examined.environment)
        case .clockTick(let now):
            let before = layout
            let effects = tick(to: now)
            // A timer that ended shows its notice (a clock set back hides it again), which may take rows from the panes: their cursors stay in view.
            if layout != before { keepCursorsVisible(in: environment) }
            return effects
        case .watchProblem(let problem):
            show(notice: [notice, problem].compactMap { $0 }.joined(separator: " "), in: environment)
            return []
        default:
            return nil
        }
    }
}
