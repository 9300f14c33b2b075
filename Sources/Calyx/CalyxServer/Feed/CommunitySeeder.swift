import Foundation
import ServerKit
import SQLKit

/// A community for the feed benchmark only (`Benchmarks/CalyxFeedBenchmark`): `CommunityPlan`'s
/// people, likes, saves, follows and collections written as the API would have left them (feed events
/// for everything public, every stored count), then the feed's two jobs run once as the job runner
/// would. The person whose feed is measured signs in as `member00000`.
public struct CommunitySeeder: Sendable {
    public struct Report: Sendable {
        public let viewer: String
        public let people: Int
        public let likes: Int
        public let saves: Int
        public let follows: Int
        public let collections: Int
    }

    let database: Database
    static let people = SeededPeople(prefix: "member", digits: 5, displayPrefix: "Member")

    public init(database: Database) {
        self.database = database
    }

    /// Seeds unless the viewer exists already; `progress` hears what is being written.
    public func seed(
        people: Int = 10_000, likesPerPerson: Int = 50, savesPerPerson: Int = 50, followedByViewer: Int = 200,
        progress: @escaping @Sendable (String) -> Void
    ) async throws -> Report {
        let viewer = Self.people.name(0)
        if try await database.sql.raw("SELECT id FROM users WHERE username_key = \(bind: viewer)").first() != nil {
            progress("community already seeded")
            return Report(viewer: viewer, people: people, likes: 0, saves: 0, follows: 0, collections: 0)
        }
        let flowers = try await database.sql.raw("SELECT id FROM flowers ORDER BY number").all(decoding: ID.self).map(\.id)
        var shape = CommunityPlan.Shape()
        shape.people = people
        shape.likesPerPerson = likesPerPerson
        shape.savesPerPerson = savesPerPerson
        shape.followedByViewer = followedByViewer
        progress("drawing \(people) people's activity over \(flowers.count) flowers")
        let plan = CommunityPlan(shape, flowerCount: flowers.count, now: TimestampKey.micros(of: Date()))
        try await Self.people.insert(plan.people, into: database, progress: progress)
        try await write(plan, flowers: flowers, progress: progress)
        // Fresh statistics (and on PostgreSQL a visibility map, which index-only reads need), as a
        // long-running database has from autovacuum; then again after the jobs fill their tables.
        try await analyse(progress: progress)
        return Report(
            viewer: viewer, people: people, likes: plan.likes.count, saves: plan.saves.count, follows: plan.follows.count,
            collections: plan.collections.count
        )
    }

    /// Runs the trending and taste-neighbour jobs once, as the job runner would; returns how long each took.
    public func runFeedJobs() async throws -> (trending: Duration, neighbours: Duration, collections: Duration) {
        let clock = ContinuousClock()
        let trending = try await clock.measure { try await Trending(database: database).refresh(now: Date()) }
        let neighbours = try await clock.measure { try await TasteNeighbours(database: database).refresh() }
        let collections = try await clock.measure { try await CollectionRanking(database: database).refresh(now: Date()) }
        try await analyse(progress: { _ in })
        return (trending, neighbours, collections)
    }

    private func analyse(progress: (String) -> Void) async throws {
        progress("analysing")
        try await database.sql.raw(database.backend == .postgres ? "VACUUM ANALYZE" : "ANALYZE").run()
    }

