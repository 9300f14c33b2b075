import CalyxAPI
import CalyxCore
import Foundation
import Testing

/// The small helpers the screens show their words and choices through: written in Core so the views
/// hold no logic, and checked here.
@Suite("Presentation helpers")
struct PresentationHelpersTests {
    let person = Components.Schemas.Person(id: "p1", username: "ada", displayName: "Ada")
    let flower = Components.Schemas.FlowerCard(id: "f1", commonName: "Rose", scientificName: "Rosa", family: "Rosaceae", likeCount: 0)

    @Test("a range shows both ends, or one number when they agree, with its unit")
    func ranges() {
        #expect(FlowerDetailModel.rangeText(.init(min: 30, max: 60), unit: "cm") == "30\u{2013}60 cm")
        #expect(FlowerDetailModel.rangeText(.init(min: 4, max: 9)) == "4\u{2013}9")
        #expect(FlowerDetailModel.rangeText(.init(min: 45, max: 45), unit: "cm") == "45 cm")
    }

    @Test("a feed card says what happened, naming the collection when there is one")
    func activity() {
        let collection = Components.Schemas.Collection(
            id: "c1", ownerId: "p1", owner: person, likeCount: 0, saveCount: 0, name: "Spring Walk", description: "",
            isPublic: true, flowerCount: 3, createdAt: Date(), updatedAt: Date()
        )
        func item(_ kind: Components.Schemas.FeedItem.KindPayload, collection: Components.Schemas.Collection? = nil) -> Components.Schemas.FeedItem {
            .init(id: "i1", kind: kind, source: .following, person: person, collection: collection, flower: flower, at: Date())
        }
        #expect(HomeFeedModel.activity(of: item(.saved)) == "saved a flower")
        #expect(HomeFeedModel.activity(of: item(.collection, collection: collection)) == "made the collection \u{201C}Spring Walk\u{201D}")
        #expect(HomeFeedModel.activity(of: item(.collection)) == "made a collection")
        #expect(HomeFeedModel.activity(of: item(.trending)) == "Trending now")
        #expect(HomeFeedModel.activity(of: item(.discovery)) == "New to you, in bloom now")
    }

    @Test("a notification leads to its flower, else its collection, else the latest person who acted")
    func notificationDestination() {
        func notification(flower: String? = nil, collection: String? = nil, actors: [Components.Schemas.Person] = []) -> Components.Schemas.Notification {
            .init(
                id: "n1", kind: .follow, actors: actors, actorCount: actors.count,
                collection: collection.map { .init(id: $0, name: "Spring Walk") }, flower: flower.map { .init(id: $0, name: "Rose") },
                text: "", read: false, updatedAt: Date()
            )
        }
        #expect(NotificationsModel.destination(of: notification(flower: "f1", collection: "c1")) == .flower(id: "f1"))
        #expect(NotificationsModel.destination(of: notification(collection: "c1", actors: [person])) == .collection(id: "c1"))
        #expect(NotificationsModel.destination(of: notification(actors: [person])) == .person(id: "p1"))
        #expect(NotificationsModel.destination(of: notification()) == nil)
    }

    @Test("the follow line counts one follower in the singular")
    func followLine() {
        func profile(followers: Int, following: Int) -> Components.Schemas.Profile {
            .init(
                id: "p1", displayName: "Ada", memberSince: Date(), followerCount: followers, followingCount: following,
                collectionCount: 0, favoriteCount: 0, followerListsPublic: true
            )
        }
        #expect(ProfileModel.followLine(for: profile(followers: 1, following: 3)) == "1 Follower  •  3 Following")
        #expect(ProfileModel.followLine(for: profile(followers: 12, following: 0)) == "12 Followers  •  0 Following")
    }

    @Test("a sort alone filters nothing; privacy or a tag does")
    func savedOrderFiltering() {
        #expect(!SavedOrder(sort: .alphabetical).isFiltered)
        #expect(SavedOrder(visibility: .private).isFiltered)
        #expect(SavedOrder(tag: "shade").isFiltered)
    }
}
