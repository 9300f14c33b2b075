import Logging
import NIOCore

/// hummingbird-websocket 2.8 logs "Error handling upgrade result" at error level whenever a
/// connection closes before its first request head is complete: a phone losing its network
/// mid-request, or the header deadline cutting a slowloris connection. Neither is the server's
/// error, and under a slowloris attack one error line per connection would flood the log. This
/// handler, given to a connection's handling, demotes exactly that message to debug once the
/// connection is closed; every other line passes through unchanged.
struct ClosedConnectionLogHandler: LogHandler {
    static let upgradeFailure: Logger.Message = "Error handling upgrade result"

    var base: any LogHandler
    let channel: any Channel

    func log(event: LogEvent) {
        var event = event
        if event.level >= .error, event.message == Self.upgradeFailure, !channel.isActive {
            event.level = .debug
            guard base.logLevel <= .debug else { return }
        }
        base.log(event: event)
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { base.metadataProvider }
        set { base.metadataProvider = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { base[metadataKey: key] }
        set { base[metadataKey: key] = newValue }
    }

    var metadata: Logger.Metadata {
        get { base.metadata }
        set { base.metadata = newValue }
    }

    var logLevel: Logger.Level {
        get { base.logLevel }
        set { base.logLevel = newValue }
    }

    /// `logger` with its handler wrapped.
    static func wrapping(_ logger: Logger, for channel: any Channel) -> Logger {
        Logger(label: logger.label, factory: { _ in ClosedConnectionLogHandler(base: logger.handler, channel: channel) })
    }
}
