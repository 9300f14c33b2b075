import Foundation
import Identity
import SQLKit

/// The account `make run`'s dev sign-in uses (`POST /gifter/v1/auth/dev {"name": "Alice"}`, as Calyx's
/// demo does), made on a fresh server with the username `alice` so friend requests can be addressed to
/// it. It is the newcomer's own account: never marked as demo, never removed.
struct DemoDevAccount: Sendable {
    static let name = "Alice"

    let id: UUID
    /// `username:alice`, or nil when the account has no username (nobody can address a request to it).
    let requestKey: String?
    let requestText: String?

    static func findOrCreate(now: Date, _ db: any SQLDatabase) async throws -> DemoDevAccount {
        let found = try await DevAccount.findOrCreate(name: name, username: name.lowercased(), now: now, db)
        return DemoDevAccount(id: found.id, requestKey: found.usernameKey.map { "username:\($0)" }, requestText: found.username)
    }
}
