extension Duration {
    /// The duration in microseconds, as the benchmark's figures are kept.
    var microseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
    }
}
