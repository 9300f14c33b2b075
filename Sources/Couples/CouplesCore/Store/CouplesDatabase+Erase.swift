import ClientKit
import Foundation
import GRDB

extension CouplesDatabase {
    /// Empties every table but `kept` (each screen's cache, unsent answers and photos, past days and
    /// their opened photos, and any table a later version adds), then rewrites the file so the deleted
    /// rows linger neither in its free pages nor in its log.
    public func erase(keeping kept: Set<String> = []) throws {
        try local.writer.write { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%'
                """)
            for table in tables where !kept.contains(table) {
                try db.execute(sql: "DELETE FROM \(table.quotedDatabaseIdentifier)")
            }
        }
        try local.writer.vacuum()
        _ = try local.writer.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
    }
}
