import Foundation
import Tracing

/// One client span per call to another service (APNs, SMTP, the moderation endpoint, a language model),
/// with what OpenTelemetry's conventions use to tell calls apart: the service, its host and port, and the
/// HTTP method. Never the path or query: a device token, a key or what someone wrote can be in them.
/// `body` sets the answer's status (`http.response.status_code`) on the span it gets, nil while spans are off.
public enum OutboundSpan {
    public static func run<R>(
        _ name: String, service: String, url: URL, method: String? = nil,
        _ body: ((any Span)?) async throws -> R
    ) async rethrows -> R {
        try await run(name, service: service, host: url.host ?? "", port: url.port ?? (url.scheme == "https" ? 443 : 80), method: method, body)
    }

    public static func run<R>(
        _ name: String, service: String, host: String, port: Int, method: String? = nil,
        _ body: ((any Span)?) async throws -> R
    ) async rethrows -> R {
        try await Spans.run(name, ofKind: .client) { attributes in
            attributes["peer.service"] = service
            attributes["server.address"] = host
            attributes["server.port"] = port
            attributes["http.request.method"] = method
        } _: { span in
            try await body(span)
        }
    }
}
