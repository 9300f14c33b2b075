import HTTPTypes
import Hummingbird
import NIOConcurrencyHelpers
import Tracing

/// Puts every request in a server span: the root of its own trace, named by method and route template
/// (`GET /calyx/v1/search`), carrying the request ID the access log writes (`http.request.id`).
///
/// Ours rather than Hummingbird's `TracingMiddleware`, which records the query string (what people search
/// for, kept out of logs for the same reason) and knows nothing of our request ID. Each request starts a
/// new trace: a `traceparent` header from a client is not followed, so nobody outside can choose what is
/// sampled or hang our spans in their trace. Sits inside `RequestIDMiddleware` (for the ID) and outside
/// `TelemetryMiddleware` and `ProblemMiddleware` (so it sees the final status of a failed request).
public struct RequestSpanMiddleware<Context: RequestIdentifyingContext>: RouterMiddleware {
    public static var requestIDAttribute: String { "http.request.id" }

    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Spans.areOn else { return try await next(request, context) }
        let span = startSpan(request.method.rawValue, context: .topLevel, ofKind: .server)
        guard span.isRecording else {
            // Sampled out: nothing of it will be seen, so it gets no attributes, ends when the handler
            // returns and leaves the body as it is (a body wrapped in a closure is written in more steps).
            // Its context still goes down, so the request's statements are sampled out with it.
            defer { span.end() }
            return try await InstrumentationContext.$current.withValue(span.context) { try await next(request, context) }
        }
        span.updateAttributes { attributes in
            attributes["http.request.method"] = request.method.rawValue
            attributes["url.path"] = request.uri.path
            attributes[Self.requestIDAttribute] = context.requestID
        }
        let ending = SpanEnding(span)
        do {
            var response = try await InstrumentationContext.$current.withValue(span.context) {
                try await next(request, context)
            }
            finish(span, route: context.endpointPath, status: Int(response.status.code))
            // A streamed body (a media file, an export) is still being made after `next` returns.
            let body = response.body
            response.body = ResponseBody(contentLength: body.contentLength) { writer in
                defer { ending.end() }
                try await body.write(writer)
            }
            return response
        } catch {
            // Only when a middleware outside ProblemMiddleware threw; its answer is a 500.
            finish(span, route: context.endpointPath, status: 500)
            span.recordError(error)
            ending.end()
            throw error
        }
    }

    private func finish(_ span: any Span, route: String?, status: Int) {
        if let route { span.operationName = "\(span.operationName) \(route)" }
        span.updateAttributes { attributes in
            attributes["http.route"] = route
            attributes["http.response.status_code"] = status
        }
        if status >= 500 { span.setStatus(SpanStatus(code: .error)) }
    }
}

/// Ends a request's span once: after its body is written, or when the response is dropped unwritten (a
/// closed connection), since a span never ended is never exported.
private final class SpanEnding: Sendable {
    private let span: NIOLockedValueBox<(any Span)?>

    init(_ span: any Span) {
        self.span = NIOLockedValueBox(span)
    }

    func end() {
        span.withLockedValue { $0.take() }?.end()
    }

    deinit {
        end()
    }
}
