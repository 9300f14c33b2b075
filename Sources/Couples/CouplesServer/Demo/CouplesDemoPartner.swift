import Foundation
import Identity
import ServerKit
import SQLKit

/// The account of Couples' demo partner: an invented person the dev account pairs with, whose phone
/// `greenhouse couples demo-partner` plays (it signs in with dev sign-in under `name`, so the account
/// is made here the way dev sign-in would make it, and marked in `demo_accounts`).
public enum CouplesDemoPartner {
    public static let name = "Noa Takahashi"

    /// The partner's account id, made and marked on first use; its mark added if it was made by signing in.
    @discardableResult
    public static func ensure(in database: Database, now: Date) async throws -> UUID {
        try await database.transaction { db in
            let id = try await DevAccount.findOrCreate(name: name, now: now, db).id
            try await db.raw("INSERT INTO demo_accounts (user_id, role) VALUES (\(bind: id), 'partner') ON CONFLICT (user_id) DO NOTHING").run()
            return id
        }
    }

    static func marked(in database: Database) async throws -> [UUID] {
        try await database.sql.raw("SELECT user_id FROM demo_accounts ORDER BY user_id").all(decoding: Row.self).map(\.user_id)
    }

    /// Where the partner's phone keeps its key and cache under the server's data directory.
    public static func phoneDirectory(dataDirectory: URL) -> URL {
        dataDirectory.appendingPathComponent("couples-demo-partner", isDirectory: true)
    }

    private struct Row: Decodable { let user_id: UUID }
}
