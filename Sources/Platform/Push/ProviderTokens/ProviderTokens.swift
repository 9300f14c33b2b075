import Crypto
import Foundation
import NIOConcurrencyHelpers
import ServerKit

/// The one provider token every send shares. APNs refuses tokens older than an hour and throttles
/// teams that make new ones more often than every 20 minutes, so a token is reused until it is
/// `refreshInterval` old, or until APNs calls it expired or invalid.
final class ProviderTokens: Sendable {
    /// 50 minutes: well inside APNs's hour, well beyond its 20-minute throttle.
    static let standardRefreshInterval: Duration = .seconds(50 * 60)

    private let keyID: String
    private let teamID: String
    private let key: P256.Signing.PrivateKey
    private let clock: any WallClock
    private let refreshInterval: TimeInterval
    private let cached = NIOLockedValueBox<ProviderToken?>(nil)

    init(configuration: APNsConfiguration, clock: any WallClock, refreshInterval: Duration) {
        keyID = configuration.keyID
        teamID = configuration.teamID
        key = configuration.signingKey
        self.clock = clock
        self.refreshInterval = refreshInterval.inSeconds
    }

    /// The cached token, or a new one when it is due for renewal.
    func current() throws -> ProviderToken {
        try cached.withLockedValue { cached in
            let now = clock.now()
            if let token = cached, now.timeIntervalSince(token.issuedAt) < refreshInterval {
                return token
            }
            let token = try ProviderToken.sign(keyID: keyID, teamID: teamID, key: key, issuedAt: now)
            cached = token
            return token
        }
    }

    /// A replacement for `rejected`, which APNs refused; when a concurrent send has already replaced
    /// it, that replacement, so one refusal never makes more than one token.
    func renew(after rejected: ProviderToken) throws -> ProviderToken {
        try cached.withLockedValue { cached in
            if let token = cached, token != rejected { return token }
            let token = try ProviderToken.sign(keyID: keyID, teamID: teamID, key: key, issuedAt: clock.now())
            cached = token
            return token
        }
    }
}
