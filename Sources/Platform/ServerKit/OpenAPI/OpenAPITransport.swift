import HTTPTypes
import Hummingbird
import NIOCore
import OpenAPIRuntime

/// Mounts handlers generated from an app's `openapi.yaml` on its router group.
///
/// Differs from a plain adapter in three ways that matter here: request bodies are collected up to the
/// context's limit (413 beyond it) instead of streaming without bound into the generated decoder (a
/// large body may stream to its handler, bounded just the same: `LargeBody.streams`); the
/// request context is available to handlers and middleware as `CurrentRequest.context`; and an app can
/// leave operations unmounted (`include`), so a disabled endpoint is a true 404.
public struct OpenAPITransport: ServerTransport {
    let routes: RouterGroup<AppRequestContext>
    let include: @Sendable (HTTPRequest.Method, String) -> Bool
    /// Operations that take files rather than JSON, by OpenAPI path.
    let largeBodies: [String: LargeBody]
    /// The declared fields of each operation's JSON body (`OpenAPIBodyFields`), which may not be `null`.
    let bodyFields: [String: Set<String>]

    /// A body limit above the JSON default, and the check a request must pass before that much is
    /// read (authentication, a rate limit): OpenAPI middleware runs only after the body is collected.
    public struct LargeBody: Sendable {
        public let limit: Int
        /// The handler gets the body as it arrives (still refused with 413 past `limit`), to write it
        /// somewhere other than memory; otherwise it is collected first, like a JSON body.
        public let streams: Bool
        public let admit: @Sendable (HTTPRequest) async throws -> Void

        public init(limit: Int, streams: Bool = false, admit: @escaping @Sendable (HTTPRequest) async throws -> Void) {
            self.limit = limit
            self.streams = streams
            self.admit = admit
        }
    }

    public init(
        routes: RouterGroup<AppRequestContext>,
        largeBodies: [String: LargeBody] = [:],
        bodyFields: [String: Set<String>] = [:],
        include: @escaping @Sendable (_ method: HTTPRequest.Method, _ path: String) -> Bool = { _, _ in true }
    ) {
        self.routes = routes
        self.largeBodies = largeBodies
        self.bodyFields = bodyFields
        self.include = include
    }

    public func register(
        _ handler: @escaping @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?),
        method: HTTPRequest.Method,
        path: String
    ) throws {
        guard include(method, path) else { return }
        let largeBody = largeBodies[path]
        let fields = bodyFields["\(method.rawValue) \(path)"] ?? []
        routes.on(RouterPath(path), method: method) { request, context in
            if let largeBody {
                try await CurrentRequest.$context.withValue(context) { try await largeBody.admit(request.head) }
            }
            let body = if let largeBody, largeBody.streams {
                try Self.streamedBody(request, limit: largeBody.limit)
            } else {
                try await Self.collectBody(request, limit: largeBody?.limit ?? AppRequestContext.maxJSONBodySize, fields: fields)
            }
            let metadata = ServerRequestMetadata(
                pathParameters: Dictionary(context.parameters.map { (String($0.0), $0.1) }) { first, _ in first }
            )
            let (response, responseBody) = try await CurrentRequest.$context.withValue(context) {
                try await handler(request.head, body, metadata)
            }
            return Response(status: response.status, headers: response.headerFields, body: try await Self.responseBody(responseBody))
        }
    }

    /// The whole body, or nil when there is none; refused with 413 over `limit`, and with 400 when a
    /// JSON body sets one of the declared `fields` to `null` (see `JSONNulls`).
    static func collectBody(_ request: Request, limit: Int, fields: Set<String> = []) async throws -> HTTPBody? {
        let buffer = try await request.boundedBody(limit: limit)
        guard buffer.readableBytes > 0 else { return nil }
        if request.headers[.contentType]?.lowercased().contains("json") == true,
           let field = JSONNulls.firstNull(in: buffer.readableBytesView, among: fields) {
            throw Problem.invalidField(field, "must not be null: leave the field out instead")
        }
        return HTTPBody(buffer.readableBytesView)
    }

    /// The body as it arrives: refused at once with 413 when its declared length is over `limit`, and
    /// while it is read once more than `limit` bytes have come; nil when it is declared empty, as a
    /// collected body would be.
    static func streamedBody(_ request: Request, limit: Int) throws -> HTTPBody? {
        let declared = request.headers[.contentLength].flatMap(Int.init)
        if let declared, declared > limit { throw Problem.payloadTooLarge(limit: limit) }
        if declared == 0 { return nil }
        return HTTPBody(
            BoundedRequestChunks(body: request.body, limit: limit), length: declared.map { .known(Int64($0)) } ?? .unknown,
            iterationBehavior: .single
        )
    }

    /// Generated responses are small JSON documents: collected into one buffer, sent with a length. A
    /// body of unknown length (a download made while it is sent) streams, chunk by chunk.
    static func responseBody(_ body: HTTPBody?) async throws -> ResponseBody {
        guard let body else { return ResponseBody(byteBuffer: ByteBuffer()) }
        if case .unknown = body.length {
            return ResponseBody { writer in
                for try await chunk in body { try await writer.write(ByteBuffer(bytes: chunk)) }
                try await writer.finish(nil)
            }
        }
        var buffer = ByteBuffer()
        for try await chunk in body {
            buffer.writeBytes(chunk)
        }
        return ResponseBody(byteBuffer: buffer)
    }
}
