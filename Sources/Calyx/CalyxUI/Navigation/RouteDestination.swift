import CalyxCore
import ClientUI
import SwiftUI

extension View {
    /// The pages of §4.2 a tab's stack can push, each with its model made from the route's ids.
    func calyxDestinations() -> some View {
        navigationDestination(for: CalyxRoute.self) { route in
            RouteDestination(route: route)
        }
    }
}

/// One pushed page: the route's model, made by the tabs' model and kept by `ModelHost`.
private struct RouteDestination: View {
    let route: CalyxRoute
    @Environment(MainTabsModel.self) private var main

    var body: some View {
        switch route {
        case let .flower(id, searchQuery, tab):
            ModelHost { () -> FlowerDetailModel in
                let page = main.flowerPage(id, searchQuery: searchQuery)
                page.tab = tab
                return page
            } content: { model in
                FlowerDetailView(model: model)
            }
        case .collection(let id):
            ModelHost { main.collectionPage(id) } content: { model in
                CollectionDetailView(model: model)
            }
        case .person(let id):
            ModelHost { main.personPage(id) } content: { model in
                PersonProfileView(model: model)
            }
        case .personNamed(let username):
            ModelHost { main.personPage(username: username) } content: { model in
                PersonProfileView(model: model)
            }
        case let .follows(userID, initial):
            ModelHost { () -> FollowLists in
                FollowLists(
                    followers: main.peopleList(.followers(userID: userID)),
                    following: main.peopleList(.following(userID: userID))
                )
            } content: { lists in
                FollowListView(followers: lists.followers, following: lists.following, initial: initial)
            }
        case .people(let source):
            ModelHost { main.peopleList(source) } content: { model in
                PeopleListView(model: model)
                    .navigationTitle(model.title)
                    .navigationBarTitleDisplayMode(.inline)
            }
        case .explore:
            ModelHost { main.explorePage() } content: { model in
                ExploreView(model: model)
            }
        case .notifications:
            ModelHost { main.notificationsPage() } content: { model in
                NotificationsView(model: model)
            }
        case .settings:
            ModelHost { main.settingsPage() } content: { model in
                SettingsView(model: model)
            }
        case .help:
            HelpView()
        }
    }
}

/// The two lists of the follow page, kept together so switching between them keeps both loaded.
private final class FollowLists {
    let followers: PeopleListModel
    let following: PeopleListModel

    init(followers: PeopleListModel, following: PeopleListModel) {
        self.followers = followers
        self.following = following
    }
}
