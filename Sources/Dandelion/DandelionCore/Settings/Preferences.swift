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
    /// How long unreleased words survive in the background (in memory only).
    public var pageKeeping = PageKeeping.tenMinutes
    /// Ask iOS for Apple's keyboard only: third-party keyboards may keep what is typed (`KeyboardPolicy`).
    public var systemKeyboardOnly = false

    public init() {}

    /// Every field is optional in storage: preferences saved by an older version, before a field
    /// existed, keep what they have and take the default for the rest instead of being thrown away.
    public init(from decoder: any Decoder) throws {
        let stored = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Preferences()
        listensForBlow = try stored.decodeIfPresent(Bool.self, forKey: .listensForBlow) ?? defaults.listensForBlow
        sensitivity = try stored.decodeIfPresent(BlowSensitivity.self, forKey: .sensitivity) ?? defaults.sensitivity
        seedGranularity = try stored.decodeIfPresent(SeedGranularity.self, forKey: .seedGranularity) ?? defaults.seedGranularity
        haptics = try stored.decodeIfPresent(Bool.self, forKey: .haptics) ?? defaults.haptics
        showsPrompts = try stored.decodeIfPresent(Bool.self, forKey: .showsPrompts) ?? defaults.showsPrompts
        prefersGentleRelease = try stored.decodeIfPresent(Bool.self, forKey: .prefersGentleRelease) ?? defaults.prefersGentleRelease
        theme = try stored.decodeIfPresent(ThemeID.self, forKey: .theme) ?? defaults.theme
        hasSeenIntroduction = try stored.decodeIfPresent(Bool.self, forKey: .hasSeenIntroduction) ?? defaults.hasSeenIntroduction
        pageKeeping = try stored.decodeIfPresent(PageKeeping.self, forKey: .pageKeeping) ?? defaults.pageKeeping
        systemKeyboardOnly = try stored.decodeIfPresent(Bool.self, forKey: .systemKeyboardOnly) ?? defaults.systemKeyboardOnly
    }

    static let storageKey = "preferences"

    static func load(from store: any KeyValueStore) -> Preferences {
        store.value(Preferences.self, forKey: storageKey) ?? Preferences()
    }

    func save(to store: any KeyValueStore) {
        store.setValue(self, forKey: Self.storageKey)
    }
}
