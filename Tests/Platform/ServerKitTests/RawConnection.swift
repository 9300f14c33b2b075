import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import ServerKitTestSupport

/// A TCP connection that sends exactly the bytes a test gives it, when it gives them: what a slow or
/// greedy client does, which no HTTP client library can be made to do.
struct RawConnection: Sendable {
    let channel: any Channel
    private let received: NIOLockedValueBox<[UInt8]>

    /// Connects to the server on loopback, from `source` (another loopback address is another peer).
    /// `first` is written by the event loop the moment the connection is up: a prompt client, even
    /// when a loaded machine is slow to run the test's own task (the server's header deadline in
    /// these tests is a second).
    static func open(port: Int, from source: String = "127.0.0.1", first: String? = nil) async throws -> RawConnection {
        let received = NIOLockedValueBox<[UInt8]>([])
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(Collector(received: received, first: first))
                }
            }
            .bind(to: try SocketAddress(ipAddress: source, port: 0))
            .connect(host: "127.0.0.1", port: port).get()
        return RawConnection(channel: channel, received: received)
    }

    var isOpen: Bool { channel.isActive }

    /// Everything the server has sent so far.
    var text: String { String(decoding: received.withLockedValue { $0 }, as: UTF8.self) }

    func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text))
    }

    /// Waits until the server closes the connection; false if it is still open after `bound` (a
    /// bound on a hang, never a timing check).
    func closedByServer(within bound: Duration = LoopbackHTTP.hangBoundDuration) async -> Bool {
        let deadline = ContinuousClock.now + bound
        while ContinuousClock.now < deadline {
            if !channel.isActive { return true }
            try? await Task.sleep(for: .milliseconds(20), tolerance: .zero)
        }
        return !channel.isActive
    }

    /// Waits until the server's answer contains `marker`; false if it has not after `bound`.
    func received(_ marker: String, within bound: Duration = LoopbackHTTP.hangBoundDuration) async -> Bool {
        let deadline = ContinuousClock.now + bound
        while ContinuousClock.now < deadline {
            if text.contains(marker) { return true }
            try? await Task.sleep(for: .milliseconds(20), tolerance: .zero)
        }
        return text.contains(marker)
    }

    func close() async {
        try? await channel.close()
    }

    private final class Collector: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer
        let received: NIOLockedValueBox<[UInt8]>
        let first: String?

        init(received: NIOLockedValueBox<[UInt8]>, first: String?) {
            self.received = received
            self.first = first
        }

        func channelActive(context: ChannelHandlerContext) {
            if let first { context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: first)), promise: nil) }
            context.fireChannelActive()
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let buffer = unwrapInboundIn(data)
            received.withLockedValue { $0 += buffer.readableBytesView }
        }
    }
}
