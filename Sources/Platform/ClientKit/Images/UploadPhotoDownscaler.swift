import Foundation

/// What the apps do to a picked photo before uploading it, as the big photo apps do: at most
/// `UploadPhoto.longestSide` pixels on the long edge (the largest size the server keeps), turned
/// upright, only the pixels re-encoded as JPEG, so no metadata (the location included) leaves the
/// phone. A 12 MP photo becomes about a megabyte instead of several, and the server decodes 3 MP
/// instead of 12: the upload is sent sooner and answered sooner.
///
/// ImageIO on iOS (ClientUI's `ImageIOPhotoDownscaler`); libvips in the Linux tests.
public protocol UploadPhotoDownscaler: Sendable {
    /// The photo ready to upload; throws when `data` is not an image this platform can read (the
    /// caller then uploads the original and lets the server answer why).
    func downscale(_ data: Data) throws -> Data
}

public enum UploadPhoto {
    /// The server's largest variant fits in 2048×2048: more pixels would be thrown away on arrival.
    public static let longestSide = 2048
    /// ImageIO's lossy quality for the upload; the server re-encodes every variant from it.
    public static let jpegQuality = 0.9

    /// `data` downscaled off the caller's actor, or `data` itself when there is no downscaler or it
    /// cannot read the bytes.
    public static func prepared(_ data: Data, by downscaler: (any UploadPhotoDownscaler)?) async -> Data {
        guard let downscaler else { return data }
        return await Task.detached(priority: .userInitiated) { (try? downscaler.downscale(data)) ?? data }.value
    }
}
