import Foundation
@testable import Identity
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("Password change and reset")
struct PasswordResetTests {
    func passwords(_ harness: IdentityHarness) -> PasswordAccounts {
        PasswordAccounts(database: harness.database, wallClock: harness.clock, accounts: harness.accounts, sessions: harness.sessions, clock: harness.monotonic)
    }

    func resets(_ harness: IdentityHarness) -> PasswordResets {
        PasswordResets(database: harness.database, wallClock: harness.clock, sessions: harness.sessions, clock: harness.monotonic)
    }

    func signsIn(_ accounts: PasswordAccounts, _ password: String) async -> Bool {
        (try? await accounts.signIn(email: "ivy@example.com", password: password, clientAddress: "10.0.0.\(Int.random(in: 1...250))")) != nil
    }

    @Test("changing the password needs the current one, keeps this session and ends the others", arguments: TestDatabases.backends)
    func change(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let accounts = passwords(harness)
            let (_, phone) = try await accounts.register(email: "ivy@example.com", password: "pressed violets 1884", displayName: "Ivy")
            let (_, laptop) = try await accounts.signIn(email: "ivy@example.com", password: "pressed violets 1884", clientAddress: "10.0.0.1")
            let caller = try await harness.sessions.authenticate(phone.accessToken)
            await #expect(throws: PasswordError.wrongCurrentPassword) {
                try await accounts.changePassword(caller, current: "not it at all", new: "foxgloves in june")
            }
            await #expect(throws: PasswordError.rejected(.common)) {
                try await accounts.changePassword(caller, current: "pressed violets 1884", new: "password123")
            }
            try await accounts.changePassword(caller, current: "pressed violets 1884", new: "foxgloves in june")
            _ = try await harness.sessions.authenticate(phone.accessToken)
            await #expect(throws: (any Error).self) { try await harness.sessions.authenticate(laptop.accessToken) }
            #expect(await signsIn(accounts, "foxgloves in june"))
            #expect(await !signsIn(accounts, "pressed violets 1884"))
        }
    }

    @Test("a reset link works once, within 30 minutes, ends every session, and only its hash is stored; unknown emails get nothing", arguments: TestDatabases.backends)
    func reset(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let accounts = passwords(harness)
            let resets = resets(harness)
            let (_, old) = try await accounts.register(email: "ivy@example.com", password: "pressed violets 1884", displayName: "Ivy")
            #expect(try await resets.request(email: "nobody@example.com") == nil)
            #expect(try await resets.request(email: "not an email") == nil)
            let first = try #require(try await resets.request(email: " IVY@example.com "))
            let second = try #require(try await resets.request(email: "ivy@example.com"))
            #expect(first.email == "ivy@example.com" && first.displayName == "Ivy" && first.token != second.token)
            let stored = try await harness.database.sql.raw("SELECT token_hash FROM password_resets").all(decoding: HashRow.self).map(\.token_hash)
            #expect(stored.count == 2 && !stored.contains(first.token) && !stored.contains(second.token))

            await #expect(throws: PasswordError.rejected(.tooShort)) { try await resets.complete(token: first.token, newPassword: "short") }
            let fresh = try await resets.complete(token: first.token, newPassword: "foxgloves in june")
            _ = try await harness.sessions.authenticate(fresh.accessToken)
            await #expect(throws: (any Error).self) { try await harness.sessions.authenticate(old.accessToken) }
            #expect(await signsIn(accounts, "foxgloves in june"))
            #expect(await !signsIn(accounts, "pressed violets 1884"))
            // Used once; and using one link used up the other.
            await #expect(throws: PasswordError.invalidResetToken) { try await resets.complete(token: first.token, newPassword: "another fine phrase") }
            await #expect(throws: PasswordError.invalidResetToken) { try await resets.complete(token: second.token, newPassword: "another fine phrase") }

            // A third link expires after 30 minutes; a fourth request within the burst is refused quietly.
            let third = try #require(try await resets.request(email: "ivy@example.com"))
            #expect(try await resets.request(email: "ivy@example.com") == nil)
            harness.clock.advance(by: PasswordResets.lifetime + 1)
            await #expect(throws: PasswordError.invalidResetToken) { try await resets.complete(token: third.token, newPassword: "another fine phrase") }
            await #expect(throws: PasswordError.invalidResetToken) { try await resets.complete(token: "made-up", newPassword: "another fine phrase") }
        }
    }

    struct HashRow: Decodable { let token_hash: String }
}
