import CalyxAPI
import Foundation
import HTTPTypes
import HummingbirdTesting
import IdentityTestSupport
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Calyx account API")
struct AccountAPITests {
    @Test("choosing a username: live check, then claim; taken and reserved names are refused", arguments: TestDatabases.backends)
    func username(backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let alice = try await calyx.devSignIn("alice")
            let bob = try await calyx.devSignIn("bob")
            let aliceAPI = calyx.client(token: alice.accessToken)
            let bobAPI = calyx.client(token: bob.accessToken)

            let free = try await aliceAPI.checkUsername(query: .init(username: "RoseLover")).ok.body.json
            #expect(free.available && free.reason == nil)
            let account = try await aliceAPI.setUsername(body: .json(.init(username: "RoseLover"))).ok.body.json
            #expect(account.username == "RoseLover")
            #expect(try await aliceAPI.getProfile().ok.body.json.username == "RoseLover")

            let taken = try await bobAPI.checkUsername(query: .init(username: "roselover")).ok.body.json
            #expect(!taken.available && taken.reason == .taken)
            guard case .default(409, let conflict) = try await bobAPI.setUsername(body: .json(.init(username: "ROSELOVER"))) else {
                Issue.record("expected 409"); return
            }
            #expect(conflict.problem?._type == "urn:greenhouse:problem:username-taken")
            #expect(conflict.problem?.errors?.first?.field == "username")

            guard case .default(422, let invalid) = try await bobAPI.setUsername(body: .json(.init(username: "Adm1n"))) else {
                Issue.record("expected 422"); return
            }
            #expect(invalid.problem?.errors?.first == .init(field: "username", detail: "That name is reserved."))
            let reserved = try await bobAPI.checkUsername(query: .init(username: "Adm1n")).ok.body.json
            #expect(reserved.reason == .reserved)
            let missing = try await calyx.raw.get("/calyx/v1/auth/username/availability", headers: [.authorization: "Bearer \(bob.accessToken)"])
            #expect(missing.status == .badRequest)
        }
    }

    @Test("profile: read and update, with limits enforced")
    func profile() async throws {
        try await CalyxHarness.run { calyx in
            let alice = try await calyx.devSignIn("alice")
            let api = calyx.client(token: alice.accessToken)
            let updated = try await api.updateProfile(body: .json(.init(displayName: "Alice Rose", about: "Roses, mostly old garden ones."))).ok.body.json
            #expect(updated.displayName == "Alice Rose")
            #expect(updated.about == "Roses, mostly old garden ones.")
            guard case .default(422, let problem) = try await api.updateProfile(body: .json(.init(about: String(repeating: "a", count: 81)))) else {
                Issue.record("expected 422"); return
            }
            #expect(problem.problem?.errors?.first?.field == "about")
            #expect(try await api.getProfile().ok.body.json.about == "Roses, mostly old garden ones.")
        }
    }

    @Test("linked sign-in methods: link, conflict, unlink, never the last", arguments: TestDatabases.backends)
    func providers(backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let alice = try await calyx.signInWithApple(subject: "apple-alice")
            let api = calyx.client(token: alice.accessToken)
            #expect(try await api.listProviders().ok.body.json.items.map(\.method) == [.apple])

            let googleToken = try await calyx.providers.googleToken(subject: "google-alice")
            let linked = try await api.linkProvider(path: .init(provider: .google), body: .json(.init(idToken: googleToken))).ok.body.json
            #expect(linked.items.map(\.method) == [.apple, .google])

            // Bob's Google account belongs to Bob.
            _ = try await calyx.client().signIn(path: .init(provider: .google), body: .json(.init(idToken: try await calyx.providers.googleToken(subject: "google-bob"))))
            let bobsGoogle = try await calyx.providers.googleToken(subject: "google-bob")
            guard case .default(422, let noCredential) = try await api.linkProvider(path: .init(provider: .facebook), body: .json(.init())) else {
                Issue.record("expected 422 for a link without a credential"); return
            }
            #expect(noCredential.problem?.errors?.first?.field == "idToken")
            guard case .default(409, let inUse) = try await api.linkProvider(path: .init(provider: .google), body: .json(.init(idToken: bobsGoogle))) else {
                Issue.record("expected 409"); return
            }
            #expect(inUse.problem?._type == "urn:greenhouse:problem:identity-in-use")

            let remaining = try await api.unlinkProvider(path: .init(provider: .apple)).ok.body.json
            #expect(remaining.items.map(\.method) == [.google])
            guard case .default(409, let last) = try await api.unlinkProvider(path: .init(provider: .google)) else {
                Issue.record("expected 409"); return
            }
            #expect(last.problem?._type == "urn:greenhouse:problem:last-sign-in-method")
            // Google now signs Alice in.
            let viaGoogle = try await calyx.client().signIn(path: .init(provider: .google), body: .json(.init(idToken: try await calyx.providers.googleToken(subject: "google-alice"))))
            #expect(try viaGoogle.ok.body.json.user.id == alice.user.id)
        }
    }

    @Test("linking another user's provider account is refused without revealing whose it is")
    func linkConflictRevealsNothing() async throws {
        try await CalyxHarness.run { calyx in
            _ = try await calyx.signInWithApple(subject: "apple-alice", email: "alice@privaterelay.appleid.com")
            let bob = try await calyx.devSignIn("bob")
            let nonce = "n"
            let alicesApple = try await calyx.providers.appleToken(subject: "apple-alice", rawNonce: nonce, email: "alice@privaterelay.appleid.com")
            let response = try await calyx.raw.post(
                "/calyx/v1/user/providers/apple",
                headers: [.contentType: "application/json", .authorization: "Bearer \(bob.accessToken)"],
                body: #"{"idToken":"\#(alicesApple)","nonce":"\#(nonce)"}"#.buffer
            )
            #expect(response.status == .conflict)
            #expect(response.problem?.type == "urn:greenhouse:problem:identity-in-use")
            #expect(!response.text.contains("alice"))
        }
    }

    @Test("nothing Bob can fetch contains Alice's email")
    func emailStaysPrivate() async throws {
        try await CalyxHarness.run { calyx in
            let alice = try await calyx.signInWithApple(subject: "apple-alice", email: "alice.secret@privaterelay.appleid.com")
            _ = try await calyx.client(token: alice.accessToken).setUsername(body: .json(.init(username: "Alice")))
            let bob = try await calyx.devSignIn("bob")
            let auth: HTTPFields = [.authorization: "Bearer \(bob.accessToken)"]
            for path in ["/calyx/v1/user/profile", "/calyx/v1/user/providers", "/calyx/v1/auth/username/availability?username=Alice"] {
                let response = try await calyx.raw.get(path, headers: auth)
                #expect(!response.text.contains("alice.secret"), "\(path)")
            }
            let claim = try await calyx.raw.post("/calyx/v1/auth/username", headers: auth.merging([.contentType: "application/json"]), body: #"{"username":"alice"}"#.buffer)
            #expect(claim.status == .conflict)
            #expect(!claim.text.contains("alice.secret"))
        }
    }

    @Test("wrong methods on account paths are 405 with Allow")
    func methods() async throws {
        try await CalyxHarness.run { calyx in
            let response = try await calyx.raw.delete("/calyx/v1/user/profile", body: "".buffer)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, HEAD, PUT, OPTIONS")
        }
    }
}

extension HTTPFields {
    func merging(_ other: HTTPFields) -> HTTPFields {
        var merged = self
        merged.append(contentsOf: other)
        return merged
    }
}
