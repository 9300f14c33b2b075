import Foundation
import Identity
import ServerKit
import SQLKit

/// Computes a day's `GifterKPI`s: the shared activity figures and Gifter's own. The per-account
/// figures count what exists now of what was made before the day ended.
struct GifterKPIComputation: Sendable {
    let activity: ActivityFigures

    init(database: Database) {
        activity = ActivityFigures(database: database)
    }

    func compute(_ day: Date) async throws -> [GifterKPI: Double] {
        let start = KPIDay.start(of: day)
        let end = KPIDay.adding(1, to: day)
        var values = try await activity.figures(day, as: GifterKPI.self)
        let own: [GifterKPI: Double] = [
            .ideasSaved: try await activity.count("SELECT COUNT(*) AS n FROM gift_ideas WHERE saved_at >= \(bind: start) AND saved_at < \(bind: end)"),
            .giftsGiven: try await activity.count("SELECT COUNT(*) AS n FROM gift_ideas WHERE given_at >= \(bind: start) AND given_at < \(bind: end)"),
            .claims: try await activity.count("SELECT COUNT(*) AS n FROM claims WHERE claimed_at >= \(bind: start) AND claimed_at < \(bind: end)"),
        ]
        values.merge(own) { _, own in own }
        let accounts = try await activity.accounts(by: day)
        if accounts > 0 {
            let people = try await activity.count("SELECT COUNT(*) AS n FROM gifting_profiles WHERE created_at < \(bind: end)")
            let occasions = try await activity.count("SELECT COUNT(*) AS n FROM occasions WHERE created_at < \(bind: end)")
            let wishers = try await activity.count("SELECT COUNT(DISTINCT owner_id) AS n FROM wishlist_items WHERE added_at < \(bind: end)")
            // Two rows per friendship, one from each side: each person's friends.
            let friendships = try await activity.count("SELECT COUNT(*) AS n FROM friendships WHERE since < \(bind: end)")
            values[.peoplePerAccount] = people / accounts
            values[.occasionsPerAccount] = occasions / accounts
            values[.accountsWithWishlist] = 100 * wishers / accounts
            values[.friendsPerAccount] = friendships / accounts
        }
        return values
    }
}
