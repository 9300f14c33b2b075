import CalyxCore
import Combine
import Foundation
import SwiftUI
import UIKit

/// The app's one window: the four tabs' screens behind the floating glass tab bar (§4.1).
///
/// Not a `TabView`: the system tab bar cannot take the spec's floating glass shape before iOS 26.
/// Each tab's screen is made the first time it is opened and then kept (hidden, not destroyed), so
/// switching back finds it as it was left (scroll position, typed search), as a `TabView` would;
/// switching crossfades (§7.7). The tab bar steps aside while the keyboard is up, as the system's does.
public struct CalyxRootView: View {
    let catalog: CatalogSearchModel
    @State private var selection = CalyxTab.home
    @State private var opened: Set<CalyxTab> = [.home]
    @State private var isKeyboardShown = false

    public init(catalog: CatalogSearchModel) {
        self.catalog = catalog
    }

    public var body: some View {
        ZStack {
            ForEach(CalyxTab.allCases) { tab in
                if opened.contains(tab) {
                    screen(for: tab)
                        .opacity(selection == tab ? 1 : 0)
                        .allowsHitTesting(selection == tab)
                        .accessibilityHidden(selection != tab)
                }
            }
        }
        .animation(.easeInOut(duration: 0.3), value: selection)
        .safeAreaInset(edge: .bottom, spacing: 0) {
            if !isKeyboardShown {
                GlassTabBar(selection: tabSelection)
                    .padding(.horizontal, CalyxSpacing.floatingInset)
                    .padding(.bottom, CalyxSpacing.floatingInset)
            }
        }
        .background(CalyxPalette.cream.ignoresSafeArea())
        .tint(CalyxPalette.botanicalGreen)
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in isKeyboardShown = true }
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { _ in isKeyboardShown = false }
    }

    /// Opening a tab and selecting it happen in one transaction, so a first visit fades in too.
    private var tabSelection: Binding<CalyxTab> {
        Binding {
            selection
        } set: { tab in
            opened.insert(tab)
            selection = tab
        }
    }

    @ViewBuilder
    private func screen(for tab: CalyxTab) -> some View {
        switch tab {
        case .home: HomeTabView()
        case .catalog: CatalogTabView(model: catalog)
        case .saved: SavedTabView()
        case .profile: ProfileTabView()
        }
    }
}
