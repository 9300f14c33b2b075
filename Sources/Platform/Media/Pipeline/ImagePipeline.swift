import BlurHash
import CVips

/// Turns uploaded bytes into the served variants, refusing what is not a photo we can safely keep.
///
/// The order matters: size, then content type by magic number, then the header's pixel count (so a
/// decompression bomb is refused before anything is allocated for it), and only then a decode with
/// shrink-on-load. EXIF orientation is applied while decoding, and every encoder strips metadata, so
/// no variant carries GPS, camera serials or anything else from the original.
///
/// Synchronous and CPU-bound: call it through `ImageProcessor`, never on an event loop.
public struct ImagePipeline: Sendable {
    public var limits: ImageLimits
    public var encoding: EncodingSettings

    public init(limits: ImageLimits = ImageLimits(), encoding: EncodingSettings = EncodingSettings()) {
        self.limits = limits
        self.encoding = encoding
    }

    /// Throws `ImageRejection` for input we refuse, `Vips.Failure` when encoding fails (a server fault).
    public func process(_ bytes: [UInt8]) throws -> ProcessedImage {
        guard bytes.count <= limits.maxBytes else { throw ImageRejection.tooLarge(bytes: bytes.count, limit: limits.maxBytes) }
        let format: ImageFormat
        switch ImageFormat.detect(bytes) {
        case .success(let detected): format = detected
        case .failure(let refused): throw ImageRejection.unsupported(refused)
        }
        return try render(bytes, as: format)
    }

    /// An illustration the server drew itself: the one path that accepts SVG. It is rendered at the
    /// size of the largest variant, so vector art stays sharp in every variant.
    public func processIllustration(svg: [UInt8]) throws -> ProcessedImage {
        try render(svg, as: .svg)
    }

    private func render(_ bytes: [UInt8], as format: ImageFormat) throws -> ProcessedImage {
        try Vips.start()
        return try bytes.withUnsafeBytes { raw in
            // libvips reads the caller's buffer in place: everything made from it ends inside this closure.
            let header = try readHeader(raw, format: format)
            let decoded = try decode(raw, format: format, hasProfile: header.hasProfile)
            return try encode(decoded, header: header, format: format)
        }
    }

    private struct Header {
        let width: Int
        let height: Int
        let hasProfile: Bool
    }

    private func readHeader(_ raw: UnsafeRawBufferPointer, format: ImageFormat) throws -> Header {
        guard let loader = gh_loader_name(raw.baseAddress, raw.count).map({ String(cString: $0) }),
              loader.lowercased().contains(format.loaderName)
        else { throw ImageRejection.unreadable(format) }
        let image: VipsImage
        do {
            image = try VipsImage(gh_open_header(raw.baseAddress, raw.count), operation: "header")
        } catch {
            throw ImageRejection.unreadable(format)
        }
        guard image.width > 0, image.height > 0 else { throw ImageRejection.unreadable(format) }
        guard image.width * image.height <= limits.maxPixels else {
            throw ImageRejection.tooManyPixels(width: image.width, height: image.height, limit: limits.maxPixels)
        }
        guard max(image.width, image.height) <= limits.maxAspectRatio * min(image.width, image.height) else {
            throw ImageRejection.tooNarrow(width: image.width, height: image.height, limit: limits.maxAspectRatio)
        }
        // Orientations 5–8 turn the image a quarter: the upright size swaps the sides.
        let quarterTurn = (5...8).contains(image.orientation)
        return Header(
            width: quarterTurn ? image.height : image.width,
            height: quarterTurn ? image.width : image.height,
            hasProfile: image.hasField("icc-profile-data")
        )
    }

