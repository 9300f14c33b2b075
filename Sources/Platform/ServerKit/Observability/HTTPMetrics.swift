import NIOConcurrencyHelpers
import Prometheus

/// Request counts and latency histograms by route template, method and status, exported at `/metrics`.
///
/// Routes are labelled by their template (`/calyx/v1/flowers/{id}`), never the concrete path, and
/// unmatched paths share one label, so the number of series stays bounded whatever clients send.
public final class HTTPMetrics: Sendable {
    public let registry: PrometheusCollectorRegistry
    private let series: NIOLockedValueBox<[SeriesKey: Series]>

    static let unmatchedRoute = "unmatched"
    static let latencyBuckets: [Duration] = [
        .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
        .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500),
        .seconds(1), .milliseconds(2500), .seconds(5), .seconds(10),
    ]

    private struct SeriesKey: Hashable {
        let route: String
        let method: String
        let status: Int
    }

    private struct Series: Sendable {
        let requests: Counter
        let duration: DurationHistogram
    }

    public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.registry = registry
        self.series = NIOLockedValueBox([:])
    }

    public func record(route: String?, method: String, status: Int, duration: Duration) {
        let key = SeriesKey(route: route.flatMap { $0 == "NotFound" ? nil : $0 } ?? Self.unmatchedRoute, method: method, status: status)
        let series = self.series.withLockedValue { cache in
            if let existing = cache[key] { return existing }
            let labels = [("route", key.route), ("method", key.method), ("status", String(key.status))]
            let created = Series(
                requests: registry.makeCounter(
                    descriptor: .init(namespace: "http", metricName: "requests", unitName: "total", helpText: "HTTP requests answered."),
                    labels: labels
                ),
                duration: registry.makeDurationHistogram(
                    descriptor: .init(
                        namespace: "http", metricName: "request_duration", unitName: "seconds",
                        helpText: "Time from receiving a request to producing its response."
                    ),
                    labels: labels,
                    buckets: Self.latencyBuckets
                )
            )
            cache[key] = created
            return created
        }
        series.requests.increment()
        series.duration.record(duration)
    }

    /// The Prometheus text exposition of every metric in the registry.
    public func exposition() -> [UInt8] {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(16 * 1024)
        registry.emit(into: &buffer)
        return buffer
    }
}
