import CouplesServer
import Foundation
import HTTPTypes
import HummingbirdTesting
import HummingbirdWSClient
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("Couples pair events (WebSocket)")
struct PairEventsTests {
    @Test("a partner's answer, photo and completed day arrive on the other's socket, never on their own; unpair delivers `unpaired` and closes", arguments: TestDatabases.backends)
    func partnerStatus(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let couple = try await harness.pair()
            let adaSocket = try await EventSocket.open(port: harness.server.port, token: couple.a.token)
            let benSocket = try await EventSocket.open(port: harness.server.port, token: couple.b.token)
            let today = try await harness.client(token: couple.a.token).getToday().ok.body.json.date

            try await harness.doPart(couple, couple.a)
            let answered = try #require(try await benSocket.next())
            #expect(answered == .init(pair: couple.pairID.lowercased(), kind: "partnerAnswered", date: today, actor: couple.a.id.lowercased()))
            #expect(try await benSocket.kinds(1) == ["partnerSentPhoto"])

            try await harness.doPart(couple, couple.b)
            // Ada hears of Ben's part and the day; the first thing on her socket is Ben's, not her own.
            #expect(try await adaSocket.kinds(4) == ["partnerAnswered", "partnerSentPhoto", "dayComplete", "flowerGrew"])

            // The wire form is the PairEvent schema: exactly these fields, lowercase UUIDs.
            _ = try await harness.client(token: couple.b.token).unpair(query: .init(pairId: couple.pairID)).noContent
            let text = try #require(try await adaSocket.nextText())
            let fields = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String])
            #expect(fields == ["pair": couple.pairID.lowercased(), "kind": "unpaired", "actor": couple.b.id.lowercased()])
            #expect(try await adaSocket.next() == nil)
            #expect(try await adaSocket.closing()?.closeCode == .normalClosure)
            // Ben unpaired: nothing of his own came back (his next message would have been it), and his socket closes too.
            #expect(try await benSocket.next() == nil)
            #expect(try await benSocket.closing()?.closeCode == .normalClosure)
        }
    }

    @Test("the upgrade needs a valid bearer token and a pair: a refused upgrade is not upgraded and answers the 401 / 404 problem, as a plain GET does; a plain GET that would be accepted gets 426", arguments: TestDatabases.backends)
    func refusals(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let couple = try await harness.pair()
            let loner = try await harness.person("Lou")
            let upgradeHeaders: HTTPFields = [
                .connection: "Upgrade", .upgrade: "websocket", .secWebSocketVersion: "13", .secWebSocketKey: "dGhlIHNhbXBsZSBub25jZQ==",
            ]
            /// A hand-made upgrade request (or a plain GET) on a connection of its own.
            func attempt(_ extra: HTTPFields, upgrade: Bool = true) async throws -> TestClient.Response {
                let client = await harness.server.makeClient()
                var headers = upgrade ? upgradeHeaders : [:]
                headers.append(contentsOf: extra)
                let response = try await client.execute(
                    .init("/couples/v1/pair/events", method: .get, authority: "127.0.0.1:\(harness.server.port)", headers: headers)
                )
                try? await client.shutdown()
                return response
            }

            // Each refusal says why, as a problem, with or without the upgrade; a refused upgrade is not
            // upgraded and its connection is closed.
            let refusals: [(token: String?, status: HTTPResponse.Status, type: String)] = [
                (nil, .unauthorized, "urn:greenhouse:problem:unauthorized"),
                ("not-a-token", .unauthorized, "urn:greenhouse:problem:unauthorized"),
                (loner.token, .notFound, "urn:greenhouse:problem:not-paired"),
            ]
            for refusal in refusals {
                let headers: HTTPFields = refusal.token.map { [.authorization: "Bearer \($0)"] } ?? [:]
                for upgrade in [true, false] {
                    let answer = try await attempt(headers, upgrade: upgrade)
                    let problem = try #require(answer.problem, "upgrade \(upgrade): \(answer.status) \(answer.text)")
                    #expect(answer.status == refusal.status && problem.type == refusal.type && problem.status == Int(refusal.status.code))
                    #expect(answer.headers[.contentType] == "application/problem+json" && problem.instance == "/couples/v1/pair/events")
                    #expect(answer.headers[.upgrade] == nil)
                    if upgrade { #expect(answer.headers[.connection] == "close") }
                    if refusal.status == .unauthorized { #expect(answer.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true) }
                }
            }
            let plain = try await attempt([.authorization: "Bearer \(couple.a.token)"], upgrade: false)
            #expect(plain.status.code == 426 && plain.problem?.type == "urn:greenhouse:problem:upgrade-required")

            // The WebSocket client sees the same refusals as failed upgrades.
            for token in [nil, "not-a-token", loner.token] {
                await #expect(throws: WebSocketClientError.webSocketUpgradeFailed) {
                    _ = try await EventSocket.open(port: harness.server.port, token: token)
                }
            }
        }
    }

    @Test("a stranger never receives another pair's events", arguments: TestDatabases.backends)
    func strangers(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let first = try await harness.pair("Ada", "Ben")
            let second = try await harness.pair("Cy", "Dee")
            let cySocket = try await EventSocket.open(port: harness.server.port, token: second.a.token)
            let deeSocket = try await EventSocket.open(port: harness.server.port, token: second.b.token)
            try await harness.completeToday(first)
            _ = try await harness.client(token: first.a.token).unpair(query: .init(pairId: first.pairID)).noContent
            // What each stranger receives first is their own partner's doing.
            try await harness.doPart(second, second.a)
            let toDee = try #require(try await deeSocket.next())
            #expect(toDee.pair == second.pairID.lowercased() && toDee.actor == second.a.id.lowercased() && toDee.kind == "partnerAnswered")
            try await harness.doPart(second, second.b)
            let toCy = try #require(try await cySocket.next())
            #expect(toCy.pair == second.pairID.lowercased() && toCy.actor == second.b.id.lowercased())
            cySocket.close()
            deeSocket.close()
        }
    }

    @Test("open sockets are closed normally when the server shuts down", arguments: TestDatabases.backends)
    func shutdown(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let couple = try await harness.pair()
            let socket = try await EventSocket.open(port: harness.server.port, token: couple.b.token)
            await harness.server.triggerGracefulShutdown()
            #expect(try await socket.next() == nil)
            #expect(try await socket.closing()?.closeCode == .normalClosure)
        }
    }

    @Test("two server instances on one PostgreSQL database: what is done through one reaches sockets on the other", .enabled(if: TestDatabases.postgresURL != nil))
    func acrossInstances() async throws {
        try await CouplesHarness.run(backend: .postgres) { first in
            // A second instance of the same deployment: the same database and schema, the same data directory.
            try await TestServer.run(apps: [CouplesApp()], backend: .postgres, clock: ManualClock(), wallClock: first.clock, configure: { configuration in
                configuration.environment = first.providers.environment(app: "couples")
                configuration.devAuthRequested = true
                configuration.schemaPrefix = first.server.isolation.schemaPrefix
                configuration.dataDirectory = first.server.isolation.scratch.url
            }) { raw, server in
                let second = CouplesHarness(server: server, raw: raw, providers: first.providers, clock: first.clock, monotonic: ManualClock())
                let couple = try await first.pair()
                let benOnSecond = try await EventSocket.open(port: second.server.port, token: couple.b.token)
                let adaOnFirst = try await EventSocket.open(port: first.server.port, token: couple.a.token)

                try await first.doPart(couple, couple.a)
                let answered = try #require(try await benOnSecond.next())
                #expect(answered.kind == "partnerAnswered" && answered.actor == couple.a.id.lowercased() && answered.pair == couple.pairID.lowercased())
                #expect(try await benOnSecond.kinds(1) == ["partnerSentPhoto"])

                try await second.doPart(couple, couple.b)
                #expect(try await adaOnFirst.kinds(4) == ["partnerAnswered", "partnerSentPhoto", "dayComplete", "flowerGrew"])

                _ = try await first.client(token: couple.a.token).unpair(query: .init(pairId: couple.pairID)).noContent
                #expect(try await benOnSecond.kinds(2) == ["unpaired"])
                #expect(try await benOnSecond.closing()?.closeCode == .normalClosure)
                #expect(try await adaOnFirst.closing()?.closeCode == .normalClosure)
            }
        }
    }

    @Test("a dropped listening connection is logged and made again; its sockets are told to reconnect", .enabled(if: TestDatabases.postgresURL != nil))
    func listenerReconnects() async throws {
        let logs = CapturedLogs()
        try await CouplesHarness.run(backend: .postgres, logger: logs.logger(level: .info)) { harness in
            let couple = try await harness.pair()
            let socket = try await EventSocket.open(port: harness.server.port, token: couple.b.token)
            let channel = harness.server.isolation.schemaPrefix + "couples_pair_events"
            try await harness.withDatabase { db in
                _ = try await db.sql.raw("""
                    SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                    WHERE pid <> pg_backend_pid() AND query = \(bind: "LISTEN \"\(channel)\";")
                    """).all()
            }
            // The socket may have missed events: it is closed with 1001 so the app reads again and reconnects.
            #expect(try await socket.next() == nil)
            #expect(try await socket.closing()?.closeCode == .goingAway)
            #expect(logs.all.contains { $0.level == .warning && $0.message == "notification connection lost" })
            // A new socket waits for the listener to be back, then hears the partner.
            let again = try await EventSocket.open(port: harness.server.port, token: couple.b.token)
            try await harness.doPart(couple, couple.a)
            #expect(try await again.kinds(2) == ["partnerAnswered", "partnerSentPhoto"])
            #expect(logs.all.contains { $0.message == "listening again" })
            again.close()
        }
    }
}
