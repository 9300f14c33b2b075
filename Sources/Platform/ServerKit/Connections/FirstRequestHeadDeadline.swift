import NIOCore

/// Closes a connection whose first request head is not complete `timeout` after it opened.
///
/// Sits first in the pipeline and reads raw bytes, because until a head is complete the HTTP decoder
/// passes nothing on — and on a connection that may become a WebSocket, Hummingbird adds its own
/// idle timer only after the first head. Later heads on a kept-alive connection are Hummingbird's
/// idle timer's job (the same timeout). Once the first head is in, this handler removes itself.
final class FirstRequestHeadDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let timeout: TimeAmount
    private var deadline: Scheduled<Void>?
    private var scanner = RequestHeadScanner()

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let complete = unwrapInboundIn(data).withUnsafeReadableBytes { scanner.scan($0) }
        context.fireChannelRead(data)
        if complete {
            deadline?.cancel()
            deadline = nil
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    /// The server is shutting down: a connection that has not begun a request is closed now, as
    /// Hummingbird closes its idle ones; one that has is left to finish. (Without this, a client that
    /// opened a connection and never used it held a graceful shutdown for the whole deadline.)
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent, !scanner.hasStarted {
            deadline?.cancel()
            deadline = nil
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    private func arm(_ context: ChannelHandlerContext) {
        guard deadline == nil else { return }
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
            context.close(promise: nil)
        }
    }
}

/// Finds the end of an HTTP/1 request head in bytes as they arrive: the first empty line after the
/// request line. Tolerates bare LF line ends and the empty lines a client may send before the
/// request line (both of which the HTTP parser accepts), so neither ends the head early.
struct RequestHeadScanner {
    private var sawRequestByte = false
    private var atLineStart = false

    /// Whether any byte of a request line has arrived (empty lines before it do not count).
    var hasStarted: Bool { sawRequestByte }

    /// True once the head is complete (and for every later call).
    mutating func scan(_ bytes: UnsafeRawBufferPointer) -> Bool {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\n"):
                guard sawRequestByte else { continue }
                if atLineStart { return true }
                atLineStart = true
            case UInt8(ascii: "\r"):
                continue
            default:
                sawRequestByte = true
                atLineStart = false
            }
        }
        return false
    }
}
