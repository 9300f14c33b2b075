import Foundation
import Observation

/// The four tabs' models, made once per signed-in person and kept while they switch tabs.
@MainActor @Observable
public final class MainTabsModel {
    public enum Tab: String, Sendable, CaseIterable {
        case home, catalog, saved, profile
    }

    public var tab = Tab.home
    public let home: HomeFeedModel
    public let catalog: CatalogSearchModel
    public let saved: SavedModel
    public let profile: ProfileModel
    @ObservationIgnored public let environment: CalyxEnvironment

    public init(environment: CalyxEnvironment) {
        self.environment = environment
        let client = environment.client
        home = HomeFeedModel(client: client, store: environment.store, sync: environment.sync, images: environment.images)
        catalog = CatalogSearchModel(
            client: client, history: SearchHistoryModel(client: client, store: environment.store, sync: environment.sync), images: environment.images,
            sync: environment.sync
        )
        saved = SavedModel(client: client, store: environment.store, sync: environment.sync)
        profile = ProfileModel(environment: environment)
    }

    /// A flower's page, wherever it is opened from (a card, a search result, history, Saved).
    public func flowerPage(_ flowerID: String, searchQuery: String? = nil) -> FlowerDetailModel {
        FlowerDetailModel(
            flowerID: flowerID, client: environment.client, store: environment.store, sync: environment.sync,
            shareLinks: environment.shareLinks, searchQuery: searchQuery
        )
    }

    public func collectionPage(_ collectionID: String) -> CollectionDetailModel {
        CollectionDetailModel(collectionID: collectionID, environment: environment)
    }

    public func personPage(_ userID: String) -> PersonProfileModel {
        PersonProfileModel(userID: userID, client: environment.client)
    }
}
