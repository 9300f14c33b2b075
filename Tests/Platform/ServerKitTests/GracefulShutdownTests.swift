import HTTPTypes
import HummingbirdTesting
import NIOCore
import NIOPosix
import ServerKit
import ServerKitTestSupport
import Testing

/// SIGTERM and SIGINT trigger exactly this graceful shutdown (see `GreenhouseServer.run`); the real
/// binary's signal handling is tested in greenhouseTests.
@Suite("Graceful shutdown")
struct GracefulShutdownTests {
    @Test("shutting down lets an in-flight request finish, then refuses new connections")
    func inFlightRequestCompletes() async throws {
        let probe = ProbeApp()
        // The grace period starts when shutdown does and must outlast this test's own waits on a loaded machine.
        try await TestServer.run(apps: [probe], configure: { $0.shutdownGracePeriod = LoopbackHTTP.hangBoundDuration }) { client, server in
            async let slow = client.get("/probe/v1/slow")
            // Wait until the handler is running: the request is in flight.
            for await _ in probe.gate.entered { break }
            await server.triggerGracefulShutdown()
            try await waitUntilRefused(port: server.port)
            probe.gate.open()
            let response = try await slow
            #expect(response.status == .ok)
            #expect(response.text == "done")
        }
    }

    /// Polls until a new TCP connection to the port is refused (the listener has closed).
    func waitUntilRefused(port: Int) async throws {
        let refused = await pollUntil(every: .milliseconds(20)) {
            do {
                let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                    .connect(host: "127.0.0.1", port: port).get()
                try? await channel.close()
                return false
            } catch {
                return true
            }
        }
        if !refused { Issue.record("the server kept accepting connections after shutdown began") }
    }
}
