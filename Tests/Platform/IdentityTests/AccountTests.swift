import Foundation
@testable import Identity
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Accounts")
struct AccountTests {
    @Test("the first sign-in creates the account; later ones find it", arguments: TestDatabases.backends)
    func findOrCreate(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let google = VerifiedIdentity(method: .google, subject: "g-1", email: "ivy@gmail.com", displayName: "Ivy Fern", photoURL: "https://lh3/ivy")
            let (created, _) = try await harness.accounts.signIn(google, sessions: harness.sessions)
            #expect(created.displayName == "Ivy Fern")
            #expect(created.email == "ivy@gmail.com")
            #expect(created.photoURL == "https://lh3/ivy")
            #expect(created.signInMethods == [.google])
            #expect(created.memberSince == harness.clock.now())
            harness.clock.advance(by: 3600)
            let (again, _) = try await harness.accounts.signIn(google, sessions: harness.sessions)
            #expect(again.id == created.id)
            #expect(again.memberSince == created.memberSince)
            let users = try await harness.database.sql.raw("SELECT COUNT(*) AS n FROM users").first()?.decode(column: "n", as: Int.self)
            #expect(users == 1)
        }
    }

    @Test("first sign-ins of one identity racing each other create one account", arguments: TestDatabases.backends)
    func racingFirstSignIns(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let identity = VerifiedIdentity(method: .apple, subject: "apple-race")
            let ids = try await withThrowingTaskGroup(of: UUID.self) { group in
                for _ in 0..<6 {
                    group.addTask { try await harness.accounts.signIn(identity, sessions: harness.sessions).account.id }
                }
                return try await group.reduce(into: Set<UUID>()) { $0.insert($1) }
            }
            #expect(ids.count == 1)
        }
    }

    @Test("an Apple sign-in without a name in the token takes the name the app passed")
    func appleName() async throws {
        try await IdentityHarness.run(.sqlite) { harness in
            let (account, _) = try await harness.accounts.signIn(
                VerifiedIdentity(method: .apple, subject: "a-1"), fallbackDisplayName: "  Hazel Moss ", sessions: harness.sessions
            )
            #expect(account.displayName == "Hazel Moss")
        }
    }

    @Test("linking: another provider joins the account; one already elsewhere is refused", arguments: TestDatabases.backends)
    func linking(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (alice, _) = try await harness.accounts.signIn(VerifiedIdentity(method: .apple, subject: "apple-alice"), sessions: harness.sessions)
            let (bob, _) = try await harness.accounts.signIn(VerifiedIdentity(method: .google, subject: "google-bob"), sessions: harness.sessions)
            let linked = try await harness.accounts.link(VerifiedIdentity(method: .google, subject: "google-alice"), to: alice.id)
            #expect(linked.map(\.method) == [.apple, .google])
            // Google now signs Alice in.
            let (viaGoogle, _) = try await harness.accounts.signIn(VerifiedIdentity(method: .google, subject: "google-alice"), sessions: harness.sessions)
            #expect(viaGoogle.id == alice.id)
            // Linking the same identity again is a no-op.
            #expect(try await harness.accounts.link(VerifiedIdentity(method: .google, subject: "google-alice"), to: alice.id).count == 2)
            // Bob's Google account cannot be linked to Alice.
            await #expect(throws: AccountError.identityLinkedElsewhere(.google)) {
                try await harness.accounts.link(VerifiedIdentity(method: .google, subject: "google-bob"), to: alice.id)
            }
            // A second, different Google account for Alice needs the first unlinked.
            await #expect(throws: AccountError.methodAlreadyLinked(.google)) {
                try await harness.accounts.link(VerifiedIdentity(method: .google, subject: "google-alice-2"), to: alice.id)
            }
            _ = bob
        }
    }

    @Test("unlinking never removes the last way to sign in", arguments: TestDatabases.backends)
    func unlinking(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (alice, _) = try await harness.accounts.signIn(VerifiedIdentity(method: .apple, subject: "apple-alice"), sessions: harness.sessions)
            _ = try await harness.accounts.link(VerifiedIdentity(method: .google, subject: "google-alice"), to: alice.id)
            _ = try await harness.accounts.link(VerifiedIdentity(method: .facebook, subject: "fb-alice"), to: alice.id)
            await #expect(throws: AccountError.methodNotLinked(.dev)) { try await harness.accounts.unlink(.dev, from: alice.id) }
            // Two unlinks at once must not leave zero.
            let results = await withTaskGroup(of: Bool.self) { group in
                for method in [SignInMethod.apple, .google, .facebook] {
                    group.addTask { (try? await harness.accounts.unlink(method, from: alice.id)) != nil }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(results.filter { $0 }.count == 2)
            let remaining = try await harness.accounts.linkedMethods(alice.id)
            #expect(remaining.count == 1)
            await #expect(throws: AccountError.lastSignInMethod) { try await harness.accounts.unlink(remaining[0].method, from: alice.id) }
        }
    }

    @Test("profile: display name and about are checked and trimmed; omitted fields stay", arguments: TestDatabases.backends)
    func profile(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (alice, _) = try await harness.signIn("alice")
            let updated = try await harness.accounts.updateProfile(alice.id, displayName: "  Alice Rose ", about: "I grow 🌹 on my balcony.")
            #expect(updated.displayName == "Alice Rose")
            #expect(updated.about == "I grow 🌹 on my balcony.")
            #expect(try await harness.accounts.updateProfile(alice.id, displayName: nil, about: nil) == updated)
            #expect(try await harness.accounts.updateProfile(alice.id, displayName: nil, about: "").about == nil)
            // 80 characters as people count them: 80 emoji fit, 81 letters do not.
            _ = try await harness.accounts.updateProfile(alice.id, displayName: nil, about: String(repeating: "🌷", count: 80))
            await #expect {
                try await harness.accounts.updateProfile(alice.id, displayName: "", about: String(repeating: "a", count: 81))
            } throws: { error in
                (error as? Problem)?.errors.map(\.field) == ["displayName", "about"]
            }
            await #expect(throws: Problem.self) { try await harness.accounts.updateProfile(alice.id, displayName: "Two\nLines", about: nil) }
            #expect(try await harness.accounts.account(alice.id).displayName == "Alice Rose", "a refused update changes nothing")
        }
    }
}
