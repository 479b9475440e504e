import CooklangConventions
import RecipeApp

extension Runtime {
    /// Carries out `Effect.recordTick`: the line appended to `.shopping-checked` (compacted when it has
    /// grown), and the kitchen with the log as written handed to the update, so the screen shows the
    /// tick in this very frame; a failure is said in the bottom line and the log stays as it was.
    func recordTick(_ entry: CheckedLog.Entry) {
        let kitchen = environment.kitchen
        guard kitchen.isRead else { return }
        let outcome = CheckLogWrite.record(entry, in: kitchen.shopping.files.checked, known: kitchen.shopping.checked, currentNames: kitchen.shoppingList?.itemNames)
        if let notice = outcome.notice { apply(.checkLogWritten(notice: notice)) }
        guard outcome.log != kitchen.shopping.checked else { return }
        var changed = kitchen
        changed.shopping.checked = outcome.log
        apply(.kitchenLoaded(KitchenReload(environment: environment.replacingKitchen(changed))))
    }
}
