/// A timer as a step writes it, read into a duration the app can count down, or kept as written when it cannot.
///
/// Bad input is never started as something else: a timer without a number, in a unit the app does not
/// know, of zero, a negative or an absurd length is shown as written and `seconds` is nil.
package struct TimerSpec: Hashable, Sendable {
    /// The timer's own name ("rise"), empty when the text gives none.
    package var name: String
    /// The duration as the text writes it: "1 hour", "25 to 30 minutes".
    package var written: String
    /// Seconds to count down (a range's lower bound); nil when the duration cannot be started.
    package var seconds: Int?
    /// A range's upper bound, in seconds, said beside the count ("to 30 min").
    package var upperSeconds: Int?

    package init(name: String, written: String, seconds: Int?, upperSeconds: Int? = nil) {
        self.name = name
        self.written = written
        self.seconds = seconds
        self.upperSeconds = upperSeconds
    }

    /// The longest timer the app starts: a week. Anything longer (a year) is a typo, not a timer.
    package static let longest = 7 * 24 * 3600
}
