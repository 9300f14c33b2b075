import Foundation
import JWTKit
import NIOConcurrencyHelpers

/// Access tokens whose signature this instance has checked, with the claims they carry. A client sends
/// one access token with every request until it expires, and checking its ES256 signature and decoding
/// its header and claims again each time was about 3 % of a feed page's CPU under `perf`, and a quarter
/// of a light request's (`GET /user/settings`: 0.48–0.76 ms of CPU before, 0.34–0.50 after). A token's
/// bytes are exactly what was signed, so the same bytes verify the same way every time: only the
/// signature check is skipped. Its audience, expiry and session are checked on every request.
final class VerifiedAccessTokens: Sendable {
    /// At most this many tokens are kept (about 1 KB each).
    let capacity: Int
    /// By the token's hash, worked out before the lock is taken so that the lock is held for the
    /// lookup alone (a token is about 500 bytes); two tokens with one hash take turns.
    private let entries = NIOLockedValueBox<[Int: (token: String, claims: AccessTokenClaims)]>([:])

    init(capacity: Int) {
        self.capacity = capacity
    }

    var count: Int { entries.withLockedValue(\.count) }

    func claims(of token: String) -> AccessTokenClaims? {
        let key = token.hashValue
        guard let entry = entries.withLockedValue({ $0[key] }), entry.token == token else { return nil }
        return entry.claims
    }

    func remember(_ claims: AccessTokenClaims, of token: String, now: Date) {
        let key = token.hashValue
        entries.withLockedValue { entries in
            if entries.count >= capacity {
                // Expired tokens go first; if every one is still live, all go (each is checked once
                // more on its next use), which keeps this bounded without tracking use.
                entries = entries.filter { $0.value.claims.expiration.value > now }
                if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            }
            entries[key] = (token, claims)
        }
    }
}
