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

/// Variants decoded but not yet encoded: `ImageProcessor.finish` encodes them off the event loops. It
/// holds the decoded sizes (about 16 MB for a 2048 px photo) until it is released.
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

    /// How many encodes are left: two per distinct size (a photo that fits the medium box is its own
    /// large size, encoded once for both).
    public var encodeCount: Int { steps.count }

    /// The encodes left, the largest first: `ImageProcessor.finish` runs them one at a time.
    var steps: [DecodedImage.EncodeStep] { image.encodeSteps(variants) }

    func encode(_ step: DecodedImage.EncodeStep) throws -> [UInt8] {
        try image.encode(step, settings)
    }

    /// Every remaining variant, in `variants`' order, from the bytes of `steps` in theirs.
    func assemble(_ outputs: [[UInt8]]) -> [EncodedVariant] {
        image.assemble(variants, steps: steps, outputs: outputs)
    }
}
