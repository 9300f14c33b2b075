import CouplesAPI
import CouplesCore
import CVips
import Foundation

/// What the demo partner's phone does with a picture before sealing it, as the app's ImageIO preparer
/// does: the picture is the drawn one (`DemoPartnerPicture`: sRGB JPEG, no metadata, within 2048 px),
/// kept as it is, and a thumbnail of it at most 320 px on its longest side, made by libvips.
struct DemoPartnerPhotoPreparer: PhotoPreparer {
    func prepare(_ data: Data) throws(PhotoPreparationError) -> PreparedPhoto {
        guard gh_start() == 0 else { throw .failed("libvips did not start") }
        let bytes = [UInt8](data)
        let side = Int32(CouplesLimits.thumbnailLongestSide)
        let made = bytes.withUnsafeBytes { raw -> (thumbnail: Data, width: Int, height: Int)? in
            guard let full = gh_thumbnail_buffer(raw.baseAddress, raw.count, 4096, 4096, 0, 0, 0) else { return nil }
            defer { gh_image_release(full) }
            guard let small = gh_thumbnail_buffer(raw.baseAddress, raw.count, side, side, 0, 0, 0) else { return nil }
            defer { gh_image_release(small) }
            var buffer: UnsafeMutableRawPointer?
            var length = 0
            guard gh_save_jpeg(small, 75, 0, &buffer, &length) == 0, let buffer else { return nil }
            defer { gh_free(buffer) }
            return (Data(bytes: buffer, count: length), Int(gh_width(full)), Int(gh_height(full)))
        }
        guard let made else { throw .unreadable }
        return PreparedPhoto(photo: data, thumbnail: made.thumbnail, pixelWidth: made.width, pixelHeight: made.height)
    }
}
