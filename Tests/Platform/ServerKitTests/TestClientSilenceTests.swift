import HummingbirdTesting
import NIOCore
import NIOPosix
import ServerKitTestSupport
import Testing

/// The test client's guard against a server that never answers (`TestServer.makeClient`): without it,
/// such a request outlives HummingbirdTesting's own timeout and stalls the whole run.
@Suite("Test client against a silent server")
struct TestClientSilenceTests {
    @Test("a request the server never answers fails with a read timeout once the server has been silent for the bound")
    func silentServerFails() async throws {
        // Accepts connections and reads requests, and never writes a byte.
        let silent = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .childChannelInitializer { _ in MultiThreadedEventLoopGroup.singleton.any().makeSucceededVoidFuture() }
            .bind(host: "127.0.0.1", port: 0).get()
        let client = TestClient(host: "127.0.0.1", port: silent.localAddress?.port ?? 0, configuration: .init(timeout: .seconds(600)))
        client.connect()
        await client.failRequestsAfterSilence(of: .milliseconds(300))

        // Only the guard can end this: the client's own 600 s timer could not (and without the guard
        // this test would stall rather than fail, as the runs it guards did).
        let error = await #expect(throws: TestClient.Error.self) { try await client.get("/never") }
        #expect(error == .readTimeout)
        try? await client.shutdown()
        try await silent.close()
    }
}
