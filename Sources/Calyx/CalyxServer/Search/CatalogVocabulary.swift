import ServerKit
import SQLKit

/// The words the catalog contains, for typo correction: read from the database on first use and
/// kept for the life of the process. The catalog changes only when it is imported, which happens
/// before a server answers its first request.
actor CatalogVocabulary {
    private let database: Database
    private var loading: Task<TypoCorrector, any Error>?

    init(database: Database) {
        self.database = database
    }

    var corrector: TypoCorrector {
        get async throws {
            if let loading { return try await loading.value }
            let database = database
            let task = Task { try await Self.load(database) }
            loading = task
            do {
                return try await task.value
            } catch {
                loading = nil
                throw error
            }
        }
    }

    private static func load(_ database: Database) async throws -> TypoCorrector {
        let rows = try await database.sql.raw("SELECT names_text, family_key FROM flowers").all(decoding: Names.self)
        return corrector(rows.lazy.map { ($0.names_text, $0.family_key) })
    }

    /// The corrector of the words of flowers' `names_text` and `family_key`, each counted as often as it occurs.
    static func corrector(_ flowers: some Sequence<(namesText: String, familyKey: String)>) -> TypoCorrector {
        var counts: [String: Int] = [:]
        for (namesText, familyKey) in flowers {
            for word in (namesText + " " + familyKey).split(separator: " ") where word != "|" {
                // Numbers (synthetic cultivar names) are never misspellings worth correcting to.
                guard !word.contains(where: \.isNumber) else { continue }
                counts[String(word), default: 0] += 1
            }
        }
        return TypoCorrector(vocabulary: counts)
    }

    private struct Names: Decodable {
        let names_text: String
        let family_key: String
    }
}
