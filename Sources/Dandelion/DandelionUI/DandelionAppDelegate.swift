import DandelionCore
import Foundation
import UIKit

/// The one thing Dandelion needs from a UIKit delegate: refusing third-party keyboards when the person
/// asked for Apple's only (`KeyboardPolicy`). The app attaches it with `@UIApplicationDelegateAdaptor`.
public final class DandelionAppDelegate: NSObject, UIApplicationDelegate {
    public func application(
        _ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool {
        KeyboardPolicy.allows(
            extensionPoint: extensionPointIdentifier.rawValue,
            storedIn: FileKeyValueStore.app()
        )
    }
}
