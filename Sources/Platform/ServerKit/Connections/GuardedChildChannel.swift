import HummingbirdCore
import Logging
import NIOCore

/// A Hummingbird child channel (plain HTTP/1 or with WebSocket upgrades) with the server's
/// connection limits in front: the per-address cap decided before anything else is set up, and
/// the first request head's deadline as the pipeline's first handler.
struct GuardedChildChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    struct TooManyConnections: Error {}

    let base: Base
    let headerTimeout: TimeAmount
    let perAddress: ConnectionsPerAddress?

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        if let perAddress, !perAddress.admit(channel) {
            // Debug, not notice: under a flood this line would be the flood.
            logger.debug("refused a connection over the per-address cap", metadata: ["peer": "\(channel.remoteAddress?.ipAddress ?? "-")"])
            // A failed setup alone leaves the socket open and unserved: close it.
            channel.close(promise: nil)
            return channel.eventLoop.makeFailedFuture(TooManyConnections())
        }
        do {
            try channel.pipeline.syncOperations.addHandler(FirstRequestHeadDeadline(timeout: headerTimeout))
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return base.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: ClosedConnectionLogHandler.wrapping(logger, for: value.channel))
    }
}
