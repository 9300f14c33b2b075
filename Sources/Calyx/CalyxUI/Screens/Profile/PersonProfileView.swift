import CalyxAPI
import CalyxCore
import ClientUI
import Foundation
import SwiftUI

/// Someone else's profile (§3.6, §7.6 "Other User Profile Screen") over `PersonProfileModel`: the same
/// header, a prominent Follow / Following / Follow Back button, Mute and Block in the ⋯ menu (Block
/// asks first), and only what they show the world: their public collections, their catalogue when
/// it is public, their favorites. Blocked, the page says so and offers Unblock instead.
struct PersonProfileView: View {
    @Bindable var model: PersonProfileModel
    @Environment(\.navigate) private var navigate
    @Environment(MainTabsModel.self) private var main

    var body: some View {
        ProfileScroll(profile: model.profile, failure: model.failure, reload: { await model.load() }) { profile in
            content(profile)
        }
        .navigationTitle(model.profile?.displayName ?? "Profile")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                HStack {
                    if let username = model.profile?.username {
                        ShareLink(item: main.environment.shareLinks.person(username)) {
                            Label("Share Profile", systemImage: "square.and.arrow.up")
                        }
                    }
                    // No relation is one's own profile (or signed out): nothing to mute or block.
                    if model.profile?.relation != nil { menu }
                }
            }
        }
        .noticeBanner(model.notice) { model.dismissNotice() }
        .confirmationDialog(
            "Block \(model.profile?.displayName ?? "this person")?",
            isPresented: Binding { model.confirmingBlock } set: { if !$0 { model.cancelBlock() } },
            titleVisibility: .visible
        ) {
            Button("Block", role: .destructive) { Task { await model.confirmBlock() } }
            Button("Cancel", role: .cancel) { model.cancelBlock() }
        } message: {
            Text("You stop following each other, and neither of you sees the other's flowers, collections or comments.")
        }
        .onFirstAppear { await model.load() }
    }

    private var menu: some View {
        Menu {
            Button {
                Task { await model.toggleMute() }
            } label: {
                model.isMuted ? Label("Unmute", systemImage: "speaker.wave.2") : Label("Mute", systemImage: "speaker.slash")
            }
            if model.isBlocked {
                Button {
                    Task { await model.unblock() }
                } label: {
                    Label("Unblock", systemImage: "hand.raised.slash")
                }
            } else {
                Button(role: .destructive) {
                    model.askToBlock()
                } label: {
                    Label("Block", systemImage: "hand.raised")
                }
            }
        } label: {
            ToolbarGlyph(systemImage: "ellipsis")
        }
        .accessibilityLabel("More")
    }

    private func content(_ profile: Components.Schemas.Profile) -> some View {
        VStack(alignment: .leading, spacing: CalyxSpacing.medium) {
            ProfileHeader(profile: profile, followLine: model.followLine) {
                navigate(.follows(userID: profile.id, initial: .followers))
            }
            if profile.relation != nil, !model.isBlocked {
                followButton
            }
            Rectangle()
                .fill(CalyxPalette.mediumGray)
                .frame(height: 1)
                .accessibilityHidden(true)
            if model.isBlocked {
                ContentUnavailableView {
                    Label("You Blocked \(profile.displayName)", systemImage: "hand.raised")
                } description: {
                    Text("Unblock them to see what they share again.")
                } actions: {
                    Button("Unblock") { Task { await model.unblock() } }
                        .buttonStyle(.calyxSecondary)
                        .frame(maxWidth: 240)
                }
            } else {
                if let failure = model.failure {
                    FailureBanner(failure: failure) { await model.load() }
                }
                GlassSegmentedTabs(selection: $model.section, title: \.title)
                section(profile)
                    .id(model.section)
                    .transition(.opacity)
            }
            MemberSinceLine(text: model.memberSinceLine)
        }
        .padding(.horizontal, CalyxSpacing.screenMargin)
        .padding(.vertical, CalyxSpacing.medium)
        .animation(.easeInOut(duration: 0.3), value: model.section)
    }

    /// §7.6: "Follow/Unfollow button below header (prominent)": filled to follow, outlined once following.
    @ViewBuilder
    private var followButton: some View {
        if model.isFollowing {
            Button(model.followButtonTitle, action: toggleFollow)
                .buttonStyle(.calyxSecondary)
                .accessibilityHint("Stops following them.")
        } else {
            Button(model.followButtonTitle, action: toggleFollow)
                .buttonStyle(.calyxPrimary)
        }
    }

    private func toggleFollow() {
        Task { await model.toggleFollow() }
    }

    @ViewBuilder
    private func section(_ profile: Components.Schemas.Profile) -> some View {
        switch model.section {
        case .collections:
            CollectionsGrid(
                collections: model.collections, emptyMessage: "\(profile.displayName) has no public collections yet.",
                toggleLike: { collection in Task { await model.toggleLike(collection) } }, showsHeart: model.showsHeart(on:)
            )
        case .catalogue:
            if model.showsCatalogue {
                FlowerCardGrid(
                    flowers: model.catalogue, emptyTitle: "No Flowers Here",
                    emptyMessage: "\(profile.displayName) hasn't saved any flowers yet.", emptySymbol: "leaf"
                )
            } else {
                ContentUnavailableView(
                    "Private Catalogue", systemImage: "lock",
                    description: Text("\(profile.displayName) keeps their saved flowers to themselves.")
                )
            }
        case .favorites:
            FlowerCardGrid(
                flowers: model.favorites, emptyTitle: "No Favorites Yet",
                emptyMessage: "Flowers \(profile.displayName) likes show here.", emptySymbol: "heart"
            )
        }
    }
}
