import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import NIOCore

extension GreenhouseServer {
    /// HTTP/1 (with WebSocket upgrades when an app has a socket route) behind the connection limits:
    /// the header deadline (the first head by `FirstRequestHeadDeadline`, later ones and idle
    /// keep-alive by Hummingbird's idle timer), the body's minimum pace, and the per-address cap.
    /// Behind a trusted proxy every client shares the proxy's address, so the cap is the proxy's job.
    func serverBuilder(webSockets: Router<WebSocketUpgradeContext>?) -> HTTPServerBuilder {
        let limits = configuration.connectionLimits
        let headerTimeout = TimeAmount(limits.headerTimeout)
        let logger = self.logger
        let http1 = HTTP1Channel.Configuration(
            additionalChannelHandlers: [
                RequestBodyPace(bytesPerSecond: limits.minimumBodyBytesPerSecond, grace: TimeAmount(limits.bodyGracePeriod), logger: logger)
            ],
            idleTimeout: headerTimeout
        )
        let cap = configuration.trustProxyHeaders ? nil : limits.connectionsPerAddress
        let perAddress = cap.map { ConnectionsPerAddress(cap: $0, capsLoopback: limits.capsLoopback) }
        guard let webSockets else {
            return HTTPServerBuilder { responder in
                GuardedChildChannel(base: HTTP1Channel(responder: responder, configuration: http1), headerTimeout: headerTimeout, perAddress: perAddress)
            }
        }
        let webSocketResponder = webSockets.buildResponder()
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: http1, ws: .init(autoPing: .enabled(timePeriod: WebSocketRoute.pingInterval))
        )
        return HTTPServerBuilder { responder in
            GuardedChildChannel(
                base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder, configuration: configuration),
                headerTimeout: headerTimeout, perAddress: perAddress
            )
        }
    }
}
