import GifterCore
import GifterUI
import SwiftUI

/// The app: registers the display serif, becomes the notification centre's delegate, builds the root
/// model from the build's settings in Info.plist, restores the session and shows the root view. Links
/// (`gifter://…`, the site's `/gifter/…`) and tapped reminders go to the model, which opens them in
/// their tab; coming back to the foreground sends what was saved offline. Gifter asks whether it may
/// notify once the person reaches the tabs, not at launch.
@main
struct GifterApp: App {
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
                    // Granted now, the phone's own reminders are planned at once.
                    if await UserNotificationCenter.requestAuthorization() {
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
