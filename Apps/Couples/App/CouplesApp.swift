import CouplesCore
import CouplesUI
import SwiftUI

/// The app: builds the root model from the server address in Info.plist and shows the root view.
/// Invite links (`couples://pair/join/CODE#k=…`) open the pairing screen with the link checked.
@main
struct CouplesApp: App {
    @State private var launch = CouplesLaunch.opening

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
                if case .ready(let model) = launch { await model.start() }
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
            return .ready(try CouplesAppFactory.makeModel(serverURL: serverURL))
        } catch {
            return .failed("Your flower couldn't be opened (\(error)).")
        }
    }
}
