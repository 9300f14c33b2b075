import GifterCore
import SwiftUI

/// The four tabs of §1.2 over `MainTabsModel`, each with its own navigation stack bound to the
/// model's path for that tab, so a link or a reminder lands in its tab with its page on top, and
/// Home's "Find something for…" switches to Find. Tapping the showing tab again returns it to its
/// first page. The tabs' first pages keep their models in `TabRoots`.
struct MainTabView: View {
    let roots: TabRoots
    @Environment(GifterAppModel.self) private var app

    var body: some View {
        let tabs = app.tabs
        // Read here, in the body, so a link or "Find something for…" changing them redraws the tabs.
        let _ = (tabs.selected, tabs.paths)
        TabView(selection: Binding(get: { @MainActor in tabs.selected }, set: { @MainActor tab in tabs.reselect(tab) })) {
            ForEach(GifterTab.allCases, id: \.self) { tab in
                NavigationStack(path: path(for: tab)) {
                    root(for: tab)
                        .gifterDestinations()
                }
                .toolbarBackground(GifterPalette.black, for: .tabBar)
                .tabItem { Label(tab.title, systemImage: tab.symbol) }
                .tag(tab)
            }
        }
        .environment(roots)
    }

    private func path(for tab: GifterTab) -> Binding<[GifterRoute]> {
        let tabs = app.tabs
        return Binding(get: { @MainActor in tabs.path(tab) }, set: { @MainActor path in tabs.setPath(path, for: tab) })
    }

    @ViewBuilder
    private func root(for tab: GifterTab) -> some View {
        switch tab {
        case .home: HomeView(model: roots.home)
        case .find: FindView(model: roots.find)
        case .occasions: OccasionsView(model: roots.occasions)
        case .you: ProfileView(model: roots.you)
        }
    }
}
