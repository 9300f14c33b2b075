import CVips

/// An owned libvips image: released when the wrapper goes. Used on one thread at a time.
final class VipsImage {
    let pointer: OpaquePointer

    /// Takes ownership of `pointer`; nil (a failed call) becomes the pending libvips error.
    init(_ pointer: OpaquePointer?, operation: String) throws(Vips.Failure) {
        guard let pointer else { throw Vips.failure(operation) }
        self.pointer = pointer
    }

    deinit { gh_image_release(pointer) }

    var width: Int { Int(gh_width(pointer)) }
    var height: Int { Int(gh_height(pointer)) }
    var bands: Int { Int(gh_bands(pointer)) }
    var pageCount: Int { Int(gh_page_count(pointer)) }
    var orientation: Int { Int(gh_orientation(pointer)) }

    func hasField(_ name: String) -> Bool { gh_has_field(pointer, name) != 0 }

    func thumbnail(width: Int, height: Int, crop: Bool, enlarge: Bool) throws(Vips.Failure) -> VipsImage {
        try VipsImage(gh_thumbnail_image(pointer, Int32(width), Int32(height), crop ? 1 : 0, enlarge ? 1 : 0), operation: "thumbnail")
    }

    func toSRGB8() throws(Vips.Failure) -> VipsImage { try VipsImage(gh_to_srgb8(pointer), operation: "colourspace") }
    func flattenedOnWhite() throws(Vips.Failure) -> VipsImage { try VipsImage(gh_flatten_white(pointer), operation: "flatten") }
    func materialized() throws(Vips.Failure) -> VipsImage { try VipsImage(gh_materialize(pointer), operation: "copy_memory") }

    /// Only for an image nothing else references (a fresh `materialized()` copy).
    func removeMetadata() { gh_remove_metadata(pointer) }

    /// WebP without metadata chunks: libvips 8.14 writes a rebuilt EXIF chunk despite `strip`.
    func webp(quality: Int, effort: Int) throws(Vips.Failure) -> [UInt8] {
        WebPMetadata.stripped(try save("webpsave") { gh_save_webp(pointer, Int32(quality), Int32(effort), &$0, &$1) })
    }

    func jpeg(quality: Int, progressive: Bool) throws(Vips.Failure) -> [UInt8] {
        try save("jpegsave") { gh_save_jpeg(pointer, Int32(quality), progressive ? 1 : 0, &$0, &$1) }
    }

    /// Interleaved 8-bit pixels, `width * height * bands` bytes.
    func pixels() throws(Vips.Failure) -> [UInt8] {
        var length = 0
        guard let buffer = gh_pixels(pointer, &length) else { throw Vips.failure("write_to_memory") }
        return Vips.takeBuffer(buffer, length: length)
    }

    func save(_ operation: String, _ call: (inout UnsafeMutableRawPointer?, inout Int) -> Int32) throws(Vips.Failure) -> [UInt8] {
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        guard call(&buffer, &length) == 0 else { throw Vips.failure(operation) }
        return Vips.takeBuffer(buffer, length: length)
    }
}
