import ClientUI
import CouplesCore
import CouplesUI
import SiteLinks
import SwiftUI
import UIKit

/// The app: builds the root model from the server address in Info.plist and shows the root view.
/// Invite links (`couples://pair/join/CODE#k=…`) open the pairing screen with the link checked.
@main
struct CouplesApp: App {
    @UIApplicationDelegateAdaptor(PushDelegate.self) private var push
    @State private var launch = CouplesLaunch.opening

    init() {
        // Before launch finishes: a push arriving while the app is open still shows as a banner.
        NotificationTapRouter.shared.install()
    }

    var body: some Scene {
        WindowGroup {
            Group {
                switch launch {
                case .opening:
                    ProgressView()
                case .ready(let model):
                    CouplesRootView(model: model)
                case .failed(let message):
                    ContentUnavailableView {
                        Label("Couples Couldn't Open", systemImage: "exclamationmark.triangle")
                    } description: {
                        Text(message)
                    }
                }
            }
            .task {
                guard case .opening = launch else { return }
                launch = CouplesLaunch.open()
                if case .ready(let model) = launch {
                    // Before start: once paired, the model asks for notifications and APNs' token follows.
                    PushDelegate.model = model
                    // A tapped push opens the app on the flower, which becoming active refreshes.
                    NotificationTapRouter.shared.attach { _ in }
                    await model.start()
                }
            }
        }
    }
}

@MainActor
enum CouplesLaunch {
    case opening
    case ready(CouplesAppModel)
    case failed(String)

    static func open() -> CouplesLaunch {
        guard let text = Bundle.main.object(forInfoDictionaryKey: "CouplesServerURL") as? String, let serverURL = URL(string: text) else {
            return .failed("The server address is missing from this build.")
        }
        do {
            let site = AppSiteLinks(infoDictionary: Bundle.main.infoDictionary, key: "CouplesSiteURL")
            return .ready(try CouplesAppFactory.makeModel(serverURL: serverURL, site: site))
        } catch {
            return .failed("Your flower couldn't be opened (\(error)).")
        }
    }
}

/// Hands APNs's device token to the root model, which registers it with the server for this person.
final class PushDelegate: NSObject, UIApplicationDelegate {
    @MainActor static var model: CouplesAppModel?

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        #if DEBUG
        let development = true
        #else
        let development = false
        #endif
        Task { @MainActor in await Self.model?.didReceivePushToken(deviceToken, development: development) }
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        // No push on this phone (simulator, denied): the app still works; reminders just don't arrive.
    }
}
