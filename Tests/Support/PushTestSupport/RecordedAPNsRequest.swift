import Foundation

/// One request the stand-in received, as it arrived, and what it answered.
public struct RecordedAPNsRequest: Sendable {
    /// "HTTP/2" for a request on an HTTP/2 stream (the only kind the stand-in serves).
    public let protocolVersion: String
    /// The protocol TLS negotiated by ALPN ("h2").
    public let alpn: String?
    public let method: String
    public let scheme: String
    public let authority: String
    public let path: String
    /// Regular headers, by lowercase name (HTTP/2 names are lowercase on the wire).
    public let headers: [String: String]
    public let body: Data
    public let status: Int
    public let reason: String?

    /// The device token the path names.
    public var deviceToken: String? {
        path.hasPrefix("/3/device/") ? String(path.dropFirst("/3/device/".count)) : nil
    }

    /// The provider token without its `bearer ` prefix.
    public var providerToken: String? {
        headers["authorization"].flatMap { $0.hasPrefix("bearer ") ? String($0.dropFirst("bearer ".count)) : nil }
    }

    /// The body as a JSON object.
    public var jsonBody: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}
