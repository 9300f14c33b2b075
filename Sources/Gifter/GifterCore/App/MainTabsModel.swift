import Observation

/// The tab bar (§1.2): which tab is showing and each tab's own navigation path, so a deep link lands
/// in its tab with the screen on top, and "Find something for…" on Home switches to Find.
@MainActor @Observable
public final class MainTabsModel {
    public var selected = GifterTab.home
    public var paths: [GifterTab: [GifterRoute]] = [:]
    /// Set when Home's "Find something for…" switches tabs: Find puts the cursor in its search field.
    public private(set) var focusFindSearch = false

    public init() {}

    public func path(_ tab: GifterTab) -> [GifterRoute] { paths[tab] ?? [] }

    public func setPath(_ path: [GifterRoute], for tab: GifterTab) { paths[tab] = path }

    public func push(_ route: GifterRoute, in tab: GifterTab? = nil) {
        paths[tab ?? selected, default: []].append(route)
    }

    /// Opens a link: its tab, with its screen on top of the tab's root (what was there goes).
    public func open(_ link: GifterDeepLink) {
        guard let destination = link.destination else { return }
        selected = destination.tab
        paths[destination.tab] = [destination.route]
    }

    /// Home's "Find something for…" (§4.6): the Find tab at its root, search focused.
    public func findSomethingFor() {
        selected = .find
        paths[.find] = []
        focusFindSearch = true
    }

    public func findSearchFocused() { focusFindSearch = false }

    /// Tapping the showing tab again returns it to its root, as iOS apps do.
    public func reselect(_ tab: GifterTab) {
        if tab == selected { paths[tab] = [] }
        selected = tab
    }
}
