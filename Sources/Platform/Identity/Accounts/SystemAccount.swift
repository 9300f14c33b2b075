import Foundation
import ServerKit
import SQLKit

/// An account the server itself owns things as (the media of a catalog's drawings). It has no sign-in
/// method, so nobody can act as it.
public struct SystemAccount: Sendable {
    public let id: UUID
    public let displayName: String

    public init(id: UUID, displayName: String) {
        self.id = id
        self.displayName = displayName
    }

    /// Makes the account's `users` row unless it exists.
    public func ensure(in database: Database, now: Date) async throws {
        try await database.sql.raw("""
            INSERT INTO users (id, username, username_key, display_name, display_name_key, created_at, last_login_at)
            VALUES (\(bind: id), NULL, NULL, \(bind: displayName), \(bind: SearchKey.of(displayName)), \(bind: now), \(bind: now))
            ON CONFLICT (id) DO NOTHING
            """).run()
    }
}
