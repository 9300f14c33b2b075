import ClientKit
import Foundation
import GifterCore

/// Builds what the app runs on with the iOS implementations: URLSession for the API, the Keychain for
/// the session's tokens, the phone's SQLite store.
///
/// This is the one place the build's settings are read: `GifterServerURL` (Debug: the local server
/// `make run` starts; Release: production).
@MainActor
public enum GifterAppFactory {
    public enum LaunchError: Error, CustomStringConvertible {
        case missingServerURL

        public var description: String {
            switch self {
            case .missingServerURL: "The server address is missing from this build."
            }
        }
    }

    /// The root model from the app's Info.plist. Throws when the server address is missing.
    public static func makeModel(bundle: Bundle = .main) throws -> GifterAppModel {
        guard let address = setting("GifterServerURL", in: bundle), let serverURL = URL(string: address) else {
            throw LaunchError.missingServerURL
        }
        return makeModel(serverURL: serverURL)
    }

    public static func makeModel(serverURL: URL) -> GifterAppModel {
        let client = GifterClient(
            serverURL: serverURL, transport: URLSessionTransport(), tokenStore: KeychainTokenStore(service: "com.greenhouse.gifter.session")
        )
        return GifterAppModel(client: client)
    }

    /// The phone's store (the last Home, wishlists and occasions, and the saves waiting to be sent),
    /// which the screens that open offline are given. In Application Support, not Caches: the waiting
    /// saves must survive iOS freeing space. Throws when it cannot be opened (a full disk, a damaged file).
    public static func makeStore() throws -> GifterStore {
        try GifterStore(url: URL.applicationSupportDirectory.appending(path: "Gifter/gifter.sqlite"))
    }

    /// An Info.plist string, nil when absent or empty. An unset build setting expands to "", and a
    /// `$(…)` left unexpanded (a plist copied outside Xcode) counts as unset too.
    private static func setting(_ key: String, in bundle: Bundle) -> String? {
        guard let value = (bundle.object(forInfoDictionaryKey: key) as? String)?.trimmingCharacters(in: .whitespacesAndNewlines),
              !value.isEmpty, !value.hasPrefix("$(")
        else { return nil }
        return value
    }
}
