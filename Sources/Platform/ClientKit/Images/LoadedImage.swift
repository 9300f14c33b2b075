import Foundation

/// An image ready to decode, and where it came from: a view can skip its fade-in for an image that
/// was already in memory, so re-displayed cells appear at once.
public struct LoadedImage: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case memory
        case disk
        case network
    }

    public let data: Data
    public let contentType: String
    public let etag: String?
    public let source: Source

    public init(_ image: FetchedImage, source: Source) {
        self.data = image.data
        self.contentType = image.contentType
        self.etag = image.etag
        self.source = source
    }
}
