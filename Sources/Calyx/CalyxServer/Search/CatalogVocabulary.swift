import NIOConcurrencyHelpers
import ServerKit
import SQLKit

/// The words the catalog contains, for typo correction: read from the database on first use and
/// kept, because the catalog changes only when it is imported (which calls `reload`).
final class CatalogVocabulary: Sendable {
    private let database: Database
    private let loading = NIOLockedValueBox<Task<TypoCorrector, any Error>?>(nil)

    init(database: Database) {
        self.database = database
    }

    var corrector: TypoCorrector {
        get async throws {
            let database = database
            let task = loading.withLockedValue { loading in
                if let loading { return loading }
                let task = Task { try await Self.load(database) }
                loading = task
                return task
            }
            do {
                return try await task.value
            } catch {
                loading.withLockedValue { $0 = nil }
                throw error
            }
        }
    }

    func reload() {
        loading.withLockedValue { $0 = nil }
    }

    private static func load(_ database: Database) async throws -> TypoCorrector {
        let rows = try await database.sql.raw("SELECT names_text, family_key FROM flowers").all(decoding: Names.self)
        var counts: [String: Int] = [:]
        for row in rows {
            for word in (row.names_text + " " + row.family_key).split(separator: " ") where word != "|" {
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
