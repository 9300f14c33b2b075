import Foundation
import ServerKit
import SQLKit

/// The garden (every flower the pair owns), the species and what the pair has unlocked.
struct GardenBook: Sendable {
    let database: Database
    let planting: Planting

    struct Garden: Sendable {
        let growing: Planting.Flower
        let next: String?
        /// The growing flower first, then the bloomed ones, newest bloom first.
        let flowers: [Planting.Flower]
    }

    func garden(of person: UUID) async throws -> Garden {
        let membership = try await PairMembership.required(person, database.sql)
        return try await garden(pair: membership.pairID, database.sql)
    }

    func garden(pair: UUID, _ db: any SQLDatabase) async throws -> Garden {
        let flowers = try await db.raw("""
            SELECT \(Planting.columns) FROM flowers WHERE pair_id = \(bind: pair)
            ORDER BY CASE WHEN bloomed_day IS NULL THEN 1 ELSE 0 END DESC, bloomed_day DESC, planted_day DESC
            """).all(decoding: Planting.Flower.self)
        guard let growing = flowers.first(where: { $0.bloomed_day == nil }) else { throw Problem.internalError }
        let next = try await db.raw("SELECT next_species FROM pairs WHERE id = \(bind: pair)").first(decoding: NextRow.self)?.next_species
        return Garden(growing: growing, next: next, flowers: flowers)
    }

    /// The flower the pair sees on `day`: the one that reached full bloom that day, else the growing one.
    func shown(pair: UUID, on day: Int) async throws -> Planting.Flower {
        try await planting.shown(pair, on: day, database.sql)
    }

    /// The species planted after the current flower blooms. 409 `species-locked` for one the pair
    /// has not unlocked; 422 for one that does not exist.
    func chooseNext(_ species: String, by person: UUID) async throws -> Garden {
        guard planting.catalog[species] != nil else { throw Problem.validation(field: "species", "is not a species of the garden") }
        return try await database.transaction { db in
            let membership = try await PairMembership.required(person, db)
            guard try await RowLocks.pair(membership.pairID, db) else { throw Problem.notPaired() }
            guard try await planting.unlockedSpecies(membership.pairID, db).contains(species) else {
                throw Problem.conflict("species-locked", title: "Not unlocked", detail: "Unlock this flower first.", field: "species")
            }
            try await db.raw("UPDATE pairs SET next_species = \(bind: species) WHERE id = \(bind: membership.pairID)").run()
            return try await garden(pair: membership.pairID, db)
        }
    }

    /// What the caller's pair has unlocked (starters only while unpaired).
    func unlocked(for person: UUID) async throws -> Set<String> {
        guard let pair = try await PairMembership.pairID(of: person, database.sql) else {
            return Set(planting.catalog.starters.map(\.id))
        }
        return try await planting.unlockedSpecies(pair, database.sql)
    }

    private struct NextRow: Decodable { let next_species: String? }
}
