import CalyxAPI
import ClientKit
import Foundation
import Observation

/// The four tabs' models, made once per signed-in person and kept while they switch tabs.
@MainActor @Observable
public final class MainTabsModel {
    public enum Tab: String, Sendable, CaseIterable {
        case home, catalog, saved, profile
    }

    public var tab = Tab.home
    /// A page asked for from outside the tabs' own buttons (a link, a push), waiting for the
    /// selected tab's stack to push it; `pageOpened()` clears it.
    public private(set) var requestedPage: CalyxPage?
    public let home: HomeFeedModel
    public let catalog: CatalogSearchModel
    public let saved: SavedModel
    public let profile: ProfileModel
    /// Pushes and the unread badge, for the person signed in.
    public let push: PushModel
    /// Grid or list, metric or imperial: applied wherever they matter, at once when changed.
    public let preferences: AppPreferences
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
        push = PushModel(client: client, store: environment.store, system: environment.notifications, development: environment.pushIsDevelopment)
        preferences = AppPreferences(settings: environment.store.snapshots.load(Components.Schemas.Settings.self, CalyxCacheKey.settings))
        catalog.layout = preferences.layout
        saved.layout = preferences.layout
        preferences.layoutChanged = { [catalog, saved] layout in
            catalog.layout = layout
            saved.layout = layout
        }
    }

    /// The server's settings (another phone may have changed them), applied and kept for next launch.
    public func loadPreferences() async {
        guard let settings = try? await environment.client.api.getSettings().ok.body.json else { return }
        try? environment.store.snapshots.save(settings, as: CalyxCacheKey.settings)
        preferences.apply(settings)
    }

    /// The inbox, whose reading clears the badges.
    public func notificationsPage() -> NotificationsModel {
        NotificationsModel(client: environment.client, push: push)
    }

    public func settingsPage() -> SettingsModel {
        SettingsModel(environment: environment, push: push, preferences: preferences)
    }

    public func open(_ page: CalyxPage) { requestedPage = page }
    public func pageOpened() { requestedPage = nil }

    /// The page a link inside the app names (an `@mention`, a share link in a comment), if it is ours.
    public func page(for url: URL) -> CalyxPage? { environment.links.page(for: url) }

    /// A flower's page, wherever it is opened from (a card, a search result, history, Saved).
    public func flowerPage(_ flowerID: String, searchQuery: String? = nil) -> FlowerDetailModel {
        FlowerDetailModel(
            flowerID: flowerID, client: environment.client, store: environment.store, sync: environment.sync,
            shareLinks: environment.shareLinks, searchQuery: searchQuery, preferences: preferences,
            own: SavedFlowerModel(flowerID: flowerID, environment: environment)
        )
    }

    public func collectionPage(_ collectionID: String) -> CollectionDetailModel {
        CollectionDetailModel(collectionID: collectionID, environment: environment)
    }

    public func personPage(_ userID: String) -> PersonProfileModel {
        PersonProfileModel(userID: userID, client: environment.client)
    }

    public func personPage(username: String) -> PersonProfileModel {
        PersonProfileModel(username: username, client: environment.client)
    }

    public func peopleList(_ source: PeopleListModel.Source) -> PeopleListModel {
        PeopleListModel(source: source, client: environment.client)
    }

    /// Explore, reached from Home and from the Catalog.
    public func explorePage() -> ExploreModel {
        ExploreModel(client: environment.client, accountID: profile.account?.id ?? profile.profile?.id)
    }
}
