import Foundation
import ServerKit
import SQLKit

/// Writes a `DemoPlan` as the API would have left it: feed events for everything public, every stored
/// count (followers, likes, saves, comments, replies, votes, collection reactions), and the dev
/// account's inbox groups. Real rows are only ever moved by what the demo adds to them, so removal
/// can move them back. Every demo person, and every demo row the dev account owns, is marked in
/// `demo_rows` in the transaction that writes it.
struct DemoWriter: Sendable {
    let database: Database
    let plan: DemoPlan
    /// The catalog flowers' ids, by the plan's flower index.
    let flowers: [UUID]
    let dev: UUID
    let progress: @Sendable (String) -> Void

    /// A plan person's id (`DemoPlan.dev` is the dev account).
    func id(_ person: Int) -> UUID { person == DemoPlan.dev ? dev : plan.people[person].id }

    private func date(_ micros: Int64) -> Date { TimestampKey.date(micros: micros) }

    private func marks(_ table: String, _ ids: [UUID]) -> SQLQueryString {
        let values = ids.map { id -> SQLQueryString in "(\(bind: table), \(bind: id), \(bind: Int64(bitPattern: plan.seed)))" }
        return "INSERT INTO demo_rows (table_name, row_id, seed) VALUES \(values.joined(separator: ", "))"
    }

    func write() async throws {
        try await people()
        try await likesAndSaves()
        try await collections()
        try await follows()
        try await comments()
        try await searches()
        try await DemoInbox(database: database, plan: plan, dev: dev, seed: plan.seed, id: id).write()
    }

    private func people() async throws {
        progress("writing \(plan.people.count) demo people")
        var followers = [Int](repeating: 0, count: plan.people.count), following = followers
        for follow in plan.follows {
            if follow.followee != DemoPlan.dev { followers[follow.followee] += 1 }
            if follow.follower != DemoPlan.dev { following[follow.follower] += 1 }
        }
        let people = plan.people, now = date(plan.people.isEmpty ? 0 : plan.follows.map(\.at).min() ?? 0)
        try await database.writeInBatches(Array(people.indices), size: 100) { [followers, following] rows, db in
            let users = rows.map { index -> SQLQueryString in
                let person = people[index]
                return """
                    (\(bind: person.id), \(bind: person.username), \(bind: person.username.lowercased()), \(bind: person.displayName),
                     \(bind: SearchKey.of(person.displayName)), \(bind: person.about), \(bind: now), \(bind: now))
                    """
            }
            try await db.raw("""
                INSERT INTO users (id, username, username_key, display_name, display_name_key, about, created_at, last_login_at)
                VALUES \(users.joined(separator: ", "))
                """).run()
            try await db.raw(marks("users", rows.map { people[$0].id })).run()
            let profiles = rows.map { index -> SQLQueryString in "(\(bind: people[index].id), \(bind: followers[index]), \(bind: following[index]))" }
            try await db.raw("INSERT INTO profiles (user_id, follower_count, following_count) VALUES \(profiles.joined(separator: ", "))").run()
        }
        // The dev account's counts move by what the demo adds (it may have real followers already).
        let devFollowers = plan.follows.filter { $0.followee == DemoPlan.dev }.count
        let devFollowing = plan.follows.filter { $0.follower == DemoPlan.dev }.count
        try await database.sql.raw("""
            INSERT INTO profiles (user_id, follower_count, following_count) VALUES (\(bind: dev), \(bind: devFollowers), \(bind: devFollowing))
            ON CONFLICT (user_id) DO UPDATE SET follower_count = profiles.follower_count + excluded.follower_count,
                following_count = profiles.following_count + excluded.following_count
            """).run()
    }

    /// The dev account's plan saves it has not made itself already (a real save is never touched).
    private func devSavesToSkip() async throws -> Set<UUID> {
        let own = Set(try await database.sql.raw("SELECT flower_id AS id FROM saved_flowers WHERE user_id = \(bind: dev)").all(decoding: ID.self).map(\.id))
        return Set(plan.saves.filter { $0.person == DemoPlan.dev && own.contains(flowers[$0.flower]) }.map(\.id))
    }

