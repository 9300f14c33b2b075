import CVips

/// A stored image decoded to 8-bit sRGB with an alpha band, for drawing it somewhere else (a PDF page).
/// Synchronous and CPU-bound: decode through `ImageProcessor.perform`, never on an event loop.
public struct RGBAImage: Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, row after row, alpha not premultiplied (opaque images get 255).
    public let pixels: [UInt8]

    /// Decodes `bytes` (any format the pipeline accepts) fitted within `box` × `box`, never enlarged,
    /// decoding no more pixels than that needs (shrink-on-load).
    public init(decoding bytes: [UInt8], fitting box: Int) throws {
        guard case .success(let format) = ImageFormat.detect(bytes) else { throw ImageRejection.unsupported(.unknown) }
        try Vips.start()
        let decoded = try bytes.withUnsafeBytes { raw throws -> (image: VipsImage, pixels: [UInt8]) in
            do {
                let header = try VipsImage(gh_open_header(raw.baseAddress, raw.count), operation: "header")
                let fitted = try VipsImage(
                    gh_thumbnail_buffer(raw.baseAddress, raw.count, Int32(box), Int32(box), 0, 0, header.hasField("icc-profile-data") ? 1 : 0),
                    operation: "thumbnail"
                ).toSRGB8()
                return (fitted, try fitted.pixels())
            } catch {
                throw ImageRejection.unreadable(format)
            }
        }
        width = decoded.image.width
        height = decoded.image.height
        pixels = decoded.image.bands == 4 ? decoded.pixels : Self.addingOpaqueAlpha(decoded.pixels, bands: decoded.image.bands)
    }

    /// RGB (or grey) to RGBA with every pixel opaque.
    private static func addingOpaqueAlpha(_ pixels: [UInt8], bands: Int) -> [UInt8] {
        let count = pixels.count / bands
        var rgba = [UInt8](repeating: 255, count: count * 4)
        for index in 0..<count {
            let source = index * bands
            rgba[index * 4] = pixels[source]
            rgba[index * 4 + 1] = pixels[source + min(1, bands - 1)]
            rgba[index * 4 + 2] = pixels[source + min(2, bands - 1)]
        }
        return rgba
    }
}
