import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOConcurrencyHelpers
import NIOCore

/// A WebSocket endpoint of an app, at a fixed path under its `/<app>/v1`, served by upgrading HTTP/1
/// connections (hummingbird-websocket).
///
/// `accept` runs before the upgrade (authentication, access, subscribing) and returns what `serve`
/// needs. When it throws, the connection is not upgraded and the upgrade request is answered with
/// `accept`'s error as a problem document (401 for a missing token), as a plain GET is; a plain GET
/// that would be accepted gets 426. `serve` runs on the upgraded connection; when it returns, the socket is
/// closed with a normal close code. On graceful shutdown the server closes open sockets (normally).
public struct WebSocketRoute: Sendable {
    /// Relative to the app's `/<app>/v1`, starting with `/`.
    public let path: String
    let open: @Sendable (HTTPRequest, Logger) async throws -> WebSocketSession

    /// Keep-alive: how often the server pings an open socket (a peer that misses the pong is closed).
    public static let pingInterval: Duration = .seconds(30)

    public init<Accepted: Sendable>(
        _ path: String,
        accept: @escaping @Sendable (HTTPRequest, Logger) async throws -> Accepted,
        serve: @escaping @Sendable (Accepted, WebSocketInboundStream, WebSocketOutboundWriter, Logger) async throws -> Void
    ) {
        precondition(path.hasPrefix("/"), "a WebSocket route's path starts with /")
        self.path = path
        self.open = { request, logger in
            let accepted = try await accept(request, logger)
            return { inbound, outbound, logger in try await serve(accepted, inbound, outbound, logger) }
        }
    }

    /// Mounts the upgrade on `upgrades` and, for requests that are not upgraded, a GET on `routes`
    /// (the app's group, behind the shared middleware) that answers why.
    func mount(on routes: RouterGroup<AppRequestContext>, upgrades: Router<WebSocketUpgradeContext>, prefix: String) {
        let open = self.open
        routes.get(RouterPath(path)) { request, context -> Response in
            _ = try await open(request.head, context.logger)
            throw Problem.upgradeRequired()
        }
        upgrades.ws(RouterPath(prefix + path)) { request, context in
            do {
                let session = try await open(request.head, context.logger)
                context.session.withLockedValue { $0 = session }
                return .upgrade()
            } catch {
                // hummingbird-websocket 2.8 answers a refused upgrade with an empty 400 and closes: the
                // answer becomes the refusal's problem. Should that fail, the empty 400 still refuses.
                try? await RefusedUpgradeAnswer.install(for: error, request: request, context: context, on: context.channel)
                return .dontUpgrade
            }
        } onUpgrade: { inbound, outbound, context in
            guard let session = context.requestContext.session.withLockedValue({ $0 }) else { return }
            try await session(inbound, outbound, context.logger)
        }
    }
}

/// What runs on an upgraded connection.
typealias WebSocketSession = @Sendable (WebSocketInboundStream, WebSocketOutboundWriter, Logger) async throws -> Void

/// The context of the router that decides upgrades (separate from the apps' router, so plain HTTP
/// requests pay nothing for WebSockets).
struct WebSocketUpgradeContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    /// The session `accept` opened, handed from the upgrade decision to the upgraded connection.
    let session: NIOLockedValueBox<WebSocketSession?>
    /// The connection, which a refusal's answer is added to.
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.webSocket = .init()
        self.session = .init(nil)
        self.channel = source.channel
    }
}

extension Problem {
    /// RFC 9110 §15.5.22: the path is a WebSocket; the client must ask to upgrade.
    static func upgradeRequired() -> Problem {
        Problem(
            status: HTTPResponse.Status(code: 426, reasonPhrase: "Upgrade Required"), slug: "upgrade-required",
            title: "Upgrade required", detail: "This path is a WebSocket: send the request as a WebSocket upgrade.",
            headers: [.upgrade: "websocket", .connection: "Upgrade"]
        )
    }
}
