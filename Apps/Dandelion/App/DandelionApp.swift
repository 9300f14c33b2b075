import DandelionCore
import DandelionUI
import Foundation
import SiteLinks
import SwiftUI

/// The app: builds the one model (preferences in a small JSON file, purchases through StoreKit) and shows it.
@main
struct DandelionApp: App {
    /// Refuses third-party keyboards when the person asked for Apple's only.
    @UIApplicationDelegateAdaptor(DandelionAppDelegate.self) private var delegate
    /// Built once per launch; @State keeps the first instance for the life of the app.
    @State private var model = DandelionAppModel(
        storage: FileKeyValueStore.app(),
        storeClient: StoreKitClient(),
        site: AppSiteLinks(infoDictionary: Bundle.main.infoDictionary, key: "DandelionSiteURL")
    )

    var body: some Scene {
        WindowGroup {
            DandelionRootView(model: model)
        }
    }
}
