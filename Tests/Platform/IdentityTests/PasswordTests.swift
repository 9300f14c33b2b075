import Foundation
@testable import Identity
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Passwords")
struct PasswordTests {
    @Test("the password rules", arguments: [
        ("correct horse battery staple", nil), ("Tr0ub4dor&3x", nil), ("blühende Wiesen", nil),
        ("short", .tooShort), ("1234567", .tooShort),
        ("password", .common), ("Password1", .common), ("qwertyuiop", .common), ("iloveyou", .common),
        ("gardener@example.com", .containsEmail), ("mygardener2024", .containsEmail),
        ("zzzzzzzzzz", .trivialPattern), ("abababab", .trivialPattern), ("98765432", .trivialPattern), ("mnopqrst", .trivialPattern),
        (String(repeating: "ü", count: 37), .tooLong), (String(repeating: "x1", count: 37), .tooLong),
    ] as [(String, PasswordPolicy.Rejection?)])
    func policy(password: String, rejection: PasswordPolicy.Rejection?) {
        #expect(PasswordPolicy().check(password, email: "gardener@example.com") == rejection, "\(password)")
    }

    @Test("email addresses are checked and compared without case")
    func emails() {
        #expect(PasswordAccounts.emailKey("  Ivy@Example.COM ") == "ivy@example.com")
        for bad in ["", "ivy", "ivy@", "@example.com", "ivy@example", "ivy@@example.com", "ivy @example.com", "ivy@example..com"] {
            #expect(PasswordAccounts.emailKey(bad) == nil, "\(bad)")
        }
    }

    func passwords(_ harness: IdentityHarness) -> PasswordAccounts {
        PasswordAccounts(database: harness.database, wallClock: harness.clock, accounts: harness.accounts, sessions: harness.sessions, clock: harness.monotonic)
    }

    @Test("register, then sign in; the hash is bcrypt at cost 12", arguments: TestDatabases.backends)
    func registerAndSignIn(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let accounts = passwords(harness)
            let (registered, tokens) = try await accounts.register(email: "Ivy@Example.com", password: "pressed violets 1884", displayName: "Ivy")
            _ = try await harness.sessions.authenticate(tokens.accessToken)
            #expect(registered.email == "ivy@example.com")
            #expect(registered.signInMethods == [.password])
            let hash = try await harness.database.sql.raw("SELECT password_hash FROM password_credentials").first()?.decode(column: "password_hash", as: String.self)
            #expect(hash?.hasPrefix("$2b$12$") == true)
            #expect(hash?.contains("violets") == false)
            let (signedIn, _) = try await accounts.signIn(email: "ivy@example.com", password: "pressed violets 1884", clientAddress: "10.0.0.1")
            #expect(signedIn.id == registered.id)
            await #expect(throws: PasswordError.emailTaken) {
                try await accounts.register(email: "IVY@example.com", password: "another good phrase", displayName: "Ivy 2")
            }
            await #expect(throws: PasswordError.rejected(.common)) {
                try await accounts.register(email: "new@example.com", password: "password123", displayName: "New")
            }
        }
    }

    @Test("a wrong password and an unknown email fail identically", arguments: TestDatabases.backends)
    func genericFailure(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let accounts = passwords(harness)
            _ = try await accounts.register(email: "ivy@example.com", password: "pressed violets 1884", displayName: "Ivy")
            var problems: [Problem] = []
            for (email, password) in [("ivy@example.com", "wrong password here"), ("nobody@example.com", "pressed violets 1884")] {
                do {
                    _ = try await accounts.signIn(email: email, password: password, clientAddress: "10.0.0.2")
                    Issue.record("signed in with \(email)")
                } catch let error as PasswordError {
                    problems.append(error.problem)
                }
            }
            #expect(problems.count == 2)
            #expect(problems[0] == problems[1])
            #expect(problems[0].status == .unauthorized)
        }
    }

    @Test("guessing is throttled per account and per address", arguments: [DatabaseBackend.sqlite])
    func throttling(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let accounts = passwords(harness)
            _ = try await accounts.register(email: "ivy@example.com", password: "pressed violets 1884", displayName: "Ivy")
            // Five guesses at Ivy's account from different addresses, then the account is throttled…
            for attempt in 0..<5 {
                await #expect(throws: PasswordError.invalidCredentials(realm: "calyx")) {
                    try await accounts.signIn(email: "ivy@example.com", password: "guess \(attempt) wrong", clientAddress: "10.1.0.\(attempt)")
                }
            }
            await #expect(throws: PasswordError.throttled(retryAfterSeconds: 60)) {
                try await accounts.signIn(email: "ivy@example.com", password: "pressed violets 1884", clientAddress: "10.1.0.99")
            }
            // …until a minute has passed.
            harness.monotonic.advance(by: .seconds(60))
            _ = try await accounts.signIn(email: "ivy@example.com", password: "pressed violets 1884", clientAddress: "10.1.0.99")

            // One address spraying many accounts is throttled after 20 tries.
            for index in 0..<20 {
                _ = try? await accounts.signIn(email: "victim\(index)@example.com", password: "some password 1", clientAddress: "10.9.9.9")
            }
            await #expect(throws: PasswordError.throttled(retryAfterSeconds: 6)) {
                try await accounts.signIn(email: "victim99@example.com", password: "some password 1", clientAddress: "10.9.9.9")
            }
        }
    }
}
