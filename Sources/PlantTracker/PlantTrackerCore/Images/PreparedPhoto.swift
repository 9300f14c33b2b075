import Foundation

/// A photo ready to keep: what the image processor made of the camera's or library's data.
public struct PreparedPhoto: Sendable, Equatable {
    /// The compressed original, orientation applied.
    public var original: Data
    public var thumbnail: Data
    /// The files' type, as their name ends: "jpg" or "heic".
    public var fileExtension: String
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// When the camera says the photo was taken, if it does.
    public var capturedAt: CaptureTimestamp?

    public init(
        original: Data, thumbnail: Data, fileExtension: String, pixelWidth: Int, pixelHeight: Int, capturedAt: CaptureTimestamp?
    ) {
        self.original = original
        self.thumbnail = thumbnail
        self.fileExtension = fileExtension
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.capturedAt = capturedAt
    }
}
