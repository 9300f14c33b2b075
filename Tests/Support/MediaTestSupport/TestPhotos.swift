import CVips
import CVipsFixtures
import Media
import NIOPosix

/// Real image files made with libvips for tests: a known pattern, in any accepted format, optionally
/// carrying EXIF with GPS and an orientation.
public enum TestPhotos {
    public static let red: [UInt8] = [220, 30, 40]
    public static let blue: [UInt8] = [30, 60, 200]

    /// Stored top half red, bottom half blue: after an orientation is applied, where the red half ends
    /// up shows which way the image was turned.
    public static func pixels(width: Int, height: Int, bands: Int = 3) -> [UInt8] {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * bands)
        for y in 0..<height {
            let colour = y < height / 2 ? red : blue
            for _ in 0..<width {
                pixels += colour
                if bands == 4 { pixels.append(255) }
            }
        }
        return pixels
    }

    public enum Failure: Error { case libvips(String) }

    /// An XMP packet with a position, as photo editors write one.
    public static let xmpWithLocation = """
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
        <rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,28.674N" \
        exif:GPSLongitude="0,0.09W"/></rdf:RDF></x:xmpmeta>
        """

    /// The pattern encoded as `format`, carrying `exif`, an XMP packet and an embedded ICC profile if asked.
    /// Encoding runs on NIO's thread pool: blocking the few cooperative threads would starve every
    /// other test running alongside (timers fire late, servers answer late).
    public static func make(
        width: Int, height: Int, format: ImageFormat, exif: EXIFBlock? = nil, xmp: String? = nil, iccProfile: Bool = false,
        quality: Int = 90, pixels: [UInt8]? = nil
    ) async throws -> [UInt8] {
        try await NIOThreadPool.singleton.runIfActive {
            try encode(width: width, height: height, format: format, exif: exif, xmp: xmp, iccProfile: iccProfile, quality: quality, pixels: pixels)
        }
    }

    private static func encode(
        width: Int, height: Int, format: ImageFormat, exif: EXIFBlock?, xmp: String?, iccProfile: Bool, quality: Int, pixels: [UInt8]?
    ) throws -> [UInt8] {
        guard gh_start() == 0 else { throw Failure.libvips("start") }
        let pixels = pixels ?? Self.pixels(width: width, height: height)
        guard let image = pixels.withUnsafeBytes({ ghf_image_from_pixels($0.baseAddress, $0.count, Int32(width), Int32(height), 3) }) else {
            throw Failure.libvips("from pixels")
        }
        defer { gh_image_release(image) }
        if let exif {
            let block = exif.bytes
            block.withUnsafeBytes { ghf_set_exif(image, $0.baseAddress, $0.count, Int32(exif.orientation)) }
        }
        if let xmp { ghf_set_xmp(image, xmp) }
        if iccProfile, ghf_attach_srgb_profile(image) != 0 { throw Failure.libvips("sRGB profile") }
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        let status: Int32 = switch format {
        case .jpeg: ghf_save_jpeg(image, Int32(quality), &buffer, &length)
        case .png: ghf_save_png(image, &buffer, &length)
        case .heif: ghf_save_heif(image, Int32(quality), &buffer, &length)
        case .webp: ghf_save_webp(image, Int32(quality), &buffer, &length)
        case .svg: throw Failure.libvips("SVG is drawn, not encoded from pixels")
        }
        guard status == 0, let buffer else {
            let message = gh_take_error().map { pointer in defer { gh_free(pointer) }; return String(cString: pointer) }
            throw Failure.libvips(message ?? "save \(format)")
        }
        defer { gh_free(buffer) }
        return Array(UnsafeRawBufferPointer(start: buffer, count: length))
    }
}
