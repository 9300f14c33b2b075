import CalyxCore
import CalyxUI
import Foundation
import SwiftUI

/// The app: registers the handwritten font, builds the root model from the build's settings in
/// Info.plist, restores the session and shows the root view, with the image loader in the
/// environment for every picture.
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
                if case .ready(let model) = launch { await model.start() }
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
