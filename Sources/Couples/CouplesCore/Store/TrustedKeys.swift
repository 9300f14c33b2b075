import ClientKit
import Foundation
import GRDB

/// The keys this phone trusts for each pair, in their own table: clearing the screens' cache must never
/// reset what the two compared.
public struct TrustedKeys: Sendable {
    let database: CouplesDatabase

    public init(database: CouplesDatabase) {
        self.database = database
    }

    static func migrate(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("couples_0003_trusted_pair_keys") { db in
            try db.create(table: "trusted_pair_keys") { table in
                table.primaryKey("pairID", .text)
                table.column("keys", .blob).notNull()
                table.column("verified", .boolean).notNull()
                table.column("recordedAt", .datetime).notNull()
            }
        }
    }

    public func record(for pairID: String) -> TrustedPairKeys? {
        let row = try? database.local.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT keys, verified FROM trusted_pair_keys WHERE pairID = ?", arguments: [pairID.lowercased()])
        }
        guard let row, let keys = try? JSONDecoder().decode(PairKeySet.self, from: row["keys"] as Data) else { return nil }
        return TrustedPairKeys(pairID: pairID, keys: keys, verified: row["verified"])
    }

    public func save(_ record: TrustedPairKeys, now: Date = Date()) throws {
        let keys = try JSONEncoder().encode(record.keys)
        try database.local.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO trusted_pair_keys (pairID, keys, verified, recordedAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT(pairID) DO UPDATE SET keys = excluded.keys, verified = excluded.verified, recordedAt = excluded.recordedAt
                    """,
                arguments: [record.pairID, keys, record.verified, now]
            )
        }
    }

    /// Forgets every pair's keys: the server said this person is in no pair (the pair ended as this
    /// phone saw), or the account is deleted.
    public func removeAll() throws {
        try database.local.writer.write { db in try db.execute(sql: "DELETE FROM trusted_pair_keys") }
    }

    /// Whether this phone trusts keys of any pair other than `pairID`.
    func holdsAnotherPair(than pairID: String) -> Bool {
        let count = try? database.local.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM trusted_pair_keys WHERE pairID <> ?", arguments: [pairID.lowercased()])
        }
        return (count ?? 0) > 0
    }

    /// Where `keys` stand for `pairID`. The first keys seen for a pair are recorded as unverified —
    /// unless this phone still trusts another pair it never saw end: a pair that replaces it unseen
    /// (a server switching the pair under a phone) is a change, not a first meeting.
    public func trust(_ keys: PairKeySet, pairID: String) -> PairTrust {
        let record = record(for: pairID)
        if record == nil, holdsAnotherPair(than: pairID) { return .changed }
        let trust = TrustedPairKeys.evaluate(keys, against: record)
        if record == nil, trust == .unverified {
            try? save(TrustedPairKeys(pairID: pairID, keys: keys, verified: false))
        }
        return trust
    }
}
