import ClientKit
import ClientUI
import Foundation
import GifterCore
import OpenAPIURLSession
import UIKit

/// Builds what the app runs on with the iOS implementations: URLSession for the API and the product
/// pictures, the Keychain for the session's tokens, the phone's SQLite store, and the phone's own
/// occasion reminders through the notification centre.
///
/// This is the one place the build's settings are read: `GifterServerURL` (Debug: the local server
/// `make run` starts; Release: production) and `GifterSiteURL` (where Privacy, Terms and About live).
@MainActor
public enum GifterAppFactory {
    public enum LaunchError: Error, CustomStringConvertible {
        case missingServerURL
        case missingSiteURL

        public var description: String {
            switch self {
            case .missingServerURL: "The server address is missing from this build."
            case .missingSiteURL: "The site address is missing from this build."
            }
        }
    }

    /// What the root view is shown with: the root model, and where product pictures are loaded from.
    public struct Parts {
        public let model: GifterAppModel
        public let images: GifterImages
    }

    /// The app from its Info.plist. Throws when an address is missing or the phone's store cannot be
    /// opened (a full disk, a damaged file).
    public static func make(bundle: Bundle = .main) throws -> Parts {
        guard let server = setting("GifterServerURL", in: bundle), let serverURL = URL(string: server) else {
            throw LaunchError.missingServerURL
        }
        guard let site = setting("GifterSiteURL", in: bundle), let siteURL = URL(string: site) else {
            throw LaunchError.missingSiteURL
        }
        return try make(serverURL: serverURL, siteURL: siteURL)
    }

    public static func make(serverURL: URL, siteURL: URL) throws -> Parts {
        let client = GifterClient(
            serverURL: serverURL, transport: URLSessionTransport(), tokenStore: KeychainTokenStore(service: "app.greenhouse.gifter.session")
        )
        // Application Support, not Caches: the saves waiting to be sent must survive iOS freeing space.
        let store = try GifterStore(url: URL.applicationSupportDirectory.appending(path: "Gifter/gifter.sqlite"))
        // The phone reminds by itself only while the server cannot (this device not registered for push).
        let reminders = LocalReminders(
            client: client, center: UserNotificationCenter(),
            pushIsOn: { await MainActor.run { UIApplication.shared.isRegisteredForRemoteNotifications } }
        )
        let environment = GifterEnvironment(client: client, store: store, reminders: reminders, siteURL: siteURL)
        // Caches, not Application Support: iOS may empty it when space runs low, and the pictures come back.
        let loader = ImageLoader(
            baseURL: serverURL, fetcher: URLSessionImageFetcher(),
            disk: DiskImageCache(directory: URL.cachesDirectory.appending(path: "GifterImages"))
        )
        return Parts(model: GifterAppModel(environment: environment), images: GifterImages(loader))
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
