import ClientKit
import Foundation
import SwiftUI

/// Where views get image bytes for a server image path (`/media/…`): ClientKit's `ImageLoader`
/// (memory and disk caches, one fetch per image, prefetch), put in the environment once at the root.
public struct ImageSource: Sendable {
    let loader: ImageLoader?

    public init(_ loader: ImageLoader?) {
        self.loader = loader
    }

    /// Bytes already in memory, for a cell's very first frame (no placeholder flash on re-display).
    public func cachedData(for path: String) -> Data? {
        guard let loader, let url = loader.url(for: path) else { return nil }
        return loader.cachedImage(at: url)?.data
    }

    /// The bytes at `path`, or nil when they could not be had (the placeholder then stays).
    public func data(for path: String) async -> Data? {
        guard let loader, let url = loader.url(for: path) else { return nil }
        return try? await loader.image(at: url).data
    }

    /// Loads nothing: placeholders stay. The default, for previews.
    public static let none = ImageSource(nil)
}

private struct ImageSourceKey: EnvironmentKey {
    static let defaultValue = ImageSource.none
}

extension EnvironmentValues {
    public var imageSource: ImageSource {
        get { self[ImageSourceKey.self] }
        set { self[ImageSourceKey.self] = newValue }
    }
}
