import Foundation
import ServerKit
import Testing

@Suite("Trace settings from the environment")
struct TraceSettingsTests {
    @Test("no endpoint, or the SDK disabled: no tracing at all")
    func offWithoutEndpoint() throws {
        #expect(try TraceSettings(environment: [:]) == nil)
        #expect(try TraceSettings(environment: ["OTEL_EXPORTER_OTLP_ENDPOINT": ""]) == nil)
        #expect(try TraceSettings(environment: ["OTEL_TRACES_SAMPLER": "always_on", "OTEL_SERVICE_NAME": "x"]) == nil)
        #expect(try TraceSettings(environment: ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318", "OTEL_SDK_DISABLED": "true"]) == nil)
        #expect(try ServerConfiguration(environment: [:]).traces == nil)
    }

    @Test("the shared endpoint gets /v1/traces; the traces endpoint is used as it is and wins")
    func endpoints() throws {
        let shared = try #require(try TraceSettings(environment: ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"]))
        #expect(shared.tracesEndpoint.absoluteString == "http://collector:4318/v1/traces")
        let slashed = try #require(try TraceSettings(environment: ["OTEL_EXPORTER_OTLP_ENDPOINT": "https://otel.example/base/"]))
        #expect(slashed.tracesEndpoint.absoluteString == "https://otel.example/base/v1/traces")
        let specific = try #require(try TraceSettings(environment: [
            "OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://traces:9999/ingest",
        ]))
        #expect(specific.tracesEndpoint.absoluteString == "http://traces:9999/ingest")
        #expect(throws: ConfigurationError.self) { try TraceSettings(environment: ["OTEL_EXPORTER_OTLP_ENDPOINT": "collector:4318"]) }
        #expect(throws: ConfigurationError.self) { try TraceSettings(environment: ["OTEL_EXPORTER_OTLP_ENDPOINT": "ftp://collector"]) }
        // Only the OTLP/HTTP exporter is built in.
        #expect(throws: ConfigurationError.self) {
            try TraceSettings(environment: ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4317", "OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"])
        }
        let configured = try ServerConfiguration(environment: ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"])
        #expect(configured.traces == shared)
    }

    @Test("service name and sampler: the standard variables, the specification's defaults, bad values refused")
    func samplerAndName() throws {
        let base = ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318"]
        func settings(_ extra: [String: String]) throws -> TraceSettings? {
            try TraceSettings(environment: base.merging(extra) { _, new in new })
        }
        let plain = try #require(try settings([:]))
        #expect(plain.serviceName == "greenhouse")
        #expect(plain.sampler == .parentBasedAlwaysOn)
        #expect(try settings(["OTEL_SERVICE_NAME": "greenhouse-eu"])?.serviceName == "greenhouse-eu")
        #expect(try settings(["OTEL_TRACES_SAMPLER": "traceidratio", "OTEL_TRACES_SAMPLER_ARG": "0"])?.sampler == .traceIDRatio(0))
        #expect(try settings(["OTEL_TRACES_SAMPLER": "parentbased_traceidratio", "OTEL_TRACES_SAMPLER_ARG": "0.25"])?.sampler == .parentBasedTraceIDRatio(0.25))
        #expect(try settings(["OTEL_TRACES_SAMPLER": "traceidratio"])?.sampler == .traceIDRatio(1))
        #expect(try settings(["OTEL_TRACES_SAMPLER": "ALWAYS_OFF"])?.sampler == .alwaysOff)
        #expect(try settings(["OTEL_TRACES_SAMPLER": "parentbased_always_off"])?.sampler == .parentBasedAlwaysOff)
        #expect(throws: ConfigurationError.self) { try settings(["OTEL_TRACES_SAMPLER": "traceidratio", "OTEL_TRACES_SAMPLER_ARG": "1.5"]) }
        #expect(throws: ConfigurationError.self) { try settings(["OTEL_TRACES_SAMPLER": "traceidratio", "OTEL_TRACES_SAMPLER_ARG": "half"]) }
        #expect(throws: ConfigurationError.self) { try settings(["OTEL_TRACES_SAMPLER": "sometimes"]) }
    }
}
