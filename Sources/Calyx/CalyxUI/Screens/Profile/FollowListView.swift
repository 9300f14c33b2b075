import CalyxAPI
import CalyxCore
import ClientUI
import Foundation
import SwiftUI

/// Someone's Followers and Following (§3.6), switched with the glassy tabs, each list a
/// `PeopleListView`. Both stay alive, so switching back keeps the scroll position and what was loaded.
struct FollowListView: View {
    /// The two lists, in the switch's order.
    enum Page: CaseIterable, Hashable {
        case followers, following

        var title: String { self == .followers ? "Followers" : "Following" }
    }

    let followers: PeopleListModel
    let following: PeopleListModel
    @State private var shown: Page

    init(followers: PeopleListModel, following: PeopleListModel, initial: Page) {
        self.followers = followers
        self.following = following
        _shown = State(initialValue: initial)
    }

    var body: some View {
        VStack(spacing: 0) {
            GlassSegmentedTabs(selection: $shown, title: \.title)
                .padding(.horizontal, CalyxSpacing.screenMargin)
                .padding(.vertical, CalyxSpacing.small)
            ZStack {
                PeopleListView(model: followers)
                    .opacity(shown == .followers ? 1 : 0)
                    .accessibilityHidden(shown != .followers)
                PeopleListView(model: following)
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
