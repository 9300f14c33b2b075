/// Whether iOS may offer a third-party keyboard on Dandelion's page. A keyboard extension sees every
/// key typed and may keep or send it (with "Full Access"), whatever Dandelion does, so a person can
/// ask for Apple's own keyboard only. iOS asks once per launch (`UIApplicationDelegate`'s
/// `application(_:shouldAllowExtensionPointIdentifier:)`), so a change applies from the next launch.
public enum KeyboardPolicy {
    /// `UIApplication.ExtensionPointIdentifier.keyboard.rawValue`: the only extension point iOS asks about.
    public static let keyboardExtensionPoint = "com.apple.keyboard-service"

    /// The delegate's answer for `extensionPoint` under `preferences`.
    public static func allows(extensionPoint: String, preferences: Preferences) -> Bool {
        extensionPoint != keyboardExtensionPoint || !preferences.systemKeyboardOnly
    }

    /// The answer at launch, from the preferences as saved (the delegate runs before any model exists).
    public static func allows(extensionPoint: String, storedIn storage: any KeyValueStore) -> Bool {
        allows(extensionPoint: extensionPoint, preferences: Preferences.load(from: storage))
    }
}
