import Foundation

/// How a KPI reads: a count, a percentage or a ratio.
public enum KPIUnit: Sendable {
    case count, percent, ratio

    public func format(_ value: Double) -> String {
        switch self {
        case .count: String(Int(value.rounded()))
        case .percent: String(format: "%.1f %%", value)
        case .ratio: String(format: "%.2f", value)
        }
    }
}

/// One app's KPIs: each has a stable name (`kpi_daily.metric`, the gauges' `metric` label), a title, a
/// line saying what it counts, and a unit.
public protocol KPIMetric: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    var title: String { get }
    var explanation: String { get }
    var unit: KPIUnit { get }
}
