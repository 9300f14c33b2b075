import ServerKit
import SQLKit

/// What the in-memory index keeps of a flower: the columns search matches, ranks and filters on.
/// Counts and pictures change with every like and upload, so cards are still read from the database.
struct FlowerIndexRow: Decodable, Sendable {
    let number: Int
    let name_key: String
    let scientific_key: String
    let family_key: String
    let names_text: String
    let common_text: String
    let search_text: String
    let colors: Int
    let bloom_months: Int
    let continents: Int
    let light: Int
    let plant_type: String
    let pet_safe: Bool

    static func all(in db: any SQLDatabase) async throws -> [FlowerIndexRow] {
        try await db.raw("""
            SELECT number, name_key, scientific_key, family_key, names_text, common_text, search_text,
                colors, bloom_months, continents, light, plant_type, pet_safe
            FROM flowers
            """).all(decoding: FlowerIndexRow.self)
    }
}
