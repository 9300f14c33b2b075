extension Duration {
    /// The duration in seconds as a `Double` (sub-nanosecond precision is irrelevant here).
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}

extension Duration {
    /// Milliseconds with two decimals (`"12.34"`), formatted without Foundation: this runs for every request.
    var millisecondsText: String {
        let hundredthsOfMilliseconds = components.seconds * 100_000 + components.attoseconds / 10_000_000_000_000
        let fraction = hundredthsOfMilliseconds % 100
        return "\(hundredthsOfMilliseconds / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension Duration {
    /// Whole microseconds, for `_us` columns.
    public var microseconds: Int64 {
        components.seconds * 1_000_000 + components.attoseconds / 1_000_000_000_000
    }
}
