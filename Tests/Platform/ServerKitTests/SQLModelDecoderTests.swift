import Foundation
@testable import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// `.all(decoding:)` and `.first(decoding:)` on `raw` and `select` decode through `SQLModelDecoder`, and
/// it answers as SQLKit's `SQLRowDecoder` does: the same values, and errors for the same rows.
@Suite("SQL model decoding")
struct SQLModelDecoderTests {
    enum Kind: String, Codable, Equatable { case fern, tree }

    struct Plant: Codable, Equatable {
        let id: UUID
        let name: String
        let height: Int
        let shade: Double
        let evergreen: Bool
        let planted_at: Date
        let kind: Kind
        let note: String?
        /// Not selected in every statement: nil when absent, as with SQLKit.
        let nickname: String?
        struct Care: Codable, Equatable { let water: String }
        let care: Care
    }

    /// A type that reads a column through `superDecoder(forKey:)`, as Fluent's models do.
    struct Wrapped: Decodable, Equatable {
        let name: String
        enum CodingKeys: String, CodingKey { case name }
        init(name: String) {
            self.name = name
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.superDecoder(forKey: .name).singleValueContainer().decode(String?.self) ?? "none"
        }
    }

    /// A model read from a single-value container at the top: the row again.
    struct Boxed: Decodable, Equatable {
        let plant: Plant
        init(from decoder: any Decoder) throws {
            plant = try decoder.singleValueContainer().decode(Plant.self)
        }
    }

    /// Records which decoder it was given.
    struct Witness: Decodable {
        let decoder: String
        init(from decoder: any Decoder) throws {
            self.decoder = String(describing: type(of: decoder))
        }
    }

    struct Missing: Decodable { let absent: String }
    struct Mismatch: Decodable { let name: Int }

    static let id = UUID(uuidString: "0D8E7A52-3C41-4F6B-9E2D-71A5C0B4E913")!
    static let planted = Date(timeIntervalSince1970: 1_764_460_800)

    func withPlants(_ backend: DatabaseBackend, _ body: @escaping @Sendable (Database) async throws -> Void) async throws {
        try await TestDatabases.withFreshDatabase(backend) { (database: Database) async throws in
            let json = backend == .postgres ? "JSONB" : "TEXT"
            try await database.sql.raw("""
                CREATE TABLE plants (id UUID PRIMARY KEY, name TEXT NOT NULL, height BIGINT NOT NULL, shade DOUBLE PRECISION NOT NULL,
                    evergreen BOOLEAN NOT NULL, planted_at \(unsafeRaw: backend == .postgres ? "TIMESTAMPTZ" : "REAL") NOT NULL,
                    kind TEXT NOT NULL, note TEXT, care \(unsafeRaw: json) NOT NULL)
                """).run()
            try await database.sql.raw("""
                INSERT INTO plants VALUES (\(bind: Self.id), \(bind: "Hart's-tongue fern"), 45, 0.75, TRUE, \(bind: Self.planted),
                    'fern', NULL, '{"water": "weekly"}')
                """).run()
            try await body(database)
        }
    }

    @Test("raw and select decode through ServerKit's decoder, with SQLKit's answers", arguments: TestDatabases.backends)
    func sameAnswers(_ backend: DatabaseBackend) async throws {
        try await withPlants(backend) { database in
            let sql = database.sql
            #expect(try await sql.raw("SELECT * FROM plants").all(decoding: Witness.self).map(\.decoder) == ["SQLModelDecoder"])
            #expect(try await sql.select().column("*").from("plants").first(decoding: Witness.self)?.decoder == "SQLModelDecoder")

            let kit = SQLRowDecoder()
            let expected = Plant(
                id: Self.id, name: "Hart's-tongue fern", height: 45, shade: 0.75, evergreen: true, planted_at: Self.planted,
                kind: .fern, note: nil, nickname: nil, care: .init(water: "weekly")
            )
            let ours = try await sql.raw("SELECT * FROM plants").all(decoding: Plant.self)
            let theirs = try await sql.raw("SELECT * FROM plants").all(decoding: Plant.self, with: kit)
            #expect(ours == [expected] && theirs == ours)
            #expect(try await sql.select().column("*").from("plants").first(decoding: Plant.self) == expected)
            // An optional column present with a value.
            let named = try await sql.raw("SELECT *, 'Fernie' AS nickname FROM plants").first(decoding: Plant.self)
            #expect(named?.nickname == "Fernie")
            #expect(try await sql.raw("SELECT * FROM plants WHERE height > 100").first(decoding: Plant.self) == nil)

            let wrapped = try await sql.raw("SELECT name FROM plants").all(decoding: Wrapped.self)
            #expect(wrapped == [Wrapped(name: "Hart's-tongue fern")])
            #expect(try await sql.raw("SELECT name FROM plants").all(decoding: Wrapped.self, with: kit) == wrapped)
            let boxed = try await sql.raw("SELECT * FROM plants").first(decoding: Boxed.self)
            #expect(boxed?.plant == expected)
            #expect(try await sql.raw("SELECT * FROM plants").first(decoding: Boxed.self, with: kit) == boxed)

            // Refused by both: a missing column (as `keyNotFound`) and a wrong type.
            await #expect(throws: DecodingError.self) { try await sql.raw("SELECT name FROM plants").all(decoding: Missing.self) }
            await #expect(throws: DecodingError.self) { try await sql.raw("SELECT name FROM plants").all(decoding: Missing.self, with: kit) }
            do {
                _ = try await sql.raw("SELECT name FROM plants").all(decoding: Missing.self)
            } catch DecodingError.keyNotFound(let key, _) {
                #expect(key.stringValue == "absent")
            }
            await #expect(throws: (any Error).self) { try await sql.raw("SELECT name FROM plants").all(decoding: Mismatch.self) }
            await #expect(throws: (any Error).self) { try await sql.raw("SELECT name FROM plants").all(decoding: Mismatch.self, with: kit) }

            // A row read in parts: `decodeModel` goes through the same decoder, with the same answers.
            let row = try #require(try await sql.raw("SELECT * FROM plants").all().first)
            #expect(try row.decodeModel(Witness.self).decoder == "SQLModelDecoder")
            #expect(try row.decodeModel(Plant.self) == expected && (try row.decode(model: Plant.self)) == expected)
            #expect(throws: DecodingError.self) { try row.decodeModel(Missing.self) }
        }
    }

    /// `all(decoding:)` and `first(decoding:)` reach ServerKit's overloads only where ServerKit is
    /// imported (member import visibility): elsewhere SQLKit's decoder runs, silently. The feed's and
    /// search's cards were read that way until this test.
    @Test("every source file that fetches rows by model imports ServerKit, so its rows go through ServerKit's decoder")
    func fetchersImportServerKit() throws {
        let sources = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../../Sources").standardizedFileURL
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var checked = 0
        for case let file as URL in files where file.pathExtension == "swift" && !file.path.contains("/Platform/ServerKit/") {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains(".all(decoding:") || text.contains(".first(decoding:") || text.contains(".decode(model:") else { continue }
            checked += 1
            let lines = text.split(separator: "\n")
            #expect(lines.contains { $0.hasSuffix("import ServerKit") }, "\(file.lastPathComponent) fetches rows without importing ServerKit")
            #expect(!text.contains(".decode(model:"), "\(file.lastPathComponent): `decodeModel` decodes as `decode(model:)` does, faster")
        }
        #expect(checked > 50)
    }
}
