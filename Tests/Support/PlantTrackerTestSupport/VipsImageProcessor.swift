import CVips
import CVipsFixtures
import Foundation
import PlantTrackerCore

/// PlantTracker's image work on libvips, standing in on Linux for the app's ImageIO processor: the same
/// sizes, real decoding (shrink-on-load, EXIF orientation), real JPEG compression, EXIF capture dates.
public struct VipsImageProcessor: ImageProcessor {
    public var originalQuality: Int
    public var thumbnailQuality: Int

    public init(originalQuality: Int = 85, thumbnailQuality: Int = 78) {
        precondition(gh_start() == 0, "libvips did not start")
        self.originalQuality = originalQuality
        self.thumbnailQuality = thumbnailQuality
    }

    public func prepare(_ data: Data) throws(ImageProcessingError) -> PreparedPhoto {
        try Self.withBytes(data) { raw throws(ImageProcessingError) in try prepare(raw) }
    }

    public func thumbnail(ofOriginal data: Data) throws(ImageProcessingError) -> Data {
        try Self.withBytes(data) { raw throws(ImageProcessingError) in
            let size = Int32(PhotoSizes.thumbnailPixelSize)
            let image = try Self.owned(gh_thumbnail_buffer(raw.baseAddress, raw.count, size, size, 0, 0, 0), "decode")
            defer { gh_image_release(image) }
            let flat = try Self.flattenedSRGB(image)
            defer { gh_image_release(flat) }
            return try Self.jpeg(flat, quality: thumbnailQuality)
        }
    }

    /// libvips decodes lazily, reading the caller's buffer until the last pixel is written: all the work
    /// happens inside one `withUnsafeBytes`, so the buffer outlives it (an image rebuilt after its source
    /// array was freed read garbage).
    private static func withBytes<T>(_ data: Data, _ body: (UnsafeRawBufferPointer) throws(ImageProcessingError) -> T) throws(ImageProcessingError) -> T {
        let bytes = [UInt8](data)
        return try bytes.withUnsafeBytes { raw in Result { () throws(ImageProcessingError) in try body(raw) } }.get()
    }

    private func prepare(_ raw: UnsafeRawBufferPointer) throws(ImageProcessingError) -> PreparedPhoto {
        guard gh_loader_name(raw.baseAddress, raw.count) != nil else { throw .unreadable }
        let size = Int32(PhotoSizes.maximumPixelSize)
        let decoded = try Self.owned(gh_thumbnail_buffer(raw.baseAddress, raw.count, size, size, 0, 0, 0), "decode")
        defer { gh_image_release(decoded) }
        let flat = try Self.flattenedSRGB(decoded)
        defer { gh_image_release(flat) }
        // Decoding is sequential: render once into memory so the original and the thumbnail can both read it.
        let original = try Self.owned(gh_materialize(flat), "copy_memory")
        defer { gh_image_release(original) }
        let thumbnail = try Self.owned(
            gh_thumbnail_image(original, Int32(PhotoSizes.thumbnailPixelSize), Int32(PhotoSizes.thumbnailPixelSize), 0, 0), "thumbnail"
        )
        defer { gh_image_release(thumbnail) }
        return PreparedPhoto(
            original: try Self.jpeg(original, quality: originalQuality),
            thumbnail: try Self.jpeg(thumbnail, quality: thumbnailQuality),
            fileExtension: "jpg",
            pixelWidth: Int(gh_width(original)),
            pixelHeight: Int(gh_height(original)),
            capturedAt: Self.captureTimestamp(raw)
        )
    }

    /// EXIF's DateTimeOriginal, OffsetTimeOriginal and SubSecTimeOriginal, as libvips reads them.
    static func captureTimestamp(_ raw: UnsafeRawBufferPointer) -> CaptureTimestamp? {
        func field(_ name: String) -> String? {
            guard let pointer = ghf_header_string(raw.baseAddress, raw.count, name) else { return nil }
            defer { gh_free(pointer) }
            // "2025:04:27 18:05:09 (2025:04:27 18:05:09, ASCII, 20 components, 20 bytes)": the value is before " (".
            let text = String(cString: pointer)
            return text.range(of: " (").map { String(text[..<$0.lowerBound]) } ?? text
        }
        guard let dateTime = field("exif-ifd2-DateTimeOriginal") else { return nil }
        return CaptureTimestamp(
            dateTimeOriginal: dateTime, offsetTimeOriginal: field("exif-ifd2-OffsetTimeOriginal"),
            subsecondsOriginal: field("exif-ifd2-SubSecTimeOriginal")
        )
    }

    private static func flattenedSRGB(_ image: OpaquePointer) throws(ImageProcessingError) -> OpaquePointer {
        let srgb = try owned(gh_to_srgb8(image), "colourspace")
        guard gh_bands(srgb) == 4 || gh_bands(srgb) == 2 else { return srgb }
        defer { gh_image_release(srgb) }
        return try owned(gh_flatten_white(srgb), "flatten")
    }

    private static func jpeg(_ image: OpaquePointer, quality: Int) throws(ImageProcessingError) -> Data {
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        guard gh_save_jpeg(image, Int32(quality), 0, &buffer, &length) == 0, let buffer else { throw failure("jpegsave") }
        defer { gh_free(buffer) }
        return Data(bytes: buffer, count: length)
    }

    private static func owned(_ pointer: OpaquePointer?, _ operation: String) throws(ImageProcessingError) -> OpaquePointer {
        guard let pointer else { throw failure(operation) }
        return pointer
    }

    /// What failed is decided by which call returned NULL, never by the message: libvips' error buffer is
    /// process-wide, so a neighbour failing at the same moment may have taken this call's message (a file
    /// that was not a photo was once reported as a machine fault, "copy_memory" with no detail).
    private static func failure(_ operation: String) -> ImageProcessingError {
        let text = gh_take_error().map { message in
            defer { gh_free(message) }
            return String(cString: message)
        }
        // Decoding is lazy and happens when the pixels are first rendered: a failure then means the file
        // itself is bad (truncated, corrupt), not the machine.
        if ["decode", "copy_memory"].contains(operation) { return .unreadable }
        return .failed(text.map { "\(operation): \($0.prefix(200))" } ?? operation)
    }
}
