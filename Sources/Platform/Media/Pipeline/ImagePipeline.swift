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
        try process(bytes, scheduling: .acrossCores)
    }

    /// `process`, with its encodes where `scheduling` says (on the calling thread for a remake).
    func process(_ bytes: [UInt8], scheduling: EncodeScheduling) throws -> ProcessedImage {
        try decodeUpload(bytes).encodeAll(encoding, scheduling)
    }

    /// An upload in two steps, so its answer need not wait for the large encodes: the thumbnail (both
    /// encodings) and the BlurHash now, with every variant's size; the medium and large encodes from
    /// `StagedImage.remaining`, later and on any thread. Same checks, same bytes as `process`.
    public func processStaged(_ bytes: [UInt8]) throws -> StagedImage {
        try decodeUpload(bytes).encodePreview(encoding)
    }

    /// An illustration the server drew itself: the one path that accepts SVG. It is rendered at the
    /// size of the largest variant, so vector art stays sharp in every variant.
    public func processIllustration(svg: [UInt8]) throws -> ProcessedImage {
        try render(svg, as: .svg).encodeAll(encoding)
    }

    private func decodeUpload(_ bytes: [UInt8]) throws -> DecodedImage {
        guard bytes.count <= limits.maxBytes else { throw ImageRejection.tooLarge(bytes: bytes.count, limit: limits.maxBytes) }
        let format: ImageFormat
        switch ImageFormat.detect(bytes) {
        case .success(let detected): format = detected
        case .failure(let refused): throw ImageRejection.unsupported(refused)
        }
        return try render(bytes, as: format)
    }

    private func render(_ bytes: [UInt8], as format: ImageFormat) throws -> DecodedImage {
        try Vips.start()
        return try bytes.withUnsafeBytes { raw in
            // libvips reads the caller's buffer in place, but the sizes leave this closure as memory
            // copies (`materialized()`), which libvips detaches from the images they were made from.
            let header = try readHeader(raw, format: format)
            let decoded = try decode(raw, format: format, hasProfile: header.hasProfile)
            return try DecodedImage(large: decoded, width: header.width, height: header.height, format: format)
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
}
