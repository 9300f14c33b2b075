import BlurHash

/// An upload after the pipeline: every variant in every encoding, with no metadata left in any of them.
public struct ProcessedImage: Sendable {
    public let sourceFormat: ImageFormat
    /// The upright size of the original (EXIF orientation applied).
    public let width: Int
    public let height: Int
    /// 4×3 components from a ~32 px downsample.
    public let blurHash: String
    /// The mean colour in linear light (the BlurHash DC term), for solid placeholders and tinting.
    public let averageColor: RGB
    public let variants: [EncodedVariant]

    public func variant(_ variant: MediaVariant) -> EncodedVariant? {
        variants.first { $0.variant == variant }
    }
}

public struct EncodedVariant: Sendable {
    public let variant: MediaVariant
    public let width: Int
    public let height: Int
    public let webp: [UInt8]
    public let jpeg: [UInt8]

    public func bytes(_ encoding: MediaEncoding) -> [UInt8] {
        switch encoding {
        case .webp: webp
        case .jpeg: jpeg
        }
    }
}
