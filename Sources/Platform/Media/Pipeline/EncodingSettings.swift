/// Encoder settings, chosen by measurement (Benchmarks/MediaBenchmark).
public struct EncodingSettings: Sendable, Equatable {
    /// Visually lossless for photos at phone sizes.
    public var webpQuality = 80
    /// libwebp's method (0 fastest … 6 smallest). On a 2048 px photo, 4 takes ~3.5× the time of 0 for
    /// files ~3% smaller; upload latency matters more.
    public var webpEffort = 0
    public var jpegQuality = 82

    public init() {}
}
