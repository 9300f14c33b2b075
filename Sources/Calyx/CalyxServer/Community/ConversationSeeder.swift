import Foundation
import ServerKit
import SplitMix64
import SQLKit

/// A busy conversation for benchmarks only (`Benchmarks/CalyxCommentsBenchmark`): `people` readers,
/// `comments` comments on one flower (a third of them replies) and `votesPerPerson` votes from each
/// reader, with every stored count (upvotes, downvotes, score, replies, the flower's comment count) as
/// the API would have left it. Deterministic; written in large multi-row statements.
public struct ConversationSeeder: Sendable {
    public struct Report: Sendable {
        public let flower: UUID
        public let people: Int
        public let comments: Int
        public let votes: Int
    }

    let database: Database

    public init(database: Database) {
        self.database = database
    }

    static let sentences = [
        "Mine flowered two weeks early this year after the mild spring.",
        "Deadhead them weekly and they keep going until the first frost.",
        "Slugs love the young shoots; I ring them with grit.",
        "It self-seeds freely in gravel, which I am happy about.",
        "The scent is strongest in the evening, right by the back door.",
        "Needed staking in my windy garden, otherwise no trouble at all.",
        "Bees cover it from morning to dusk.",
        "Planted in heavy clay and it sulked for a year, now thriving.",
        "Divided ours in autumn and every piece took.",
        "Lovely with lavender in front to hide the bare stems.",
    ]

    /// Seeds unless the flower already has comments. `progress` hears what is being written.
    public func seed(
        people: Int = 1_000, comments: Int = 10_000, votesPerPerson: Int = 100, progress: @Sendable (String) -> Void
    ) async throws -> Report {
        let flower = try await database.sql.raw("SELECT id FROM flowers WHERE synthetic = \(bind: false) ORDER BY name_key LIMIT 1")
            .first(decoding: ID.self)?.id
        guard let flower else { throw Problem.notFound("The catalog is empty: import it first.") }
        let existing = try await database.sql.raw("SELECT COUNT(*) AS n FROM comments WHERE flower_id = \(bind: flower)").first(decoding: Count.self)?.n ?? 0
        if existing > 0 {
            progress("conversation already seeded (\(existing) comments)")
            return Report(flower: flower, people: people, comments: existing, votes: 0)
        }
        var random = SplitMix64(seed: 0x636F_6D6D_656E_7473)
        let readers = (0..<people).map { _ in UUID() }
        let now = TimestampKey.micros(of: Date())
        let ninetyDays: Int64 = 90 * 24 * 3600 * 1_000_000

        try await SeededPeople(prefix: "reader", digits: 4, displayPrefix: "Reader").insert(readers, into: database, progress: progress)

        // Comments, oldest first; a third answer an earlier thread.
        struct Seeded {
            let id: UUID
            let author: UUID
            var parent: UUID?
            let created: Int64
            var up = 0
            var down = 0
            var replies = 0
        }
        var seeded: [Seeded] = []
        var threads: [Int] = []
        for index in 0..<comments {
            let created = now - ninetyDays + Int64(index) * (ninetyDays / Int64(comments))
            let author = readers[Int(random.next() % UInt64(people))]
            var comment = Seeded(id: UUID(), author: author, parent: nil, created: created)
            if !threads.isEmpty, random.next() % 3 == 0 {
                let thread = threads[Int(random.next() % UInt64(threads.count))]
                comment.parent = seeded[thread].id
                seeded[thread].replies += 1
            } else {
                threads.append(index)
            }
            seeded.append(comment)
        }
        var votes: [(comment: Int, voter: UUID, value: Int)] = []
        for voter in readers {
            var chosen: Set<Int> = []
            while chosen.count < min(votesPerPerson, comments) {
                let index = Int(random.next() % UInt64(comments))
                guard seeded[index].author != voter, chosen.insert(index).inserted else { continue }
                let value = random.next() % 4 == 0 ? -1 : 1
                votes.append((index, voter, value))
                if value > 0 { seeded[index].up += 1 } else { seeded[index].down += 1 }
            }
        }

        progress("writing \(comments) comments")
        // Threads before their replies: the parent must exist for the foreign key.
        let ordered = seeded.filter { $0.parent == nil } + seeded.filter { $0.parent != nil }
        try await database.writeInBatches(ordered, size: 250) { rows, db in
            let values = rows.map { comment -> SQLQueryString in
                let text = Self.sentences[Int(comment.created % Int64(Self.sentences.count))]
                return """
                    (\(bind: comment.id), \(bind: flower), \(bind: comment.author), \(bind: comment.parent), \(bind: text), 'visible',
                     \(bind: comment.up), \(bind: comment.down), \(bind: comment.up - comment.down), \(bind: comment.replies), \(bind: comment.created))
                    """
            }
            try await db.raw("""
                INSERT INTO comments (id, flower_id, user_id, parent_id, body, state, upvotes, downvotes, score, reply_count, created_us)
                VALUES \(values.joined(separator: ", "))
                """).run()
        }
        progress("writing \(votes.count) votes")
        let castVotes = votes.map { (comment: seeded[$0.comment].id, voter: $0.voter, value: $0.value) }
        try await database.writeInBatches(castVotes, size: 500) { rows, db in
            let values = rows.map { vote -> SQLQueryString in "(\(bind: vote.comment), \(bind: vote.voter), \(bind: vote.value), \(bind: Date()))" }
            try await db.raw("INSERT INTO comment_votes (comment_id, user_id, value, voted_at) VALUES \(values.joined(separator: ", "))").run()
        }
        try await database.sql.raw("UPDATE flowers SET comment_count = \(bind: comments) WHERE id = \(bind: flower)").run()
        // Fresh statistics, as a long-running database would have, so the planner picks the indexes.
        try await database.sql.raw("ANALYZE").run()
        return Report(flower: flower, people: people, comments: comments, votes: votes.count)
    }

    private struct ID: Decodable { let id: UUID }
    private struct Count: Decodable { let n: Int }
}
