/// What a release starts from: the words (handed over once and then gone from the page), how they were
/// let go and how hard.
public struct ReleaseRequest: Sendable {
    public var text: String
    public var method: UsageStats.ReleaseMethod
    /// 0…1: the blow's strength, or the swipe's speed.
    public var strength: Float
    /// Where the air (or finger) went, in screen points (y down).
    public var direction: SIMD2<Float>

    public init(text: String, method: UsageStats.ReleaseMethod, strength: Float, direction: SIMD2<Float>) {
        self.text = text
        self.method = method
        self.strength = strength
        self.direction = direction
    }
}

extension ReleaseRequest: RedactedDescription {
    var redactedFields: KeyValuePairs<String, Any> { ["method": method, "strength": strength, "characters": text.count] }
}
