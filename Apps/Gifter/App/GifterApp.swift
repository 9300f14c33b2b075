import GifterCore
import GifterUI
import SwiftUI
import UIKit

/// The app: registers the display serif, becomes the notification centre's delegate, builds the root
/// model from the build's settings in Info.plist, restores the session and shows the root view. Links
/// (`gifter://…`, the site's `/gifter/…`) and tapped reminders go to the model, which opens them in
/// their tab; coming back to the foreground sends what was saved offline. Gifter asks whether it may
/// notify once the person reaches the tabs, not at launch.
@main
struct GifterApp: App {
    @UIApplicationDelegateAdaptor(PushDelegate.self) private var push
    @State private var launch = GifterLaunch.opening
    @Environment(\.scenePhase) private var scenePhase

    init() {
        // Before the first title draws; UIAppFonts cannot see the package's bundle.
        DisplayFont.register()
        // Before launch finishes, so the reminder tap that launched the app is delivered.
        GifterNotificationRouter.shared.install()
    }

    var body: some Scene {
        WindowGroup {
            Group {
                switch launch {
                case .opening:
                    // The launch screen's black, until the splash's bow takes over.
                    GifterPalette.black.ignoresSafeArea()
                case .ready(let parts):
                    RunningApp(parts: parts)
                case .failed(let message):
                    ContentUnavailableView {
                        Label(GifterCopy[.launchFailed], systemImage: "exclamationmark.triangle")
                    } description: {
                        Text(message)
                    }
                    .background(GifterPalette.black)
                }
            }
            .preferredColorScheme(.dark)
            .task {
                guard case .opening = launch else { return }
                launch = GifterLaunch.open()
                guard case .ready(let parts) = launch else { return }
                let model = parts.model
                GifterNotificationRouter.shared.attach { link in model.open(link) }
                PushDelegate.model = model
                await model.start()
            }
            .onChange(of: scenePhase) { _, phase in
                guard phase == .active, case .ready(let parts) = launch else { return }
                Task { await parts.model.becameActive() }
            }
        }
    }
}

/// The root view with what only the app sees: links opened from outside, and the moment the person
/// first reaches the tabs (when Gifter asks whether it may notify). A view of its own, so the route it
/// reads is observed like any view's.
private struct RunningApp: View {
    let parts: GifterAppFactory.Parts

    var body: some View {
        let model = parts.model
        GifterRootView(model: model, images: parts.images)
            .onOpenURL { url in
                if let link = GifterDeepLink(url: url) { model.open(link) }
            }
            .onChange(of: model.route, initial: true) { _, route in
                guard route == .main else { return }
                Task {
                    // Granted now: the server's reminders come by push once APNs hands over the token
                    // (PushDelegate); until then, and if it never does, the phone plans its own.
                    if await UserNotificationCenter.requestAuthorization() {
                        UIApplication.shared.registerForRemoteNotifications()
                        await model.environment.reminders?.reschedule()
                    }
                }
            }
    }
}

/// What the app is showing while it starts: nothing yet, the root view, or why it could not open.
@MainActor
enum GifterLaunch {
    case opening
    case ready(GifterAppFactory.Parts)
    case failed(String)

    static func open() -> GifterLaunch {
        do {
            return .ready(try GifterAppFactory.make())
        } catch let error as GifterAppFactory.LaunchError {
            // A build without its addresses: for whoever made the build, not the person using it.
            return .failed(error.description)
        } catch {
            return .failed(GifterCopy[.launchStorageFailed])
        }
    }
}

/// Hands APNs's device token to the root model, which registers it with the server for this person;
/// while registered, the server sends the reminders and the phone's own stand aside.
final class PushDelegate: NSObject, UIApplicationDelegate {
    @MainActor static var model: GifterAppModel?

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        #if DEBUG
        let development = true
        #else
        let development = false
        #endif
        Task { @MainActor in await Self.model?.didReceivePushToken(deviceToken, development: development) }
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        // No push on this phone (the simulator, no network): the phone's own reminders stay planned.
    }
}
