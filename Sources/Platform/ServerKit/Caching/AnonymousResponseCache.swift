import HTTPTypes
import Hummingbird
import NIOConcurrencyHelpers
import NIOCore

/// Answers a repeated anonymous `GET` of one of `paths` with the bytes of the same request's answer
/// from less than `lifetime` ago, skipping query decoding, the handler and JSON encoding: what a
/// catalog search spends most of its time on once its results are cached.
///
/// Only requests that carry no `Authorization` (their answer depends on the URI alone) and only
/// 200s are kept, keyed by path and query as sent. Middleware outside this one (request IDs,
/// telemetry, the per-client rate limit) still runs for every request; it must not be used for an
/// operation whose anonymous answer depends on anything but the URI, or that changes anything.
public struct AnonymousResponseCache<Context: RequestContext>: RouterMiddleware {
    public let paths: Set<String>
    public let recent: RecentResponses

    public init(paths: Set<String>, recent: RecentResponses) {
        self.paths = paths
        self.recent = recent
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get, request.headers[.authorization] == nil, paths.contains(request.uri.path) else {
            return try await next(request, context)
        }
        let key = request.uri.description
        if let answer = recent.answer(for: key) {
            return Response(status: .ok, headers: answer.headers, body: ResponseBody(byteBuffer: answer.body))
        }
        var response = try await next(request, context)
        guard response.status == .ok, let length = response.body.contentLength, length <= recent.capacityBytes / 16 else {
            return response
        }
        let collected = Collected()
        let body = response.body
        try await body.write(CollectingWriter(collected: collected))
        let bytes = collected.buffer.withLockedValue { $0 }
        recent.keep(.init(headers: response.headers, body: bytes), for: key)
        response.body = ResponseBody(byteBuffer: bytes)
        return response
    }
}

/// Where `CollectingWriter` puts what it is given: the writer itself is consumed by `write`.
private final class Collected: Sendable {
    let buffer = NIOLockedValueBox(ByteBuffer())
}

private struct CollectingWriter: ResponseBodyWriter {
    let collected: Collected

    mutating func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        collected.buffer.withLockedValue { _ = $0.writeBuffer(&buffer) }
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
