import Foundation
import Logging

/// Renders one log event as one line: logfmt (`ts=… level=info msg="request" http.status=200`) or a JSON object.
///
/// Values are escaped so that nothing a client sends (a path, a header) can break a line in two or
/// forge a field.
public enum LogLineFormatter {
    public static func line(
        format: LogFormat,
        timestamp: Date,
        level: Logger.Level,
        label: String,
        message: String,
        metadata: Logger.Metadata
    ) -> String {
        let keys = metadata.keys.sorted()
        switch format {
        case .text:
            var line = "ts=\(iso8601(timestamp)) level=\(level.rawValue) logger=\(logfmt(label)) msg=\(logfmt(message))"
            for key in keys {
                line += " \(key)=\(logfmt(flatten(metadata[key]!)))"
            }
            return line
        case .json:
            var line = #"{"ts":"\#(iso8601(timestamp))","level":"\#(level.rawValue)","logger":\#(json(label)),"msg":\#(json(message))"#
            for key in keys {
                line += ",\(json(key)):\(json(metadata[key]!))"
            }
            return line + "}"
        }
    }

    /// `2026-11-21T09:30:00.123Z`.
    static func iso8601(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let milliseconds = Int((date.timeIntervalSince1970 - seconds) * 1000)
        return UTCTimestamp.text(secondsSince1970: Int(seconds), milliseconds: milliseconds) ?? "\(date)"
    }

    static func flatten(_ value: Logger.MetadataValue) -> String {
        switch value {
        case .string(let string): string
        case .stringConvertible(let convertible): convertible.description
        case .array, .dictionary: json(value)
        }
    }

    /// Bare when the value is a simple token, quoted and escaped otherwise.
    static func logfmt(_ value: String) -> String {
        let isBare = !value.isEmpty && value.unicodeScalars.allSatisfy { scalar in
            scalar.value > 0x20 && scalar.value < 0x7F && scalar != "=" && scalar != "\"" && scalar != "\\"
        }
        return isBare ? value : json(value)
    }

    static func json(_ value: Logger.MetadataValue) -> String {
        switch value {
        case .string(let string): json(string)
        case .stringConvertible(let convertible): json(convertible.description)
        case .array(let values): "[" + values.map(json).joined(separator: ",") + "]"
        case .dictionary(let entries):
            "{" + entries.keys.sorted().map { "\(json($0)):\(json(entries[$0]!))" }.joined(separator: ",") + "}"
        }
    }

    static func json(_ string: String) -> String {
        var escaped = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
