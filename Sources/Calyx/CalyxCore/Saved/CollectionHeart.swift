import CalyxAPI
import ClientKit

/// The heart on a collection card, wherever a card shows (Explore, profiles, a library): it flips at
/// once with the count, the server is asked, and its answer (or, on failure, the card as it was)
/// replaces the guess. One's own collections carry no heart: liking them means nothing.
@MainActor
enum CollectionHeart {
    typealias Collection = Components.Schemas.Collection

    /// Whether `collection`'s card offers the heart to the person whose account is `accountID`.
    static func shows(on collection: Collection, accountID: String?) -> Bool {
        collection.ownerId != accountID && collection.liked != nil
    }

    /// Toggles the like; `update` is called with the optimistic card, then with the settled one.
    /// Returns why the server said no, if it did.
    static func toggle(_ collection: Collection, api: any APIProtocol, update: (Collection) -> Void) async -> LoadFailure? {
        let wasLiked = collection.liked == true
        var guess = collection
        guess.liked = !wasLiked
        guess.likeCount = max(0, collection.likeCount + (wasLiked ? -1 : 1))
        update(guess)
        do {
            let state = wasLiked
                ? try await api.unlikeCollection(path: .init(collectionId: collection.id)).ok.body.json
                : try await api.likeCollection(path: .init(collectionId: collection.id)).ok.body.json
            var settled = guess
            settled.liked = state.liked
            settled.likeCount = state.likeCount
            update(settled)
            return nil
        } catch {
            update(collection)
            return LoadFailure(error)
        }
    }
}
