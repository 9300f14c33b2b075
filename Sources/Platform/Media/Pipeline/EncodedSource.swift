import CVips

/// Where libvips reads an encoded image from during one decode: a buffer in memory (which must outlive
/// the images opened from it), or an open file read from its start (which must stay open as long).
enum EncodedSource {
    case memory(UnsafeRawBufferPointer)
    case file(descriptor: Int32)

    /// The name of the libvips loader that recognises the bytes ("jpegload_source").
    var loaderName: String? {
        let name = switch self {
        case .memory(let raw): gh_loader_name(raw.baseAddress, raw.count)
        case .file(let descriptor): gh_loader_name_file(descriptor)
        }
        return name.map { String(cString: $0) }
    }

    /// The header alone: no pixels decoded.
    func header() throws(Vips.Failure) -> VipsImage {
        switch self {
        case .memory(let raw): try VipsImage(gh_open_header(raw.baseAddress, raw.count), operation: "header")
        case .file(let descriptor): try VipsImage(gh_open_header_file(descriptor), operation: "header")
        }
    }

    /// Decoded with shrink-on-load, upright, fitted in `box` × `box` (see `gh_thumbnail_buffer`).
    func fitted(in box: Int, hasProfile: Bool) throws(Vips.Failure) -> VipsImage {
        let size = Int32(box), profile: Int32 = hasProfile ? 1 : 0
        return switch self {
        case .memory(let raw):
            try VipsImage(gh_thumbnail_buffer(raw.baseAddress, raw.count, size, size, 0, 0, profile), operation: "thumbnail")
        case .file(let descriptor):
            try VipsImage(gh_thumbnail_file(descriptor, size, size, 0, 0, profile), operation: "thumbnail")
        }
    }
}
