import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import NIOSSL
import ServerKit
import Tracing

/// Sends notifications to APNs's provider API: `POST /3/device/<token>` over HTTP/2, authenticated
/// with a shared provider token, retried while APNs is busy. One value serves every send of an app.
public struct APNsClient: Sendable {
    public let configuration: APNsConfiguration
    private let httpClient: HTTPClient
    private let tokens: ProviderTokens
    private let retry: APNsRetryPolicy
    private let logger: Logger

    /// One request's limit; APNs answers in milliseconds when it answers at all.
    static let requestTimeout: TimeAmount = .seconds(15)
    /// APNs's error bodies are a few dozen bytes.
    static let maximumReplyBytes = 16 * 1024

    /// `httpClient` must speak HTTP/2 (APNs speaks nothing else): make it with `httpClientConfiguration`.
    /// `clock` dates the provider tokens; `tokenRefreshInterval` is how long one is reused.
    public init(
        configuration: APNsConfiguration,
        httpClient: HTTPClient,
        retry: APNsRetryPolicy = .standard,
        clock: any WallClock = SystemWallClock(),
        tokenRefreshInterval: Duration = .seconds(50 * 60),
        logger: Logger
    ) {
        self.configuration = configuration
        self.httpClient = httpClient
        self.tokens = ProviderTokens(configuration: configuration, clock: clock, refreshInterval: tokenRefreshInterval)
        self.retry = retry
        self.logger = logger
    }

    /// An HTTP client for APNs: HTTP/2 negotiated by ALPN (`.automatic` offers h2 first), TLS 1.2 or
    /// later, no redirects, and idle connections kept for an hour because APNs prefers long-lived
    /// connections to new handshakes. `trustRoots` other than the system's are for stand-ins.
    public static func httpClientConfiguration(trustRoots: NIOSSLTrustRoots = .default) -> HTTPClient.Configuration {
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.minimumTLSVersion = .tlsv12
        tls.trustRoots = trustRoots
        var pool = HTTPClient.Configuration.ConnectionPool(idleTimeout: .hours(1))
        // A failed connect fails the attempt at once: `APNsRetryPolicy` is the one place that retries.
        pool.retryConnectionEstablishment = false
        var configuration = HTTPClient.Configuration(
            tlsConfiguration: tls,
            redirectConfiguration: .disallow,
            timeout: .init(connect: .seconds(10), read: .seconds(15)),
            connectionPool: pool
        )
        configuration.httpVersion = .automatic
        return configuration
    }

    /// Sends `notification` to one device. Throws only when the notification itself cannot be sent (to
    /// anyone); what happened at the device is the outcome.
    public func send(_ notification: PushNotification, to device: DeviceToken) async throws(PushNotificationError) -> PushOutcome {
        let payload = try notification.payload()
        return await send(notification, payload: payload, to: device)
    }

    /// Sends an already encoded payload, so a notification to several devices is encoded once.
    func send(_ notification: PushNotification, payload: Data, to device: DeviceToken) async -> PushOutcome {
        // One apns-id for every try, so APNs and our logs can tell a retry from a second notification.
        let apnsID = UUID().uuidString
        var token: ProviderToken
        do {
            token = try tokens.current()
        } catch {
            return .failed(status: nil, reason: "cannot sign a provider token: \(error)", attempts: 0)
        }
        var renewedToken = false
        var attempt = 0
        while true {
            attempt += 1
            let reply: APNsReply
            do {
                reply = try await post(notification, payload: payload, to: device, token: token, apnsID: apnsID)
            } catch {
                guard attempt < retry.attempts else {
                    return .failed(status: nil, reason: "APNs unreachable: \(error)", attempts: attempt)
                }
                logger.debug("APNs unreachable; retrying", metadata: ["attempt": "\(attempt)", "error": "\(error)"])
                guard await pause(after: attempt) else { return .failed(status: nil, reason: "cancelled", attempts: attempt) }
                continue
            }
            if reply.isSuccess { return .delivered(apnsID: reply.apnsID ?? apnsID) }
            if reply.isDeadToken { return .deadToken(reason: reply.reasonText, since: reply.timestamp) }
            if reply.needsNewProviderToken && !renewedToken {
                // Once: a second refusal of a brand-new token means the key, team or clock is wrong.
                renewedToken = true
                attempt -= 1
                logger.notice("APNs refused the provider token; making a new one", metadata: ["reason": "\(reply.reasonText)"])
                do {
                    token = try tokens.renew(after: token)
                } catch {
                    return .failed(status: reply.status, reason: "cannot sign a provider token: \(error)", attempts: attempt)
                }
                continue
            }
            guard reply.isTransient else { return .rejected(status: reply.status, reason: reply.reasonText) }
            guard attempt < retry.attempts else { return .failed(status: reply.status, reason: reply.reasonText, attempts: attempt) }
            logger.debug("APNs busy; retrying", metadata: ["attempt": "\(attempt)", "status": "\(reply.status)", "reason": "\(reply.reasonText)"])
            guard await pause(after: attempt) else { return .failed(status: reply.status, reason: "cancelled", attempts: attempt) }
        }
    }

    /// Waits out the backoff; false when the task was cancelled meanwhile.
    private func pause(after attempt: Int) async -> Bool {
        do {
            try await Task.sleep(for: retry.delay(after: attempt), tolerance: .zero)
            return true
        } catch {
            return false
        }
    }

    private func post(
        _ notification: PushNotification, payload: Data, to device: DeviceToken, token: ProviderToken, apnsID: String
    ) async throws -> APNsReply {
        var request = HTTPClientRequest(url: configuration.baseURL.absoluteString + "/3/device/" + device.hex)
        request.method = .POST
        request.headers = headers(for: notification, token: token, apnsID: apnsID)
        request.body = .bytes(ByteBuffer(data: payload))
        // A span per try; the device token in the path stays out of it.
        return try await OutboundSpan.run("APNs POST", service: "apns", url: configuration.baseURL, method: "POST") { span in
            span?.attributes["apns.push_type"] = notification.pushType
            let response = try await httpClient.execute(request, timeout: Self.requestTimeout, logger: logger)
            span?.attributes["http.response.status_code"] = Int(response.status.code)
            let body = try await response.body.collect(upTo: Self.maximumReplyBytes)
            return APNsReply(status: Int(response.status.code), apnsID: response.headers.first(name: "apns-id"), body: Data(buffer: body))
        }
    }

    func headers(for notification: PushNotification, token: ProviderToken, apnsID: String) -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers.add(name: "authorization", value: "bearer " + token.value)
        headers.add(name: "apns-topic", value: configuration.topic)
        headers.add(name: "apns-push-type", value: notification.pushType)
        headers.add(name: "apns-priority", value: String(notification.priority))
        // 0: deliver now or never; otherwise APNs stores it for an offline device until then.
        let expiration = notification.expiration.map { max(0, Int($0.timeIntervalSince1970.rounded(.down))) } ?? 0
        headers.add(name: "apns-expiration", value: String(expiration))
        if let collapseID = notification.collapseID { headers.add(name: "apns-collapse-id", value: collapseID) }
        headers.add(name: "apns-id", value: apnsID)
        headers.add(name: "content-type", value: "application/json")
        return headers
    }
}
