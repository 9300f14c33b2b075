import Foundation
import Observation

/// The settings screen: how releasing works, themes (premium), prompts, the counts Dandelion keeps, and
/// "Need to talk to someone?".
@MainActor
@Observable
public final class SettingsModel {
    @ObservationIgnored private let store: DandelionStore
    @ObservationIgnored private let crisis: CrisisDirectory
    @ObservationIgnored public let region: String?

    public init(store: DandelionStore, crisis: CrisisDirectory = .shipped, region: String? = Locale.current.region?.identifier) {
        self.store = store
        self.crisis = crisis
        self.region = region
    }

    public var preferences: Preferences {
        get { store.preferences }
        set {
            var updated = newValue
            // A premium theme cannot be chosen while themes are locked.
            if updated.theme.theme.isPremium && !store.entitlements.unlocks(.themes) { updated.theme = store.preferences.theme }
            store.preferences = updated
        }
    }

    public var themes: [Theme] { ThemeID.allCases.map(\.theme) }
    public func theme(in appearance: Appearance) -> Theme { store.theme(in: appearance) }
    /// The theme chosen and usable (the selected swatch).
    public var themeID: ThemeID { store.themeID }

    public func isLocked(_ theme: Theme) -> Bool { theme.isPremium && !store.entitlements.unlocks(.themes) }

    /// What VoiceOver says for a theme's swatch.
    public func accessibilityLabel(for theme: Theme) -> String {
        isLocked(theme) ? "\(theme.name) theme, needs Premium" : "\(theme.name) theme"
    }

    /// Chooses a theme; false (and nothing changes) when it needs premium, so the view can offer it.
    @discardableResult
    public func select(_ theme: ThemeID) -> Bool {
        guard !isLocked(theme.theme) else { return false }
        store.preferences.theme = theme
        return true
    }

    public var usage: UsageStats { store.usage }

    /// "You've let go 12 times since March 2026" — counts only.
    public func usageSummary(locale: Locale = .current) -> String {
        let usage = store.usage
        guard usage.releases > 0 else { return "Nothing let go yet." }
        let times = usage.releases == 1 ? "once" : "\(usage.releases) times"
        guard let first = usage.firstUse else { return "You've let go \(times)." }
        let month = first.formatted(Date.FormatStyle(locale: locale).month(.wide).year())
        return "You've let go \(times) since \(month)."
    }

    /// Crisis lines for this person's region, most important first; the worldwide directory is always offered.
    public var crisisLines: [CrisisDirectory.Line] { crisis.lines(forRegion: region) }
    public var crisisFallback: CrisisDirectory.Fallback { crisis.fallback }
}
