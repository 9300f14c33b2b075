import BlurHash

/// An upload decoded once into the three sizes every variant is encoded from, before any encode.
///
/// The sizes are `materialized()` memory copies that libvips has detached from the upload's buffer, so
/// they may outlive it and be read from any thread, several at once: nothing changes them after
/// `init`. That is what the unchecked `Sendable` stands for (the compiler cannot see it through the
/// pointers), and why the medium and large encodes of a staged upload can run after its answer.
final class DecodedImage: @unchecked Sendable {
    let format: ImageFormat
    /// The upright size of the original (EXIF orientation applied).
    let width: Int
    let height: Int
    private let sizes: [MediaVariant: VipsImage]

    init(large: VipsImage, width: Int, height: Int, format: ImageFormat) throws {
        // Each smaller size comes from the next larger one, never from the original again. An image that
        // already fits the medium box is its own medium size: the same image, so it is encoded once.
        let fitsMedium = max(large.width, large.height) <= MediaVariant.medium.box
        let medium = fitsMedium
            ? large
            : try large.thumbnail(width: MediaVariant.medium.box, height: MediaVariant.medium.box, crop: false, enlarge: false)
                .materialized()
        let thumb = try medium.thumbnail(width: MediaVariant.thumb.box, height: MediaVariant.thumb.box, crop: true, enlarge: true)
            .materialized()
        self.sizes = [.thumb: thumb, .medium: medium, .large: large]
        self.width = width
        self.height = height
        self.format = format
    }

    func size(of variant: MediaVariant) -> (width: Int, height: Int) {
        let image = sizes[variant]!
        return (image.width, image.height)
    }

    /// Every variant and the BlurHash: what `ImagePipeline.process` returns.
    func encodeAll(_ settings: EncodingSettings, _ scheduling: EncodeScheduling = .acrossCores) throws -> ProcessedImage {
        let (variants, components) = try encode(MediaVariant.allCases, placeholder: true, settings, scheduling)
        return processed(variants, components!)
    }

    /// The thumbnail and the BlurHash now; the rest from the returned image's `remaining`.
    func encodePreview(_ settings: EncodingSettings) throws -> StagedImage {
        let (variants, components) = try encode([.thumb], placeholder: true, settings)
        let later: [MediaVariant] = [.medium, .large]
        return StagedImage(
            preview: processed(variants, components!),
            remaining: RemainingVariants(image: self, variants: later, settings: settings)
        )
    }

    /// `variants`, each as WebP and JPEG, and the placeholder if asked, at once across the machine's
    /// cores unless `scheduling` says otherwise: each encode reads one size and writes its own buffer.
    /// Variants that share a size share its encodes. The large WebP alone is about half the work of a
    /// whole upload, so the largest start first. Returned in `variants`' order.
    func encode(
        _ variants: [MediaVariant], placeholder: Bool, _ settings: EncodingSettings,
        _ scheduling: EncodeScheduling = .acrossCores
    ) throws -> ([EncodedVariant], BlurHashComponents?) {
        enum Output { case encoded([UInt8]), placeholder(BlurHashComponents) }
        let steps = encodeSteps(variants)
        let outputs = try ParallelJobs.run(steps.count + (placeholder ? 1 : 0), scheduling) { job -> Output in
            guard job < steps.count else { return .placeholder(try placeholderComponents()) }
            return .encoded(try encode(steps[job], settings))
        }
        var encoded: [[UInt8]] = []
        var components: BlurHashComponents?
        for output in outputs {
            switch output {
            case .encoded(let bytes): encoded.append(bytes)
            case .placeholder(let value): components = value
            }
        }
        return (assemble(variants, steps: steps, outputs: encoded), components)
    }

    /// One encode: a size in one format.
    struct EncodeStep: Sendable {
        let variant: MediaVariant
        let webp: Bool
    }

    /// The encodes `variants` take, the largest size first (its WebP is the longest single encode).
    func encodeSteps(_ variants: [MediaVariant]) -> [EncodeStep] {
        distinctSizes(variants).sorted { $0.box > $1.box }.flatMap { [EncodeStep(variant: $0, webp: true), EncodeStep(variant: $0, webp: false)] }
    }

    func encode(_ step: EncodeStep, _ settings: EncodingSettings) throws -> [UInt8] {
        let image = sizes[step.variant]!
        return step.webp
            ? try image.webp(quality: settings.webpQuality, effort: settings.webpEffort)
            : try image.flattenedOnWhite().jpeg(quality: settings.jpegQuality, progressive: true)
    }

    /// `variants` in their order from the bytes of `steps` (`outputs[i]` is `steps[i]`'s). Keyed by the
    /// size itself, so variants sharing one find the same bytes.
    func assemble(_ variants: [MediaVariant], steps: [EncodeStep], outputs: [[UInt8]]) -> [EncodedVariant] {
        var webp: [ObjectIdentifier: [UInt8]] = [:]
        var jpeg: [ObjectIdentifier: [UInt8]] = [:]
        for (step, bytes) in zip(steps, outputs) {
            let size = ObjectIdentifier(sizes[step.variant]!)
            if step.webp { webp[size] = bytes } else { jpeg[size] = bytes }
        }
        return variants.map { variant in
            let (width, height) = size(of: variant)
            let size = ObjectIdentifier(sizes[variant]!)
            return EncodedVariant(variant: variant, width: width, height: height, webp: webp[size]!, jpeg: jpeg[size]!)
        }
    }

    /// One variant per distinct image among `variants` (the medium size may be the large one).
    private func distinctSizes(_ variants: [MediaVariant]) -> [MediaVariant] {
        var seen = Set<ObjectIdentifier>()
        return variants.filter { seen.insert(ObjectIdentifier(sizes[$0]!)).inserted }
    }

    private func processed(_ variants: [EncodedVariant], _ components: BlurHashComponents) -> ProcessedImage {
        ProcessedImage(
            sourceFormat: format, width: width, height: height,
            blurHash: BlurHashEncoder.encode(components), averageColor: components.averageColor, variants: variants
        )
    }

    /// BlurHash from a ~32 px downsample of the whole frame (the medium size: the thumbnail is
    /// cropped): the hash keeps only low frequencies, and 32 px cost ~1,000 pixels to transform.
    private func placeholderComponents() throws -> BlurHashComponents {
        let tiny = try sizes[.medium]!.flattenedOnWhite().thumbnail(width: 32, height: 32, crop: false, enlarge: false)
        let pixels = try tiny.pixels()
        return pixels.withUnsafeBufferPointer { buffer in
            BlurHashEncoder.components(pixels: buffer, width: tiny.width, height: tiny.height, bytesPerPixel: tiny.bands)
        }
    }
}

