import Foundation
import Observation

/// The little Dandelion remembers — preferences, usage counts, prompts seen, custom prompts and verified
/// purchases — shared by the screen models and saved on every change. It has no property for writing.
@MainActor
@Observable
public final class DandelionStore {
    public var preferences: Preferences {
        didSet { preferences.save(to: storage) }
    }
    public private(set) var usage: UsageStats {
        didSet { usage.save(to: storage) }
    }
    public var entitlements: Entitlements {
        didSet { entitlements.save(to: storage) }
    }
    public var customPrompts: CustomPrompts {
        didSet { customPrompts.save(to: storage) }
    }
    var promptDeck: PromptDeck {
        didSet { storage.setValue(promptDeck.seen, forKey: Self.seenPromptsKey) }
    }

    @ObservationIgnored let storage: any KeyValueStore
    @ObservationIgnored let now: @Sendable () -> Date

    public init(storage: any KeyValueStore, seed: UInt64 = .random(in: .min ... .max), now: @escaping @Sendable () -> Date = Date.init) {
        self.storage = storage
        self.now = now
        preferences = Preferences.load(from: storage)
        usage = UsageStats.load(from: storage)
        entitlements = Entitlements.load(from: storage)
        customPrompts = CustomPrompts.load(from: storage)
        promptDeck = PromptDeck(seen: storage.value([String].self, forKey: Self.seenPromptsKey) ?? [], seed: seed)
    }

    static let seenPromptsKey = "prompts-seen"

    public func recordSession() { usage.recordSession(at: now()) }

    public func recordRelease(_ method: UsageStats.ReleaseMethod) { usage.recordRelease(method, at: now()) }

    /// The theme in use: the one chosen, or Meadow if it is premium and themes are locked again.
    public var themeID: ThemeID {
        let chosen = preferences.theme
        return chosen.theme.isPremium && !entitlements.unlocks(.themes) ? .meadow : chosen
    }

    /// The theme in use, as it looks in `appearance`.
    public func theme(in appearance: Appearance) -> Theme { themeID.theme(in: appearance) }
}
