import AppCopy
import Foundation
import Observation
import SiteLinks

/// The settings screen: how releasing works, themes (premium), prompts, the counts Dandelion keeps, and
/// "Need to talk to someone?".
@MainActor
@Observable
public final class SettingsModel {
    @ObservationIgnored private let store: DandelionStore
    @ObservationIgnored private let crisis: CrisisDirectory
    @ObservationIgnored public let region: String?
    /// Dandelion's Privacy Policy, Terms and Support pages on the server's site (`DandelionSiteURL`); nil
    /// when the build names no site, and then the screen shows no links.
    @ObservationIgnored public let site: AppSiteLinks?

    public init(
        store: DandelionStore, crisis: CrisisDirectory = .shipped, region: String? = Locale.current.region?.identifier, site: AppSiteLinks? = nil
    ) {
        self.store = store
        self.crisis = crisis
        self.region = region
        self.site = site
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
        DandelionCopy.format(isLocked(theme) ? .themeLabelLocked : .themeLabel, .text(theme.name))
    }

    /// Chooses a theme; false (and nothing changes) when it needs premium, so the view can offer it.
    @discardableResult
    public func select(_ theme: ThemeID) -> Bool {
        guard !isLocked(theme.theme) else { return false }
        store.preferences.theme = theme
        return true
    }

    public var usage: UsageStats { store.usage }

    /// "You've let go 12 times since March 2026" — counts only, in `book`'s language, the month and the
    /// count written the way that language writes them in the person's region.
    public func usageSummary(book: DandelionCopy.Book = DandelionCopy.book) -> String {
        let usage = store.usage
        guard usage.releases > 0 else { return book[.usageNone] }
        guard let first = usage.firstUse else { return book.format(.usageTimes, .number(usage.releases)) }
        let month = first.formatted(Date.FormatStyle(locale: book.locale).month(.wide).year())
        return book.format(.usageTimesSince, .number(usage.releases), .text(month))
    }

    /// A count beside the summary ("Times opened: 1,024"), written as the words around it write numbers.
    public func count(_ value: Int) -> String { DandelionCopy.number(value) }

    /// Crisis lines for this person's region, most important first; the worldwide directory is always offered.
    public var crisisLines: [CrisisDirectory.Line] { crisis.lines(forRegion: region) }
    public var crisisFallback: CrisisDirectory.Fallback { crisis.fallback }
}
