import Hummingbird
import Logging

/// Times every request, records it in `HTTPMetrics`, and writes one structured access-log line.
///
/// Sits inside `RequestIDMiddleware` (so the log line has the ID) and outside `ProblemMiddleware`
/// (so it sees the final status of failed requests). Paths are logged without their query string:
/// queries carry what people search for, which does not belong in logs. Probes (`/health`, `/ready`,
/// `/metrics`) are logged at debug so they do not drown the requests that matter.
public struct TelemetryMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: HTTPMetrics
    let quietPaths: Set<String>

    public init(metrics: HTTPMetrics, quietPaths: Set<String> = OperationalRoutes.paths) {
        self.metrics = metrics
        self.quietPaths = quietPaths
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            // Only reachable if a middleware outside ProblemMiddleware throws; still counted and logged.
            finish(request, context, status: 500, start: start)
            throw error
        }
        finish(request, context, status: Int(response.status.code), start: start)
        return response
    }

    private func finish(_ request: Request, _ context: Context, status: Int, start: ContinuousClock.Instant) {
        let duration = start.duration(to: .now)
        metrics.record(route: context.endpointPath, method: request.method.rawValue, status: status, duration: duration)
        let path = request.uri.path
        context.logger.log(
            level: quietPaths.contains(path) ? .debug : .info,
            "request",
            metadata: [
                "http.method": .string(request.method.rawValue),
                "http.path": .string(path),
                "http.status": .stringConvertible(status),
                "duration_ms": .string(duration.millisecondsText),
            ]
        )
    }
}
