import CalyxAPI
import CalyxCore
import ClientUI
import Foundation
import SwiftUI

/// Someone's Followers and Following (§3.6), switched with the glassy tabs: people with their photo,
/// name and @username, each opening their profile, with a Follow toggle beside everyone but oneself;
/// more as the end nears. A person who keeps their lists private shows the model's message instead.
struct FollowListView: View {
    /// The two lists, in the switch's order.
    enum Page: CaseIterable {
        case followers, following

        var title: String { self == .followers ? "Followers" : "Following" }
    }

    let followers: FollowListModel
    let following: FollowListModel
    @State private var shown: Page

    init(followers: FollowListModel, following: FollowListModel, initial: FollowListModel.Kind) {
        self.followers = followers
        self.following = following
        _shown = State(initialValue: initial == .followers ? .followers : .following)
    }

    var body: some View {
        VStack(spacing: 0) {
            GlassSegmentedTabs(selection: $shown, title: \.title)
                .padding(.horizontal, CalyxSpacing.screenMargin)
                .padding(.vertical, CalyxSpacing.small)
            // Both stay alive, so switching back keeps the scroll position and what was loaded.
            ZStack {
                PeopleList(model: followers)
                    .opacity(shown == .followers ? 1 : 0)
                    .accessibilityHidden(shown != .followers)
                PeopleList(model: following)
                    .opacity(shown == .following ? 1 : 0)
                    .accessibilityHidden(shown != .following)
            }
            .animation(.easeInOut(duration: 0.3), value: shown)
        }
        .background(CalyxPalette.cream.ignoresSafeArea())
        .navigationTitle(shown.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// One list of people over its model.
private struct PeopleList: View {
    let model: FollowListModel

    var body: some View {
        Group {
            if model.isPrivate {
                ContentUnavailableView("Private", systemImage: "lock", description: Text(FollowListModel.privateMessage))
            } else if model.people.isEmpty, let failure = model.failure {
                ErrorRetryView(failure: failure) { await model.load() }
            } else if model.people.isEmpty {
                ContentUnavailableView(
                    model.kind == .followers ? "No Followers Yet" : "Not Following Anyone",
                    systemImage: "person.2", description: Text("People show here as they follow and are followed.")
                )
            } else {
                List {
                    ForEach(Array(model.people.enumerated()), id: \.element.id) { index, person in
                        row(person)
                            .listRowBackground(Color.clear)
                            // Not `.task`: a row scrolled away would cancel the page it asked for half-way.
                            .onAppear { Task { await model.personAppeared(at: index) } }
                    }
                }
                .listStyle(.plain)
                .scrollContentBackground(.hidden)
            }
        }
        .refreshable { await model.load() }
        .onFirstAppear { await model.load() }
    }

    private func row(_ person: Components.Schemas.Person) -> some View {
        HStack(spacing: 12) {
            PersonLink(person: person)
            // Absent for oneself: nobody follows themselves.
            if let youFollow = person.youFollow {
                FollowCapsule(title: youFollow ? "Following" : "Follow", isFollowing: youFollow) {
                    Task { await model.toggleFollow(person) }
                }
                .accessibilityLabel(youFollow ? "Unfollow \(person.displayName)" : "Follow \(person.displayName)")
            }
        }
    }
}
