import Foundation
import JWTKit
import Logging
import ServerKit

/// One provider's signing keys, fetched from its JWKS address and kept as long as `Cache-Control`
/// allows (between a minute and a day; an hour when the header is silent).
///
/// A token naming a key the cache does not hold triggers a refetch (providers rotate keys), but at
/// most once a minute, so a stream of tokens with made-up key IDs cannot turn us into a flood of
/// requests to the provider. Concurrent refetches share one request. When the provider is unreachable,
/// keys already held keep working.
public actor JWKSCache {
    public let url: URL
    private let fetcher: any JWKSFetching
    private let clock: any MonotonicClock
    private let logger: Logger

    static let minimumRefetchInterval: Duration = .seconds(60)
    static let defaultLifetime: Duration = .seconds(3600)
    static let lifetimeRange: ClosedRange<Duration> = .seconds(60) ... .seconds(86_400)

    private struct Snapshot {
        let keys: JWTKeyCollection
        let keyIDs: Set<String>
        let expiresAt: Duration
    }

    private var snapshot: Snapshot?
    private var lastAttempt: Duration?
    private var inFlight: Task<Snapshot, any Error>?

    public init(url: URL, fetcher: any JWKSFetching = HTTPJWKSFetcher(), clock: any MonotonicClock = SystemMonotonicClock(), logger: Logger) {
        self.url = url
        self.fetcher = fetcher
        self.clock = clock
        self.logger = logger
    }

    /// Keys that include `keyID`, refetching when the cache has expired or lacks it (rate-limited).
    func keys(containing keyID: String, provider: SignInMethod) async throws(IdentityError) -> JWTKeyCollection {
        let now = clock.now()
        if let snapshot, now < snapshot.expiresAt, snapshot.keyIDs.contains(keyID) {
            return snapshot.keys
        }
        let mayRefetch = lastAttempt.map { now - $0 >= Self.minimumRefetchInterval } ?? true
        let cacheExpired = snapshot.map { now >= $0.expiresAt } ?? true
        guard mayRefetch || cacheExpired else {
            throw .unknownSigningKey
        }
        do {
            let fresh = try await refetch()
            guard fresh.keyIDs.contains(keyID) else { throw IdentityError.unknownSigningKey }
            return fresh.keys
        } catch let error as IdentityError {
            throw error
        } catch {
            logger.warning("cannot fetch identity provider keys", metadata: ["url": "\(url)", "error": "\(String(reflecting: error))"])
            if let snapshot, snapshot.keyIDs.contains(keyID) { return snapshot.keys }
            throw .providerUnavailable(provider)
        }
    }

    private func refetch() async throws -> Snapshot {
        if let inFlight { return try await inFlight.value }
        lastAttempt = clock.now()
        let task = Task { [url, fetcher, clock] in
            let (document, cacheControl) = try await fetcher.fetch(url)
            let jwks = try JSONDecoder().decode(JWKS.self, from: document)
            let keys = try await JWTKeyCollection().add(jwks: jwks)
            let lifetime = CacheControl.maxAge(cacheControl).map { Duration.seconds($0) } ?? Self.defaultLifetime
            let clamped = min(max(lifetime, Self.lifetimeRange.lowerBound), Self.lifetimeRange.upperBound)
            return Snapshot(keys: keys, keyIDs: Set(jwks.keys.compactMap { $0.keyIdentifier?.string }), expiresAt: clock.now() + clamped)
        }
        inFlight = task
        defer { inFlight = nil }
        let fresh = try await task.value
        snapshot = fresh
        return fresh
    }
}
