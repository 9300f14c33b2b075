import BlurHash
import Foundation

/// One uploaded image as the apps refer to it: who uploaded it, what it looks like before it loads,
/// and its variants. Flowers, comments and profiles point at records, never at files.
public struct MediaRecord: Sendable, Equatable {
    public struct Variant: Sendable, Equatable, Codable {
        public let variant: MediaVariant
        public let width: Int
        public let height: Int
    }

    public let id: UUID
    public let ownerID: UUID
    /// The content part of every variant key.
    public let content: String
    public let sourceFormat: ImageFormat
    public let width: Int
    public let height: Int
    public let blurHash: String
    public let averageColor: RGB
    public let variants: [Variant]
    public let createdAt: Date

    public func key(_ variant: MediaVariant) -> MediaKey { MediaKey(content: content, variant: variant) }

    /// Where the variant is served, relative to the server's root.
    public func path(_ variant: MediaVariant) -> String { "/media/\(key(variant))" }

    public func variant(_ variant: MediaVariant) -> Variant? { variants.first { $0.variant == variant } }
}
