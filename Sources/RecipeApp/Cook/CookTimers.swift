/// Every kitchen timer, and the wall-clock time the app last looked at: several run at once, on every screen.
///
/// Pure: the runtime tells the time (`Action.clockTick`), the update starts, pauses, resumes, extends
/// and cancels timers, and each tick reports the timers that ended since the last one, once.
package struct CookTimers: Hashable, Sendable {
    package var timers: [CookTimer] = []
    /// The wall clock at the last tick, in seconds since 1970.
    package var now: Double = 0
    /// The most timers at once: a strip of a hundred helps no cook, and a saved place stays small.
    package static let maximum = 20

    package init(timers: [CookTimer] = [], now: Double = 0) {
        self.timers = timers
        self.now = now
    }

    var isEmpty: Bool { timers.isEmpty }

    /// Whether any timer still counts down, so that the runtime wakes each second.
    package var isCounting: Bool { timers.contains { !$0.hasEnded(at: now) && $0.pausedAt == nil } }

    /// Moves the clock to `time`; returns the timers that ended in between (at most once each).
    mutating func advance(to time: Double) -> [CookTimer] {
        let before = now
        now = time
        return timers.filter { $0.pausedAt == nil && $0.endsAt > before && $0.endsAt <= time }
    }

    /// Starts a timer of `seconds`; false when there are too many already.
    mutating func start(name: String, recipeID: String, step: Int, seconds: Int, upperSeconds: Int?) -> Bool {
        guard timers.count < Self.maximum else { return false }
        let id = (timers.map(\.id).max() ?? 0) + 1
        timers.append(CookTimer(id: id, name: name, recipeID: recipeID, step: step, endsAt: now + Double(seconds), upperSeconds: upperSeconds))
        return true
    }

    mutating func pause(_ index: Int) {
        guard timers.indices.contains(index), timers[index].pausedAt == nil, !timers[index].hasEnded(at: now) else { return }
        timers[index].pausedAt = now
    }

    mutating func resume(_ index: Int) {
        guard timers.indices.contains(index), let pausedAt = timers[index].pausedAt else { return }
        timers[index].endsAt += now - pausedAt
        timers[index].pausedAt = nil
    }

    /// Adds a minute; an ended timer starts again with one minute to go.
    mutating func addMinute(_ index: Int) {
        guard timers.indices.contains(index) else { return }
        if timers[index].hasEnded(at: now) { timers[index].endsAt = now }
        timers[index].endsAt += 60
    }

    mutating func cancel(_ index: Int) {
        guard timers.indices.contains(index) else { return }
        timers.remove(at: index)
    }

    /// Drops the timers that ended: what dismissing their notice means.
    mutating func dismissEnded() {
        timers.removeAll { $0.hasEnded(at: now) }
    }

    /// The ended timers' names, for the notice that stays until dismissed.
    var endedNames: [String] { timers.filter { $0.hasEnded(at: now) }.map(\.name) }

    /// The strip's text: each timer's label, separated so it reads without colour.
    var strip: String { timers.map { $0.label(at: now) }.joined(separator: "  ·  ") }
}
