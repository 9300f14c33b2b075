import Foundation
import Hummingbird
import Logging
import NIOCore

/// The request context every app route sees.
public struct AppRequestContext: RequestIdentifyingContext, RemoteAddressRequestContext {
    /// JSON bodies larger than this are refused with 413 before they are decoded.
    public static let maxJSONBodySize = 1 << 20

    public var coreContext: CoreRequestContextStorage
    /// The TCP peer. Behind a proxy, see `clientAddress`.
    public let remoteAddress: SocketAddress?
    /// Who the caller is, for rate limiting and access control: set by authentication middleware to the
    /// signed-in user's stable ID; nil for anonymous requests.
    public var subject: String?
    /// The client's address as the rate limiter and logs see it (the proxy's `X-Forwarded-For` hop when trusted).
    public var clientAddress: String?
    /// Set by `RequestIDMiddleware` before any handler runs; in every log line and problem of the request.
    public var requestID = ""

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.remoteAddress = source.channel.remoteAddress
        self.clientAddress = remoteAddress?.ipAddress
    }

    public var maxUploadSize: Int { Self.maxJSONBodySize }

    public var requestDecoder: ProblemJSONDecoder { ProblemJSONDecoder() }

    public var responseEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }
}