    /// The upright, sRGB, 8-bit image fitted in the largest variant's box: the only full decode.
    private func decode(_ raw: UnsafeRawBufferPointer, format: ImageFormat, hasProfile: Bool) throws -> VipsImage {
        do {
            let box = MediaVariant.large.box
            let fitted = try VipsImage(
                gh_thumbnail_buffer(raw.baseAddress, raw.count, Int32(box), Int32(box), 0, 0, hasProfile ? 1 : 0),
                operation: "thumbnail"
            )
            // Decoding happens here (libvips is lazy), so truncation surfaces here too.
            let decoded = try fitted.toSRGB8().materialized()
            // Every variant derives from this image: with no metadata here, none can leak into them.
            decoded.removeMetadata()
            return decoded
        } catch {
            throw ImageRejection.unreadable(format)
        }
    }

    private func encode(_ large: VipsImage, header: Header, format: ImageFormat) throws -> ProcessedImage {
        // Each smaller variant comes from the next larger one, never from the original again.
        let medium = try large.thumbnail(width: MediaVariant.medium.box, height: MediaVariant.medium.box, crop: false, enlarge: false)
            .materialized()
        let thumb = try medium.thumbnail(width: MediaVariant.thumb.box, height: MediaVariant.thumb.box, crop: true, enlarge: true)
            .materialized()
        let sources: [(MediaVariant, VipsImage)] = [(.thumb, thumb), (.medium, medium), (.large, large)]
        let (encoded, components) = try encodeConcurrently(sources, placeholderFrom: medium)
        let variants = sources.indices.map { index in
            let (variant, image) = sources[index]
            return EncodedVariant(
                variant: variant, width: image.width, height: image.height, webp: encoded[2 * index], jpeg: encoded[2 * index + 1]
            )
        }
        return ProcessedImage(
            sourceFormat: format, width: header.width, height: header.height,
            blurHash: BlurHashEncoder.encode(components), averageColor: components.averageColor, variants: variants
        )
    }

    /// The six encodes (each variant as WebP and JPEG) and the placeholder at once, across the
    /// machine's cores: the images are decoded and in memory, each encode reads one and writes its
    /// own buffer, and libvips' images are safe to read from several threads. The large WebP alone is
    /// about half the work, so it starts first. Returns the encodes in `[webp, jpeg]` order per source.
    private func encodeConcurrently(
        _ sources: [(MediaVariant, VipsImage)], placeholderFrom medium: VipsImage
    ) throws -> ([[UInt8]], BlurHashComponents) {
        enum Output { case encoded([UInt8]), placeholder(BlurHashComponents) }
        // Largest first: job 0 is the large WebP; the last job is the placeholder.
        let jobs = sources.indices.reversed().flatMap { [(source: $0, webp: true), (source: $0, webp: false)] }
        let encoding = encoding
        let outputs = try ParallelJobs.run(jobs.count + 1) { job -> Output in
            guard job < jobs.count else { return .placeholder(try placeholderComponents(from: medium)) }
            let image = sources[jobs[job].source].1
            return .encoded(
                jobs[job].webp
                    ? try image.webp(quality: encoding.webpQuality, effort: encoding.webpEffort)
                    : try image.flattenedOnWhite().jpeg(quality: encoding.jpegQuality, progressive: true)
            )
        }
        var encoded = [[UInt8]](repeating: [], count: jobs.count)
        var components: BlurHashComponents?
        for (job, output) in outputs.enumerated() {
            switch output {
            case .encoded(let bytes): encoded[2 * jobs[job].source + (jobs[job].webp ? 0 : 1)] = bytes
            case .placeholder(let value): components = value
            }
        }
        return (encoded, components!)
    }

    /// BlurHash from a ~32 px downsample of the whole frame: the hash keeps only low frequencies, and a
    /// 32 px image costs ~1,000 pixels to transform instead of millions.
    private func placeholderComponents(from image: VipsImage) throws -> BlurHashComponents {
        let tiny = try image.flattenedOnWhite().thumbnail(width: 32, height: 32, crop: false, enlarge: false)
        let pixels = try tiny.pixels()
        return pixels.withUnsafeBufferPointer { buffer in
            BlurHashEncoder.components(pixels: buffer, width: tiny.width, height: tiny.height, bytesPerPixel: tiny.bands)
        }
    }
}
