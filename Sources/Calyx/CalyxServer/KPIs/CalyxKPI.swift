import ServerKit

/// The numbers of Calyx's spec (§11.1) that the server can compute from its own tables, nothing about
/// what anyone wrote or looked at. The rest of §11.1 (session length, scroll depth, time on a flower,
/// App Store conversion) happens on the phone and is not measured here.
enum CalyxKPI: String, KPIMetric {
    case dau, mau
    case newSignups = "new_signups"
    case searchesPerActive = "searches_per_active"
    case followRate = "follow_rate"
    case followsPerUser = "follows_per_user"
    case savesPerUser = "saves_per_user"
    case usersWithSaves = "users_with_saves"
    case comments
    case retentionDay1 = "retention_d1"
    case retentionDay7 = "retention_d7"
    case retentionDay30 = "retention_d30"

    var unit: KPIUnit {
        switch self {
        case .dau, .mau, .newSignups, .comments: .count
        case .followRate, .usersWithSaves, .retentionDay1, .retentionDay7, .retentionDay30: .percent
        case .searchesPerActive, .followsPerUser, .savesPerUser: .ratio
        }
    }

    var title: String {
        switch self {
        case .dau: "Daily active users"
        case .mau: "Monthly active users"
        case .newSignups: "New sign-ups"
        case .searchesPerActive: "Searches per active person"
        case .followRate: "Follow rate"
        case .followsPerUser: "Follows per person"
        case .savesPerUser: "Flowers saved per person"
        case .usersWithSaves: "People with saved flowers"
        case .comments: "Comments posted"
        case .retentionDay1: "Day-1 retention"
        case .retentionDay7: "Day-7 retention"
        case .retentionDay30: "Day-30 retention"
        }
    }

    var explanation: String {
        switch self {
        case .dau: "People signed in who used the app that day."
        case .mau: "People who used the app in the 30 days up to that day."
        case .newSignups: "Accounts made that day."
        case .searchesPerActive: "Searches kept in search history that day, per daily active user."
        case .followRate: "Share of all accounts that follow at least one person."
        case .followsPerUser: "Follows, per account."
        case .savesPerUser: "Saved flowers, per account."
        case .usersWithSaves: "Share of all accounts with at least one saved flower."
        case .comments: "Comments posted that day, replies included."
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
