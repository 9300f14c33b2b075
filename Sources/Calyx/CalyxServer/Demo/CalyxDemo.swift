import Foundation
import Identity
import Media
import ServerKit
import SQLKit

/// `greenhouse seed --demo` for Calyx: a community of invented people around the real catalog, so a
/// newcomer's dev sign-in (`devName`) finds a living app: a feed from the people it follows,
/// trending flowers, popular collections and people to follow in Explore, conversations under flowers,
/// and an inbox of followers, likes and replies. Deterministic for a seed number; written once (a
/// second run finds it there and does nothing); `remove` takes it all away again.
struct CalyxDemo: Sendable {
    let database: Database
    let library: MediaLibrary
    let wallClock: any WallClock
    let progress: @Sendable (String) -> Void
    var people = 300

    /// The dev sign-in name the demo is for (`POST /calyx/v1/auth/dev {"name": "Alice"}`, the README's
    /// example and Gifter's demo account too).
    static let devName = "Alice"

    /// Seeds unless a demo is there already; returns whether it wrote one.
    @discardableResult
    func seed(_ seed: UInt64) async throws -> Bool {
        if let existing = try await database.sql.raw("SELECT seed FROM demo_rows LIMIT 1").first(decoding: Seed.self) {
            progress("demo community already there (seed \(UInt64(bitPattern: existing.seed))): nothing to do")
            return false
        }
        let started = ContinuousClock.now
        let now = wallClock.now()
        let (species, flowers) = try await catalog()
        // The newcomer's own account (a real one: never marked, never removed), made as dev sign-in
        // would make it when nobody has signed in yet.
        let dev = try await database.transaction { db in
            try await DevAccount.findOrCreate(name: Self.devName, username: Self.devName.lowercased(), now: now, db).id
        }
        progress("drawing the demo community (seed \(seed)): \(people) people over \(species.count) flowers")
        let plan = DemoPlan(seed: seed, species: species, count: people, now: TimestampKey.micros(of: now), moderator: .shipped)
        try await DemoWriter(database: database, plan: plan, flowers: flowers, dev: dev, progress: progress).write()
        try await DemoAvatars(database: database, library: library, seed: seed, progress: progress).draw(plan.people)
        progress("ranking trending flowers, taste neighbours and popular collections")
        try await Trending(database: database).refresh(now: now)
        try await TasteNeighbours(database: database).refresh()
        try await CollectionRanking(database: database).refresh(now: now)
        let seconds = (ContinuousClock.now - started).inSeconds
        progress(String(
            format: "demo community ready in %.1f s: %d people, %d likes, %d saves, %d collections, %d follows, %d comments, %d votes; sign in as \"%@\"",
            seconds, plan.people.count, plan.likes.count, plan.saves.count, plan.collections.count, plan.follows.count, plan.comments.count,
            plan.votes.count, Self.devName
        ))
        return true
    }

    /// Removes the demo (nothing happens when there is none).
    func remove() async throws {
        let removed = try await DemoRemoval(database: database, library: library, progress: progress).run(now: wallClock.now())
        progress(removed == 0 ? "no demo community to remove" : "removed the demo community (\(removed) people)")
    }

    /// The curated species present in the database, in a stable order, with their flowers' ids.
    private func catalog() async throws -> ([FlowerSpecies], [UUID]) {
        let rows = try await database.sql.raw("SELECT slug, id FROM flowers WHERE synthetic = \(bind: false)").all(decoding: Row.self)
        let ids = Dictionary(uniqueKeysWithValues: rows.map { ($0.slug, $0.id) })
        let species = try CalyxCatalog.curated.get()
            .map { (FlowerID.slug(scientificName: $0.scientificName), $0) }
            .filter { ids[$0.0] != nil }
            .sorted { $0.0 < $1.0 }
        guard species.count >= 20 else { throw Problem.notFound("The flower catalog is not imported: run `greenhouse seed` first.") }
        return (species.map(\.1), species.map { ids[$0.0]! })
    }

    private struct Row: Decodable { let slug: String; let id: UUID }
    private struct Seed: Decodable { let seed: Int64 }
}
