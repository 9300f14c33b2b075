import Foundation

/// Which premium features are unlocked, from verified, unrevoked StoreKit transactions, kept so the
/// app opens unlocked before StoreKit has answered. There is no offline grace period here: StoreKit 2
/// answers `currentEntitlements` from the signed transactions it keeps on the device, so offline
/// (a plane, a tunnel) nobody loses what they paid for, and a refund arrives once it is back online.
public struct Entitlements: Sendable, Equatable {
    public private(set) var owned: Set<ProductID> = []

    public init(owned: Set<ProductID> = []) {
        self.owned = owned
    }

    public var unlocked: Set<PremiumFeature> {
        owned.reduce(into: []) { $0.formUnion($1.unlocks) }
    }

    public func unlocks(_ feature: PremiumFeature) -> Bool { unlocked.contains(feature) }

    /// Replaces what is owned with the store's current answer.
    public mutating func confirm(_ transactions: [StoreTransaction]) {
        owned = Set(transactions.filter(\.grantsAccess).map(\.productID))
    }

    /// Applies one transaction the store just reported: a purchase adds its product, a refund or
    /// revocation removes it.
    public mutating func apply(_ transaction: StoreTransaction) {
        guard transaction.isVerified else { return }
        if transaction.revocationDate == nil {
            owned.insert(transaction.productID)
        } else {
            owned.remove(transaction.productID)
        }
    }

    /// Files written by versions with the offline grace also hold `verifiedAt`; it is ignored.
    private struct Stored: Codable {
        var owned: [ProductID]
    }

    static let storageKey = "entitlements"

    static func load(from store: any KeyValueStore) -> Entitlements {
        guard let stored = store.value(Stored.self, forKey: storageKey) else { return Entitlements() }
        return Entitlements(owned: Set(stored.owned))
    }

    func save(to store: any KeyValueStore) {
        store.setValue(Stored(owned: owned.sorted { $0.rawValue < $1.rawValue }), forKey: Self.storageKey)
    }
}
