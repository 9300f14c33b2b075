import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A TCP relay on a free port of 127.0.0.1 in front of a real server, which a test can cut to make
/// that server "go away" mid-request: after `cutAfterBytes` bytes from clients, or on `cut()`, every
/// connection is closed and new ones are closed on arrival, on the same port, until `restore()`.
public final class TCPRelay: Sendable {
    public let port: Int
    private let listener: any Channel
    private let state: NIOLockedValueBox<State>

    struct State {
        var cut = false
        var forwarded = 0
        var cutAfterBytes: Int?
        var channels: [ObjectIdentifier: any Channel] = [:]
    }

    public init(targetPort: Int, cutAfterBytes: Int? = nil) async throws {
        let state = NIOLockedValueBox(State(cutAfterBytes: cutAfterBytes))
        self.state = state
        let group = MultiThreadedEventLoopGroup.singleton
        listener = try await ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { inbound in
                if state.withLockedValue({ $0.cut }) { return inbound.close() }
                return ClientBootstrap(group: inbound.eventLoop).connect(host: "127.0.0.1", port: targetPort).flatMap { outbound in
                    Self.track(inbound, state)
                    Self.track(outbound, state)
                    return inbound.pipeline.addHandler(Pipe(partner: outbound, countsFromClient: true, state: state)).flatMap {
                        outbound.pipeline.addHandler(Pipe(partner: inbound, countsFromClient: false, state: state))
                    }
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        port = listener.localAddress?.port ?? 0
    }

    /// Closes every relayed connection and refuses new ones until `restore()`.
    public func cut() {
        let channels = state.withLockedValue { state -> [any Channel] in
            state.cut = true
            return Array(state.channels.values)
        }
        for channel in channels { channel.close(promise: nil) }
    }

    public func restore() {
        state.withLockedValue { $0.cut = false; $0.cutAfterBytes = nil }
    }

    public func close() async throws {
        cut()
        try await listener.close()
    }

    private static func track(_ channel: any Channel, _ state: NIOLockedValueBox<State>) {
        let id = ObjectIdentifier(channel)
        state.withLockedValue { $0.channels[id] = channel }
        channel.closeFuture.whenComplete { _ in _ = state.withLockedValue { $0.channels.removeValue(forKey: id) } }
    }

    /// Writes what one side reads to the other; counts the client's bytes toward the cut.
    private final class Pipe: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = ByteBuffer
        let partner: any Channel
        let countsFromClient: Bool
        let state: NIOLockedValueBox<State>

        init(partner: any Channel, countsFromClient: Bool, state: NIOLockedValueBox<State>) {
            self.partner = partner
            self.countsFromClient = countsFromClient
            self.state = state
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let buffer = unwrapInboundIn(data)
            let cutNow = state.withLockedValue { state -> Bool in
                if state.cut { return true }
                guard countsFromClient else { return false }
                state.forwarded += buffer.readableBytes
                return state.cutAfterBytes.map { state.forwarded > $0 } ?? false
            }
            if cutNow {
                let channels = state.withLockedValue { state -> [any Channel] in
                    state.cut = true
                    return Array(state.channels.values)
                }
                for channel in channels { channel.close(promise: nil) }
                return
            }
            partner.writeAndFlush(buffer, promise: nil)
        }

        func channelInactive(context: ChannelHandlerContext) {
            partner.close(promise: nil)
            context.fireChannelInactive()
        }
    }
}
