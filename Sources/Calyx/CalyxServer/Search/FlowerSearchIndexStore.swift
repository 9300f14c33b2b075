import Foundation
import Logging
import NIOPosix
import ServerKit
import SQLKit

/// This instance's `FlowerSearchIndex`, rebuilt whenever the catalog in the database changed.
///
/// Every writer of the catalog's text and filter columns is `CatalogImporter`, and it rewrites its
/// `catalog_imports` row (source and content hash) in the same transaction. So a search reads that
/// small table, at most once every `recheckInterval` (under load a second round trip per search cost
/// more than the ranking), and when it differs from what the index was built from, starts a rebuild:
/// an import is searchable on this instance and on every other one once the rebuild after a search
/// a second later is done, whichever instance or process imported it. Meanwhile searches are answered
/// from the previous index, as search engines swap in a rebuilt index, rather than each waiting the
/// second or two a rebuild of 100,000 flowers takes; only the first index is waited for. Likes, saves,
/// comments and pictures change no column the index holds; cards are always read from the database,
/// so a flower the import removed is left out of a page.
actor FlowerSearchIndexStore {
    private let database: Database
    private let recheckInterval: Duration
    private var built: (version: String, index: FlowerSearchIndex)?
    private var building: (version: String, task: Task<FlowerSearchIndex, any Error>)?
    /// The catalog's version as last read, and when: taken as current for `recheckInterval`, during a
    /// rebuild as much as between imports.
    private var checked: (version: String, at: ContinuousClock.Instant)?

    init(database: Database, recheckInterval: Duration = .seconds(1)) {
        self.database = database
        self.recheckInterval = recheckInterval
    }

    /// Whether a build is under way (for tests).
    var isRebuilding: Bool { building != nil }

    /// The index to search with now: the catalog's as it is in the database or, while that one is
    /// being built, the one before it.
    func current() async throws -> FlowerSearchIndex {
        let version: String
        if let checked, ContinuousClock.now - checked.at < recheckInterval {
            version = checked.version
        } else {
            version = try await readVersion()
        }
        if let built, built.version == version { return built.index }
        let rebuild = rebuild(to: version)
        if let built { return built.index }
        return try await rebuild.value
    }

    /// The index of the catalog as it is in the database now, waiting for it to be built.
    func latest() async throws -> FlowerSearchIndex {
        let version = try await readVersion()
        if let built, built.version == version { return built.index }
        return try await rebuild(to: version).value
    }

    /// Reads the catalog's version and keeps it, unless a read started later has already been kept.
    private func readVersion() async throws -> String {
        let readAt = ContinuousClock.now
        let version = try await Self.version(of: database)
        if checked.map({ $0.at < readAt }) ?? true { checked = (version, readAt) }
        return version
    }

    /// The build of `version`, started unless it is under way. A build the catalog has moved past while
    /// it ran is not kept: the newer one replaces the served index when it is done.
    private func rebuild(to version: String) -> Task<FlowerSearchIndex, any Error> {
        if let building, building.version == version { return building.task }
        // The task runs on this actor, as the method does; the build itself runs off it.
        let task = Task { [database] in
            do {
                let index = try await Self.build(from: database)
                finished(version, index)
                return index
            } catch {
                failed(version, error)
                throw error
            }
        }
        building = (version, task)
        return task
    }

    private func finished(_ version: String, _ index: FlowerSearchIndex) {
        guard building?.version == version else { return }
        built = (version, index)
        building = nil
    }

    /// The next search starts the build again; searches meanwhile keep the index they had.
    private func failed(_ version: String, _ error: any Error) {
        guard building?.version == version else { return }
        building = nil
        database.logger.error("flower search index build failed", metadata: ["error": "\(error)"])
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
