import Foundation
import NIOPosix
import ServerKit
import SQLKit

/// The people whose taste is closest to each person's: the 50 with the highest Jaccard similarity of
/// their flower sets (publicly saved flowers and liked flowers, which are always public). Recomputed
/// by a background job; the feed and Explore read the stored result.
struct TasteNeighbours: Sendable {
    let database: Database

    static let perPerson = 50
    /// Rows per `INSERT` when storing the result.
    static let batch = 400

    /// The job: reads every person's flower set, computes everyone's neighbours off the cooperative
    /// pool, and replaces the stored table in one transaction (readers see the old or the new, whole).
    func refresh() async throws {
        let pairs = try await database.sql.raw("""
            SELECT s.user_id, s.flower_id FROM saved_flowers s LEFT JOIN user_settings u ON u.user_id = s.user_id
            WHERE s.is_public = \(bind: true) AND COALESCE(u.catalogue_public, \(bind: true)) = \(bind: true)
            UNION SELECT user_id, flower_id FROM flower_likes
            """).all(decoding: Pair.self)
        let computed = try await NIOThreadPool.singleton.runIfActive { Self.compute(pairs) }
        try await database.transaction { db in
            try await db.raw("DELETE FROM taste_neighbours").run()
            var rows: [SQLQueryString] = []
            func flush() async throws {
                guard !rows.isEmpty else { return }
                try await db.raw("INSERT INTO taste_neighbours (user_id, neighbour_id, similarity) VALUES \(rows.joined(separator: ", "))").run()
                rows.removeAll(keepingCapacity: true)
            }
            for (person, neighbours) in computed {
                for neighbour in neighbours {
                    rows.append("(\(bind: person), \(bind: neighbour.person), \(bind: neighbour.similarity))")
                    if rows.count == Self.batch { try await flush() }
                }
            }
            try await flush()
        }
    }

    /// Each person's neighbours from (person, flower) pairs.
    static func compute(_ pairs: [Pair]) -> [(UUID, [(person: UUID, similarity: Double)])] {
        var people: [UUID: Int] = [:], flowers: [UUID: Int32] = [:]
        var ids: [UUID] = []
        var sets: [[Int32]] = []
        for pair in pairs {
            let person = people[pair.user_id] ?? {
                people[pair.user_id] = ids.count
                ids.append(pair.user_id)
                sets.append([])
                return ids.count - 1
            }()
            let flower = flowers[pair.flower_id] ?? {
                let index = Int32(flowers.count)
                flowers[pair.flower_id] = index
                return index
            }()
            sets[person].append(flower)
        }
        // UNION already removed repeated pairs.
        let neighbours = TasteSimilarity.neighbours(of: sets, flowerCount: flowers.count, limit: perPerson)
        return neighbours.enumerated().map { index, list in
            (ids[index], list.map { (ids[$0.person], $0.similarity) })
        }
    }

    struct Pair: Decodable, Sendable {
        let user_id: UUID
        let flower_id: UUID
    }
}
