import Identity
import ServerKit

/// Gifter's numbers from its own tables. Its spec names no metrics, so these are the ones a gifting
/// app lives by: people coming back, the people and occasions they plan for, ideas saved and given,
/// wishlists kept and claimed. Nothing about who or what.
enum GifterKPI: String, KPIMetric {
    case dau, mau
    case newSignups = "new_signups"
    case peoplePerAccount = "people_per_account"
    case occasionsPerAccount = "occasions_per_account"
    case ideasSaved = "ideas_saved"
    case giftsGiven = "gifts_given"
    case accountsWithWishlist = "accounts_with_wishlist"
    case claims
    case friendsPerAccount = "friends_per_account"
    case retentionDay1 = "retention_d1"
    case retentionDay7 = "retention_d7"
    case retentionDay30 = "retention_d30"

    var unit: KPIUnit {
        switch self {
        case .dau, .mau, .newSignups, .ideasSaved, .giftsGiven, .claims: .count
        case .accountsWithWishlist, .retentionDay1, .retentionDay7, .retentionDay30: .percent
        case .peoplePerAccount, .occasionsPerAccount, .friendsPerAccount: .ratio
        }
    }

    var title: String {
        switch self {
        case .peoplePerAccount: "People planned for, per account"
        case .occasionsPerAccount: "Occasions, per account"
        case .ideasSaved: "Gift ideas saved"
        case .giftsGiven: "Gifts marked given"
        case .accountsWithWishlist: "Accounts with a wishlist"
        case .claims: "Wishlist items claimed"
        case .friendsPerAccount: "Friends, per account"
        default: ActivityKPI(rawValue: rawValue)?.title ?? rawValue
        }
    }

    var explanation: String {
        switch self {
        case .peoplePerAccount: "Gifting profiles of other people, per account."
        case .occasionsPerAccount: "Birthdays, anniversaries and other dates, per account."
        case .ideasSaved: "Gift ideas saved that day."
        case .giftsGiven: "Saved ideas marked given that day."
        case .accountsWithWishlist: "Share of all accounts with at least one wishlist item."
        case .claims: "Friends' wishlist items claimed that day."
        case .friendsPerAccount: "Friendships, per account."
        default: ActivityKPI(rawValue: rawValue)?.explanation ?? ""
        }
    }
}
