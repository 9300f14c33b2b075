import Foundation

/// One span as an OTLP/HTTP collector received it, flattened for assertions: ids as hex, attribute values
/// as text (an array's items joined by commas).
public struct ReceivedSpan: Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case unspecified, `internal`, server, client, producer, consumer
    }

    public var traceID: String
    public var spanID: String
    /// Empty for the root of a trace.
    public var parentSpanID: String
    public var name: String
    public var kind: Kind
    public var attributes: [String: String]
    /// The resource's `service.name`: which process sent the span.
    public var serviceName: String?
    /// OTLP's status code: 0 unset, 1 ok, 2 error.
    public var statusCode: Int

    public var isRoot: Bool { parentSpanID.isEmpty }

    public var description: String {
        "\(name) [\(kind)] \(spanID) ← \(parentSpanID.isEmpty ? "root" : parentSpanID) \(attributes.sorted { $0.key < $1.key })"
    }
}

extension Data {
    var hex: String { map { String(format: "%02x", $0) }.joined() }
}
