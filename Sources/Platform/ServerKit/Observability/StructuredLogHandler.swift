import Foundation
import Logging

/// The process-wide log handler of `greenhouse`: one line per event on standard output
/// (twelve-factor), in `LogFormat`.
public struct StructuredLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    public var logLevel: Logger.Level
    private let label: String
    private let format: LogFormat

    public init(label: String, format: LogFormat, level: Logger.Level, metadataProvider: Logger.MetadataProvider? = nil) {
        self.label = label
        self.format = format
        self.logLevel = level
        self.metadataProvider = metadataProvider
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let extra = event.metadata { merged.merge(extra) { _, new in new } }
        let line = LogLineFormatter.line(
            format: format, timestamp: Date(), level: event.level, label: label,
            message: event.message.description, metadata: merged
        ) + "\n"
        // One write(2) per line: lines from concurrent requests never interleave.
        var bytes = Array(line.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { if errno == EINTR { continue } else { return } }
                offset += written
            }
        }
    }
}
