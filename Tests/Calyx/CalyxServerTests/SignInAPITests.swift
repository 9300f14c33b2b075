import CalyxAPI
import Foundation
import HTTPTypes
import HummingbirdTesting
import IdentityTestSupport
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Calyx sign-in API")
struct SignInAPITests {
    @Test("Sign in with Apple creates an account that still needs a username", arguments: TestDatabases.backends)
    func appleSignUp(backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let session = try await calyx.signInWithApple(subject: "001.alice", email: "alice@privaterelay.appleid.com", displayName: "Alice Rose")
            #expect(session.tokenType == .bearer)
            #expect(session.expiresIn == 86_400)
            #expect(session.needsUsername)
            #expect(session.user.displayName == "Alice Rose")
            #expect(session.user.email == "alice@privaterelay.appleid.com")
            #expect(session.user.signInMethods == [.apple])
            // Signing in again finds the same account.
            let again = try await calyx.signInWithApple(subject: "001.alice")
            #expect(again.user.id == session.user.id)
        }
    }

    @Test("Google and Facebook sign in too; a rejected token is a 401 problem")
    func otherProviders() async throws {
        try await CalyxHarness.run { calyx in
            let google = try await calyx.client().signIn(
                path: .init(provider: .google), body: .json(.init(idToken: try await calyx.providers.googleToken(subject: "g-bob")))
            )
            #expect(try google.ok.body.json.user.displayName == "Bob Gardener")

            calyx.providers.registerFacebookToken("EAAB-carol", for: .init(id: "fb-carol", name: "Carol Petal", email: "carol@example.com"))
            let facebook = try await calyx.client().signIn(path: .init(provider: .facebook), body: .json(.init(accessToken: "EAAB-carol")))
            #expect(try facebook.ok.body.json.user.signInMethods == [.facebook])

            let expired = try await calyx.providers.googleToken { $0.exp = Date().addingTimeInterval(-3600) }
            let refused = try await calyx.client().signIn(path: .init(provider: .google), body: .json(.init(idToken: expired)))
            guard case .default(let status, let response) = refused else { Issue.record("expected a problem"); return }
            #expect(status == 401)
            #expect(response.problem?._type == "urn:greenhouse:problem:invalid-identity-token")
            #expect(response.problem?.detail?.contains("expired") == true)
        }
    }

    @Test("a sign-in body that is not the right shape is a 400 naming the field")
    func malformedBody() async throws {
        try await CalyxHarness.run { calyx in
            let response = try await calyx.raw.post(
                "/calyx/v1/auth/oauth/apple", headers: [.contentType: "application/json"], body: #"{"idToken": 42}"#.buffer
            )
            #expect(response.status == .badRequest)
            #expect(response.problem?.errors?.first?.field == "idToken")
            let missing = try await calyx.raw.post("/calyx/v1/auth/oauth/apple", headers: [.contentType: "application/json"], body: "{}".buffer)
            #expect(missing.status == .unprocessableContent)
            #expect(missing.problem?.errors?.first?.field == "idToken")
            let unknownProvider = try await calyx.raw.post("/calyx/v1/auth/oauth/myspace", headers: [.contentType: "application/json"], body: "{}".buffer)
            #expect(unknownProvider.status == .badRequest)
            #expect(unknownProvider.problem != nil)
        }
    }

    @Test("refresh rotates; a replayed refresh token ends the session; sign-out ends it too", arguments: TestDatabases.backends)
    func refreshAndSignOut(backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let first = try await calyx.devSignIn("alice")
            let second = try await calyx.client().refreshSession(body: .json(.init(refreshToken: first.refreshToken))).ok.body.json
            #expect(second.refreshToken != first.refreshToken)
            #expect(second.user.id == first.user.id)
            _ = try await calyx.client(token: second.accessToken).getProfile().ok

            let replay = try await calyx.client().refreshSession(body: .json(.init(refreshToken: first.refreshToken)))
            guard case .default(let status, let problem) = replay else { Issue.record("replay accepted"); return }
            #expect(status == 401)
            #expect(problem.problem?._type == "urn:greenhouse:problem:invalid-refresh-token")
            // The replay revoked the family: the newest tokens are dead as well.
            guard case .default(401, _) = try await calyx.client(token: second.accessToken).getProfile() else {
                Issue.record("access token survived the revocation"); return
            }

            let fresh = try await calyx.devSignIn("alice")
            _ = try await calyx.client().signOut(body: .json(.init(refreshToken: fresh.refreshToken))).noContent
            guard case .default(401, _) = try await calyx.client(token: fresh.accessToken).getProfile() else {
                Issue.record("access token survived sign-out"); return
            }
        }
    }

    @Test("without a token, or with a bad one: 401 problem with WWW-Authenticate")
    func unauthorized() async throws {
        try await CalyxHarness.run { calyx in
            let none = try await calyx.raw.get("/calyx/v1/user/profile")
            #expect(none.status == .unauthorized)
            #expect(none.headers[.wwwAuthenticate] == #"Bearer realm="calyx""#)
            #expect(none.problem?.type == "urn:greenhouse:problem:unauthorized")
            let bad = try await calyx.raw.get("/calyx/v1/user/profile", headers: [.authorization: "Bearer not.a.token"])
            #expect(bad.status == .unauthorized)
            #expect(bad.headers[.wwwAuthenticate] == #"Bearer realm="calyx", error="invalid_token""#)
            let scheme = try await calyx.raw.get("/calyx/v1/user/profile", headers: [.authorization: "Basic YWxpY2U6cm9zZQ=="])
            #expect(scheme.status == .unauthorized)
        }
    }

    @Test("dev sign-in exists only with --dev-auth on loopback")
    func devSignInGate() async throws {
        try await CalyxHarness.run(devAuth: false) { calyx in
            let response = try await calyx.raw.post("/calyx/v1/auth/dev", headers: [.contentType: "application/json"], body: #"{"name":"alice"}"#.buffer)
            #expect(response.status == .notFound)
        }
        try await CalyxHarness.run(devAuth: true, host: "0.0.0.0") { calyx in
            let response = try await calyx.raw.post("/calyx/v1/auth/dev", headers: [.contentType: "application/json"], body: #"{"name":"alice"}"#.buffer)
            #expect(response.status == .notFound)
        }
        try await CalyxHarness.run(devAuth: true) { calyx in
            let alice = try await calyx.devSignIn("Alice")
            #expect(try await calyx.devSignIn("alice").user.id == alice.user.id, "one name, one account")
            #expect(alice.user.signInMethods == [.dev])
        }
    }

    @Test("sign-in endpoints are rate limited per address")
    func authRateLimit() async throws {
        try await CalyxHarness.run { calyx in
            var statuses: [Int] = []
            for index in 0..<31 {
                let response = try await calyx.raw.post(
                    "/calyx/v1/auth/dev", headers: [.contentType: "application/json"], body: #"{"name":"user\#(index)"}"#.buffer
                )
                statuses.append(Int(response.status.code))
                if response.status == .tooManyRequests {
                    #expect(response.headers[.retryAfter] == "3")
                }
            }
            #expect(statuses.prefix(30).allSatisfy { $0 == 200 })
            #expect(statuses.last == 429)
        }
    }

    @Test("the API document is served, and its unauthenticated operations are the ones the code exempts")
    func document() async throws {
        try await CalyxHarness.run { calyx in
            let response = try await calyx.raw.get("/calyx/v1/openapi.yaml")
            #expect(response.status == .ok)
            let yaml = response.text
            #expect(yaml.hasPrefix("openapi: 3.1.0"))
            #expect(Self.unauthenticatedOperations(in: yaml) == CalyxOperationIDs.unauthenticated)
        }
    }

    /// Operation IDs whose operation declares `security: []`, read from the document's lines.
    static func unauthenticatedOperations(in yaml: String) -> Set<String> {
        var result: Set<String> = []
        var current: String?
        for line in yaml.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("operationId:") { current = trimmed.dropFirst("operationId:".count).trimmingCharacters(in: .whitespaces) }
            if trimmed == "security: []", let current { result.insert(current) }
            if line.hasPrefix("  /") { current = nil }
        }
        return result
    }
}
