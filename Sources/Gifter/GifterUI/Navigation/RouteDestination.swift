import ClientUI
import GifterCore
import SwiftUI

extension View {
    /// The pages of §12.2 a stack can push, each with its model made once from the route.
    func gifterDestinations() -> some View {
        navigationDestination(for: GifterRoute.self) { route in
            RouteDestination(route: route)
        }
    }
}

/// One pushed page: the route's model, made from the app's environment (or, for the pages that
/// belong to You, from You's model) and kept by `ModelHost`.
private struct RouteDestination: View {
    let route: GifterRoute
    @Environment(GifterAppModel.self) private var app
    @Environment(TabRoots.self) private var roots

    var body: some View {
        let environment = app.environment
        switch route {
        case .collection(let id):
            ModelHost { CollectionDetailModel(collectionID: id, client: environment.client) } content: { model in
                CollectionDetailView(model: model)
            }
        case .collections:
            ModelHost { CollectionsModel(client: environment.client) } content: { model in
                CollectionsView(model: model)
            }
        case .occasion(let id):
            ModelHost { OccasionDetailModel(occasionID: id, client: environment.client, store: environment.store) } content: { model in
                OccasionDetailView(model: model)
            }
        case let .product(id, context):
            ModelHost {
                ProductDetailModel(productID: id, context: context, client: environment.client, sync: environment.sync)
            } content: { model in
                ProductDetailView(model: model)
            }
        case .friend(let id):
            ModelHost { FriendContextModel(friendID: id, client: environment.client) } content: { model in
                FriendContextView(model: model)
            }
        case .friends:
            ModelHost { FriendsModel(client: environment.client) } content: { model in
                FriendsView(model: model)
            }
        case .addFriend:
            ModelHost { AddFriendModel(client: environment.client) } content: { model in
                AddFriendView(model: model)
            }
        case .friendInvite(let token):
            ModelHost { FriendInviteModel(token: token, client: environment.client) } content: { model in
                FriendInviteView(model: model)
            }
        case let .recommendations(person, name):
            ModelHost { RecommendationsModel(person: person, name: name, client: environment.client) } content: { model in
                RecommendationsView(model: model)
            }
        case let .giftPlan(person, name):
            ModelHost { GiftPlanModel(person: person, name: name, client: environment.client, sync: environment.sync) } content: { model in
                GiftPlanView(model: model)
            }
        case .wishlist:
            ModelHost { WishlistModel(client: environment.client, store: environment.store, sync: environment.sync) } content: { model in
                WishlistView(model: model)
            }
        case .editProfile:
            EditProfileDestination()
        case .occasionEdit(let id):
            if let id {
                OccasionEditLoader(occasionID: id)
            } else {
                ModelHost { OccasionEditModel(newFor: nil, name: nil, client: environment.client) } content: { model in
                    OccasionEditView(model: model)
                }
            }
        case .refineTaste:
            ModelHost { roots.you.refineTaste() } content: { quiz in
                RefineTasteView(quiz: quiz)
            }
        }
    }
}

/// Edit profile's model needs the person: You's (the freshest, a name just changed), else the app's
/// (there before You loads). The row that pushes it shows only once one of them is known.
private struct EditProfileDestination: View {
    @Environment(GifterAppModel.self) private var app
    @Environment(TabRoots.self) private var roots
    @State private var model: EditProfileModel?

    var body: some View {
        if let model {
            EditProfileView(model: model)
        } else {
            GifterPalette.black
                .ignoresSafeArea()
                .onAppear {
                    model = roots.you.editProfile() ?? app.user.map { EditProfileModel(user: $0, client: app.client) }
                }
        }
    }
}
