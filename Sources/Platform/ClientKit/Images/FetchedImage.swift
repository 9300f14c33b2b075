import Foundation

/// An image's bytes as the server sent them, with the headers the apps need: the content type (the
/// server picks WebP or JPEG from `Accept`, so only the answer says which) and the ETag.
public struct FetchedImage: Sendable, Equatable {
    public let data: Data
    /// `image/webp`, `image/jpeg`, …
    public let contentType: String
    /// The server's validator for these bytes (strong, one per encoding); nil when it sent none.
    public let etag: String?

    public init(data: Data, contentType: String, etag: String?) {
        self.data = data
        self.contentType = contentType
        self.etag = etag
    }
}
