import Foundation
import ServerKit
import SQLKit

/// The pair's flowers in SQL: the growing one, growth, wilting, blooming into the garden and
/// planting the next. Every call runs inside a transaction that has locked the pair.
struct Planting: Sendable {
    let catalog: SpeciesCatalog

    struct Flower: Decodable, Sendable, Equatable {
        let id: UUID
        let species: String
        let stage: Int
        let wilted: Bool
        let planted_day: Int
        let bloomed_day: Int?

        var growthStage: GrowthStage { GrowthStage(rawValue: stage) ?? .seed }
    }

    static let columns: SQLQueryString = "id, species, stage, wilted, planted_day, bloomed_day"

    /// The flower still growing (every pair has exactly one).
    func growing(_ pair: UUID, _ db: any SQLDatabase) async throws -> Flower {
        guard let flower = try await db.raw("""
            SELECT \(Self.columns) FROM flowers WHERE pair_id = \(bind: pair) AND bloomed_day IS NULL
            """).first(decoding: Flower.self)
        else { throw Problem.internalError }
        return flower
    }

    /// The flower to show on `day`: the one that reached full bloom that day, else the growing one.
    func shown(_ pair: UUID, on day: Int, _ db: any SQLDatabase) async throws -> Flower {
        if let bloomed = try await db.raw("""
            SELECT \(Self.columns) FROM flowers WHERE pair_id = \(bind: pair) AND bloomed_day = \(bind: day)
            """).first(decoding: Flower.self) {
            return bloomed
        }
        return try await growing(pair, db)
    }

    func plant(_ species: String, pair: UUID, on day: Int, _ db: any SQLDatabase) async throws {
        try await db.raw("""
            INSERT INTO flowers (id, pair_id, species, stage, wilted, planted_day)
            VALUES (\(bind: UUID()), \(bind: pair), \(bind: species), 0, \(bind: false), \(bind: day))
            """).run()
    }

    /// A missed day: the growing flower wilts (it never dies).
    func wilt(_ pair: UUID, _ db: any SQLDatabase) async throws {
        try await db.raw("UPDATE flowers SET wilted = \(bind: true) WHERE pair_id = \(bind: pair) AND bloomed_day IS NULL").run()
    }

    /// A complete day: the growing flower revives and grows a stage. At full bloom it joins the garden
    /// and the next species is planted for the following day. Returns the flower as it now is.
    func grow(_ pair: UUID, on day: Int, nextChoice: String?, _ db: any SQLDatabase) async throws -> Flower {
        let flower = try await growing(pair, db)
        let stage = flower.growthStage.next
        let bloomed = stage == .fullBloom ? day : nil
        try await db.raw("""
            UPDATE flowers SET stage = \(bind: stage.rawValue), wilted = \(bind: false), bloomed_day = \(bind: bloomed) WHERE id = \(bind: flower.id)
            """).run()
        if bloomed != nil {
            try await plant(try await nextSpecies(pair, choice: nextChoice, db), pair: pair, on: day + 1, db)
            try await db.raw("UPDATE pairs SET next_species = NULL WHERE id = \(bind: pair)").run()
        }
        return Flower(id: flower.id, species: flower.species, stage: stage.rawValue, wilted: false, planted_day: flower.planted_day, bloomed_day: bloomed)
    }

    /// The pair's choice when it is still unlocked, else the unlocked species planted least recently
    /// (never-planted first, then in catalog order).
    func nextSpecies(_ pair: UUID, choice: String?, _ db: any SQLDatabase) async throws -> String {
        let unlocked = try await unlockedSpecies(pair, db)
        if let choice, unlocked.contains(choice) { return choice }
        let planted = try await db.raw("""
            SELECT species, MAX(planted_day) AS last FROM flowers WHERE pair_id = \(bind: pair) GROUP BY species
            """).all(decoding: LastPlanted.self)
        let last = Dictionary(planted.map { ($0.species, $0.last) }) { first, _ in first }
        let candidates = catalog.all.filter { unlocked.contains($0.id) }
        return candidates.min { (last[$0.id] ?? Int.min) < (last[$1.id] ?? Int.min) }?.id ?? catalog.starters[0].id
    }

    /// Starters, plus what streaks and purchases unlocked.
    func unlockedSpecies(_ pair: UUID, _ db: any SQLDatabase) async throws -> Set<String> {
        let rows = try await db.raw("SELECT species FROM unlocks WHERE pair_id = \(bind: pair)").all(decoding: SpeciesRow.self)
        return Set(catalog.starters.map(\.id)).union(rows.map(\.species))
    }

    /// Unlocks `species` for the pair (idempotent); true when it was locked before.
    @discardableResult
    func unlock(_ species: String, pair: UUID, source: String, transaction: String? = nil, now: Int64, _ db: any SQLDatabase) async throws -> Bool {
        try await db.raw("""
            INSERT INTO unlocks (pair_id, species, source, transaction_id, unlocked_us)
            VALUES (\(bind: pair), \(bind: species), \(bind: source), \(bind: transaction), \(bind: now))
            ON CONFLICT (pair_id, species) DO NOTHING RETURNING species
            """).all().count > 0
    }

    /// Unlocks for `pair` the flowers its people bought and still own (a purchase follows its buyer).
    func unlockPurchases(of people: [UUID], pair: UUID, now: Int64, _ db: any SQLDatabase) async throws {
        for person in people {
            let owned = try await db.raw("""
                SELECT original_transaction_id, species FROM purchases WHERE account_id = \(bind: person) AND revoked_us IS NULL
                """).all(decoding: OwnedRow.self)
            for purchase in owned where catalog[purchase.species] != nil {
                try await unlock(purchase.species, pair: pair, source: "purchase", transaction: purchase.original_transaction_id, now: now, db)
            }
        }
    }

    private struct OwnedRow: Decodable {
        let original_transaction_id: String
        let species: String
    }

    private struct LastPlanted: Decodable {
        let species: String
        let last: Int
    }

    private struct SpeciesRow: Decodable { let species: String }
}