    private func likesAndSaves() async throws {
        progress("writing \(plan.likes.count) likes and \(plan.saves.count) saves")
        let flowers = flowers, plan = plan
        try await database.writeInBatches(plan.likes, size: 500) { rows, db in
            let values = rows.map { like -> SQLQueryString in "(\(bind: plan.people[like.person].id), \(bind: flowers[like.flower]), \(bind: date(like.at)))" }
            try await db.raw("INSERT INTO flower_likes (user_id, flower_id, liked_at) VALUES \(values.joined(separator: ", "))").run()
        }
        let skipped = try await devSavesToSkip()
        let saves = plan.saves.filter { !skipped.contains($0.id) }
        try await database.writeInBatches(saves, size: 300) { rows, db in
            let values = rows.map { save -> SQLQueryString in
                "(\(bind: id(save.person)), \(bind: flowers[save.flower]), \(bind: save.id), \(bind: date(save.at)), \(bind: date(save.at)), \(bind: save.isPublic))"
            }
            try await db.raw("""
                INSERT INTO saved_flowers (user_id, flower_id, id, saved_at, updated_at, is_public) VALUES \(values.joined(separator: ", "))
                """).run()
            let events = rows.filter(\.isPublic).map { save -> SQLQueryString in
                "(\(bind: save.id), \(bind: id(save.person)), 'saved', \(bind: flowers[save.flower]), \(bind: save.id), NULL, \(bind: save.at))"
            }
            if !events.isEmpty {
                try await db.raw("""
                    INSERT INTO feed_events (id, actor_id, kind, flower_id, saved_id, collection_id, created_us) VALUES \(events.joined(separator: ", "))
                    """).run()
            }
            let devs = rows.filter { $0.person == DemoPlan.dev }.map(\.id)
            if !devs.isEmpty { try await db.raw(marks("saved_flowers", devs)).run() }
        }
        var likes: [Int: Int] = [:], saved: [Int: Int] = [:]
        for like in plan.likes { likes[like.flower, default: 0] += 1 }
        for save in saves { saved[save.flower, default: 0] += 1 }
        try await addToFlowers(Set(likes.keys).union(saved.keys)) { [likes, saved] flower in
            "like_count = like_count + \(bind: likes[flower] ?? 0), save_count = save_count + \(bind: saved[flower] ?? 0)"
        }
    }

    /// Moves counts on catalog flowers (real rows) by what the demo added to each.
    private func addToFlowers(_ touched: Set<Int>, _ change: @escaping @Sendable (Int) -> SQLQueryString) async throws {
        let flowers = flowers
        try await database.writeInBatches(touched.sorted(), size: 200) { rows, db in
            for flower in rows {
                try await db.raw("UPDATE flowers SET \(change(flower)) WHERE id = \(bind: flowers[flower])").run()
            }
        }
    }

    private func collections() async throws {
        progress("writing \(plan.collections.count) public collections and their likes and saves")
        let skipped = try await devSavesToSkip()
        let devTop = try await database.sql.raw("SELECT COALESCE(MIN(position), 0) AS n FROM collections WHERE user_id = \(bind: dev)")
            .first(decoding: Count.self)?.n ?? 0
        var likes = [Int](repeating: 0, count: plan.collections.count), saves = likes
        for like in plan.collectionLikes { likes[like.collection] += 1 }
        for save in plan.collectionSaves { saves[save.collection] += 1 }
        let plan = plan, flowers = flowers
        try await database.writeInBatches(Array(plan.collections.indices), size: 100) { [likes, saves] rows, db in
            let values = rows.map { index -> SQLQueryString in
                let collection = plan.collections[index]
                let entries = collection.saves.filter { !skipped.contains(plan.saves[$0].id) }
                let cover = entries.first.map { flowers[plan.saves[$0].flower] }
                let position = collection.person == DemoPlan.dev ? devTop - 1 : 0
                return """
                    (\(bind: collection.id), \(bind: id(collection.person)), \(bind: collection.name), \(bind: SearchKey.of(collection.name)),
                     \(bind: collection.description), \(bind: true), \(bind: cover), \(bind: position), \(bind: likes[index]), \(bind: saves[index]),
                     \(bind: date(collection.at)), \(bind: date(collection.at)))
                    """
            }
            try await db.raw("""
                INSERT INTO collections (id, user_id, name, name_key, description, is_public, cover_flower_id, position, like_count, save_count,
                    created_at, updated_at) VALUES \(values.joined(separator: ", "))
                """).run()
            let entries = rows.flatMap { index in
                let collection = plan.collections[index]
                return collection.saves.filter { !skipped.contains(plan.saves[$0].id) }.enumerated().map { position, save -> SQLQueryString in
                    "(\(bind: collection.id), \(bind: plan.saves[save].id), \(bind: flowers[plan.saves[save].flower]), \(bind: position), \(bind: date(collection.at)))"
                }
            }
            if !entries.isEmpty {
                try await db.raw("""
                    INSERT INTO collection_flowers (collection_id, saved_id, flower_id, position, added_at) VALUES \(entries.joined(separator: ", "))
                    """).run()
            }
            let events = rows.map { index -> SQLQueryString in
                let collection = plan.collections[index]
                return "(\(bind: collection.id), \(bind: id(collection.person)), 'collection', NULL, NULL, \(bind: collection.id), \(bind: collection.at))"
            }
            try await db.raw("""
                INSERT INTO feed_events (id, actor_id, kind, flower_id, saved_id, collection_id, created_us) VALUES \(events.joined(separator: ", "))
                """).run()
            let devs = rows.filter { plan.collections[$0].person == DemoPlan.dev }.map { plan.collections[$0].id }
            if !devs.isEmpty { try await db.raw(marks("collections", devs)).run() }
        }
        for (table, reactions) in [("collection_likes", plan.collectionLikes), ("saved_collections", plan.collectionSaves)] {
            let column = table == "collection_likes" ? "liked_at" : "saved_at"
            try await database.writeInBatches(reactions, size: 500) { rows, db in
                let values = rows.map { reaction -> SQLQueryString in
                    "(\(bind: plan.collections[reaction.collection].id), \(bind: plan.people[reaction.person].id), \(bind: reaction.at))"
                }
                try await db.raw("INSERT INTO \(ident: table) (collection_id, user_id, \(ident: column)) VALUES \(values.joined(separator: ", "))").run()
            }
        }
    }

