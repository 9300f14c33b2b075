import Foundation
import Logging
import OTel
import ServiceLifecycle
import Tracing

/// swift-otel's tracer for `TraceSettings`, and the service that batches its spans and posts them over
/// OTLP/HTTP (protobuf).
///
/// The service must run for spans to leave the process; on graceful shutdown it sends what is still queued,
/// so it belongs before the HTTP server in a service group (shut down after it: the last requests' spans go
/// too). Only traces are set up: logs stay on stdout and metrics on `/metrics`.
public struct TraceExport: Sendable {
    public let tracer: any Tracer
    public let service: any Service

    public init(settings: TraceSettings, logger: Logger) throws {
        var configuration = OTel.Configuration.default
        configuration.serviceName = settings.serviceName
        configuration.logs.enabled = false
        configuration.metrics.enabled = false
        configuration.traces.enabled = true
        configuration.traces.exporter = .otlp
        configuration.traces.otlpExporter.protocol = .httpProtobuf
        configuration.traces.otlpExporter.endpoint = settings.tracesEndpoint.absoluteString
        configuration.traces.sampler = try settings.sampler.configuration()
        // swift-otel's own complaints (an unreachable collector) go through the server's log lines.
        configuration.diagnosticLogger = .custom(logger)
        configuration.diagnosticLogLevel = .warning
        let backend = try OTel.makeTracingBackend(configuration: configuration)
        tracer = backend.factory
        service = backend.service
    }

    /// `greenhouse serve`: makes `tracer` the process's and turns spans on. Once per process.
    public func bootstrap() {
        InstrumentationSystem.bootstrap(tracer)
        Spans.turnOn()
    }

    /// `tracer` for `body` and the tasks it starts only, leaving the process's tracer as it is: for tests,
    /// which share one process and may not bootstrap it.
    public func withTracer<R>(_ body: () async throws -> R) async throws -> R {
        try await Spans.withTracer(tracer, body)
    }
}

extension TraceSettings.Sampler {
    func configuration() throws(ConfigurationError) -> OTel.Configuration.TracesConfiguration.SamplerConfiguration {
        let sampler: OTel.Configuration.TracesConfiguration.SamplerConfiguration? =
            switch self {
            case .alwaysOn: .alwaysOn
            case .alwaysOff: .alwaysOff
            case .traceIDRatio(let ratio): .traceIDRatio(ratio: ratio)
            case .parentBasedAlwaysOn: .parentBasedAlwaysOn
            case .parentBasedAlwaysOff: .parentBasedAlwaysOff
            case .parentBasedTraceIDRatio(let ratio): .parentBasedTraceIDRatio(ratio: ratio)
            }
        // swift-otel takes ratios from 0 to 1 only.
        guard let sampler else { throw ConfigurationError(variable: "OTEL_TRACES_SAMPLER_ARG", message: "must be a number from 0 to 1") }
        return sampler
    }
}
