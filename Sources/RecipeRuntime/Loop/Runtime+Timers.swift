import RecipeApp

/// How the runtime keeps the kitchen timers counting: it wakes once a second while one counts down, and not at all otherwise.
extension Runtime {
    /// How long the loop may sleep before the timers' strip changes: to the next whole second while a
    /// timer counts, a minute while only ended or paused ones show ("ended 3 min ago"); nil without timers.
    func timerTimeout() -> Duration? {
        let timers = state.timers
        guard !timers.timers.isEmpty else { return nil }
        let wall = clock.wallSeconds
        let period = timers.isCounting ? 1.0 : 60.0
        let left = period - wall.truncatingRemainder(dividingBy: period)
        return .milliseconds(Int64((left * 1000).rounded(.up)) + 1)
    }

    /// Applies the clock's tick when the wall clock reached another second since the last one;
    /// returns true when the screen needs painting. A tick costs nothing while no timer is set.
    func tickTimers() -> Bool {
        guard !state.timers.timers.isEmpty else { return false }
        let wall = clock.wallSeconds
        guard wall.rounded(.down) != state.timers.now.rounded(.down) else { return false }
        apply(.clockTick(wall))
        return true
    }

    /// Tells the state the time before an action that starts timers: without timers the clock is not kept.
    func tickBefore(_ action: Action) {
        if case .cook(.startTimers) = action { apply(.clockTick(clock.wallSeconds)) }
    }

    /// The sooner of two optional timeouts; nil when both are.
    static func earlier(_ a: Duration?, _ b: Duration?) -> Duration? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }
}
