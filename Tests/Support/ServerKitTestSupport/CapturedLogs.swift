import Logging
import NIOConcurrencyHelpers

/// A log handler that keeps every event in memory, for tests that check what the server logs.
public final class CapturedLogs: Sendable {
    public struct Entry: Sendable {
        public let level: Logger.Level
        public let message: String
        public let metadata: Logger.Metadata
    }

    private let entries = NIOLockedValueBox<[Entry]>([])

    public init() {}

    public var all: [Entry] { entries.withLockedValue { $0 } }

    /// A logger that records into this capture at `level` and above.
    public func logger(label: String = "test", level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: label) { _ in Handler(sink: self) }
        logger.logLevel = level
        return logger
    }

    fileprivate func append(_ entry: Entry) {
        entries.withLockedValue { $0.append(entry) }
    }

    private struct Handler: LogHandler {
        let sink: CapturedLogs
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            sink.append(Entry(level: event.level, message: event.message.description, metadata: metadata.merging(event.metadata ?? [:]) { _, new in new }))
        }
    }
}

extension Logger {
    /// A logger for tests that do not look at logs: it drops everything below error, and writes
    /// errors to stderr, so a server's unexpected 500 in a loaded CI run leaves its cause in the log
    /// (a few tests provoke errors on purpose; their lines are expected there).
    public static var quiet: Logger {
        Logger(label: "test-server") { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .error
            return handler
        }
    }
}
