import Identity
import ServerKit

/// The numbers of Calyx's spec (§11.1) that the server can compute from its own tables, nothing about
/// what anyone wrote or looked at. The rest of §11.1 (session length, scroll depth, time on a flower,
/// App Store conversion) happens on the phone and is not measured here. The cases shared by every app
/// (`ActivityKPI`) take their words from there.
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
        case .searchesPerActive: "Searches per active person"
        case .followRate: "Follow rate"
        case .followsPerUser: "Follows per person"
        case .savesPerUser: "Flowers saved per person"
        case .usersWithSaves: "People with saved flowers"
        case .comments: "Comments posted"
        default: ActivityKPI(rawValue: rawValue)?.title ?? rawValue
        }
    }

    var explanation: String {
        switch self {
        case .searchesPerActive: "Searches kept in search history that day, per daily active user."
        case .followRate: "Share of all accounts that follow at least one person."
        case .followsPerUser: "Follows, per account."
        case .savesPerUser: "Saved flowers, per account."
        case .usersWithSaves: "Share of all accounts with at least one saved flower."
        case .comments: "Comments posted that day, replies included."
        default: ActivityKPI(rawValue: rawValue)?.explanation ?? ""
        }
    }
}
