import AsyncHTTPClient
import Crypto
import Foundation
import NIOCore
import Push
import PushTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Provider tokens")
struct ProviderTokenTests {
    static let hello = PushNotification(.alert(title: "Hello", body: "A new question is waiting"))

    @Test("the token is ES256 with kid, iss and iat, signed by the team's key as raw r‖s")
    func shape() async throws {
        try await PushHarness.run { harness in
            _ = try await harness.client.send(Self.hello, to: TestTokens.alice)
            let jwt = try #require(harness.standIn.requests.only?.providerToken)
            let parts = jwt.split(separator: ".").map(String.init)
            try #require(parts.count == 3)
            let headerJSON = try #require(Base64URL.decode(parts[0]))
            let header = try JSONSerialization.jsonObject(with: headerJSON) as? [String: String]
            #expect(header == ["alg": "ES256", "kid": TestAPNsKey.keyID])
            let claimsJSON = try #require(Base64URL.decode(parts[1]))
            let claims = try #require(try JSONSerialization.jsonObject(with: claimsJSON) as? [String: Any])
            #expect(Set(claims.keys) == ["iss", "iat"])
            #expect(claims["iss"] as? String == TestAPNsKey.teamID)
            #expect(claims["iat"] as? Int == Int(harness.clock.now().timeIntervalSince1970))
            let signature = try #require(Base64URL.decode(parts[2]))
            #expect(signature.count == 64)
            let valid = harness.standIn.key.publicKey.isValidSignature(
                try P256.Signing.ECDSASignature(rawRepresentation: signature), for: Data((parts[0] + "." + parts[1]).utf8)
            )
            #expect(valid)
        }
    }

    @Test("one token serves every send for 50 minutes; then a new one is made")
    func reusedThenRenewed() async throws {
        try await PushHarness.run { harness in
            let start = harness.clock.now()
            _ = try await harness.client.send(Self.hello, to: TestTokens.alice)
            _ = try await harness.client.send(Self.hello, to: TestTokens.bob)
            harness.clock.advance(by: 49 * 60)
            _ = try await harness.client.send(Self.hello, to: TestTokens.alice)
            harness.clock.advance(by: 60 + 1)
            _ = try await harness.client.send(Self.hello, to: TestTokens.alice)
            _ = try await harness.client.send(Self.hello, to: TestTokens.bob)
            let requests = harness.standIn.requests
            #expect(requests.map(\.status) == [200, 200, 200, 200, 200])
            let tokens = requests.compactMap(\.providerToken)
            try #require(tokens.count == 5)
            #expect(Set(tokens[0...2]).count == 1)
            #expect(Set(tokens[3...4]).count == 1)
            #expect(tokens[3] != tokens[0])
            #expect(try issuedAt(tokens[0]) == Int(start.timeIntervalSince1970))
            #expect(try issuedAt(tokens[3]) == Int(start.timeIntervalSince1970) + 50 * 60 + 1)
        }
    }

    @Test("APNs refuses a token over an hour old; the client renews it once and the send goes through")
    func olderThanAnHour() async throws {
        // A client told to keep tokens for two hours shows what APNs does with old ones.
        try await PushHarness.run(tokenRefreshInterval: .seconds(2 * 3600)) { harness in
            _ = try await harness.client.send(Self.hello, to: TestTokens.alice)
            harness.clock.advance(by: 3600 + 1)
            let outcome = try await harness.client.send(Self.hello, to: TestTokens.alice)
            guard case .delivered = outcome else { Issue.record("\(outcome)"); return }
            let requests = harness.standIn.requests
            try #require(requests.map(\.status) == [200, 403, 200])
            #expect(requests[1].reason == "ExpiredProviderToken")
            #expect(requests[1].providerToken == requests[0].providerToken)
            #expect(requests[2].providerToken != requests[0].providerToken)
            #expect(try issuedAt(try #require(requests[2].providerToken)) == Int(harness.clock.now().timeIntervalSince1970))
        }
    }

    @Test("403 ExpiredProviderToken makes a new token once, which later sends reuse")
    func expiredOnce() async throws {
        try await PushHarness.run { harness in
            harness.standIn.script(TestTokens.alice, [.expiredProviderToken], then: .accept)
            let outcome = try await harness.client.send(Self.hello, to: TestTokens.alice)
            guard case .delivered = outcome else { Issue.record("\(outcome)"); return }
            _ = try await harness.client.send(Self.hello, to: TestTokens.bob)
            let requests = harness.standIn.requests
            try #require(requests.map(\.status) == [403, 200, 200])
            #expect(requests[1].providerToken != requests[0].providerToken)
            #expect(requests[2].providerToken == requests[1].providerToken)
            // The retry is the same notification.
            #expect(requests[1].headers["apns-id"] == requests[0].headers["apns-id"])
        }
    }

