import CouplesAPI
import CouplesCore
import CVips
import Foundation

/// Couples' photo preparation on libvips, standing in on Linux for the app's ImageIO preparer: the same
/// sizes (2048 px photo, 320 px thumbnail), orientation applied on load, every piece of metadata gone
/// (the shim's encoders strip EXIF, XMP, IPTC and ICC), real JPEG compression.
public struct VipsPhotoPreparer: PhotoPreparer {
    public var photoQuality: Int
    public var thumbnailQuality: Int

    public init(photoQuality: Int = 85, thumbnailQuality: Int = 75) {
        precondition(gh_start() == 0, "libvips did not start")
        self.photoQuality = photoQuality
        self.thumbnailQuality = thumbnailQuality
    }

    public func prepare(_ data: Data) throws(PhotoPreparationError) -> PreparedPhoto {
        // libvips decodes lazily from the caller's buffer: all work happens inside one withUnsafeBytes.
        let bytes = [UInt8](data)
        return try bytes.withUnsafeBytes { raw in Result { () throws(PhotoPreparationError) in try prepare(raw) } }.get()
    }

    private func prepare(_ raw: UnsafeRawBufferPointer) throws(PhotoPreparationError) -> PreparedPhoto {
        guard gh_loader_name(raw.baseAddress, raw.count) != nil else { throw .unreadable }
        let side = Int32(CouplesLimits.photoLongestSide)
        // gh_thumbnail_buffer applies the EXIF orientation (autorotate) while shrinking on load.
        let decoded = try Self.owned(gh_thumbnail_buffer(raw.baseAddress, raw.count, side, side, 0, 0, 0), "decode")
        defer { gh_image_release(decoded) }
        let srgb = try Self.owned(gh_to_srgb8(decoded), "colourspace")
        defer { gh_image_release(srgb) }
        let flat: OpaquePointer
        if gh_bands(srgb) == 4 || gh_bands(srgb) == 2 {
            flat = try Self.owned(gh_flatten_white(srgb), "flatten")
        } else {
            flat = try Self.owned(gh_materialize(srgb), "copy_memory")
        }
        defer { gh_image_release(flat) }
        let photo = try Self.owned(gh_materialize(flat), "copy_memory")
        defer { gh_image_release(photo) }
        let thumbSide = Int32(CouplesLimits.thumbnailLongestSide)
        let thumbnail = try Self.owned(gh_thumbnail_image(photo, thumbSide, thumbSide, 0, 0), "thumbnail")
        defer { gh_image_release(thumbnail) }
        var thumbnailJPEG = try Self.jpeg(thumbnail, quality: thumbnailQuality)
        // A busy picture can exceed the thumbnail's byte limit: lower the quality until it fits.
        var quality = thumbnailQuality
        while thumbnailJPEG.count > CouplesLimits.thumbnailMaxBytes - CouplesLimits.boxOverhead, quality > 20 {
            quality -= 15
            thumbnailJPEG = try Self.jpeg(thumbnail, quality: quality)
        }
        return PreparedPhoto(
            photo: try Self.jpeg(photo, quality: photoQuality), thumbnail: thumbnailJPEG,
            pixelWidth: Int(gh_width(photo)), pixelHeight: Int(gh_height(photo))
        )
    }

    private static func jpeg(_ image: OpaquePointer, quality: Int) throws(PhotoPreparationError) -> Data {
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        guard gh_save_jpeg(image, Int32(quality), 0, &buffer, &length) == 0, let buffer else { throw failure("jpegsave") }
        defer { gh_free(buffer) }
        return Data(bytes: buffer, count: length)
    }

    private static func owned(_ pointer: OpaquePointer?, _ operation: String) throws(PhotoPreparationError) -> OpaquePointer {
        guard let pointer else { throw failure(operation) }
        return pointer
    }

    private static func failure(_ operation: String) -> PhotoPreparationError {
        let text = gh_take_error().map { message in
            defer { gh_free(message) }
            return String(cString: message)
        }
        if ["decode", "copy_memory"].contains(operation) { return .unreadable }
        return .failed(text.map { "\(operation): \($0.prefix(200))" } ?? operation)
    }
}
