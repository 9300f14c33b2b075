import Foundation
@testable import Identity
import JWTKit
import ServerKit
import ServerKitTestSupport

/// Accounts and sessions on a fresh database (SQLite or PostgreSQL) with a manual wall clock.
struct IdentityHarness: Sendable {
    let database: Database
    let clock: ManualWallClock
    let monotonic: ManualClock
    let keyPEM: String
    let keys: SessionSigningKeys
    let sessions: SessionService
    let accounts: AccountService

    static func run(_ backend: DatabaseBackend, _ body: @Sendable (IdentityHarness) async throws -> Void) async throws {
        try await TestDatabases.withFreshDatabase(backend) { database in
            try await Migrator(app: "db", migrations: [
                IdentityMigrations.accounts(name: "0001_accounts"), IdentityMigrations.passwords(name: "0002_passwords"),
                IdentityMigrations.passwordResets(name: "0003_password_resets"), IdentityMigrations.displayNameKeys(name: "0004_display_name_keys"),
            ]).migrate(database)
            let clock = ManualWallClock()
            let keyPEM = ES256PrivateKey().pemRepresentation
            let keys = try await SessionSigningKeys(current: keyPEM)
            let harness = IdentityHarness(
                database: database, clock: clock, monotonic: ManualClock(), keyPEM: keyPEM, keys: keys,
                sessions: SessionService(app: "calyx", database: database, keys: keys, wallClock: clock),
                accounts: AccountService(database: database, wallClock: clock)
            )
            try await body(harness)
        }
    }

    /// Signs `name` in with a dev identity, creating the account on first use.
    func signIn(_ name: String, method: SignInMethod = .dev) async throws -> (account: Account, tokens: SessionTokens) {
        try await accounts.signIn(VerifiedIdentity(method: method, subject: name.lowercased(), displayName: name), sessions: sessions)
    }
}
