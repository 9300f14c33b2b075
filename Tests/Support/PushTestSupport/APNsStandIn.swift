import AsyncHTTPClient
import Crypto
import Foundation
import NIOCore
import NIOHTTP2
import NIOPosix
import NIOSSL
import Push
import ServerKit

/// APNs on loopback, faithful where our client can go wrong: HTTP/2 only (negotiated by ALPN over TLS
/// with a throwaway certificate), provider tokens verified like Apple does (signature, `kid`, `iss`,
/// age), APNs's header and payload checks, and scripted answers per device token. Records every request.
public final class APNsStandIn: Sendable {
    public let port: Int
    public let certificates: ThrowawayCertificates
    public let key: TestAPNsKey
    public let topic: String
    private let state: APNsStandInState
    private let listener: any Channel

    private init(port: Int, certificates: ThrowawayCertificates, key: TestAPNsKey, topic: String, state: APNsStandInState, listener: any Channel) {
        self.port = port
        self.certificates = certificates
        self.key = key
        self.topic = topic
        self.state = state
        self.listener = listener
    }

    /// Starts a stand-in for `key`'s team on 127.0.0.1 and a free port. `clock` is APNs's clock: it
    /// dates `iat` checks and the `timestamp` of 410 answers.
    public static func start(key: TestAPNsKey = TestAPNsKey(), topic: String = TestAPNsKey.topic, clock: any WallClock = SystemWallClock()) async throws -> APNsStandIn {
        let certificates = try ThrowawayCertificates()
        var tls = TLSConfiguration.makeServerConfiguration(
            certificateChain: [.certificate(certificates.serverCertificate)],
            privateKey: .privateKey(certificates.serverKey)
        )
        // APNs offers HTTP/2 alone; a client that cannot negotiate it gets no service.
        tls.applicationProtocols = ["h2"]
        let context = try NIOSSLContext(configuration: tls)
        let state = APNsStandInState(
            topic: topic,
            tokenCheck: ProviderTokenCheck(keyID: key.keyID, teamID: key.teamID, publicKey: key.publicKey, clock: clock),
            clock: clock
        )
        let listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                state.track(channel)
                return channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: context))
                }.flatMap {
                    channel.configureHTTP2SecureUpgrade(
                        h2ChannelConfigurator: { channel in
                            channel.configureHTTP2Pipeline(mode: .server, inboundStreamInitializer: { stream in
                                stream.eventLoop.makeCompletedFuture {
                                    try stream.pipeline.syncOperations.addHandler(APNsStreamHandler(state: state, alpn: "h2"))
                                }
                            }).map { _ in }
                        },
                        http1ChannelConfigurator: { channel in
                            state.refuseConnection()
                            return channel.close()
                        }
                    )
                }
            }
            .bind(host: "127.0.0.1", port: 0)
            .get()
        guard let port = listener.localAddress?.port else { throw StandInError.noPort }
        return APNsStandIn(port: port, certificates: certificates, key: key, topic: topic, state: state, listener: listener)
    }

    /// Runs `body` with a stand-in and an HTTP client that trusts it, then shuts both down.
    public static func withRunning<R>(
        key: TestAPNsKey = TestAPNsKey(),
        topic: String = TestAPNsKey.topic,
        clock: any WallClock = SystemWallClock(),
        _ body: (APNsStandIn, HTTPClient) async throws -> R
    ) async throws -> R {
        let standIn = try await start(key: key, topic: topic, clock: clock)
        let client = standIn.makeHTTPClient()
        do {
            let result = try await body(standIn, client)
            try await client.shutdown()
            try await standIn.stop()
            return result
        } catch {
            try? await client.shutdown()
            try? await standIn.stop()
            throw error
        }
    }

    public var baseURL: URL { URL(string: "https://127.0.0.1:\(port)")! }

    /// A client configured as the Push module configures one, trusting only this stand-in's authority.
    public func makeHTTPClient() -> HTTPClient {
        HTTPClient(
            eventLoopGroup: MultiThreadedEventLoopGroup.singleton,
            configuration: APNsClient.httpClientConfiguration(trustRoots: certificates.trustRoots)
        )
    }

    /// The configuration a Push client needs to send here with this stand-in's key.
    public func configuration(environment: APNsEnvironment = .development) -> APNsConfiguration {
        key.configuration(baseURL: baseURL, topic: topic, environment: environment)
    }

    /// Answers requests for `token` with `replies` in order, then with `then` for good.
    public func script(_ token: DeviceToken, _ replies: [APNsScriptedReply], then: APNsScriptedReply = .accept) {
        state.script(token.hex, replies, then: then)
    }

    /// Every request so far, in arrival order.
    public var requests: [RecordedAPNsRequest] { state.requests }

    /// TCP connections accepted so far.
    public var connectionCount: Int { state.acceptedConnections }

    /// Connections closed because TLS did not negotiate HTTP/2.
    public var refusedConnections: Int { state.refusedConnections }

    /// Stops listening and closes every connection; stopping again does nothing.
    public func stop() async throws {
        do {
            try await listener.close()
        } catch ChannelError.alreadyClosed {
            // Stopped before.
        }
        for connection in state.takeConnections() {
            try? await connection.close()
        }
    }

    enum StandInError: Error {
        case noPort
    }
}
