extension TimerSpec {
    /// The timers a JSON recipe's direction implies by the durations it writes ("bake for 25 to 30 minutes").
    ///
    /// Reading durations from text is the `Quantities` module's (one reader for every engineer); until
    /// that module is merged here, a direction implies no timer and cook mode shows its text as written.
    static func durations(in text: String) -> [TimerSpec] {
        []
    }
}
