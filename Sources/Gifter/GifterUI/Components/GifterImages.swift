import ClientKit
import Foundation
import SwiftUI

/// Where product pictures come from: ClientKit's `ImageLoader` (memory and disk caches, one fetch per
/// picture), set once at the root. A picture's `url` in the API may be a path on the server
/// (`/media/…`, the drawn sample pictures), resolved against the server's origin, or a store's own
/// absolute address.
public struct GifterImages: Sendable {
    let loader: ImageLoader?

    public init(_ loader: ImageLoader?) {
        self.loader = loader
    }

    /// Loads nothing: the drawn placeholders stay. The default, for previews.
    public static let none = GifterImages(nil)

    /// Bytes already in memory, for a card's very first frame (no placeholder flash when it comes back).
    func cachedData(for path: String) -> Data? {
        guard let loader, let url = loader.url(for: path) else { return nil }
        return loader.cachedImage(at: url)?.data
    }

    /// The bytes at `path`, or nil when they could not be had (the placeholder then stays).
    func data(for path: String) async -> Data? {
        guard let loader, let url = loader.url(for: path) else { return nil }
        return try? await loader.image(at: url).data
    }
}

private struct GifterImagesKey: EnvironmentKey {
    static let defaultValue = GifterImages.none
}

extension EnvironmentValues {
    public var gifterImages: GifterImages {
        get { self[GifterImagesKey.self] }
        set { self[GifterImagesKey.self] = newValue }
    }
}
