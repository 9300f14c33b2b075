import Foundation
import HummingbirdWSClient
import Logging
import NIOCore
import ServerKit
import ServerKitTestSupport
import Testing

/// Slow and greedy clients (issue 20): a head sent a line at a time, a connection that says nothing,
/// an upload that trickles, and one address opening connections. Each is cut off while the server
/// goes on answering everyone else. Run with the plain HTTP/1 pipeline and with the one that
/// upgrades WebSockets (what `greenhouse serve` uses once Couples is mounted).
@Suite("Slow and greedy clients")
struct SlowClientTests {
    static let pipelines = [false, true]

    static func limits(_ change: @escaping @Sendable (inout ConnectionLimits) -> Void = { _ in }) -> (inout ServerConfiguration) -> Void {
        { configuration in
            var limits = ConnectionLimits(headerTimeout: .seconds(1), minimumBodyBytesPerSecond: 1_000, bodyGracePeriod: .seconds(1))
            change(&limits)
            configuration.connectionLimits = limits
        }
    }

    @Test("a head sent a line at a time is cut off at the header deadline; others are answered meanwhile", arguments: pipelines)
    func trickledHead(webSockets: Bool) async throws {
        try await TestServer.run(apps: [ProbeApp(servesSocket: webSockets)], configure: Self.limits()) { _, server in
            let slow = try await RawConnection.open(port: server.port, first: "GET /health HTTP/1.1\r\nHost: test\r\n")
            var lines = 0
            // Every 200 ms a header line, never the empty line that ends the head: for 60 s at most.
            while slow.isOpen, lines < 300 {
                try? await slow.send("X-Trickle-\(lines): 1\r\n")
                lines += 1
                if lines == 2 { #expect(try await Self.healthAnswered(port: server.port)) }
                try await Task.sleep(for: .milliseconds(200), tolerance: .zero)
            }
            #expect(!slow.isOpen, "the server held a head that never ended for \(lines) lines")
            #expect(slow.text.isEmpty, "nothing is answered to a head that never ended")
            #expect(try await Self.healthAnswered(port: server.port))
        }
    }

    /// A prompt client on a new connection (the test's kept-alive client may have been closed as idle).
    static func healthAnswered(port: Int) async throws -> Bool {
        let prompt = try await RawConnection.open(port: port, first: "GET /health HTTP/1.1\r\nHost: test\r\n\r\n")
        defer { Task { await prompt.close() } }
        return await prompt.received("HTTP/1.1 200")
    }

    @Test("a connection that sends nothing, and an idle kept-alive one, are closed", arguments: pipelines)
    func silentAndIdle(webSockets: Bool) async throws {
        try await TestServer.run(apps: [ProbeApp(servesSocket: webSockets)], configure: Self.limits()) { _, server in
            let silent = try await RawConnection.open(port: server.port)
            let kept = try await RawConnection.open(port: server.port, first: "GET /health HTTP/1.1\r\nHost: test\r\n\r\n")
            #expect(await kept.received("HTTP/1.1 200"))
            #expect(await silent.closedByServer())
            #expect(silent.text.isEmpty)
            #expect(await kept.closedByServer())
        }
    }

    @Test("shutting down closes a connection that never began a request, without waiting for its deadline", arguments: pipelines)
    func shutdownClosesUnusedConnection(webSockets: Bool) async throws {
        try await TestServer.run(apps: [ProbeApp(servesSocket: webSockets)], configure: Self.limits { $0.headerTimeout = .seconds(600) }) { _, server in
            let unused = try await RawConnection.open(port: server.port)
            #expect(try await Self.healthAnswered(port: server.port))
            await server.triggerGracefulShutdown()
            #expect(await unused.closedByServer(within: .seconds(30)), "an unused connection held the shutdown")
        }
    }

    @Test("a WebSocket stays open past the header deadline: the deadline is for heads only")
    func socketOutlivesHeaderDeadline() async throws {
        try await TestServer.run(apps: [ProbeApp(servesSocket: true)], configure: Self.limits()) { _, server in
            let echoed = try await WebSocketClient.connect(url: "ws://127.0.0.1:\(server.port)/probe/v1/echo", logger: .quiet) { inbound, outbound, _ in
                // Three header deadlines pass with the socket quiet.
                try await Task.sleep(for: .seconds(3), tolerance: .zero)
                try await outbound.write(.text("still here"))
                for try await message in inbound.messages(maxSize: 1 << 12) {
                    if case .text(let text) = message {
                        #expect(text == "still here")
                        return
                    }
                }
                Issue.record("the socket closed before the echo")
            }
            #expect(echoed?.closeCode == .normalClosure)
        }
    }

    /// A JSON pet padded with spaces to exactly `length` bytes.
    static func pet(length: Int) -> String {
        let json = #"{"name":"Fern","age":3}"#
        return json + String(repeating: " ", count: length - json.utf8.count)
    }

    static func postHead(length: Int) -> String {
        "POST /probe/v1/pets HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n\r\n"
    }

    @Test("an upload trickling below the minimum rate is cut off; a slow one above it is answered", arguments: pipelines)
    func slowBody(webSockets: Bool) async throws {
        // A low minimum (200 bytes/s) and 5 s of grace, so the steady upload below stays far above it
        // even when a loaded machine stalls this test's sleeps for seconds; heads are not the subject.
        let configure = Self.limits {
            $0.minimumBodyBytesPerSecond = 200
            $0.bodyGracePeriod = .seconds(5)
            $0.headerTimeout = .seconds(60)
        }
        try await TestServer.run(apps: [ProbeApp(servesSocket: webSockets)], configure: configure) { _, server in
            let body = Self.pet(length: 6_000)
            // 4 bytes every 200 ms is 20 bytes/s, a tenth of the minimum.
            let trickle = try await RawConnection.open(port: server.port, first: Self.postHead(length: body.utf8.count))
            var sent = 0
            let bytes = Array(body.utf8)
            while trickle.isOpen, sent < bytes.count {
                try? await trickle.send(String(decoding: bytes[sent..<min(sent + 4, bytes.count)], as: UTF8.self))
                sent += 4
                try await Task.sleep(for: .milliseconds(200), tolerance: .zero)
            }
            #expect(!trickle.isOpen, "the server waited for a 20 bytes/s body to its end")
            #expect(sent < bytes.count)
            #expect(!trickle.text.contains("200 OK"))

            // 1,500 bytes every 500 ms is 3,000 bytes/s: slow, but well above the minimum, for 2 s.
            let steady = try await RawConnection.open(port: server.port, first: Self.postHead(length: body.utf8.count))
            for start in stride(from: 0, to: bytes.count, by: 1_500) {
                try await steady.send(String(decoding: bytes[start..<min(start + 1_500, bytes.count)], as: UTF8.self))
                try await Task.sleep(for: .milliseconds(500), tolerance: .zero)
            }
            #expect(await steady.received(#""name":"Fern""#))
            #expect(steady.text.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test("one address gets at most its cap of connections; another address and a freed place get in")
    func perAddressCap() async throws {
        let configure = Self.limits {
            $0.headerTimeout = .seconds(120)
            $0.connectionsPerAddress = 3
            $0.capsLoopback = true
        }
        try await TestServer.run(apps: [ProbeApp()], configure: configure) { client, server in
            // The test's own client holds one place (once it has asked something); two more fill the cap.
            #expect(try await client.get("/health").status == .ok)
            var held: [RawConnection] = []
            for _ in 0..<2 {
                let connection = try await RawConnection.open(port: server.port)
                try await connection.send("GET /health HTTP/1.1\r\nHost: test\r\n\r\n")
                #expect(await connection.received("HTTP/1.1 200"))
                held.append(connection)
            }
            let over = try await RawConnection.open(port: server.port)
            try? await over.send("GET /health HTTP/1.1\r\nHost: test\r\n\r\n")
            #expect(await over.closedByServer())
            #expect(over.text.isEmpty)

            let elsewhere = try await RawConnection.open(port: server.port, from: "127.0.0.2")
            try await elsewhere.send("GET /health HTTP/1.1\r\nHost: test\r\n\r\n")
            #expect(await elsewhere.received("HTTP/1.1 200"))

            await held[0].close()
            // The place is given back when the server sees the close: try until it has.
            // Each try ends in an answer or in the server closing the connection, however slow the machine.
            let answered = try await pollUntil(every: .milliseconds(50)) {
                let again = try await RawConnection.open(port: server.port)
                try? await again.send("GET /health HTTP/1.1\r\nHost: test\r\n\r\n")
                let settled = await pollUntil(every: .milliseconds(20)) { again.text.contains("HTTP/1.1 200") || !again.isOpen }
                let ok = settled && again.text.contains("HTTP/1.1 200")
                await again.close()
                return ok
            }
            #expect(answered)
            for connection in held { await connection.close() }
            await elsewhere.close()
        }
    }
}
