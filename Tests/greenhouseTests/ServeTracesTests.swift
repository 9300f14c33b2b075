import Foundation
import HTTPTypes
import HummingbirdTesting
import OTLPTestSupport
import ServerKitTestSupport
import Testing

/// `greenhouse serve` with traces on, as an operator turns them on: the environment alone.
@Suite("greenhouse serve traces")
struct ServeTracesTests {
    @Test("serve exports a span per request to OTEL_EXPORTER_OTLP_ENDPOINT, and on SIGTERM sends what is still queued")
    func exportsAndFlushesOnShutdown() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let requestID = "serve-trace-\(UUID().uuidString)"
        try await OTLPReceiver.run { receiver in
            let process = try GreenhouseProcess(
                ["serve", "--app", "calyx", "--port", "0", "--data-dir", scratch.url.path],
                environment: [
                    "OTEL_EXPORTER_OTLP_ENDPOINT": receiver.endpoint, "OTEL_SERVICE_NAME": "greenhouse-test",
                    // Batches wait ten minutes: only the shutdown can have sent the span.
                    "OTEL_BSP_SCHEDULE_DELAY": "600000",
                ],
                directory: scratch.url
            )
            let port = try #require(Int(try await process.waitForOutput(matching: #"is serving on http://127\.0\.0\.1:(\d+)"#)))
            try await TestClient.withClient(host: "127.0.0.1", port: port, configuration: .init(timeout: LoopbackHTTP.hangBoundDuration)) { (client: TestClient) async throws in
                #expect(try await client.get("/health", headers: [HTTPField.Name("X-Request-ID")!: requestID]).status == .ok)
            }
            #expect(receiver.spans.isEmpty, "exported before the shutdown: \(receiver.spans)")
            process.signal(SIGTERM)
            #expect(try await process.waitForExit() == 0, "\(process.standardOutput)\(process.standardError)")
            #expect(receiver.refusals.isEmpty)
            let health = receiver.spans.filter { $0.attributes["http.request.id"] == requestID }
            try #require(health.count == 1, "\(receiver.spans)\n\(process.standardOutput)")
            #expect(health[0].name == "GET /health")
            #expect(health[0].isRoot && health[0].kind == .server)
            #expect(health[0].serviceName == "greenhouse-test")
            #expect(process.standardOutput.contains("exporting traces"))
        }
    }
}
