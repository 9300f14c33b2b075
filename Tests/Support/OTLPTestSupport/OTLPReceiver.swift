import Foundation
import Hummingbird
import NIOConcurrencyHelpers
import NIOCore
import NIOFoundationCompat
import ServerKitTestSupport
import SwiftProtobuf

/// A stand-in OpenTelemetry collector on loopback: it accepts OTLP/HTTP protobuf exports at `/v1/traces`,
/// decodes them with the OTLP message types (generated from opentelemetry-proto, `Generated/`) and keeps
/// every span, answering as a collector does. A body it cannot decode is answered 400 and remembered, so a
/// test sees a malformed export rather than a missing span.
public final class OTLPReceiver: Sendable {
    public let port: Int
    private let state: State

    /// The base URL, as `OTEL_EXPORTER_OTLP_ENDPOINT` takes it.
    public var endpoint: String { "http://127.0.0.1:\(port)" }
    public var spans: [ReceivedSpan] { state.spans.withLockedValue { $0 } }
    /// Exports that were not OTLP protobuf.
    public var refusals: [String] { state.refusals.withLockedValue { $0 } }

    private init(port: Int, state: State) {
        self.port = port
        self.state = state
    }

    public static func run<R: Sendable>(_ body: @Sendable (OTLPReceiver) async throws -> R) async throws -> R {
        let state = State()
        let router = Router()
        router.post("/v1/traces") { request, _ -> Response in
            let bytes = try await request.body.collect(upTo: 64 << 20)
            do {
                let export = try Opentelemetry_Proto_Collector_Trace_V1_ExportTraceServiceRequest(serializedBytes: Array(buffer: bytes))
                let received = Self.flatten(export)
                state.spans.withLockedValue { $0 += received }
            } catch {
                state.refusals.withLockedValue { $0.append("\(request.headers[.contentType] ?? "no content type"): \(error)") }
                return Response(status: .badRequest)
            }
            let answer: [UInt8] = try Opentelemetry_Proto_Collector_Trace_V1_ExportTraceServiceResponse().serializedBytes()
            return Response(
                status: .ok, headers: [.contentType: "application/x-protobuf"], body: .init(byteBuffer: ByteBuffer(bytes: answer))
            )
        }
        return try await LoopbackServer.run(router) { port in
            try await body(OTLPReceiver(port: port, state: state))
        }
    }

    static func flatten(_ export: Opentelemetry_Proto_Collector_Trace_V1_ExportTraceServiceRequest) -> [ReceivedSpan] {
        export.resourceSpans.flatMap { resourceSpans in
            let resource = text(resourceSpans.resource.attributes)
            return resourceSpans.scopeSpans.flatMap(\.spans).map { span in
                ReceivedSpan(
                    traceID: span.traceID.hex, spanID: span.spanID.hex, parentSpanID: span.parentSpanID.hex, name: span.name,
                    kind: kind(span.kind), attributes: text(span.attributes), serviceName: resource["service.name"],
                    statusCode: span.status.code.rawValue
                )
            }
        }
    }

    private static func kind(_ kind: Opentelemetry_Proto_Trace_V1_Span.SpanKind) -> ReceivedSpan.Kind {
        switch kind {
        case .internal: .internal
        case .server: .server
        case .client: .client
        case .producer: .producer
        case .consumer: .consumer
        case .unspecified, .UNRECOGNIZED: .unspecified
        }
    }

    private static func text(_ attributes: [Opentelemetry_Proto_Common_V1_KeyValue]) -> [String: String] {
        Dictionary(attributes.map { ($0.key, text($0.value)) }, uniquingKeysWith: { _, last in last })
    }

    private static func text(_ value: Opentelemetry_Proto_Common_V1_AnyValue) -> String {
        switch value.value {
        case .stringValue(let text): text
        case .boolValue(let bool): "\(bool)"
        case .intValue(let int): "\(int)"
        case .doubleValue(let double): "\(double)"
        case .arrayValue(let array): array.values.map(text).joined(separator: ",")
        case .kvlistValue(let list): text(list.values).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        case .bytesValue(let bytes): bytes.hex
        // An index into a dictionary that only profiles send; spans never do.
        case .stringValueStrindex(let index): "strindex \(index)"
        case nil: ""
        }
    }

    private final class State: Sendable {
        let spans = NIOLockedValueBox<[ReceivedSpan]>([])
        let refusals = NIOLockedValueBox<[String]>([])
    }
}
