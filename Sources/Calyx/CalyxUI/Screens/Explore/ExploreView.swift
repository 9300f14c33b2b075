import CalyxAPI
import CalyxCore
import ClientUI
import SwiftUI

/// Explore (§3.6 "Explore page", §3.8) over `ExploreModel`: one glassy field searching people (by
/// username or name) and public collections; below it, until something is typed, the week's popular
/// collections (a row that pages on as it scrolls), trending flowers, and people to follow. Every item
/// opens its page; hearts and Follow act at once.
struct ExploreView: View {
    let model: ExploreModel
    @Environment(\.navigate) private var navigate

    var body: some View {
        VStack(spacing: 0) {
            GlassSearchBar(text: query, prompt: "Search people and collections") {
                Task { await model.settled() }
            }
            .padding(.horizontal, CalyxSpacing.screenMargin)
            .padding(.vertical, CalyxSpacing.small)
            Group {
                if model.isShowingResults {
                    ExploreResults(model: model)
                } else {
                    sections
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .background(CalyxPalette.cream.ignoresSafeArea())
        .navigationTitle("Explore")
        .navigationBarTitleDisplayMode(.inline)
        .noticeBanner(model.notice) { model.dismissNotice() }
        .onFirstAppear { await model.load() }
    }

    private var query: Binding<String> {
        Binding { model.query } set: { model.type($0) }
    }

    @ViewBuilder
    private var sections: some View {
        switch model.phase {
        case .loading:
            ProgressView("Loading Explore")
        case .failed(let failure):
            ErrorRetryView(failure: failure) { await model.load() }
        case .loaded:
            ScrollView {
                VStack(alignment: .leading, spacing: CalyxSpacing.extraLarge) {
                    if !model.popularCollections.isEmpty { popular }
                    if !model.trending.isEmpty { trending }
                    if !model.suggestedPeople.isEmpty { people }
                    if model.popularCollections.isEmpty, model.trending.isEmpty, model.suggestedPeople.isEmpty {
                        ContentUnavailableView(
                            "Quiet for Now", systemImage: "leaf",
                            description: Text("Popular collections and people to follow show here as the community grows.")
                        )
                    }
                }
                .padding(.vertical, CalyxSpacing.medium)
            }
            .refreshable { await model.load() }
        }
    }

    private var popular: some View {
        ExploreSection(title: "Popular Collections This Week") {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: CalyxSpacing.medium) {
                    ForEach(Array(model.popularCollections.enumerated()), id: \.element.id) { index, collection in
                        CollectionTile(
                            collection: collection, creditsOwner: true,
                            toggleLike: model.showsHeart(on: collection) ? { Task { await model.toggleLike(collection) } } : nil
                        )
                        .frame(width: 220)
                        .onAppear { Task { await model.popularAppeared(at: index) } }
                    }
                }
                .padding(.horizontal, CalyxSpacing.screenMargin)
                .padding(.vertical, CalyxSpacing.small)
            }
        }
    }

    private var trending: some View {
        ExploreSection(title: "Trending Flowers") {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: CalyxSpacing.medium) {
                    ForEach(model.trending, id: \.id) { flower in
                        FlowerPolaroid(flower: flower, open: { navigate(.flower(id: flower.id)) }, toggleSave: nil)
                            .frame(width: 160)
                    }
                }
                .padding(.horizontal, CalyxSpacing.screenMargin)
                .padding(.vertical, CalyxSpacing.small)
            }
        }
    }

    private var people: some View {
        ExploreSection(title: "People to Follow") {
            VStack(spacing: CalyxSpacing.small) {
                ForEach(model.suggestedPeople, id: \.id) { person in
                    ExplorePersonRow(person: person) { Task { await model.toggleFollow(person) } }
                }
            }
            .padding(.horizontal, CalyxSpacing.screenMargin)
        }
    }
}

/// A titled section of Explore.
private struct ExploreSection<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: CalyxSpacing.small) {
            Text(title)
                .calyxFont(.h3)
                .foregroundStyle(CalyxPalette.black)
                .padding(.horizontal, CalyxSpacing.screenMargin)
                .accessibilityAddTraits(.isHeader)
            content
        }
    }
}

/// A person with Follow beside them (absent for oneself, or signed out).
struct ExplorePersonRow: View {
    let person: Components.Schemas.Person
    let toggleFollow: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            PersonLink(person: person)
            if let youFollow = person.youFollow {
                FollowCapsule(title: youFollow ? "Following" : "Follow", isFollowing: youFollow, action: toggleFollow)
                    .accessibilityLabel(youFollow ? "Unfollow \(person.displayName)" : "Follow \(person.displayName)")
            }
        }
    }
}
