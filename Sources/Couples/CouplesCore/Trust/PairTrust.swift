/// How far this phone trusts the keys the server says the pair uses.
public enum PairTrust: Equatable, Sendable {
    /// The keys this phone first saw for the pair, not yet compared (trusted on first use).
    case unverified
    /// Compared out loud (or checked against the invite link) for exactly these keys.
    case verified
    /// Not the keys this phone trusted: a new phone of the partner, or a server swapping keys.
    /// Nothing is sealed until the two compare the new safety code.
    case changed

    /// Whether answers and photos may be sealed and opened with the pair key now.
    public var allowsSealing: Bool { self != .changed }
}

/// The keys a phone trusted for one pair, and whether the two compared them.
public struct TrustedPairKeys: Equatable, Sendable {
    public let pairID: String
    public let keys: PairKeySet
    public let verified: Bool

    public init(pairID: String, keys: PairKeySet, verified: Bool) {
        self.pairID = pairID.lowercased()
        self.keys = keys
        self.verified = verified
    }

    /// The rule: the same keys keep their standing; any other keys have changed. With no record yet the
    /// keys are trusted on first use — except a pair key wrapped by someone other than the partner's
    /// current key, which no honest approval produces.
    public static func evaluate(_ keys: PairKeySet, against record: TrustedPairKeys?) -> PairTrust {
        guard let record else {
            if let wrappedBy = keys.wrappedBy, keys.myKey != keys.myPairingKey, wrappedBy != keys.partnerKey { return .changed }
            return .unverified
        }
        guard record.keys == keys else { return .changed }
        return record.verified ? .verified : .unverified
    }
}
