import CouplesAPI
import Crypto
import Foundation
import SiteLinks

/// Everything the screen models share, built once by the app (or a test): the server, the device key,
/// the on-device database, the photo preparer, purchases and partner events.
public struct CouplesEnvironment: Sendable {
    public let service: CouplesService
    public let database: CouplesDatabase
    public let cache: SnapshotCache
    public let outbox: Outbox
    /// The pair keys this phone trusts, and whether the two compared them.
    public let trustedKeys: TrustedKeys
    public let sender: OutboxSender
    public let keys: any DeviceKeyStore
    public let photos: any PhotoPreparer
    public let purchases: any PurchaseProvider
    /// Sends the App Store's transactions to the server and finishes them once it has them.
    public let reconciler: PurchaseReconciler
    public let events: any PairEventSource
    public let deviceTimeZone: @Sendable () -> TimeZone
    /// Couples' Privacy, Terms and Support pages on the server (`CouplesSiteURL`); nil when the build names none.
    public let site: AppSiteLinks?

    public init(
        connection: CouplesConnection, database: CouplesDatabase, keys: any DeviceKeyStore, photos: any PhotoPreparer,
        purchases: any PurchaseProvider, events: (any PairEventSource)? = nil,
        deviceTimeZone: @escaping @Sendable () -> TimeZone = { TimeZone.current }, site: AppSiteLinks? = nil
    ) {
        let service = CouplesService(connection: connection)
        self.service = service
        self.database = database
        cache = SnapshotCache(database: database)
        outbox = Outbox(database: database)
        trustedKeys = TrustedKeys(database: database)
        sender = OutboxSender(outbox: Outbox(database: database), service: service)
        self.keys = keys
        self.photos = photos
        self.purchases = purchases
        reconciler = PurchaseReconciler(provider: purchases, service: service)
        self.events = events ?? PollingPairEventSource(service: service)
        self.deviceTimeZone = deviceTimeZone
        self.site = site
    }

    /// This device's key, made on first use.
    public func deviceKey() throws -> Curve25519.KeyAgreement.PrivateKey {
        try keys.loadOrCreate()
    }

    public func devicePublicKey() throws -> String {
        PublicKeyText.encode(try deviceKey().publicKey)
    }

    /// The person signed in: from the server when it answers (and cached), else the cache.
    public func me() async throws -> Components.Schemas.Person {
        do throws(CouplesServiceError) {
            let me = try await service.me()
            try? cache.save(me, as: .me)
            return me
        } catch {
            if error.isUnreachable, let cached = cache.load(Components.Schemas.Person.self, .me) { return cached }
            throw error
        }
    }

    /// The pair (nil when not paired): from the server, cached; the cache when offline.
    public func pair() async throws -> Components.Schemas.Pair? {
        do throws(CouplesServiceError) {
            let pair = try await service.pair()
            if let pair {
                try? cache.save(pair, as: .pair)
            } else {
                try? cache.remove(.pair)
                // The pair ended as this phone saw: the next pair is a first meeting, not a change.
                try? trustedKeys.removeAll()
            }
            return pair
        } catch {
            if error.isUnreachable, let cached = cache.load(Components.Schemas.Pair.self, .pair) { return cached }
            throw error
        }
    }

    /// The pair and the key this device opens it with. Refused while the pair's keys are not the ones
    /// this phone trusted (`keysChanged`): nothing is sealed to a key the two have not compared.
    public func pairKey() async throws -> (pair: Components.Schemas.Pair, key: PairKey)? {
        guard let pair = try await pair() else { return nil }
        guard trust(of: pair).allowsSealing else { throw CouplesCryptoError.keysChanged }
        return (pair, try PairKeyResolver.pairKey(for: pair, device: try deviceKey()))
    }

    /// Where the pair's keys stand on this phone; the first keys seen are trusted on first use.
    public func trust(of pair: Components.Schemas.Pair) -> PairTrust {
        guard let keys = try? PairKeySet(pair.keys) else { return .changed }
        return trustedKeys.trust(keys, pairID: pair.id)
    }
}
