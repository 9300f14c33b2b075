import CalyxCore
import ClientKit
import Foundation

/// Builds what the app's root view shows with the iOS implementations: URLSession for the API and
/// images, the Keychain for the session's tokens.
@MainActor
public enum CalyxAppFactory {
    public struct Parts {
        public let catalog: CatalogSearchModel
        public let imageLoader: ImageLoader
    }

    public static func make(serverURL: URL) -> Parts {
        let client = CalyxClient(
            serverURL: serverURL, transport: URLSessionTransport(), tokenStore: KeychainTokenStore(service: "com.greenhouse.calyx.session")
        )
        let catalog = CatalogSearchModel(client: client, history: SearchHistoryModel(client: client))
        return Parts(catalog: catalog, imageLoader: .server(serverURL))
    }
}
