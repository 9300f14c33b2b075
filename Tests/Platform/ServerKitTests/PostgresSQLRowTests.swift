import Foundation
import PostgresKit
@testable import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// Rows read on PostgreSQL decode their common column types directly (`PostgresSQLRow`) and the rest
/// through PostgresKit; either way a value reads exactly as PostgresKit's own row reads it.
@Suite("PostgreSQL rows", .enabled(if: TestDatabases.postgresURL != nil))
struct PostgresSQLRowTests {
    static let id = UUID(uuidString: "5B2F0C34-8E51-4A8E-9C1D-2A0E7F3B6D10")!
    /// A microsecond-exact instant: PostgreSQL keeps microseconds.
    static let planted = Date(timeIntervalSince1970: 1_764_460_800.123456)

    struct Plant: Codable, Equatable {
        let id: UUID
        let name: String
        let height: Int
        let leaves: Int64
        let rank: Int32
        let shade: Double
        let ratio: Float
        let price: Double
        let evergreen: Bool
        let planted_at: Date
        let seed: Data
        let kind: String
        let note: String?
        struct Care: Codable, Equatable { let water: String }
        let care: Care
    }

    func withPlants(_ body: @escaping @Sendable (Database) async throws -> Void) async throws {
        try await TestDatabases.withFreshDatabase(.postgres) { (database: Database) async throws in
            try await database.sql.raw("CREATE TYPE plant_kind AS ENUM ('fern', 'tree')").run()
            try await database.sql.raw("""
                CREATE TABLE plants (
                    id UUID PRIMARY KEY, name TEXT NOT NULL, height BIGINT NOT NULL, leaves BIGINT NOT NULL, rank SMALLINT NOT NULL,
                    shade DOUBLE PRECISION NOT NULL, ratio REAL NOT NULL, price NUMERIC(8, 2) NOT NULL, evergreen BOOLEAN NOT NULL,
                    planted_at TIMESTAMPTZ NOT NULL, seed BYTEA NOT NULL, kind plant_kind NOT NULL, note TEXT, care JSONB NOT NULL
                )
                """).run()
            try await database.sql.raw("""
                INSERT INTO plants VALUES (\(bind: Self.id), \(bind: "Asplenium scolopendrium"), 45, 9000000000, 7, 0.75, 0.5, 12.5,
                    TRUE, \(bind: Self.planted), \(bind: Data([0, 1, 254, 255])), 'fern', NULL, '{"water": "weekly"}')
                """).run()
            try await body(database)
        }
    }

    @Test("every column decodes as PostgresKit's own row decodes it, directly or not, and a whole model with them")
    func sameAsPostgresKit() async throws {
        try await withPlants { database in
            // Read twice: the second run is the prepared statement's.
            for _ in 1...2 {
                let rows = try await database.sql.raw("SELECT * FROM plants").all()
                let row = try #require(rows.first as? PostgresSQLRow, "rows on PostgreSQL are ServerKit's")
                let kit = row.row.sql()
                func same<T: Decodable & Equatable>(_ column: String, _ type: T.Type, _ expected: T) throws {
                    let direct = try row.decode(column: column, as: T.self)
                    #expect(direct == expected, "\(column) as \(T.self)")
                    #expect(direct == (try kit.decode(column: column, as: T.self)), "\(column) as \(T.self), against PostgresKit")
                }
                try same("id", UUID.self, Self.id)
                try same("name", String.self, "Asplenium scolopendrium")
                try same("height", Int.self, 45)
                try same("leaves", Int64.self, 9_000_000_000)
                try same("rank", Int16.self, 7)
                try same("shade", Double.self, 0.75)
                try same("ratio", Float.self, 0.5)
                try same("price", Double.self, 12.5)  // numeric: through PostgresKit's own conversion
                try same("evergreen", Bool.self, true)
                try same("planted_at", Date.self, Self.planted)
                try same("seed", Data.self, Data([0, 1, 254, 255]))
                try same("kind", String.self, "fern")  // a user-defined type read as text: through PostgresKit
                try same("note", String?.self, nil)
                try same("name", String?.self, "Asplenium scolopendrium")
                try same("height", Int?.self, 45)
                try same("planted_at", Date?.self, Self.planted)
                try same("kind", String?.self, "fern")  // optional text of a user-defined type: through PostgresKit
                // PostgresKit reads numeric as Double only when not optional; so does this row.
                #expect(throws: (any Error).self) { try kit.decode(column: "price", as: Double?.self) }
                #expect(throws: (any Error).self) { try row.decode(column: "price", as: Double?.self) }
                #expect(try row.decodeNil(column: "note"))
                #expect(try !row.decodeNil(column: "name"))
                #expect(try row.decodeNil(column: "absent"))
                #expect(row.contains(column: "care") && !row.contains(column: "absent"))
                #expect(row.allColumns.count == 14)

                let plant = try row.decode(model: Plant.self)
                #expect(plant == (try kit.decode(model: Plant.self)))
                #expect(plant.care == .init(water: "weekly"))
                #expect(plant.price == 12.5 && plant.kind == "fern" && plant.note == nil)
            }
        }
    }

    @Test("a value of the wrong type, or a column not in the result, is an error, not a value")
    func mismatches() async throws {
        try await withPlants { database in
            let row = try #require(try await database.sql.raw("SELECT * FROM plants").first())
            #expect(throws: (any Error).self) { try row.decode(column: "name", as: Int.self) }
            #expect(throws: (any Error).self) { try row.decode(column: "height", as: UUID.self) }
            #expect(throws: (any Error).self) { try row.decode(column: "note", as: String.self) }
            #expect(throws: (any Error).self) { try row.decode(column: "absent", as: String.self) }
        }
    }
}
