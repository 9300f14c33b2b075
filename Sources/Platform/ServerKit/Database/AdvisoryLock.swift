import SQLKit

/// Serialises transactions that touch the same named thing (a migration history, a media file's last
/// reference). PostgreSQL takes a transaction-scoped advisory lock; SQLite needs nothing, as every
/// write transaction already holds the database's single write lock (`BEGIN IMMEDIATE`).
public enum AdvisoryLock {
    /// Call inside a transaction; released when it ends.
    public static func lock(_ name: String, in transaction: any SQLDatabase, backend: DatabaseBackend) async throws {
        guard backend == .postgres else { return }
        try await transaction.raw("SELECT pg_advisory_xact_lock(\(bind: key(name)))").run()
    }

    /// A stable 64-bit key for `name` (FNV-1a).
    public static func key(_ name: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return Int64(bitPattern: hash)
    }
}
