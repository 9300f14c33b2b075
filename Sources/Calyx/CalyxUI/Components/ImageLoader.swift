import Foundation
import SwiftUI

/// Where views get image bytes for a server image URL (`/media/…`): put in the environment once at the
/// root, so every Polaroid and thumbnail below asks the same loader (and, later, the same cache).
public struct ImageLoader: Sendable {
    private let fetch: @Sendable (String) async -> Data?

    public init(_ fetch: @escaping @Sendable (String) async -> Data?) {
        self.fetch = fetch
    }

    /// The bytes at `url`, or nil when they could not be had (the placeholder then stays).
    public func data(for url: String) async -> Data? {
        await fetch(url)
    }

    /// Loads nothing: placeholders stay. The default, for previews and until a loader is set.
    public static let none = ImageLoader { _ in nil }

    /// Straight from the server over `session` (its URLCache is the only cache), resolving the API's
    /// relative media paths against the server's origin.
    public static func server(_ serverURL: URL, session: URLSession = .shared) -> ImageLoader {
        ImageLoader { path in
            guard let url = URL(string: path, relativeTo: serverURL),
                  let answer = try? await session.data(from: url),
                  (answer.1 as? HTTPURLResponse)?.statusCode == 200
            else { return nil }
            return answer.0
        }
    }
}

private struct ImageLoaderKey: EnvironmentKey {
    static let defaultValue = ImageLoader.none
}

extension EnvironmentValues {
    public var imageLoader: ImageLoader {
        get { self[ImageLoaderKey.self] }
        set { self[ImageLoaderKey.self] = newValue }
    }
}
