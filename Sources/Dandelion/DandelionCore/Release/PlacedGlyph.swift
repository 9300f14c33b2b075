/// One piece of the writing that becomes one seed: a grapheme cluster (an emoji, an accented letter) or
/// a word, where the text layout put it. Coordinates are points, y growing downwards as on screen.
public struct PlacedGlyph: Sendable, Equatable {
    public var text: String
    /// The centre of the glyph's box.
    public var center: SIMD2<Float>
    public var size: SIMD2<Float>

    public init(text: String, center: SIMD2<Float>, size: SIMD2<Float>) {
        self.text = text
        self.center = center
        self.size = size
    }
}

extension PlacedGlyph: RedactedDescription {
    var redactedFields: KeyValuePairs<String, Any> { ["characters": text.count, "center": center, "size": size] }
}

/// What becomes a seed when the writing is released.
public enum SeedGranularity: String, Sendable, CaseIterable, Codable {
    /// Every letter, digit, mark or emoji drifts alone: the most dandelion-like.
    case letters
    /// Whole words drift, for long writing or a calmer release.
    case words
}
