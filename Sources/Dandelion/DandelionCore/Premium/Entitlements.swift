import Foundation

/// Which premium features are unlocked, from verified, unrevoked StoreKit transactions.
///
/// The last good answer from the store is cached with the time it was checked; when the store cannot be
/// reached (a plane, a tunnel) that cached answer holds for `offlineGrace`, so nobody loses what they
/// paid for because they are offline, and a refund still takes effect once the store is back.
public struct Entitlements: Sendable, Equatable {
    /// How long a cached verification keeps features unlocked without reaching the store.
    public static let offlineGrace: TimeInterval = 30 * 24 * 60 * 60

    public private(set) var owned: Set<ProductID> = []
    /// When the store last confirmed `owned`.
    public private(set) var verifiedAt: Date?

    public init(owned: Set<ProductID> = [], verifiedAt: Date? = nil) {
        self.owned = owned
        self.verifiedAt = verifiedAt
    }

    public var unlocked: Set<PremiumFeature> {
        owned.reduce(into: []) { $0.formUnion($1.unlocks) }
    }

    public func unlocks(_ feature: PremiumFeature) -> Bool { unlocked.contains(feature) }

    /// Replaces what is owned with the store's current answer.
    public mutating func confirm(_ transactions: [StoreTransaction], at date: Date) {
        owned = Set(transactions.filter(\.grantsAccess).map(\.productID))
        verifiedAt = date
    }

    /// Applies one transaction the store just reported: a purchase adds its product, a refund or
    /// revocation removes it. Either is a fresh word from the store, so it restarts the offline grace.
    public mutating func apply(_ transaction: StoreTransaction, at date: Date) {
        guard transaction.isVerified else { return }
        if transaction.revocationDate == nil {
            owned.insert(transaction.productID)
        } else {
            owned.remove(transaction.productID)
        }
        verifiedAt = date
    }

    /// The store is unreachable: keep the cached answer within the grace period, otherwise lock again.
    public mutating func storeUnreachable(at date: Date) {
        guard let verifiedAt, date.timeIntervalSince(verifiedAt) <= Self.offlineGrace else {
            owned = []
            return
        }
    }

    private struct Stored: Codable {
        var owned: [ProductID]
        var verifiedAt: Date?
    }

    static let storageKey = "entitlements"

    static func load(from store: any KeyValueStore) -> Entitlements {
        guard let stored = store.value(Stored.self, forKey: storageKey) else { return Entitlements() }
        return Entitlements(owned: Set(stored.owned), verifiedAt: stored.verifiedAt)
    }

    func save(to store: any KeyValueStore) {
        store.setValue(Stored(owned: owned.sorted { $0.rawValue < $1.rawValue }, verifiedAt: verifiedAt), forKey: Self.storageKey)
    }
}