    private func write(_ plan: CommunityPlan, flowers: [UUID], progress: @escaping @Sendable (String) -> Void) async throws {
        let people = plan.people
        let report = { (what: String, total: Int) in { @Sendable (written: Int) in progress("  \(what): \(written) of \(total)") } }

        progress("writing \(plan.likes.count) likes")
        try await database.writeInBatches(plan.likes, size: 1_000, progress: report("likes", plan.likes.count)) { rows, db in
            let values = rows.map { like -> SQLQueryString in "(\(bind: people[like.person]), \(bind: flowers[like.flower]), \(bind: TimestampKey.date(micros: like.at)))" }
            try await db.raw("INSERT INTO flower_likes (user_id, flower_id, liked_at) VALUES \(values.joined(separator: ", "))").run()
        }

        progress("writing \(plan.saves.count) saved flowers and the feed events of the public ones")
        try await database.writeInBatches(plan.saves, size: 500, progress: report("saves", plan.saves.count)) { rows, db in
            let values = rows.map { save -> SQLQueryString in
                "(\(bind: save.id), \(bind: people[save.person]), \(bind: flowers[save.flower]), \(bind: TimestampKey.date(micros: save.at)), \(bind: TimestampKey.date(micros: save.at)), \(bind: save.isPublic))"
            }
            try await db.raw("""
                INSERT INTO saved_flowers (id, user_id, flower_id, saved_at, updated_at, is_public) VALUES \(values.joined(separator: ", "))
                """).run()
            let events = rows.filter(\.isPublic).map { save -> SQLQueryString in
                "(\(bind: save.id), \(bind: people[save.person]), 'saved', \(bind: flowers[save.flower]), \(bind: save.id), NULL, \(bind: save.at))"
            }
            guard !events.isEmpty else { return }
            try await db.raw("""
                INSERT INTO feed_events (id, actor_id, kind, flower_id, saved_id, collection_id, created_us) VALUES \(events.joined(separator: ", "))
                """).run()
        }

        progress("writing \(plan.collections.count) public collections")
        let saves = plan.saves
        try await database.writeInBatches(plan.collections, size: 200) { rows, db in
            let values = rows.map { collection -> SQLQueryString in
                let cover = flowers[saves[collection.saves[0]].flower]
                return """
                    (\(bind: collection.id), \(bind: people[collection.person]), \(bind: collection.name), \(bind: SearchKey.of(collection.name)), \(bind: true), \(bind: cover),
                     \(bind: TimestampKey.date(micros: collection.at)), \(bind: TimestampKey.date(micros: collection.at)))
                    """
            }
            try await db.raw("""
                INSERT INTO collections (id, user_id, name, name_key, is_public, cover_flower_id, created_at, updated_at) VALUES \(values.joined(separator: ", "))
                """).run()
            let entries = rows.flatMap { collection in
                collection.saves.enumerated().map { position, index -> SQLQueryString in
                    let save = saves[index]
                    return "(\(bind: collection.id), \(bind: save.id), \(bind: flowers[save.flower]), \(bind: position), \(bind: TimestampKey.date(micros: collection.at)))"
                }
            }
            try await db.raw("""
                INSERT INTO collection_flowers (collection_id, saved_id, flower_id, position, added_at) VALUES \(entries.joined(separator: ", "))
                """).run()
            let events = rows.map { collection -> SQLQueryString in
                "(\(bind: collection.id), \(bind: people[collection.person]), 'collection', NULL, NULL, \(bind: collection.id), \(bind: collection.at))"
            }
            try await db.raw("""
                INSERT INTO feed_events (id, actor_id, kind, flower_id, saved_id, collection_id, created_us) VALUES \(events.joined(separator: ", "))
                """).run()
        }

        progress("writing \(plan.follows.count) follows")
        try await database.writeInBatches(plan.follows, size: 1_000, progress: report("follows", plan.follows.count)) { rows, db in
            let values = rows.map { follow -> SQLQueryString in "(\(bind: people[follow.follower]), \(bind: people[follow.followee]), \(bind: follow.at))" }
            try await db.raw("INSERT INTO follows (follower_id, followee_id, created_us) VALUES \(values.joined(separator: ", "))").run()
        }
        try await writeSettings(plan, progress: progress)
        try await writeCounts(plan, flowers: flowers, progress: progress)
    }

    /// Everyone's settings as Settings saves them: the defaults, but a private catalogue for
    /// `plan.privateCatalogues`. A community without these rows hid what the feed's private-catalogue
    /// filter costs (issue 46: 2.4–3.0 ms a page before it read a partial index).
    private func writeSettings(_ plan: CommunityPlan, progress: @escaping @Sendable (String) -> Void) async throws {
        progress("writing \(plan.people.count) people's settings (\(plan.privateCatalogues.count) with a private catalogue)")
        let defaults = UserSettings()
        let now = Date()
        try await database.writeInBatches(Array(plan.people.indices), size: 500) { rows, db in
            let values = rows.map { person -> SQLQueryString in
                """
                (\(bind: plan.people[person]), \(bind: !plan.privateCatalogues.contains(person)), \(bind: defaults.followerListsPublic),
                 \(bind: defaults.defaultCollectionPublic), \(bind: defaults.defaultView.rawValue), \(bind: defaults.measurementUnit.rawValue),
                 \(bind: defaults.notificationsEnabled), \(bind: defaults.emailNotifications), \(bind: now))
                """
            }
            try await db.raw("""
                INSERT INTO user_settings (user_id, catalogue_public, follower_lists_public, default_collection_public, default_view,
                    measurement_unit, notifications_enabled, email_notifications, updated_at) VALUES \(values.joined(separator: ", "))
                """).run()
        }
    }

    /// Every stored count as the API keeps it: people's followers and following, flowers' likes and saves.
    private func writeCounts(_ plan: CommunityPlan, flowers: [UUID], progress: @escaping @Sendable (String) -> Void) async throws {
        progress("writing profiles and counts")
        var followers = [Int](repeating: 0, count: plan.people.count), following = followers
        for follow in plan.follows {
            followers[follow.followee] += 1
            following[follow.follower] += 1
        }
        let people = plan.people
        try await database.writeInBatches(Array(people.indices), size: 500) { [followers, following] rows, db in
            let values = rows.map { index -> SQLQueryString in "(\(bind: people[index]), \(bind: followers[index]), \(bind: following[index]))" }
            try await db.raw("INSERT INTO profiles (user_id, follower_count, following_count) VALUES \(values.joined(separator: ", "))").run()
        }
        var likes = [Int](repeating: 0, count: flowers.count), saves = likes
        for like in plan.likes { likes[like.flower] += 1 }
        for save in plan.saves { saves[save.flower] += 1 }
        let touched = flowers.indices.filter { likes[$0] > 0 || saves[$0] > 0 }
        try await database.writeInBatches(touched, size: 500) { [likes, saves] rows, db in
            for index in rows {
                try await db.raw("""
                    UPDATE flowers SET like_count = \(bind: likes[index]), save_count = \(bind: saves[index]) WHERE id = \(bind: flowers[index])
                    """).run()
            }
        }
    }

    private struct ID: Decodable { let id: UUID }
}
