import CalyxAPI
import CalyxCore
import ClientUI
import SwiftUI

/// The Home tab (§4.1, §7.6 "Home (Feed) Screen") over `HomeFeedModel`: Polaroid cards of what people
/// one follows (and people with similar taste) saved and made, and what is trending; pull to refresh;
/// the next page fetched as the end nears. A newcomer with an empty feed sees people to follow and a
/// way to the Catalog. The bell opens the notifications.
///
/// It opens with the last feed seen (offline too) and refreshes once on first appearance: the
/// blooming flower floats at the top while that refresh runs, and a pull shows the system's spinner
/// instead of a second indicator. A refresh that fails over a shown feed is a banner, not a blank page.
struct HomeView: View {
    let model: HomeFeedModel
    @Environment(MainTabsModel.self) private var main
    @Environment(\.navigate) private var navigate
    @State private var isPulling = false

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(CalyxPalette.cream.ignoresSafeArea())
            .navigationTitle("Home")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        navigate(.explore)
                    } label: {
                        Label("Explore", systemImage: "safari")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        navigate(.notifications)
                    } label: {
                        Label("Notifications", systemImage: main.push.unreadCount > 0 ? "bell.badge" : "bell")
                    }
                    .accessibilityValue(main.push.unreadCount > 0 ? "\(main.push.unreadCount) unread" : "")
                }
            }
            .overlay(alignment: .top) {
                if model.isRefreshing, !isPulling, model.phase == .loaded {
                    BloomingRefreshIndicator()
                        .padding(6)
                        .calyxGlass(in: Circle(), fallback: .ultraThinMaterial, shadow: .floatingButton)
                        .padding(.top, CalyxSpacing.small)
                        .transition(.opacity)
                }
            }
            .animation(.easeInOut(duration: 0.3), value: model.isRefreshing)
            .onFirstAppear {
                await model.refresh()
                await main.push.refreshUnread()
            }
    }

    @ViewBuilder
    private var content: some View {
        switch model.phase {
        case .loading:
            FeedSkeleton()
        case .loaded:
            feed
        case .empty:
            EmptyFeedView(people: model.suggestedPeople, follow: { person in await model.follow(person) }) {
                main.tab = .catalog
            }
            .refreshable { await pull() }
        case .failed(let failure):
            ErrorRetryView(failure: failure) { await model.retry() }
        }
    }

    private var feed: some View {
        ScrollView {
            LazyVStack(spacing: CalyxSpacing.extraLarge) {
                if let failure = model.failure {
                    FailureBanner(failure: failure) { await model.retry() }
                        .padding(.horizontal, CalyxSpacing.screenMargin)
                }
                ForEach(Array(model.items.enumerated()), id: \.element.id) { index, item in
                    FeedCard(
                        item: item,
                        like: { Task { await model.toggleLike(item) } },
                        save: { Task { await model.toggleSave(item) } }
                    )
                    // Not `.task`: a card scrolled away would cancel the page it asked for half-way.
                    .onAppear { Task { await model.itemAppeared(at: index) } }
                }
            }
            .padding(.vertical, CalyxSpacing.medium)
        }
        .refreshable { await pull() }
    }

    private func pull() async {
        isPulling = true
        async let unread: Void = main.push.refreshUnread()
        await model.refresh()
        await unread
        isPulling = false
    }
}

/// Polaroid-shaped placeholders while the very first feed loads.
private struct FeedSkeleton: View {
    var body: some View {
        ScrollView {
            VStack(spacing: CalyxSpacing.extraLarge) {
                ForEach(0..<2, id: \.self) { _ in
                    PolaroidSkeleton()
                        .padding(.horizontal, CalyxSpacing.extraLarge)
                }
            }
            .padding(.vertical, CalyxSpacing.medium)
        }
        .scrollDisabled(true)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Loading your feed")
    }
}
