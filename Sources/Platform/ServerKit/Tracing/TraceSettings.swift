import Foundation

/// Where and how often spans are exported, from the standard OpenTelemetry variables.
///
/// Tracing is on only when an OTLP endpoint is given: `OTEL_EXPORTER_OTLP_ENDPOINT` (a base URL, spans go to
/// its `/v1/traces`) or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` (used as is). Without one nothing is bootstrapped
/// and no span is made, so a server that does not trace pays nothing for it. `OTEL_SDK_DISABLED=true` turns
/// it off whatever else is set. The sampler is read here rather than left to swift-otel, which ignores a
/// value it cannot parse with a warning: a typo in the sampling rate should stop the server, not export
/// every request (or none) unnoticed.
public struct TraceSettings: Sendable, Equatable {
    /// Which root spans are kept (`OTEL_TRACES_SAMPLER`, `OTEL_TRACES_SAMPLER_ARG`).
    /// The `parentBased` ones decide a root span as their name says and a child as its parent was decided.
    /// Every request span here is a root (`RequestSpanMiddleware`), so they sample requests alike.
    public enum Sampler: Sendable, Equatable {
        case alwaysOn
        case alwaysOff
        /// Keeps this fraction of traces (0 to 1), chosen by trace id.
        case traceIDRatio(Double)
        case parentBasedAlwaysOn
        case parentBasedAlwaysOff
        case parentBasedTraceIDRatio(Double)
    }

    /// The full URL spans are posted to (OTLP/HTTP, protobuf).
    public var tracesEndpoint: URL
    /// `OTEL_SERVICE_NAME`: how this process is named in the tracing backend.
    public var serviceName: String
    public var sampler: Sampler

    public static let defaultServiceName = "greenhouse"
    /// The OpenTelemetry specification's default.
    public static let defaultSampler = Sampler.parentBasedAlwaysOn

    public init(tracesEndpoint: URL, serviceName: String = defaultServiceName, sampler: Sampler = defaultSampler) {
        self.tracesEndpoint = tracesEndpoint
        self.serviceName = serviceName
        self.sampler = sampler
    }

    /// nil when no endpoint is set (or the SDK is disabled): then the server makes no spans at all.
    public init?(environment: [String: String]) throws(ConfigurationError) {
        if environment["OTEL_SDK_DISABLED"]?.lowercased() == "true" { return nil }
        guard let endpoint = try Self.tracesEndpoint(environment) else { return nil }
        if let name = environment["OTEL_EXPORTER_OTLP_PROTOCOL"] ?? environment["OTEL_EXPORTER_OTLP_TRACES_PROTOCOL"],
            !["", "http/protobuf", "http/json"].contains(name)
        {
            // Only swift-otel's OTLP/HTTP exporter is built in (its gRPC one would bring grpc-swift along).
            throw ConfigurationError(variable: "OTEL_EXPORTER_OTLP_PROTOCOL", message: "must be http/protobuf or http/json (the gRPC exporter is not built in)")
        }
        self.init(
            tracesEndpoint: endpoint,
            serviceName: environment["OTEL_SERVICE_NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultServiceName,
            sampler: try Self.sampler(environment)
        )
    }

    /// The signal-specific variable as is; the shared one with `v1/traces` appended, as the OTLP spec says.
    private static func tracesEndpoint(_ environment: [String: String]) throws(ConfigurationError) -> URL? {
        let variable: String
        var text: String
        if let specific = environment["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"], !specific.isEmpty {
            (variable, text) = ("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", specific)
        } else if let shared = environment["OTEL_EXPORTER_OTLP_ENDPOINT"], !shared.isEmpty {
            (variable, text) = ("OTEL_EXPORTER_OTLP_ENDPOINT", shared)
            text += text.hasSuffix("/") ? "v1/traces" : "/v1/traces"
        } else {
            return nil
        }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false else {
            throw ConfigurationError(variable: variable, message: "must be an http:// or https:// URL")
        }
        return url
    }

    private static func sampler(_ environment: [String: String]) throws(ConfigurationError) -> Sampler {
        let name = environment["OTEL_TRACES_SAMPLER"].flatMap { $0.isEmpty ? nil : $0.lowercased() }
        let argument = environment["OTEL_TRACES_SAMPLER_ARG"].flatMap { $0.isEmpty ? nil : $0 }
        func ratio() throws(ConfigurationError) -> Double {
            guard let argument else { return 1 }
            guard let value = Double(argument), (0...1).contains(value) else {
                throw ConfigurationError(variable: "OTEL_TRACES_SAMPLER_ARG", message: "must be a number from 0 to 1")
            }
            return value
        }
        switch name {
        case nil: return defaultSampler
        case "always_on": return .alwaysOn
        case "always_off": return .alwaysOff
        case "traceidratio": return .traceIDRatio(try ratio())
        case "parentbased_always_on": return .parentBasedAlwaysOn
        case "parentbased_always_off": return .parentBasedAlwaysOff
        case "parentbased_traceidratio": return .parentBasedTraceIDRatio(try ratio())
        default:
            throw ConfigurationError(
                variable: "OTEL_TRACES_SAMPLER",
                message: "must be always_on, always_off, traceidratio or parentbased_ (always_on, always_off, traceidratio)"
            )
        }
    }
}
