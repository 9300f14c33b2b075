import DandelionCore
import DandelionUI
import Foundation
import SwiftUI

/// The app: builds the one model (preferences in a small JSON file, purchases through StoreKit) and shows it.
@main
struct DandelionApp: App {
    /// Built once per launch; @State keeps the first instance for the life of the app.
    @State private var model = DandelionAppModel(
        storage: FileKeyValueStore(directory: URL.applicationSupportDirectory),
        storeClient: StoreKitClient()
    )

    var body: some Scene {
        WindowGroup {
            DandelionRootView(model: model)
        }
    }
}
