import RecipeModel
import RecipeNavigation

/// The timers: the clock's ticks, the box of every timer, and the notice of those that ended.
extension AppState {
    /// Moves the timers' clock; a timer that ended since the last tick rings and asks for a desktop notification.
    mutating func tick(to now: Double) -> [Effect] {
        let ended = timers.advance(to: now)
        guard !ended.isEmpty else { return [] }
        // The timer's notice matters more than whatever the bar said before.
        notice = nil
        let names = ended.map(\.name).joined(separator: ", ")
        return [.bell, .notifyDesktop(title: "recipe-tui", body: "Timer ended: " + names)]
    }

    /// The notice of timers that ended, which stays until dismissed (Esc, or the timers box); nil when none did.
    var timerNotice: String? {
        let ended = timers.endedNames
        guard !ended.isEmpty else { return nil }
        return "Timer ended: " + ended.joined(separator: ", ") + " (Esc dismisses, T shows the timers)"
    }

    /// The notice to show: the last one, else that of the timers that ended (`shownNotice` holds it while a filter is typed).
    var pendingNotice: String? { notice ?? timerNotice }

    /// Opens the box of every timer, or says there is none.
    mutating func showTimers() {
        if timers.isEmpty {
            notice = "No timer runs: in cook mode (c), t starts the step's timers."
        } else {
            overlay = .timers(selected: 0)
        }
    }

    /// A key while the timers box is open: moves choose, its keys act on the chosen timer, the others close it.
    mutating func applyInTimers(_ action: Action, selected: Int) {
        switch action {
        case .move(let movement):
            let row = Self.moved(selected, by: movement, count: timers.timers.count, page: max(1, size.height - 4)) ?? selected
            overlay = .timers(selected: row)
        case .timer(.pauseOrResume):
            if timers.timers.indices.contains(selected), timers.timers[selected].pausedAt != nil { timers.resume(selected) } else { timers.pause(selected) }
        case .timer(.addMinute):
            timers.addMinute(selected)
        case .timer(.cancel):
            timers.cancel(selected)
            overlay = timers.isEmpty ? nil : .timers(selected: min(selected, timers.timers.count - 1))
        default:
            overlay = nil
        }
    }

    /// Puts back the timers saved with the place: those whose recipe is gone are dropped, and the notice says which, and which ended meanwhile.
    mutating func restoreTimers(_ saved: [CookTimer], in catalog: RecipeCatalog) {
        let kept = saved.prefix(CookTimers.maximum).filter { catalog[$0.recipeID] != nil }
        let dropped = saved.filter { catalog[$0.recipeID] == nil }
        timers.timers = Array(kept)
        var said: [String] = []
        if let clause = Self.droppedTimersClause(dropped) { said.append(clause) }
        let ended = kept.filter { $0.hasEnded(at: timers.now) }.map { $0.label(at: timers.now) }
        if !ended.isEmpty { said.append(ended.joined(separator: ", ")) }
        guard !said.isEmpty else { return }
        notice = [notice, said.joined(separator: "; ") + "."].compactMap { $0 }.joined(separator: " ")
    }

    /// Fits the timers to a reloaded catalog as a relaunch would, at the reload: a timer whose recipe
    /// moved (`moves`, old ID to new) follows it, one whose recipe is gone is dropped. Returns the
    /// notice's sentence naming those dropped; nil when none was.
    mutating func fitTimers(to catalog: RecipeCatalog, moves: [String: String]) -> String? {
        for index in timers.timers.indices {
            if let moved = moves[timers.timers[index].recipeID] { timers.timers[index].recipeID = moved }
        }
        let dropped = timers.timers.filter { catalog[$0.recipeID] == nil }
        guard !dropped.isEmpty else { return nil }
        timers.timers.removeAll { catalog[$0.recipeID] == nil }
        if case .timers(let selected) = overlay {
            overlay = timers.isEmpty ? nil : .timers(selected: min(selected, timers.timers.count - 1))
        }
        return Self.droppedTimersClause(dropped).map { $0 + "." }
    }

    /// "Timer "Rise" dropped: the recipe no longer exists", naming each timer; nil for none.
    static func droppedTimersClause(_ dropped: [CookTimer]) -> String? {
        guard !dropped.isEmpty else { return nil }
        let names = dropped.map { "\"\($0.name)\"" }
        return "Timer\(names.count == 1 ? "" : "s") \(names.joined(separator: ", ")) dropped: the recipe no longer exists"
    }
}
