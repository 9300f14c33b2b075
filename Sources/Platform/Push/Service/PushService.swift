import AsyncHTTPClient
import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSL
import ServerKit
import ServiceLifecycle

/// An app server's push: sends while its service runs, because the service owns the HTTP/2 client
/// (opened when the server starts, shut down on graceful shutdown). Sends before or after that are
/// dropped and logged, never queued: a notification late by a restart is worth less than none.
public final class PushService: Service, Sendable {
    public let configuration: APNsConfiguration
    public let devices: PushDevices
    private let clock: any WallClock
    private let logger: Logger
    private let sender = NIOLockedValueBox<PushSender?>(nil)

    public init(configuration: APNsConfiguration, devices: PushDevices, clock: any WallClock = SystemWallClock(), logger: Logger) {
        self.configuration = configuration
        self.devices = devices
        self.clock = clock
        self.logger = logger
    }

    public func run() async throws {
        let trustRoots: NIOSSLTrustRoots = configuration.trustRootsFile.map { .file($0) } ?? .default
        let httpClient = HTTPClient(
            eventLoopGroup: MultiThreadedEventLoopGroup.singleton,
            configuration: APNsClient.httpClientConfiguration(trustRoots: trustRoots)
        )
        let client = APNsClient(configuration: configuration, httpClient: httpClient, clock: clock, logger: logger)
        sender.withLockedValue { $0 = PushSender(client: client, devices: devices, logger: logger) }
        logger.info("push ready", metadata: ["apns": "\(configuration.baseURL)", "topic": "\(configuration.topic)"])
        try? await gracefulShutdown()
        sender.withLockedValue { $0 = nil }
        try await httpClient.shutdown()
    }

    /// Sends to every device of `account`; nil when the service is not running.
    @discardableResult
    public func send(_ notification: PushNotification, to account: UUID) async -> PushReport? {
        guard let sender = sender.withLockedValue({ $0 }) else {
            logger.warning("push not running: notification dropped", metadata: ["account": "\(account)"])
            return nil
        }
        return await sender.send(notification, to: account)
    }
}