    private func follows() async throws {
        progress("writing \(plan.follows.count) follows")
        try await database.writeInBatches(plan.follows, size: 500) { rows, db in
            let values = rows.map { follow -> SQLQueryString in "(\(bind: id(follow.follower)), \(bind: id(follow.followee)), \(bind: follow.at))" }
            try await db.raw("INSERT INTO follows (follower_id, followee_id, created_us) VALUES \(values.joined(separator: ", "))").run()
        }
    }

    private func comments() async throws {
        progress("writing \(plan.comments.count) comments and replies and \(plan.votes.count) votes")
        var up = [Int](repeating: 0, count: plan.comments.count), down = up, replies = up
        for vote in plan.votes { if vote.value > 0 { up[vote.comment] += 1 } else { down[vote.comment] += 1 } }
        for comment in plan.comments { if let parent = comment.parent { replies[parent] += 1 } }
        let plan = plan, flowers = flowers
        // Threads before their replies: the parent must exist for the foreign key.
        let ordered = plan.comments.indices.filter { plan.comments[$0].parent == nil } + plan.comments.indices.filter { plan.comments[$0].parent != nil }
        try await database.writeInBatches(ordered, size: 250) { [up, down, replies] rows, db in
            let values = rows.map { index -> SQLQueryString in
                let comment = plan.comments[index]
                return """
                    (\(bind: comment.id), \(bind: flowers[comment.flower]), \(bind: id(comment.author)), \(bind: comment.parent.map { plan.comments[$0].id }),
                     \(bind: comment.body), 'visible', \(bind: up[index]), \(bind: down[index]), \(bind: up[index] - down[index]), \(bind: replies[index]),
                     \(bind: comment.at))
                    """
            }
            try await db.raw("""
                INSERT INTO comments (id, flower_id, user_id, parent_id, body, state, upvotes, downvotes, score, reply_count, created_us)
                VALUES \(values.joined(separator: ", "))
                """).run()
            let devs = rows.filter { plan.comments[$0].author == DemoPlan.dev }.map { plan.comments[$0].id }
            if !devs.isEmpty { try await db.raw(marks("comments", devs)).run() }
        }
        try await database.writeInBatches(plan.votes, size: 500) { rows, db in
            let values = rows.map { vote -> SQLQueryString in
                let comment = plan.comments[vote.comment]
                return "(\(bind: comment.id), \(bind: plan.people[vote.voter].id), \(bind: vote.value), \(bind: date(comment.at + 3_600_000_000)))"
            }
            try await db.raw("INSERT INTO comment_votes (comment_id, user_id, value, voted_at) VALUES \(values.joined(separator: ", "))").run()
        }
        var perFlower: [Int: Int] = [:]
        for comment in plan.comments { perFlower[comment.flower, default: 0] += 1 }
        try await addToFlowers(Set(perFlower.keys)) { [perFlower] flower in "comment_count = comment_count + \(bind: perFlower[flower] ?? 0)" }
    }

    private func searches() async throws {
        progress("writing \(plan.searches.count) search history entries")
        let plan = plan, flowers = flowers
        try await database.writeInBatches(plan.searches, size: 500) { rows, db in
            let values = rows.map { search -> SQLQueryString in
                let kind = search.flower == nil ? SearchHistory.Kind.search : .flower
                return """
                    (\(bind: search.id), \(bind: id(search.person)), \(bind: search.flower.map { flowers[$0] }), \(bind: kind.rawValue),
                     \(bind: search.query), \(bind: SearchText.normalize(search.query)), \(bind: date(search.at)))
                    """
            }
            try await db.raw("""
                INSERT INTO search_history (id, user_id, flower_id, kind, query, query_key, searched_at) VALUES \(values.joined(separator: ", "))
                """).run()
            let devs = rows.filter { $0.person == DemoPlan.dev }.map(\.id)
            if !devs.isEmpty { try await db.raw(marks("search_history", devs)).run() }
        }
    }

    private struct ID: Decodable { let id: UUID }
    private struct Count: Decodable { let n: Int }
}
