import CalyxAPI
import CalyxCore
import ClientUI
import Combine
import Foundation
import SwiftUI
import UIKit

/// The four tabs behind the floating glass tab bar (§4.1), over `MainTabsModel`.
///
/// Not a `TabView`: the system tab bar cannot take the spec's floating glass shape before iOS 26.
/// Each tab's stack is made the first time it is opened and then kept (hidden, not destroyed), so
/// switching back finds it as it was left (scroll position, typed search, pushed pages), as a
/// `TabView` would; switching crossfades (§7.7). Each tab has its own navigation path, and its own
/// `navigate` action in the environment for the pages inside it. Tapping the selected tab again
/// returns to its first page. The tab bar steps aside while the keyboard is up, as the system's
/// does, and under a flower's page, whose sticky footer takes the bottom edge.
struct MainTabsView: View {
    let main: MainTabsModel
    @State private var opened: Set<CalyxTab> = [.home]
    @State private var paths: [CalyxTab: [CalyxRoute]] = [:]
    @State private var isKeyboardShown = false

    var body: some View {
        let selection = CalyxTab(main.tab)
        ZStack {
            ForEach(CalyxTab.allCases) { tab in
                // The selected tab shows even before `opened` has caught up with a change made in a
                // model (Home's "Search flowers" switches to the Catalog).
                if opened.contains(tab) || tab == selection {
                    stack(for: tab)
                        .opacity(selection == tab ? 1 : 0)
                        .allowsHitTesting(selection == tab)
                        .accessibilityHidden(selection != tab)
                }
            }
        }
        .animation(.easeInOut(duration: 0.3), value: main.tab)
        .safeAreaInset(edge: .bottom, spacing: 0) {
            if showsTabBar {
                GlassTabBar(selection: tabSelection)
                    .padding(.horizontal, CalyxSpacing.floatingInset)
                    .padding(.bottom, CalyxSpacing.floatingInset)
            }
        }
        .background(CalyxPalette.cream.ignoresSafeArea())
        .onChange(of: main.tab) { _, tab in opened.insert(CalyxTab(tab)) }
        // A link or a push: pushed on the selected tab (also when it came before this view existed).
        .task(id: main.requestedPage) {
            guard let page = main.requestedPage else { return }
            paths[CalyxTab(main.tab), default: []].append(CalyxRoute(page))
            main.pageOpened()
        }
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in isKeyboardShown = true }
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { _ in isKeyboardShown = false }
        // §3.6: asked after the first follow, like, save or comment, with the reason first.
        .alert(
            PushModel.Prompt.afterFirstAct.title,
            isPresented: Binding { main.push.prompt != nil } set: { shown in if !shown, main.push.prompt != nil { main.push.decline() } }
        ) {
            Button("Turn On Notifications") { Task { await main.push.accept() } }
            Button("Not Now", role: .cancel) { main.push.decline() }
        } message: {
            Text(PushModel.Prompt.afterFirstAct.message)
        }
        // The person's account id decides which collections are theirs to edit; the header is wanted
        // on the Profile tab anyway.
        .onFirstAppear {
            async let preferences: Void = main.loadPreferences()
            await main.profile.load()
            await preferences
        }
    }

    private var showsTabBar: Bool {
        !isKeyboardShown && !(paths[CalyxTab(main.tab)]?.last?.hasOwnBottomBar ?? false)
    }

    /// Opening a tab and selecting it happen in one transaction, so a first visit fades in too; the
    /// selected tab tapped again goes back to its first page.
    private var tabSelection: Binding<CalyxTab> {
        Binding {
            CalyxTab(main.tab)
        } set: { tab in
            if tab.modelTab == main.tab {
                paths[tab] = []
            } else {
                opened.insert(tab)
                main.tab = tab.modelTab
            }
        }
    }

    private func path(for tab: CalyxTab) -> Binding<[CalyxRoute]> {
        Binding {
            paths[tab] ?? []
        } set: { path in
            paths[tab] = path
        }
    }

    private func stack(for tab: CalyxTab) -> some View {
        NavigationStack(path: path(for: tab)) {
            root(for: tab)
                .calyxDestinations()
        }
        .environment(\.navigate, CalyxNavigator { route in paths[tab, default: []].append(route) })
        // The app's own links in text (mentions, shared pages) open here; others go to the system.
        .environment(\.openURL, OpenURLAction { url in
            guard let page = main.page(for: url) else { return .systemAction }
            paths[tab, default: []].append(CalyxRoute(page))
            return .handled
        })
    }

    @ViewBuilder
    private func root(for tab: CalyxTab) -> some View {
        switch tab {
        case .home:
            HomeView(model: main.home)
        case .catalog:
            CatalogTabView(
                model: main.catalog,
                openFlower: { flower in
                    paths[.catalog, default: []].append(.flower(id: flower.id, searchQuery: main.catalog.queryForOpenedFlower))
                    // Opening it records the search: the history asks again when it next shows.
                    main.catalog.history.invalidate()
                },
                toggleSave: { flower in Task { await main.catalog.toggleSave(flower) } }
            )
        case .saved:
            SavedView(model: main.saved)
        case .profile:
            ProfileView(model: main.profile)
        }
    }
}
