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
            return Problem(
                status: .unsupportedMediaType, slug: "unsupported-image", title: "Unsupported image",
                detail: content == .empty
                    ? "The request has no body; upload a JPEG, PNG, HEIC or WebP photo."
                    : "The body is \(content.name); upload a JPEG, PNG, HEIC or WebP photo.",
                errors: [FieldIssue(field: "body", detail: "must be a JPEG, PNG, HEIC or WebP image")]
            )
        case let .tooLarge(bytes, limit):
            return Problem(
                status: .contentTooLarge, slug: "image-too-large", title: "Image too large",
                detail: "The image is \(bytes) bytes; the limit is \(limit) bytes.",
                errors: [FieldIssue(field: "body", detail: "must be at most \(limit) bytes")]
            )
        case let .tooManyPixels(width, height, limit):
            return Problem(
                status: .contentTooLarge, slug: "image-too-many-pixels", title: "Image has too many pixels",
                detail: "The image is \(width)×\(height) pixels; the limit is \(limit / 1_000_000) megapixels.",
                errors: [FieldIssue(field: "body", detail: "must be at most \(limit / 1_000_000) megapixels")]
            )
        case let .tooNarrow(width, height, limit):
            return Problem(
                status: .unprocessableContent, slug: "image-too-narrow", title: "Image too narrow",
                detail: "The image is \(width)×\(height) pixels; its long side may be at most \(limit) times its short side.",
                errors: [FieldIssue(field: "body", detail: "must have an aspect ratio of at most \(limit):1")]
            )
        case .unreadable(let format):
            return Problem(
                status: .unprocessableContent, slug: "unreadable-image", title: "Unreadable image",
                detail: "The \(format.displayName) image is truncated or corrupt.",
                errors: [FieldIssue(field: "body", detail: "is a truncated or corrupt \(format.displayName) image")]
            )
        }
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
