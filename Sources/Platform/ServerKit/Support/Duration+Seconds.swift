extension Duration {
    /// The duration in seconds as a `Double` (sub-nanosecond precision is irrelevant here).
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
