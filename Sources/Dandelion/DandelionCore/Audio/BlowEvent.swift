/// A change in the detector's verdict. Times are seconds from the first sample the detector was given.
public enum BlowEvent: Sendable, Equatable {
    /// A blow has lasted long enough to count; `time` is when it began (so it is reported a moment late).
    case began(time: Double)
    /// The blow that began at `start` ended at `end`; `peakStrength` is its strongest moment, 0…1.
    case ended(start: Double, end: Double, peakStrength: Float)
}

/// One whole blow, as `greenhouse dandelion detect` prints it.
public struct DetectedBlow: Sendable, Equatable, Codable {
    public var start: Double
    public var end: Double
    public var peakStrength: Float

    public init(start: Double, end: Double, peakStrength: Float) {
        self.start = start
        self.end = end
        self.peakStrength = peakStrength
    }
}
