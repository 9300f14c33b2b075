import BlurHash
import ServerKit

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
        try process(.bytes(bytes), scheduling: .acrossCores)
    }

    /// `process`, for bytes in memory or spooled to a file.
    public func process(_ upload: UploadedImage) throws -> ProcessedImage {
        try process(upload, scheduling: .acrossCores)
    }

    /// `process`, with its encodes where `scheduling` says (on the calling thread for a remake).
    func process(_ upload: UploadedImage, scheduling: EncodeScheduling) throws -> ProcessedImage {
        try decodeUpload(upload).encodeAll(encoding, scheduling)
    }

    /// An upload in two steps, so its answer need not wait for the large encodes: the thumbnail (both
    /// encodings) and the BlurHash now, with every variant's size; the medium and large encodes from
    /// `StagedImage.remaining`, later and on any thread. Same checks, same bytes as `process`.
    public func processStaged(_ upload: UploadedImage) throws -> StagedImage {
        try decodeUpload(upload).encodePreview(encoding)
    }

    /// An illustration the server drew itself: the one path that accepts SVG. It is rendered at the
    /// size of the largest variant, so vector art stays sharp in every variant.
    public func processIllustration(svg: [UInt8]) throws -> ProcessedImage {
        try Vips.start()
        return try svg.withUnsafeBytes { try render(.memory($0), as: .svg) }.encodeAll(encoding)
    }

    private func decodeUpload(_ upload: UploadedImage) throws -> DecodedImage {
        guard upload.count <= limits.maxBytes else { throw ImageRejection.tooLarge(bytes: upload.count, limit: limits.maxBytes) }
        let format: ImageFormat
        switch ImageFormat.detect(upload.head) {
        case .success(let detected): format = detected
        case .failure(let refused): throw ImageRejection.unsupported(refused)
        }
        try Vips.start()
        switch upload {
        case .bytes(let bytes):
            return try bytes.withUnsafeBytes { try render(.memory($0), as: format) }
        case .spooled(let file):
            // `file` outlives the render: the decoded sizes it returns are memory copies.
            return try withExtendedLifetime(file) { try render(.file(descriptor: file.descriptor), as: format) }
        }
    }

    /// The sizes leave as memory copies (`materialized()`), which libvips detaches from the images they
    /// were made from, so nothing returned reads `source` again.
    private func render(_ source: EncodedSource, as format: ImageFormat) throws -> DecodedImage {
        let header = try readHeader(source, format: format)
        let decoded = try decode(source, format: format, hasProfile: header.hasProfile)
        return try DecodedImage(large: decoded, width: header.width, height: header.height, format: format)
    }

    private struct Header {
        let width: Int
        let height: Int
        let hasProfile: Bool
    }

    private func readHeader(_ source: EncodedSource, format: ImageFormat) throws -> Header {
        guard let loader = source.loaderName, loader.lowercased().contains(format.loaderName) else {
            throw ImageRejection.unreadable(format)
        }
        let image: VipsImage
        do {
            image = try source.header()
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
    private func decode(_ source: EncodedSource, format: ImageFormat, hasProfile: Bool) throws -> VipsImage {
        do {
            let fitted = try source.fitted(in: MediaVariant.large.box, hasProfile: hasProfile)
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
