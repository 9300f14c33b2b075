import ServerKit

/// The KPIs every app with accounts shares (`ActivityFigures` computes them). An app's own `KPIMetric`
/// repeats these cases under the same names and takes their words from here.
public enum ActivityKPI: String, KPIMetric {
    case dau, mau
    case newSignups = "new_signups"
    case retentionDay1 = "retention_d1"
    case retentionDay7 = "retention_d7"
    case retentionDay30 = "retention_d30"

    public var unit: KPIUnit {
        switch self {
        case .dau, .mau, .newSignups: .count
        case .retentionDay1, .retentionDay7, .retentionDay30: .percent
        }
    }

    public var title: String {
        switch self {
        case .dau: "Daily active users"
        case .mau: "Monthly active users"
        case .newSignups: "New sign-ups"
        case .retentionDay1: "Day-1 retention"
        case .retentionDay7: "Day-7 retention"
        case .retentionDay30: "Day-30 retention"
        }
    }

    public var explanation: String {
        switch self {
        case .dau: "People signed in who used the app that day."
        case .mau: "People who used the app in the 30 days up to that day."
        case .newSignups: "Accounts made that day."
        case .retentionDay1: "Of the accounts made the day before, the share that came back that day."
        case .retentionDay7: "Of the accounts made 7 days before, the share that came back that day."
        case .retentionDay30: "Of the accounts made 30 days before, the share that came back that day."
        }
    }

    /// Days between sign-up and the day a retention figure is about.
    var retentionDays: Int? {
        switch self {
        case .retentionDay1: 1
        case .retentionDay7: 7
        case .retentionDay30: 30
        default: nil
        }
    }
}
