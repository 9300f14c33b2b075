import Foundation
import ServerKit
import SQLKit

/// `greenhouse seed --remove-demo` for Gifter: each marked demo person leaves as an account deletion
/// takes anyone away (`AccountRemoval`), so what they owned and what others kept about them (Alice's
/// occasions and gift ideas for them, friendships, claims on their wishes, their requests) goes with
/// them, and real rows are left as they were.
struct GifterDemoRemoval: Sendable {
    let database: Database

    /// How many demo people were removed.
    func run(progress: @escaping @Sendable (String) -> Void) async throws -> Int {
        let ids = try await database.sql.raw("SELECT user_id FROM demo_accounts ORDER BY user_id").all(decoding: Row.self).map(\.user_id)
        let removal = AccountRemoval(database: database)
        for id in ids { try await removal.remove(id) }
        progress(ids.isEmpty ? "no demo friends to remove" : "removed \(ids.count) demo people")
        return ids.count
    }

    private struct Row: Decodable { let user_id: UUID }
}
