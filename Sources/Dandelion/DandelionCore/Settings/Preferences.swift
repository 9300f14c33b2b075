/// What the person chose in Settings. Stored; contains nothing they wrote.
public struct Preferences: Codable, Sendable, Equatable {
    /// Listen for a blow while writing (the swipe always works too).
    public var listensForBlow = true
    public var sensitivity = BlowSensitivity.medium
    public var seedGranularity = SeedGranularity.letters
    public var haptics = true
    /// Offer a prompt above the page.
    public var showsPrompts = true
    /// A gentle fade and rise even when the system's Reduce Motion is off.
    public var prefersGentleRelease = false
    public var theme = ThemeID.meadow
    /// Seen the one-time explanation of blowing and swiping.
    public var hasSeenIntroduction = false

    public init() {}

    static let storageKey = "preferences"

    static func load(from store: any KeyValueStore) -> Preferences {
        store.value(Preferences.self, forKey: storageKey) ?? Preferences()
    }

    func save(to store: any KeyValueStore) {
        store.setValue(self, forKey: Self.storageKey)
    }
}
