import Foundation
import Logging
import NIOPosix
import ServerKit
import SQLKit

/// This instance's `FlowerSearchIndex`, rebuilt whenever the catalog in the database changed.
///
/// Every writer of the catalog's text and filter columns is `CatalogImporter`, and it rewrites its
/// `catalog_imports` row (source and content hash) in the same transaction. So each search reads that
/// small table (one indexed statement, far cheaper than ranking in the database) and, when it differs
/// from what the index was built from, waits for a rebuild: an import is searchable on this instance
/// and on every other one at its next search, whichever instance or process imported it. Likes,
/// saves, comments and pictures change no column the index holds; cards are read from the database.
actor FlowerSearchIndexStore {
    private let database: Database
    private var built: (version: String, index: FlowerSearchIndex)?
    private var building: (version: String, task: Task<FlowerSearchIndex, any Error>)?

    init(database: Database) {
        self.database = database
    }

    /// The index of the catalog as it is in the database now.
    func current() async throws -> FlowerSearchIndex {
        let version = try await Self.version(of: database)
        if let built, built.version == version { return built.index }
        if let building, building.version == version { return try await building.task.value }
        let task = Task { [database] in try await Self.build(from: database) }
        building = (version, task)
        do {
            let index = try await task.value
            if building?.version == version {
                built = (version, index)
                building = nil
            }
            return index
        } catch {
            if building?.version == version { building = nil }
            throw error
        }
    }

    /// What identifies the catalog's content: each import source's content hash.
    static func version(of database: Database) async throws -> String {
        try await database.sql.raw("SELECT source, content_hash FROM catalog_imports ORDER BY source")
            .all(decoding: Import.self).map { "\($0.source):\($0.content_hash)" }.joined(separator: ",")
    }

    /// Reads the catalog and builds its index off Swift's cooperative pool (a second or two for
    /// 100,000 flowers), logging how long that took and what the index holds.
    static func build(from database: Database) async throws -> FlowerSearchIndex {
        let clock = ContinuousClock()
        let start = clock.now
        let rows = try await FlowerIndexRow.all(in: database.sql)
        let read = clock.now - start
        let index = try await NIOThreadPool.singleton.runIfActive { FlowerSearchIndex(rows: rows) }
        let total = clock.now - start
        database.logger.info("flower search index built", metadata: [
            "flowers": "\(index.count)", "words": "\(index.everything.tokenCount)",
            "bytes": "\(index.byteCount)", "read_ms": "\(read.milliseconds)", "total_ms": "\(total.milliseconds)",
        ])
        return index
    }

    private struct Import: Decodable {
        let source: String
        let content_hash: String
    }
}

extension Duration {
    fileprivate var milliseconds: Int64 { components.seconds * 1_000 + components.attoseconds / 1_000_000_000_000_000 }
}
