/// Counts of where an `ImageLoader`'s answers came from, for tests and benchmarks.
public struct ImageLoaderStats: Sendable, Equatable {
    /// Requests answered from memory without waiting.
    public var memoryHits = 0
    /// Loads answered from the disk cache (then kept in memory too).
    public var diskHits = 0
    /// Requests sent to the network.
    public var networkFetches = 0
    /// Requests that waited for a load already under way for the same image instead of starting one.
    public var joinedLoads = 0

    public init() {}
}
