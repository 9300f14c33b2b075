import HTTPTypes
import ServerKit

/// Why an upload is not an image we keep. Each answer names the request body as the wrong field.
public enum ImageRejection: Error, Equatable, Sendable {
    case unsupported(RefusedContent)
    case tooLarge(bytes: Int, limit: Int)
    case tooManyPixels(width: Int, height: Int, limit: Int)
    case tooNarrow(width: Int, height: Int, limit: Int)
    /// Recognised, but truncated or corrupt: the decoder gave up.
    case unreadable(ImageFormat)
}

extension ImageRejection: ProblemConvertible {
    public var problem: Problem {
        switch self {
        case .unsupported(let content):
            return Self.body(
                .unsupportedMediaType, "unsupported-image", "Unsupported image",
                detail: content == .empty
                    ? "The request has no body; upload a JPEG, PNG, HEIC or WebP photo."
                    : "The body is \(content.name); upload a JPEG, PNG, HEIC or WebP photo.",
                field: "must be a JPEG, PNG, HEIC or WebP image"
            )
        case let .tooLarge(bytes, limit):
            return Self.body(
                .contentTooLarge, "image-too-large", "Image too large",
                detail: "The image is \(bytes) bytes; the limit is \(limit) bytes.", field: "must be at most \(limit) bytes"
            )
        case let .tooManyPixels(width, height, limit):
            return Self.body(
                .contentTooLarge, "image-too-many-pixels", "Image has too many pixels",
                detail: "The image is \(width)×\(height) pixels; the limit is \(limit / 1_000_000) megapixels.",
                field: "must be at most \(limit / 1_000_000) megapixels"
            )
        case let .tooNarrow(width, height, limit):
            return Self.body(
                .unprocessableContent, "image-too-narrow", "Image too narrow",
                detail: "The image is \(width)×\(height) pixels; its long side may be at most \(limit) times its short side.",
                field: "must have an aspect ratio of at most \(limit):1"
            )
        case .unreadable(let format):
            return Self.body(
                .unprocessableContent, "unreadable-image", "Unreadable image",
                detail: "The \(format.displayName) image is truncated or corrupt.",
                field: "is a truncated or corrupt \(format.displayName) image"
            )
        }
    }

    /// Every refusal is about the request body, and says so in `errors`.
    private static func body(_ status: HTTPResponse.Status, _ slug: String, _ title: String, detail: String, field: String) -> Problem {
        Problem(status: status, slug: slug, title: title, detail: detail, errors: [FieldIssue(field: "body", detail: field)])
    }
}

extension ImageFormat {
    var displayName: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .heif: "HEIC"
        case .webp: "WebP"
        case .svg: "SVG"
        }
    }
}
