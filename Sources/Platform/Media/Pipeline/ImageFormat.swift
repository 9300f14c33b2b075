/// What an upload's bytes are, decided by their content (magic numbers), never by the declared type.
public enum ImageFormat: String, Sendable, CaseIterable {
    case jpeg
    case png
    /// HEIC/HEIF: what iPhones shoot.
    case heif
    case webp
    /// Only from the server itself (catalog illustrations): uploads of SVG are refused, as an SVG can
    /// reference external resources and hide scripts.
    case svg

    /// What users may upload.
    public static let uploadable: [ImageFormat] = [.jpeg, .png, .heif, .webp]

    /// Part of the libvips loader's name (`jpegload_source`) that must agree with the
    /// magic number, so a file that merely starts like a JPEG is not handed to another decoder.
    var loaderName: String {
        switch self {
        case .jpeg: "jpeg"
        case .png: "png"
        case .heif: "heif"
        case .webp: "webp"
        case .svg: "svg"
        }
    }

    /// The format of `bytes`, or the refusal naming what they look like instead.
    public static func detect(_ bytes: some Collection<UInt8>) -> Result<ImageFormat, RefusedContent> {
        let head = Array(bytes.prefix(512))
        func starts(with magic: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + magic.count && Array(head[offset..<(offset + magic.count)]) == magic
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) { return .success(.jpeg) }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .success(.png) }
        if starts(with: Array("RIFF".utf8)), starts(with: Array("WEBP".utf8), at: 8) { return .success(.webp) }
        if starts(with: Array("ftyp".utf8), at: 4) {
            return isHEIF(head) ? .success(.heif) : .failure(.otherImage("an ISO media file that is not HEIC (AVIF or video)"))
        }
        if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) { return .failure(.gif) }
        if looksLikeSVG(head) { return .failure(.svg) }
        if starts(with: Array("%PDF".utf8)) { return .failure(.otherImage("PDF")) }
        if starts(with: [0x49, 0x49, 0x2A, 0x00]) || starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return .failure(.otherImage("TIFF")) }
        if starts(with: Array("BM".utf8)) { return .failure(.otherImage("BMP")) }
        if head.isEmpty { return .failure(.empty) }
        if looksLikeText(head) { return .failure(.text) }
        return .failure(.unknown)
    }

    /// An ISO base media file whose major or compatible brands say HEIF still image (not AVIF, not video).
    private static func isHEIF(_ head: [UInt8]) -> Bool {
        let heifBrands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]
        guard head.count >= 16 else { return false }
        let boxSize = Int(head[0]) << 24 | Int(head[1]) << 16 | Int(head[2]) << 8 | Int(head[3])
        let end = min(max(boxSize, 16), head.count)
        var brands = [String(decoding: head[8..<12], as: UTF8.self)]
        var offset = 16
        while offset + 4 <= end {
            brands.append(String(decoding: head[offset..<(offset + 4)], as: UTF8.self))
            offset += 4
        }
        // mif1 alone is the generic image brand AVIF files carry too; AVIF says so with its own brand.
        if brands.contains("avif") || brands.contains("avis") { return brands.contains { $0.hasPrefix("he") } }
        return brands.contains { heifBrands.contains($0) }
    }

    private static func looksLikeSVG(_ head: [UInt8]) -> Bool {
        let text = String(decoding: head, as: UTF8.self).lowercased()
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        return trimmed.hasPrefix("<svg") || (trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<!doctype svg")) && text.contains("<svg")
    }

    /// Printable UTF-8 with ordinary whitespace and no control bytes.
    private static func looksLikeText(_ head: [UInt8]) -> Bool {
        guard String(validating: head.prefix(480), as: UTF8.self) != nil else { return false }
        return head.allSatisfy { $0 >= 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}

/// Content an upload may not be, named for the error message.
public enum RefusedContent: Error, Equatable, Sendable {
    case empty
    case gif
    case svg
    case text
    case otherImage(String)
    case unknown

    var name: String {
        switch self {
        case .empty: "empty"
        case .gif: "a GIF"
        case .svg: "an SVG document"
        case .text: "text"
        case .otherImage(let kind): kind
        case .unknown: "not a recognised image"
        }
    }
}
