import ClientKit
import ClientUI
import CouplesCore
import Foundation
import OpenAPIURLSession
import SiteLinks

/// Builds the root model with the iOS implementations: Keychain for tokens and the device key,
/// URLSession, ImageIO, StoreKit 2 and the WebSocket (with polling when it drops).
@MainActor
public enum CouplesAppFactory {
    public static func makeModel(serverURL: URL, site: AppSiteLinks? = nil) throws -> CouplesAppModel {
        let connection = CouplesConnection(
            serverURL: serverURL, transport: URLSessionTransport(), tokenStore: KeychainTokenStore(service: "app.greenhouse.couples.session")
        )
        let database = try CouplesDatabase(url: URL.applicationSupportDirectory.appendingPathComponent("Couples/couples.sqlite"))
        let service = CouplesService(connection: connection)
        let events = FallbackPairEventSource(
            primary: WebSocketPairEventSource(serverURL: serverURL, session: connection.session),
            fallback: PollingPairEventSource(service: service)
        )
        let environment = CouplesEnvironment(
            connection: connection, database: database, keys: KeychainDeviceKeyStore(), photos: ImageIOPhotoPreparer(),
            purchases: StoreKitPurchaseProvider(), events: events, site: site
        )
        return CouplesAppModel(environment: environment, notifications: UserNotificationsSystem())
    }
}
