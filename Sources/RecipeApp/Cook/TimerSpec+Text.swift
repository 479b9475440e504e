import Cooklang
import Quantities

extension TimerSpec {
    /// A Cooklang timer read by `Quantities`' one reader of times: kept as written, not started, when it
    /// has no number or unit of time, or a length out of range (zero, negative, longer than a week).
    init(cooklang timer: CooklangTimer) {
        let written = timer.quantity?.description ?? ""
        let time = timer.quantity.flatMap(CookingTime.init(cooklang:))
        self.init(name: timer.name, written: written, time: time)
    }

    /// A timer of `time`, counting to its shortest and saying its longest; not started when it is out of range.
    init(name: String, written: String, time: CookingTime?) {
        guard let time, (1...Self.longest).contains(time.shortest), time.longest <= Self.longest else {
            self.init(name: name, written: written, seconds: nil)
            return
        }
        self.init(name: name, written: written, seconds: time.shortest, upperSeconds: time.isRange ? time.longest : nil)
    }

    /// The timers a JSON recipe's direction implies by the durations it writes ("bake for 25 to 30 minutes"), read by `Quantities`.
    static func durations(in text: String) -> [TimerSpec] {
        CookingTime.found(in: text).map { TimerSpec(name: "", written: String(text[$0.range]), time: $0.time) }
    }
}
