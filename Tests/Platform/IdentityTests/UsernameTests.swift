import Foundation
@testable import Identity
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Usernames")
struct UsernameTests {
    let policy = UsernamePolicy()

    @Test("the rules, case by case", arguments: [
        // Accepted, display case kept.
        ("rose", nil), ("Rose_Garden", nil), ("abc", nil), ("a2345678901234567890", nil), ("_peony_", nil), ("L1ly", nil),
        // Length.
        ("ab", .tooShort(minimum: 3)), ("a23456789012345678901", .tooLong(maximum: 20)), ("", .tooShort(minimum: 3)),
        // Characters: only ASCII letters, digits, underscore.
        ("rose garden", .invalidCharacters), ("rose-garden", .invalidCharacters), ("rose.garden", .invalidCharacters),
        (" rose", .invalidCharacters), ("rose\n", .invalidCharacters), ("@rose", .invalidCharacters),
        // Non-ASCII and look-alike letters are refused, never normalised into an ASCII name.
        ("rosé", .invalidCharacters), ("Zoë", .invalidCharacters), ("аdmin", .invalidCharacters),  // Cyrillic а
        ("ｒｏｓｅ", .invalidCharacters), ("ro\u{200B}se", .invalidCharacters), ("rose🌹", .invalidCharacters), ("ΑΒΓ", .invalidCharacters),
        ("rose\u{0301}", .invalidCharacters),
        // At least one letter.
        ("123", .needsLetter), ("___", .needsLetter), ("2024_01", .needsLetter),
        // Reserved, whatever the case, and their look-alikes.
        ("admin", .reserved), ("ADMIN", .reserved), ("Adm1n", .reserved), ("a_d_m_i_n", .reserved), ("supp0rt", .reserved),
        ("r00t", .reserved), ("Settings", .reserved), ("calyx", .reserved), ("calyx_team", .reserved), ("TheCa1yx", .reserved),
        ("official_rose", .reserved), ("greenhouse", .reserved),
        // Merely containing a short reserved word is fine.
        ("badminton", nil), ("rootsy", nil), ("mesa", nil),
    ] as [(String, UsernamePolicy.Rejection?)])
    func rules(name: String, rejection: UsernamePolicy.Rejection?) {
        switch policy.validate(name) {
        case .success(let valid):
            #expect(rejection == nil, "\(name) should be refused")
            #expect(valid.display == name)
            #expect(valid.key == name.lowercased())
        case .failure(let actual):
            #expect(actual == rejection, "\(name)")
        }
    }

    @Test("usernames are unique regardless of case; the display case is kept", arguments: TestDatabases.backends)
    func uniqueCaseInsensitive(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (alice, _) = try await harness.signIn("alice")
            let (bob, _) = try await harness.signIn("bob")
            #expect(alice.needsUsername)
            let named = try await harness.accounts.setUsername("RoseLover", for: alice.id)
            #expect(named.username == "RoseLover")
            #expect(!named.needsUsername)
            await #expect(throws: AccountError.usernameTaken) { try await harness.accounts.setUsername("roselover", for: bob.id) }
            await #expect(throws: AccountError.usernameTaken) { try await harness.accounts.setUsername("ROSELOVER", for: bob.id) }
            // The holder may change the case of their own name, or move to another.
            #expect(try await harness.accounts.setUsername("roselover", for: alice.id).username == "roselover")
            #expect(try await harness.accounts.setUsername("TulipLover", for: alice.id).username == "TulipLover")
            #expect(try await harness.accounts.setUsername("RoseLover", for: bob.id).username == "RoseLover", "released names can be taken")
            await #expect(throws: AccountError.usernameRejected(.reserved)) { try await harness.accounts.setUsername("Admin", for: bob.id) }
        }
    }

    @Test("availability says why a name cannot be had", arguments: TestDatabases.backends)
    func availability(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (alice, _) = try await harness.signIn("alice")
            let (bob, _) = try await harness.signIn("bob")
            _ = try await harness.accounts.setUsername("Marigold", for: alice.id)
            #expect(try await harness.accounts.availability(of: "marigold", for: bob.id).reason == .taken)
            #expect(try await harness.accounts.availability(of: "marigold", for: alice.id).isAvailable, "one's own name is available to oneself")
            #expect(try await harness.accounts.availability(of: "m", for: bob.id).reason == .invalid)
            #expect(try await harness.accounts.availability(of: "m@rigold", for: bob.id).reason == .invalid)
            #expect(try await harness.accounts.availability(of: "moderator", for: bob.id).reason == .reserved)
            let free = try await harness.accounts.availability(of: "Snapdragon", for: bob.id)
            #expect(free.isAvailable)
            #expect(free.message == nil)
        }
    }

    @Test("two users claiming one username at once: exactly one gets it", arguments: TestDatabases.backends)
    func concurrentClaims(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            var users: [UUID] = []
            for index in 0..<8 { users.append(try await harness.signIn("user\(index)").account.id) }
            let outcomes = await withTaskGroup(of: Result<Void, AccountError>.self) { group in
                for (index, user) in users.enumerated() {
                    group.addTask {
                        do {
                            // Different cases of one name: still one name.
                            _ = try await harness.accounts.setUsername(index.isMultiple(of: 2) ? "Lavender" : "LAVENDER", for: user)
                            return .success(())
                        } catch let error as AccountError {
                            return .failure(error)
                        } catch {
                            return .failure(.accountNotFound)
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(outcomes.filter { if case .success = $0 { true } else { false } }.count == 1)
            #expect(outcomes.filter { if case .failure(.usernameTaken) = $0 { true } else { false } }.count == 7)
            let holders = try await harness.database.sql.raw("SELECT COUNT(*) AS n FROM users WHERE username_key = 'lavender'")
                .first()?.decode(column: "n", as: Int.self)
            #expect(holders == 1)
        }
    }
}
