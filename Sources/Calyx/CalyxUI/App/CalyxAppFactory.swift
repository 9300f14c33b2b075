import CalyxCore
import ClientKit
import ClientUI
import Foundation
import OpenAPIURLSession

/// Builds the app's root model with the iOS implementations: URLSession for the API, the images and
/// the providers' code exchanges; the Keychain for the session's tokens; the phone's SQLite store;
/// Sign in with Apple, the web sign-in sheet and Face ID.
///
/// This is the one place the build's settings are read: `CalyxServerURL`, and `CalyxGoogleClientID`
/// and `CalyxFacebookAppID` when this build has them (absent or empty hides that button).
@MainActor
public enum CalyxAppFactory {
    public enum LaunchError: Error, CustomStringConvertible {
        case missingServerURL

        public var description: String {
            switch self {
            case .missingServerURL: "The server address is missing from this build."
            }
        }
    }

    /// The root model from the app's Info.plist. Throws when the server address is missing or the
    /// phone's store cannot be opened (a full disk, a damaged file).
    public static func makeModel(bundle: Bundle = .main) throws -> CalyxAppModel {
        guard let address = setting("CalyxServerURL", in: bundle), let serverURL = URL(string: address) else {
            throw LaunchError.missingServerURL
        }
        return try makeModel(
            serverURL: serverURL, googleClientID: setting("CalyxGoogleClientID", in: bundle),
            facebookAppID: setting("CalyxFacebookAppID", in: bundle)
        )
    }

    public static func makeModel(serverURL: URL, googleClientID: String?, facebookAppID: String?) throws -> CalyxAppModel {
        // One transport for the API and the providers' code exchanges, as `WebSignIn` expects.
        let transport = URLSessionTransport()
        let client = CalyxClient(
            serverURL: serverURL, transport: transport, tokenStore: KeychainTokenStore(service: "app.greenhouse.calyx.session")
        )
        let store = try CalyxStore(url: URL.applicationSupportDirectory.appending(path: "Calyx/calyx.sqlite"))
        // Caches, not Application Support: iOS may empty it when space runs low, and the images come back.
        let images = ImageLoader(
            baseURL: serverURL, fetcher: URLSessionImageFetcher(),
            disk: DiskImageCache(directory: URL.cachesDirectory.appending(path: "CalyxImages"))
        )
        let environment = CalyxEnvironment(
            client: client, store: store, images: images, shareLinks: ShareLinks(serverURL: serverURL),
            apple: AppleSignInAuthorizer(), browser: WebAuthenticationSessionBrowser(),
            google: googleClientID.map { WebSignIn(provider: .google(clientID: $0), transport: transport) },
            facebook: facebookAppID.map { WebSignIn(provider: .facebook(appID: $0), transport: transport) },
            biometrics: LocalAuthenticationBiometrics(), photoDownscaler: ImageIOPhotoDownscaler(),
            notifications: UserNotificationsSystem(), pushIsDevelopment: pushIsDevelopment
        )
        return CalyxAppModel(environment: environment)
    }

    /// Xcode's debug builds get APNs sandbox tokens; archives (TestFlight, the App Store) production ones.
    private static var pushIsDevelopment: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
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
