import CalyxAPI
import CalyxCore
import ClientUI
import Foundation
import SwiftUI

/// One list of people over `PeopleListModel` (followers, following, who liked a collection, blocked
/// or muted accounts): photo, name and @username opening their profile, and the list's button beside
/// each (Follow, Unblock or Unmute); more as the end nears; pull to refresh.
struct PeopleListView: View {
    let model: PeopleListModel

    var body: some View {
        Group {
            if model.isPrivate {
                ContentUnavailableView("Private", systemImage: "lock", description: Text(PeopleListModel.privateMessage))
            } else if model.people.isEmpty, let failure = model.failure {
                ErrorRetryView(failure: failure) { await model.load() }
            } else if model.people.isEmpty, model.hasLoaded {
                ContentUnavailableView(model.emptyTitle, systemImage: "person.2", description: Text(model.emptyMessage))
            } else if model.people.isEmpty {
                ProgressView()
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
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(CalyxPalette.cream.ignoresSafeArea())
        .noticeBanner(model.notice) { model.dismissNotice() }
        .refreshable { await model.load() }
        .onFirstAppear { await model.load() }
    }

    @ViewBuilder
    private func row(_ person: Components.Schemas.Person) -> some View {
        HStack(spacing: 12) {
            PersonLink(person: person)
            switch model.rowAction {
            case .follow:
                // Absent for oneself: nobody follows themselves.
                if let youFollow = person.youFollow {
                    FollowCapsule(title: youFollow ? "Following" : "Follow", isFollowing: youFollow) {
                        Task { await model.toggleFollow(person) }
                    }
                    .accessibilityLabel(youFollow ? "Unfollow \(person.displayName)" : "Follow \(person.displayName)")
                }
            case .unblock:
                FollowCapsule(title: "Unblock", isFollowing: true) { Task { await model.release(person) } }
                    .accessibilityLabel("Unblock \(person.displayName)")
            case .unmute:
                FollowCapsule(title: "Unmute", isFollowing: true) { Task { await model.release(person) } }
                    .accessibilityLabel("Unmute \(person.displayName)")
            }
        }
    }
}
