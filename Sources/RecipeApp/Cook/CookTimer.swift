/// One running, paused or ended kitchen timer, kept by its end time on the wall clock so that it survives a relaunch.
///
/// Times are seconds since 1970 (the wall clock): a monotonic clock starts again with each process,
/// and a timer saved with the place must mean the same moment when the app is opened again.
package struct CookTimer: Codable, Hashable, Sendable {
    /// Distinct among the running timers, so that the timers screen keeps its row across changes.
    package var id: Int
    /// What the strip calls it: the timer's own name ("Rise"), else the recipe's and the step's.
    package var name: String
    /// The recipe the timer was started from, so that one whose recipe is gone can be dropped.
    package var recipeID: String
    package var step: Int
    /// When it ends, in wall-clock seconds; while paused, when it would end had it been resumed at `pausedAt`.
    package var endsAt: Double
    /// When it was paused; nil while it runs.
    package var pausedAt: Double?
    /// A range's upper bound as the step wrote it ("up to 0:30:00"), said beside the count.
    package var upperSeconds: Int?

    package init(id: Int, name: String, recipeID: String, step: Int, endsAt: Double, pausedAt: Double? = nil, upperSeconds: Int? = nil) {
        self.id = id
        self.name = name
        self.recipeID = recipeID
        self.step = step
        self.endsAt = endsAt
        self.pausedAt = pausedAt
        self.upperSeconds = upperSeconds
    }

    /// Whole seconds left at `now`, rounded up so a timer reads 0:00:01 until it ends; 0 once it ended.
    package func secondsLeft(at now: Double) -> Int {
        let left = endsAt - (pausedAt ?? now)
        return left <= 0 ? 0 : Int(left.rounded(.up))
    }

    /// Whether it ended by `now` (a paused timer never does).
    package func hasEnded(at now: Double) -> Bool {
        pausedAt == nil && endsAt <= now
    }

    /// How the strip shows it: "Rise 0:42:10", "Rise paused 0:42:10", "Rise ended 3 min ago": in words, so it reads without colour.
    package func label(at now: Double) -> String {
        if hasEnded(at: now) {
            let ago = Int((now - endsAt) / 60)
            return name + " ended" + (ago < 1 ? " just now" : " \(Self.ago(minutes: ago)) ago")
        }
        let count = Self.clock(secondsLeft(at: now))
        return name + (pausedAt == nil ? " " : " paused ") + count
    }

    /// "3 min", "2 h 5 min", "3 days".
    static func ago(minutes: Int) -> String {
        if minutes < 60 { return "\(minutes) min" }
        if minutes < 48 * 60 { return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min" }
        return "\(minutes / (24 * 60)) days"
    }

    /// Seconds as a kitchen clock reads them: "0:42:10", "12:05" under an hour... always with hours, so the strip does not jump.
    package static func clock(_ seconds: Int) -> String {
        let hours = seconds / 3600
        let minutes = seconds / 60 % 60
        let rest = seconds % 60
        return "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
