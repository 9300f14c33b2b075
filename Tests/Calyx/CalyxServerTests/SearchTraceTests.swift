import CalyxAPI
import Foundation
import HTTPTypes
import HummingbirdTesting
import OTLPTestSupport
import ServerKit
import ServerKitTestSupport
import ServiceLifecycle
import Testing

/// A search through a real Calyx server exporting its spans over OTLP/HTTP to a collector on loopback,
/// read back as the collector decoded them.
@Suite("Calyx search traces")
struct SearchTraceTests {
    /// What the person searches for. It reaches SQL only as a bound value (the text search, the history
    /// line), so no span may hold it.
    static let searched = "hydrangea"
    static let requestIDHeader = HTTPField.Name("X-Request-ID")!

    @Test(
        "a search is one trace: the request span at its root with the request ID, every statement under it, no bound value in any span",
        arguments: TestDatabases.backends
    )
    func searchTrace(_ backend: DatabaseBackend) async throws {
        let requestID = "search-trace-\(UUID().uuidString)"
        let (spans, refusals, user) = try await OTLPReceiver.run { receiver in
            let user = try await Self.exporting(to: receiver) {
                // Ranked in the database (not the in-memory index) and not from a cache, so the words go to SQL.
                try await CalyxHarness.run(backend: backend, environment: ["CALYX_SEARCH_INDEX": "off", "CALYX_SEARCH_CACHE": "off"]) { calyx in
                    let session = try await calyx.devSignIn("Tracer")
                    let response = try await calyx.raw.execute(.init(
                        "/calyx/v1/flowers/search?query=\(Self.searched)", method: .get,
                        headers: [.authorization: "Bearer \(session.accessToken)", Self.requestIDHeader: requestID]
                    ))
                    #expect(response.status == .ok)
                    #expect(response.text.lowercased().contains(Self.searched), "the search found nothing, so it proves little")
                    return session.user.id.lowercased()
                }
            }
            return (receiver.spans, receiver.refusals, user)
        }
        #expect(refusals.isEmpty)

        // The request's span: a server span at the root of its trace, named by its route, with our request ID.
        let requestSpans = spans.filter { $0.attributes[RequestSpanMiddleware<AppRequestContext>.requestIDAttribute] == requestID }
        try #require(requestSpans.count == 1, "\(spans)")
        let root = requestSpans[0]
        #expect(root.isRoot)
        #expect(root.kind == .server)
        #expect(root.name == "GET /calyx/v1/flowers/search")
        #expect(root.attributes["http.route"] == "/calyx/v1/flowers/search")
        #expect(root.attributes["url.path"] == "/calyx/v1/flowers/search")
        #expect(root.attributes["http.response.status_code"] == "200")
        #expect(root.serviceName == TraceSettings.defaultServiceName)

        // Everything else in the trace hangs from it, through parents that are in the trace too.
        let trace = spans.filter { $0.traceID == root.traceID }
        let byID = Dictionary(trace.map { ($0.spanID, $0) }, uniquingKeysWith: { first, _ in first })
        for span in trace where span.spanID != root.spanID {
            var ancestor = span
            var steps = 0
            while !ancestor.isRoot, let parent = byID[ancestor.parentSpanID], steps <= trace.count {
                ancestor = parent
                steps += 1
            }
            #expect(ancestor.spanID == root.spanID, "not under the request's span: \(span)")
        }
        #expect(trace.filter(\.isRoot).count == 1)

        // Its statements: client spans with the system and the text, reading the flowers and recording the search.
        let statements = trace.filter { $0.attributes["db.system"] != nil }
        let system = backend == .sqlite ? "sqlite" : "postgresql"
        #expect(statements.count >= 2, "\(trace)")
        for statement in statements {
            #expect(statement.kind == .client)
            #expect(statement.attributes["db.system"] == system)
            #expect(statement.attributes["db.query.text"]?.isEmpty == false)
        }
        #expect(statements.contains { $0.parentSpanID == root.spanID })
        #expect(statements.contains { $0.name.hasPrefix("SELECT ") && $0.attributes["db.query.text"]!.contains("flowers") }, "\(statements)")
        #expect(statements.contains { $0.name == "INSERT search_history" }, "\(statements)")

        // No span, in this trace or any other, holds the words searched for or the person's id.
        let holding = spans.filter { span in
            ([span.name] + span.attributes.values).contains { value in
                let value = value.lowercased()
                return value.contains(Self.searched) || value.contains(user)
            }
        }
        #expect(holding.isEmpty, "\(holding)")
    }

    @Test("sampled at 0, a search answers as it does untraced and nothing is exported")
    func sampledOut() async throws {
        let (spans, pages) = try await OTLPReceiver.run { receiver in
            let pages = try await Self.exporting(to: receiver, sampler: ["OTEL_TRACES_SAMPLER": "traceidratio", "OTEL_TRACES_SAMPLER_ARG": "0"]) {
                try await CalyxHarness.run(environment: ["CALYX_SEARCH_INDEX": "off", "CALYX_SEARCH_CACHE": "off"]) { calyx in
                    let response = try await calyx.raw.execute(.init("/calyx/v1/flowers/search?query=\(Self.searched)", method: .get))
                    #expect(response.status == .ok)
                    return try response.json(Components.Schemas.FlowerPage.self)
                }
            }
            return (receiver.spans, pages)
        }
        #expect(spans.isEmpty, "\(spans)")
        #expect(pages.items.contains { $0.commonName.lowercased().contains(Self.searched) }, "\(pages.items.map(\.commonName))")
    }

    /// Runs `body` with spans exported to `receiver`, then stops the exporter as SIGTERM does: what is
    /// still queued is sent before it returns.
    static func exporting<R: Sendable>(
        to receiver: OTLPReceiver, sampler: [String: String] = ["OTEL_TRACES_SAMPLER": "always_on"], _ body: () async throws -> R
    ) async throws -> R {
        let environment = sampler.merging(["OTEL_EXPORTER_OTLP_ENDPOINT": receiver.endpoint]) { _, new in new }
        let settings = try #require(try TraceSettings(environment: environment))
        let export = try TraceExport(settings: settings, logger: .quiet)
        let exporter = ServiceGroup(configuration: .init(services: [export.service], logger: .quiet))
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await exporter.run() }
            let result: Result<R, any Error>
            do {
                result = .success(try await export.withTracer(body))
            } catch {
                result = .failure(error)
            }
            await exporter.triggerGracefulShutdown()
            try await group.waitForAll()
            return try result.get()
        }
    }
}
