import Foundation
import ServerKit

/// The feed, trending, Explore and finding people and collections, built once from the app's
/// database, and the background jobs that keep the first two fresh.
struct CalyxFeed: Sendable {
    let home: HomeFeed
    let trending: Trending
    let neighbours: TasteNeighbours
    let suggestions: PeopleSuggestions
    let people: PeopleSearch
    let collections: CollectionSearch
    let cursors: CursorCodec

    init(environment: AppEnvironment) {
        let database = environment.database
        cursors = environment.cursors
        trending = Trending(database: database)
        neighbours = TasteNeighbours(database: database)
        home = HomeFeed(
            database: database, trending: trending, discovery: Discovery(database: database), wallClock: environment.wallClock, cursors: environment.cursors
        )
        suggestions = PeopleSuggestions(database: database)
        people = PeopleSearch(database: database, cursors: environment.cursors)
        collections = CollectionSearch(database: database, cursors: environment.cursors)
    }

    /// Rankings every five minutes, taste neighbours every half hour.
    var jobs: [ScheduledJob] {
        [
            ScheduledJob("trending", every: .seconds(300)) { now in try await trending.refresh(now: now) },
            ScheduledJob("taste-neighbours", every: .seconds(1800)) { _ in try await neighbours.refresh() },
        ]
    }
}
