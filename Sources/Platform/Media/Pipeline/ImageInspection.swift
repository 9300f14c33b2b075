import BlurHash
import CVips

/// What an encoded image is and carries, read the way the pipeline reads uploads: for checking the
/// pipeline's output (no metadata left, the right size) and for tools that audit stored media.
public struct ImageInspection: Sendable {
    public let format: ImageFormat
    public let width: Int
    public let height: Int
    /// The EXIF orientation tag, 1 when absent.
    public let orientation: Int
    /// Every metadata field libvips found: `exif-data`, `exif-ifd3-GPSLatitude`, `xmp-data`, `icc-profile-data`…
    public let fields: [String]
    /// Interleaved 8-bit sRGB pixels (alpha flattened on white), `width * height * 3` bytes, as stored (not rotated).
    public let pixels: [UInt8]

    /// Fields that identify a person, place or device: EXIF (with GPS), XMP, IPTC.
    public var identifyingFields: [String] {
        fields.filter { $0.hasPrefix("exif-") || $0 == "xmp-data" || $0 == "iptc-data" || $0 == "orientation" }
    }

    public var hasGPS: Bool { fields.contains { $0.hasPrefix("exif-ifd3-") } }

    public init(_ bytes: [UInt8]) throws {
        guard case .success(let format) = ImageFormat.detect(bytes) else { throw ImageRejection.unsupported(.unknown) }
        try Vips.start()
        let read = try bytes.withUnsafeBytes { raw throws -> Read in try Self.read(raw) }
        self.format = format
        width = read.width
        height = read.height
        orientation = read.orientation
        fields = read.fields
        pixels = read.pixels
    }

    private struct Read {
        let width: Int
        let height: Int
        let orientation: Int
        let fields: [String]
        let pixels: [UInt8]
    }

    private static func read(_ raw: UnsafeRawBufferPointer) throws -> Read {
        let image = try VipsImage(gh_open_header(raw.baseAddress, raw.count), operation: "header")
        var fields: [String] = []
        if let names = gh_field_names(image.pointer) {
            fields = String(cString: names).split(separator: "\n").map(String.init)
            gh_free(names)
        }
        let pixels = try image.toSRGB8().flattenedOnWhite().pixels()
        return Read(width: image.width, height: image.height, orientation: image.orientation, fields: fields, pixels: pixels)
    }

    public func pixel(x: Int, y: Int) -> RGB {
        let offset = (y * width + x) * 3
        return RGB(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
    }
}
