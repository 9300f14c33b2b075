import Atomics
import Tracing

/// Whether this process makes spans, and the way ServerKit and the apps make theirs.
///
/// Off until a tracer is set (`TraceExport`). While off, `run` calls its body and nothing else: it does not
/// ask `InstrumentationSystem` for its no-op tracer (a lock and a dynamic cast), name the span, fill its
/// attributes or bind a task-local context. A server without `OTEL_EXPORTER_OTLP_ENDPOINT` so does what it
/// did before tracing existed, but for one relaxed atomic load per request, statement and call.
public enum Spans {
    private static let on = ManagedAtomic(false)

    public static var areOn: Bool { on.load(ordering: .relaxed) }

    /// Only `TraceExport` turns spans on, and nothing turns them off: a span started stays consistent.
    static func turnOn() {
        on.store(true, ordering: .relaxed)
    }

    /// Runs `body` with `tracer` for it and the tasks it starts, spans on: for tests, which share one process
    /// and so may not bootstrap `InstrumentationSystem` (once per process) for one of them.
    public static func withTracer<R>(_ tracer: any Tracer, _ body: () async throws -> R) async throws -> R {
        turnOn()
        return try await Tracing.withTracer(tracer) { try await body() }
    }

    /// Runs `body` in a span named `name` (built only when spans are on), a child of the task's current
    /// one. A thrown error is recorded on the span, which ends when `body` returns. `body` gets the span to
    /// add what it learns (a status code), or nil when spans are off.
    ///
    /// `underAParent`: make the span only inside another (a request's, a job run's). Statements that run
    /// outside both, such as a job's lease poll every few seconds, would each be a trace of one span.
    public static func run<R>(
        _ name: @autoclosure () -> String,
        ofKind kind: SpanKind = .internal,
        underAParent: Bool = false,
        attributes: (inout SpanAttributes) -> Void = { _ in },
        _ body: ((any Span)?) async throws -> R
    ) async rethrows -> R {
        guard areOn, !underAParent || InstrumentationContext.current != nil else { return try await body(nil) }
        return try await withSpan(name(), ofKind: kind) { span in
            span.updateAttributes(attributes)
            return try await body(span)
        }
    }
}