    @Test("a token refused twice is not renewed again: the send is rejected")
    func expiredTwice() async throws {
        try await PushHarness.run { harness in
            harness.standIn.script(TestTokens.alice, [.expiredProviderToken, .expiredProviderToken], then: .accept)
            let outcome = try await harness.client.send(Self.hello, to: TestTokens.alice)
            #expect(outcome == .rejected(status: 403, reason: "ExpiredProviderToken"))
            #expect(harness.standIn.requests.count == 2)
        }
    }

    @Test("a key APNs does not know for the team is refused, and renewing does not help")
    func wrongKey() async throws {
        try await PushHarness.run { harness in
            var configuration = harness.standIn.configuration()
            configuration.signingKey = P256.Signing.PrivateKey()
            let client = APNsClient(configuration: configuration, httpClient: harness.httpClient, clock: harness.clock, logger: .quiet)
            let outcome = try await client.send(Self.hello, to: TestTokens.alice)
            #expect(outcome == .rejected(status: 403, reason: "InvalidProviderToken"))
            #expect(harness.standIn.requests.map(\.reason) == ["InvalidProviderToken", "InvalidProviderToken"])
        }
    }

    @Test("the stand-in checks tokens as APNs does", arguments: [
        ("missing", "MissingProviderToken"),
        ("not bearer", "InvalidProviderToken"),
        ("wrong kid", "InvalidProviderToken"),
        ("wrong team", "InvalidProviderToken"),
        ("not ES256", "InvalidProviderToken"),
        ("tampered", "InvalidProviderToken"),
        ("from the future", "InvalidProviderToken"),
        ("61 minutes old", "ExpiredProviderToken"),
        ("59 minutes old", nil),
    ] as [(String, String?)])
    func standInVerification(forgery: String, reason: String?) async throws {
        try await PushHarness.run { harness in
            let key = harness.standIn.key
            let now = Int(harness.clock.now().timeIntervalSince1970)
            func jwt(alg: String = "ES256", kid: String = key.keyID, iss: String = key.teamID, iat: Int = now) throws -> String {
                let header = Base64URL.encode(Data(#"{"alg":"\#(alg)","kid":"\#(kid)"}"#.utf8))
                let claims = Base64URL.encode(Data(#"{"iss":"\#(iss)","iat":\#(iat)}"#.utf8))
                let signature = try key.privateKey.signature(for: Data((header + "." + claims).utf8)).rawRepresentation
                return header + "." + claims + "." + Base64URL.encode(signature)
            }
            let authorization: String? =
                switch forgery {
                case "missing": nil
                case "not bearer": "basic " + (try jwt())
                case "wrong kid": "bearer " + (try jwt(kid: "ABCDE12345"))
                case "wrong team": "bearer " + (try jwt(iss: "ABCDE12345"))
                case "not ES256": "bearer " + (try jwt(alg: "ES384"))
                case "tampered": "bearer " + (try jwt()).replacingOccurrences(of: ".", with: "A.")
                case "from the future": "bearer " + (try jwt(iat: now + 600))
                case "61 minutes old": "bearer " + (try jwt(iat: now - 61 * 60))
                default: "bearer " + (try jwt(iat: now - 59 * 60))
                }
            var request = HTTPClientRequest(url: harness.standIn.baseURL.absoluteString + "/3/device/" + TestTokens.alice.hex)
            request.method = .POST
            if let authorization { request.headers.add(name: "authorization", value: authorization) }
            request.headers.add(name: "apns-topic", value: TestAPNsKey.topic)
            request.headers.add(name: "apns-push-type", value: "alert")
            request.body = .bytes(ByteBuffer(string: #"{"aps":{"alert":"hi"}}"#))
            let response = try await harness.httpClient.execute(request, timeout: LoopbackHTTP.hangBound)
            #expect(response.version == .http2)
            #expect(Int(response.status.code) == (reason == nil ? 200 : 403))
            #expect(harness.standIn.requests.only?.reason == reason)
        }
    }

    private func issuedAt(_ jwt: String) throws -> Int {
        let claimsJSON = try #require(Base64URL.decode(String(jwt.split(separator: ".")[1])))
        let claims = try JSONSerialization.jsonObject(with: claimsJSON)
        return try #require((claims as? [String: Any])?["iat"] as? Int)
    }
}
