/// An upload part-way through the pipeline (`ImagePipeline.processStaged`): enough to answer it, and
/// what is left to encode.
public struct StagedImage: Sendable {
    /// The original's size, the BlurHash and average colour, and the thumbnail's encodes.
    public let preview: ProcessedImage
    /// The medium and large sizes, decoded and waiting for their encodes.
    public let remaining: RemainingVariants

    /// Every variant's size, the encoded ones and those still to come, smallest first.
    public var sizes: [(variant: MediaVariant, width: Int, height: Int)] {
        preview.variants.map { ($0.variant, $0.width, $0.height) } + remaining.sizes
    }
}

/// Variants decoded but not yet encoded. `encode()` is synchronous and CPU-bound like the pipeline:
/// run it through `ImageProcessor.finish`, never on an event loop. It holds the decoded sizes (about
/// 16 MB for a 2048 px photo) until it is released.
public struct RemainingVariants: Sendable {
    let image: DecodedImage
    public let variants: [MediaVariant]
    let settings: EncodingSettings

    public var sizes: [(variant: MediaVariant, width: Int, height: Int)] {
        variants.map { variant in
            let size = image.size(of: variant)
            return (variant, size.width, size.height)
        }
    }

    /// Both encodings of every remaining variant, in `variants`' order.
    public func encode() throws -> [EncodedVariant] {
        try image.encode(variants, placeholder: false, settings).0
    }
}
