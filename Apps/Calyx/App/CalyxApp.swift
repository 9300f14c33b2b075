import CalyxUI
import Foundation
import SwiftUI

/// The app: registers the handwritten font, builds the screens' models from the server address in
/// Info.plist and shows the root view with its floating glass tab bar.
@main
struct CalyxApp: App {
    @State private var launch = CalyxLaunch.opening

    init() {
        // Before the first Polaroid draws its caption; UIAppFonts cannot see the package's bundle.
        HandwrittenFont.register()
    }

    var body: some Scene {
        WindowGroup {
            Group {
                switch launch {
                case .opening:
                    ProgressView()
                case .ready(let parts):
                    CalyxRootView(catalog: parts.catalog)
                        .environment(\.imageLoader, parts.imageLoader)
                case .failed(let message):
                    ContentUnavailableView {
                        Label("Calyx Couldn't Open", systemImage: "exclamationmark.triangle")
                    } description: {
                        Text(message)
                    }
                }
            }
            .task {
                guard case .opening = launch else { return }
                launch = CalyxLaunch.open()
            }
        }
    }
}

@MainActor
enum CalyxLaunch {
    case opening
    case ready(CalyxAppFactory.Parts)
    case failed(String)

    static func open() -> CalyxLaunch {
        guard let text = Bundle.main.object(forInfoDictionaryKey: "CalyxServerURL") as? String, let serverURL = URL(string: text) else {
            return .failed("The server address is missing from this build.")
        }
        return .ready(CalyxAppFactory.make(serverURL: serverURL))
    }
}
