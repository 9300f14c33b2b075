import GifterCore
import GifterUI
import SwiftUI

/// The app: registers the display serif, builds the root model from the build's settings in
/// Info.plist and the phone's store, restores the session and shows the root view.
@main
struct GifterApp: App {
    @State private var launch = GifterLaunch.opening

    init() {
        // Before the first title draws; UIAppFonts cannot see the package's bundle.
        DisplayFont.register()
    }

    var body: some Scene {
        WindowGroup {
            Group {
                switch launch {
                case .opening:
                    // The launch screen's black, until the splash's bow takes over.
                    GifterPalette.black.ignoresSafeArea()
                case .ready(let model, _):
                    GifterRootView(model: model)
                case .failed(let message):
                    ContentUnavailableView {
                        Label("Gifter Couldn't Open", systemImage: "exclamationmark.triangle")
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
                if case .ready(let model, _) = launch { await model.start() }
            }
        }
    }
}

/// The store is opened with the model and kept here for the screens that open offline (Home,
/// Occasions), which the root view will hand it to.
@MainActor
enum GifterLaunch {
    case opening
    case ready(GifterAppModel, GifterStore)
    case failed(String)

    static func open() -> GifterLaunch {
        do {
            return .ready(try GifterAppFactory.makeModel(), try GifterAppFactory.makeStore())
        } catch let error as GifterAppFactory.LaunchError {
            return .failed(error.description)
        } catch {
            return .failed("Gifter couldn't open its storage on this iPhone. Restart it, or free some space, and try again. (\(error.localizedDescription))")
        }
    }
}
