import Logging
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request body arrives slower than a minimum average rate — a slow
/// upload that would otherwise hold a connection and a request's memory indefinitely.
///
/// Only time the server spent waiting for the client counts: the clock runs from a `read` the
/// server asks for until the bytes come. A handler that reads its body slowly (back-pressure from
/// a busy store) stops asking, so its client is never blamed for the server's own pace.
final class RequestBodyPace: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let bytesPerSecond: Int
    private let grace: TimeAmount
    private let logger: Logger
    private var inBody = false
    private var received = 0
    private var waited = TimeAmount.zero
    private var waitingSince: NIODeadline?
    private var check: Scheduled<Void>?

    init(bytesPerSecond: Int, grace: TimeAmount, logger: Logger) {
        self.bytesPerSecond = bytesPerSecond
        self.grace = grace
        self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            inBody = true
            received = 0
            waited = .zero
            waitingSince = nil
        case .body(let chunk):
            settleWait()
            received += chunk.readableBytes
        case .end:
            settleWait()
            inBody = false
            stopChecking()
        }
        context.fireChannelRead(data)
    }

    func read(context: ChannelHandlerContext) {
        if inBody, waitingSince == nil {
            waitingSince = .now()
            startChecking(context)
        }
        context.read()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopChecking()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopChecking()
    }

    private func settleWait() {
        guard let since = waitingSince else { return }
        waited = waited + (.now() - since)
        waitingSince = nil
    }

    /// Once a second while a body is expected; no timer at all for requests without one.
    private func startChecking(_ context: ChannelHandlerContext) {
        guard check == nil else { return }
        check = context.eventLoop.assumeIsolated().scheduleTask(in: .seconds(1)) {
            self.check = nil
            guard self.inBody else { return }
            if self.isTooSlow() {
                self.logger.notice(
                    "closing a connection whose request body is too slow",
                    metadata: ["peer": "\(context.channel.remoteAddress?.ipAddress ?? "-")", "bytes": "\(self.received)"]
                )
                context.close(promise: nil)
            } else {
                self.startChecking(context)
            }
        }
    }

    /// Past the grace period, fewer bytes than the minimum rate over the time waited.
    private func isTooSlow() -> Bool {
        let waitedNow = waited + (waitingSince.map { .now() - $0 } ?? .zero)
        guard waitedNow > grace else { return false }
        return Double(received) < Double(bytesPerSecond) * Double(waitedNow.nanoseconds) / 1e9
    }

    private func stopChecking() {
        check?.cancel()
        check = nil
    }
}
