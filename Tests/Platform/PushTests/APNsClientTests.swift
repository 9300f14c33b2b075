import AsyncHTTPClient
import Foundation
import NIOPosix
import Push
import PushTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Sending to APNs")
struct APNsClientTests {
    static let question = PushNotification(
        .alert(title: "Today's question", body: "What made you smile?"),
        threadID: "daily-question",
        collapseID: "question-2026-11-24",
        expiration: Date(timeIntervalSince1970: 1_795_340_400),
        custom: ["questionId": "q-42", "flower": ["stage": 3, "bloomed": true]]
    )

    @Test("an alert goes out over HTTP/2 with APNs's headers and payload, and is delivered")
    func happyPath() async throws {
        try await PushHarness.run { harness in
            let outcome = try await harness.client.send(Self.question, to: TestTokens.alice)
            let request = try #require(harness.standIn.requests.only)
            #expect(outcome == .delivered(apnsID: try #require(request.headers["apns-id"])))
            #expect(request.protocolVersion == "HTTP/2")
            #expect(request.alpn == "h2")
            #expect(harness.standIn.refusedConnections == 0)
            #expect(request.method == "POST")
            #expect(request.scheme == "https")
            #expect(request.authority == "127.0.0.1:\(harness.standIn.port)")
            #expect(request.path == "/3/device/\(TestTokens.alice.hex)")
            #expect(request.status == 200)
            #expect(request.headers["apns-topic"] == TestAPNsKey.topic)
            #expect(request.headers["apns-push-type"] == "alert")
            #expect(request.headers["apns-priority"] == "10")
            #expect(request.headers["apns-expiration"] == "1795340400")
            #expect(request.headers["apns-collapse-id"] == "question-2026-11-24")
            #expect(UUID(uuidString: try #require(request.headers["apns-id"])) != nil)
            #expect(request.providerToken != nil)
            let body = try #require(request.jsonBody)
            let aps = try #require(body["aps"] as? [String: Any])
            #expect(aps["alert"] as? [String: String] == ["title": "Today's question", "body": "What made you smile?"])
            #expect(aps["sound"] as? String == "default")
            #expect(aps["thread-id"] as? String == "daily-question")
            #expect(body["questionId"] as? String == "q-42")
            let flower = try #require(body["flower"] as? [String: Any])
            #expect(flower["stage"] as? Int == 3)
            #expect(flower["bloomed"] as? Bool == true)
        }
    }

    @Test("the client's own HTTP client negotiates HTTP/2 with APNs")
    func clientSpeaksHTTP2() async throws {
        try await PushHarness.run { harness in
            let request = HTTPClientRequest(url: harness.standIn.baseURL.absoluteString + "/")
            let response = try await harness.httpClient.execute(request, timeout: LoopbackHTTP.hangBound)
            #expect(response.version == .http2)
            #expect(response.status.code == 405)
        }
    }

