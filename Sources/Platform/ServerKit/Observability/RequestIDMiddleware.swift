import HTTPTypes
import Hummingbird
import Logging

/// A request context that carries the request's ID (`X-Request-ID`).
public protocol RequestIdentifyingContext: RequestContext {
    var requestID: String { get set }
}

/// Gives every request an ID: the client's `X-Request-ID` when it is sane, else a generated one.
/// The ID is stored in the context, echoed in the response, and attached to the request's logger so
/// it is in every log line.
public struct RequestIDMiddleware<Context: RequestIdentifyingContext>: RouterMiddleware {
    public static var headerName: HTTPField.Name { HTTPField.Name("X-Request-ID")! }
    /// Hummingbird's logger key for the request ID; reused so framework log lines carry ours.
    static var metadataKey: String { "hb.request.id" }

    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        let id = request.headers[Self.headerName].flatMap { Self.isAcceptable($0) ? $0 : nil } ?? RequestID().description
        context.requestID = id
        context.logger[metadataKey: Self.metadataKey] = .string(id)
        var response = try await next(request, context)
        response.headers[Self.headerName] = id
        return response
    }

    /// 1–128 visible ASCII characters without spaces or quotes: enough for UUIDs and trace IDs,
    /// nothing that could forge a log line or a header.
    static func isAcceptable(_ id: String) -> Bool {
        (1...128).contains(id.utf8.count)
            && id.utf8.allSatisfy { byte in
                byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
            }
    }
}
