import CalyxCore
import CalyxUI
import ClientUI
import Foundation
import SwiftUI
import UIKit

/// The app: registers the handwritten font, builds the root model from the build's settings in
/// Info.plist, restores the session and shows the root view, with the image loader in the
/// environment for every picture.
@main
struct CalyxApp: App {
    @UIApplicationDelegateAdaptor(PushDelegate.self) private var push
    @State private var launch = CalyxLaunch.opening

    init() {
        // Before the first Polaroid draws its caption; UIAppFonts cannot see the package's bundle.
        HandwrittenFont.register()
        // Before launch finishes, so the push tap that launched the app is delivered.
        NotificationTapRouter.shared.install()
    }

    var body: some Scene {
        WindowGroup {
            Group {
                switch launch {
                case .opening:
                    CalyxPalette.cream.ignoresSafeArea()
                case .ready(let model):
                    CalyxRootView(model: model)
                        .environment(\.imageSource, ImageSource(model.environment.images))
                case .failed(let message):
                    ContentUnavailableView {
                        Label("Calyx Couldn't Open", systemImage: "exclamationmark.triangle")
                    } description: {
                        Text(message)
                    }
                    .background(CalyxPalette.cream.ignoresSafeArea())
                }
            }
            .task {
                guard case .opening = launch else { return }
                launch = CalyxLaunch.open()
                if case .ready(let model) = launch {
                    PushDelegate.model = model
                    NotificationTapRouter.shared.attach { payload in Task { await model.openedPush(payload) } }
                    await model.start()
                }
            }
        }
    }
}

@MainActor
enum CalyxLaunch {
    case opening
    case ready(CalyxAppModel)
    case failed(String)

    static func open() -> CalyxLaunch {
        do {
            return .ready(try CalyxAppFactory.makeModel())
        } catch let error as CalyxAppFactory.LaunchError {
            return .failed(error.description)
        } catch {
            return .failed("Calyx couldn't open its storage on this iPhone. Restart it, or free some space, and try again. (\(error.localizedDescription))")
        }
    }
}

/// Hands APNs' device token to the root model, which registers it with the server for the person
/// signed in (the token may change between launches; it is sent again each time).
final class PushDelegate: NSObject, UIApplicationDelegate {
    @MainActor static var model: CalyxAppModel?

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        Task { @MainActor in await Self.model?.didReceivePushToken(deviceToken) }
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        // No push on this phone (the simulator, no network): the inbox still fills, and the next launch asks again.
    }
}
