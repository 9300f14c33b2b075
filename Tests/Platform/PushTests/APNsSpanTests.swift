import Foundation
import InMemoryTracing
import Push
import PushTestSupport
import ServerKit
import Testing
import Tracing

@Suite("APNs spans")
struct APNsSpanTests {
    @Test("each try is a client span with APNs's answer, and the device token is in none of them")
    func oneSpanPerTry() async throws {
        let tracer = InMemoryTracer()
        try await PushHarness.run { harness in
            harness.standIn.script(TestTokens.busy, [.tooManyRequests], then: .accept)
            let notification = PushNotification(.alert(title: "Today's question", body: "What made you smile?"))
            try await Spans.withTracer(tracer) {
                try await withSpan("job push") { _ in
                    _ = try await harness.client.send(notification, to: TestTokens.busy)
                }
            }
            let spans = tracer.finishedSpans
            let job = try #require(spans.first { $0.operationName == "job push" })
            let tries = spans.filter { $0.operationName == "APNs POST" }
            #expect(tries.map { $0.attributes["http.response.status_code"]?.toSpanAttribute() } == [429, 200])
            for span in tries {
                #expect(span.kind == .client)
                #expect(span.parentSpanID == job.spanID)
                #expect(span.attributes["peer.service"]?.toSpanAttribute() == "apns")
                #expect(span.attributes["server.address"]?.toSpanAttribute() == "127.0.0.1")
                #expect(span.attributes["server.port"]?.toSpanAttribute() == .int(Int64(harness.standIn.port)))
                #expect(span.attributes["apns.push_type"]?.toSpanAttribute() == "alert")
                var texts: [String] = [span.operationName]
                span.attributes.forEach { _, value in texts.append("\(value)") }
                #expect(!texts.contains { $0.lowercased().contains(TestTokens.busy.hex.lowercased()) }, "\(texts)")
            }
        }
    }
}