    @Test("a client limited to HTTP/1.1 gets no service from the stand-in, as from APNs")
    func http1Refused() async throws {
        try await PushHarness.run { harness in
            var configuration = APNsClient.httpClientConfiguration(trustRoots: harness.standIn.certificates.trustRoots)
            configuration.httpVersion = .http1Only
            let http1 = HTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup.singleton, configuration: configuration)
            let client = APNsClient(
                configuration: harness.standIn.configuration(), httpClient: http1, retry: PushHarness.quickRetries, clock: harness.clock, logger: .quiet
            )
            let outcome = try await client.send(Self.question, to: TestTokens.alice)
            try await http1.shutdown()
            guard case .failed(nil, _, 3) = outcome else { Issue.record("\(outcome)"); return }
            #expect(harness.standIn.requests.isEmpty)
            #expect(harness.standIn.refusedConnections >= 1)
        }
    }

    @Test("a background push is silent, priority 5, and keeps no expiry by default")
    func background() async throws {
        try await PushHarness.run { harness in
            let outcome = try await harness.client.send(PushNotification(.background, custom: ["sync": "answers"]), to: TestTokens.alice)
            guard case .delivered = outcome else { Issue.record("\(outcome)"); return }
            let request = try #require(harness.standIn.requests.only)
            #expect(request.headers["apns-push-type"] == "background")
            #expect(request.headers["apns-priority"] == "5")
            #expect(request.headers["apns-expiration"] == "0")
            #expect(request.headers["apns-collapse-id"] == nil)
            let body = try #require(request.jsonBody)
            #expect(body["aps"] as? [String: Int] == ["content-available": 1])
            #expect(body["sync"] as? String == "answers")
        }
    }

    @Test("410 Unregistered is a dead token, with APNs's timestamp")
    func unregistered() async throws {
        try await PushHarness.run { harness in
            harness.standIn.script(TestTokens.gone, [], then: .unregistered)
            let outcome = try await harness.client.send(Self.question, to: TestTokens.gone)
            #expect(outcome == .deadToken(reason: "Unregistered", since: harness.clock.now()))
            #expect(harness.standIn.requests.count == 1)
        }
    }

    @Test("400 BadDeviceToken and DeviceTokenNotForTopic are dead tokens, tried once", arguments: [
        APNsScriptedReply.badDeviceToken, .deviceTokenNotForTopic,
    ])
    func badToken(reply: APNsScriptedReply) async throws {
        try await PushHarness.run { harness in
            harness.standIn.script(TestTokens.wrongApp, [], then: reply)
            let outcome = try await harness.client.send(Self.question, to: TestTokens.wrongApp)
            guard case .error(_, let reason) = reply else { return }
            #expect(outcome == .deadToken(reason: reason, since: nil))
            #expect(harness.standIn.requests.count == 1)
        }
    }

    @Test("429 TooManyRequests is retried with the same apns-id, then delivered")
    func busyThenDelivered() async throws {
        try await PushHarness.run { harness in
            harness.standIn.script(TestTokens.busy, [.tooManyRequests, .serviceUnavailable], then: .accept)
            let outcome = try await harness.client.send(Self.question, to: TestTokens.busy)
            let requests = harness.standIn.requests
            #expect(requests.map(\.status) == [429, 503, 200])
            #expect(Set(requests.compactMap { $0.headers["apns-id"] }).count == 1)
            #expect(outcome == .delivered(apnsID: try #require(requests.last?.headers["apns-id"])))
        }
    }

    @Test("5xx forever gives up after the configured attempts")
    func givesUp() async throws {
        let retry = APNsRetryPolicy(attempts: 4, initialDelay: .milliseconds(1), maximumDelay: .milliseconds(3))
        try await PushHarness.run(retry: retry) { harness in
            harness.standIn.script(TestTokens.broken, [], then: .internalServerError)
            let outcome = try await harness.client.send(Self.question, to: TestTokens.broken)
            #expect(outcome == .failed(status: 500, reason: "InternalServerError", attempts: 4))
            #expect(harness.standIn.requests.count == 4)
        }
    }

    @Test("an unreachable APNs is retried, then reported failed")
    func unreachable() async throws {
        try await PushHarness.run { harness in
            let port = harness.standIn.port
            try await harness.standIn.stop()
            var configuration = harness.standIn.configuration()
            configuration.baseURL = URL(string: "https://127.0.0.1:\(port)")!
            let client = APNsClient(configuration: configuration, httpClient: harness.httpClient, retry: PushHarness.quickRetries, clock: harness.clock, logger: .quiet)
            let outcome = try await client.send(Self.question, to: TestTokens.alice)
            guard case .failed(nil, _, 3) = outcome else { Issue.record("\(outcome)"); return }
        }
    }

    @Test("other 4xx answers are rejections with APNs's reason, never retried")
    func rejected() async throws {
        try await PushHarness.run { harness in
            harness.standIn.script(TestTokens.alice, [], then: .error(status: 400, reason: "BadTopic"))
            let outcome = try await harness.client.send(Self.question, to: TestTokens.alice)
            #expect(outcome == .rejected(status: 400, reason: "BadTopic"))
            #expect(harness.standIn.requests.count == 1)
        }
    }

    @Test("a topic APNs does not know for the token is refused by the stand-in as by APNs")
    func wrongTopic() async throws {
        try await PushHarness.run { harness in
            var configuration = harness.standIn.configuration()
            configuration.topic = "app.greenhouse.calyx"
            let client = APNsClient(configuration: configuration, httpClient: harness.httpClient, clock: harness.clock, logger: .quiet)
            let outcome = try await client.send(Self.question, to: TestTokens.alice)
            #expect(outcome == .deadToken(reason: "DeviceTokenNotForTopic", since: nil))
        }
    }

    @Test("a payload of 4096 bytes is sent; one byte more is refused before any request")
    func payloadLimit() async throws {
        try await PushHarness.run { harness in
            let base = try PushNotification(.alert(title: "Limit", body: "")).payload().count
            let fits = PushNotification(.alert(title: "Limit", body: String(repeating: "a", count: 4096 - base)))
            #expect(try fits.payload().count == 4096)
            guard case .delivered = try await harness.client.send(fits, to: TestTokens.alice) else {
                Issue.record("a 4096-byte payload was not delivered")
                return
            }
            let tooLong = PushNotification(.alert(title: "Limit", body: String(repeating: "a", count: 4097 - base)))
            do throws(PushNotificationError) {
                _ = try await harness.client.send(tooLong, to: TestTokens.alice)
                Issue.record("a 4097-byte payload was sent")
            } catch {
                #expect(error == .payloadTooLarge(bytes: 4097, limit: 4096))
            }
            let emoji = PushNotification(.alert(title: "Too long", body: String(repeating: "🌸", count: 1100)))
            do throws(PushNotificationError) {
                _ = try await harness.client.send(emoji, to: TestTokens.alice)
                Issue.record("an oversized payload was sent")
            } catch {
                guard case .payloadTooLarge(let bytes, 4096) = error else { Issue.record("\(error)"); return }
                #expect(bytes > 4096)
            }
            #expect(harness.standIn.requests.count == 1)
        }
    }

    @Test("backoff grows to its ceiling, never fires at once, and bounds the total wait")
    func backoff() {
        let policy = APNsRetryPolicy(attempts: 5, initialDelay: .milliseconds(100), maximumDelay: .milliseconds(350))
        for _ in 0..<200 {
            let delays = (1...4).map { policy.delay(after: $0) }
            #expect(delays[0] >= .milliseconds(50) && delays[0] <= .milliseconds(100))
            #expect(delays[1] >= .milliseconds(100) && delays[1] <= .milliseconds(200))
            #expect(delays[2] >= .milliseconds(175) && delays[2] <= .milliseconds(350))
            #expect(delays[3] >= .milliseconds(175) && delays[3] <= .milliseconds(350))
        }
        let spread = Set((0..<50).map { _ in policy.delay(after: 3) })
        #expect(spread.count > 1)
        #expect(APNsRetryPolicy(attempts: 0, initialDelay: .zero, maximumDelay: .zero).attempts == 1)
    }
}

extension Array {
    /// The one element, or nil when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
