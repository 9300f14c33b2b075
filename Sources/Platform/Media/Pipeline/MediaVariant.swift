/// The sizes every image is served at (calyx.md §3.2): a square grid thumbnail and two fitted sizes.
public enum MediaVariant: String, Sendable, CaseIterable, Codable {
    /// 400×400, cropped to the most interesting part; small images are enlarged so the grid stays even.
    case thumb
    /// Fits in 1200×1200; never enlarged.
    case medium
    /// Fits in 2048×2048; never enlarged.
    case large

    var box: Int {
        switch self {
        case .thumb: 400
        case .medium: 1200
        case .large: 2048
        }
    }

    var crops: Bool { self == .thumb }
}

/// How a variant is encoded. Every variant exists in both: WebP where the client accepts it, progressive
/// JPEG (which paints coarse-to-fine on slow networks) everywhere else.
public enum MediaEncoding: String, Sendable, CaseIterable {
    case webp
    case jpeg

    public var contentType: String {
        switch self {
        case .webp: "image/webp"
        case .jpeg: "image/jpeg"
        }
    }

    public var fileExtension: String {
        switch self {
        case .webp: "webp"
        case .jpeg: "jpg"
        }
    }
}
