import ClientKit
import CVips
import Foundation

/// The apps' upload downscaling on libvips, standing in on Linux for ImageIO: at most 2048 px on the
/// long edge, orientation applied on load, JPEG at quality 90 with every piece of metadata stripped.
public struct VipsUploadDownscaler: UploadPhotoDownscaler {
    public struct Failed: Error {}

    public init() {
        precondition(gh_start() == 0, "libvips did not start")
    }

    public func downscale(_ data: Data) throws -> Data {
        let bytes = [UInt8](data)
        // libvips decodes lazily from the caller's buffer: all work happens inside one withUnsafeBytes.
        return try bytes.withUnsafeBytes { raw in
            guard gh_loader_name(raw.baseAddress, raw.count) != nil else { throw Failed() }
            let side = Int32(UploadPhoto.longestSide)
            guard let decoded = gh_thumbnail_buffer(raw.baseAddress, raw.count, side, side, 0, 0, 0) else { throw Failed() }
            defer { gh_image_release(decoded) }
            guard let srgb = gh_to_srgb8(decoded) else { throw Failed() }
            defer { gh_image_release(srgb) }
            let hasAlpha = gh_bands(srgb) == 4 || gh_bands(srgb) == 2
            guard let flat = hasAlpha ? gh_flatten_white(srgb) : gh_materialize(srgb) else { throw Failed() }
            defer { gh_image_release(flat) }
            var buffer: UnsafeMutableRawPointer?
            var length = 0
            guard gh_save_jpeg(flat, Int32((UploadPhoto.jpegQuality * 100).rounded()), 0, &buffer, &length) == 0, let buffer else {
                throw Failed()
            }
            defer { gh_free(buffer) }
            return Data(bytes: buffer, count: length)
        }
    }
}
