import CouplesAPI
import Crypto
import Foundation
import Observation

/// Pairing: invite (a code, and a link carrying this phone's own key fingerprint), see and withdraw
/// waiting invites, join by a typed code or by link (the key the server hands out must match the link's
/// fingerprint), compare the pair's safety code, and let a partner's new phone back in.
///
/// What holds against a server that swaps keys: a link join refuses a key the link does not name; a
/// typed-code join is caught when the two compare their safety codes; a key that changes after that
/// stops all sealing on this phone until the two compare the new code.
@MainActor @Observable
public final class PairingModel {
    public enum Stage: Equatable, Sendable {
        case loading
        case unpaired
        case paired
        /// Paired, but this device's key is not one the pair knows (a new phone without iCloud Keychain).
        case needsRekey
        /// Asked to be let back in; waiting for the partner.
        case waitingForApproval
        case failed(String)
    }

    public struct Invite: Equatable, Sendable, Identifiable {
        public let code: String
        public let displayCode: String
        public let link: String
        public let expiresAt: Date
        public var id: String { code }
        public var shareText: String {
            "Let's grow a flower together on Couples 🌱 Open this link: \(link) — or type the code \(displayCode) in the app."
        }
    }

    public struct JoinPreview: Equatable, Sendable {
        public let code: String
        public let inviterName: String
        public let inviterKey: String
        /// Checked against the link's fingerprint. A typed code has none: the two compare safety codes.
        public let isVerifiedByLink: Bool
    }

    public static let mismatchMessage = CouplesCryptoError.fingerprintMismatch.description

    public private(set) var stage: Stage = .loading
    /// The invite just made, to share.
    public private(set) var invite: Invite?
    /// Every invite still waiting, newest first, each with a link this phone wrote.
    public private(set) var invites: [Invite] = []
    public private(set) var preview: JoinPreview?
    public var typedCode = ""
    public private(set) var partnerName: String?
    public private(set) var pairID: String?
    /// The code to compare: the pair's, or while waiting to be let back in, the one the pair will have.
    public private(set) var safetyCode: SafetyCode?
    /// How far this phone trusts the pair's keys.
    public private(set) var trust: PairTrust?
    /// The partner asked to be let back in with a new phone: the code the pair will have, to compare first.
    public private(set) var partnerRekeyCode: SafetyCode?
    public private(set) var error: String?
    public private(set) var isWorking = false

    @ObservationIgnored let environment: CouplesEnvironment
    @ObservationIgnored private var pendingRekeyKey: String?
    @ObservationIgnored private var currentPair: Components.Schemas.Pair?

    public init(environment: CouplesEnvironment) {
        self.environment = environment
    }

    /// Whether the two should compare codes now: never yet, or the keys changed since they did.
    public var shouldCompareSafetyCode: Bool {
        switch stage {
        case .paired: trust != .verified
        case .waitingForApproval: trust != .verified
        default: false
        }
    }

    public func load() async {
        do {
            apply(try await environment.pair())
        } catch {
            stage = .failed(Self.message(error))
        }
        if stage == .unpaired { await loadInvites() }
    }

    /// The pair as the main screen just loaded (and cached) it, checked like `load()` does, without
    /// asking the server a second time for the same answer; `load()` when there is none.
    public func showCachedPair() async {
        guard let pair = environment.cache.load(Components.Schemas.Pair.self, .pair) else { return await load() }
        apply(pair)
    }

    // MARK: Inviting

    public func createInvite() async {
        await work {
            let key = try environment.deviceKey().publicKey
            let created = try await environment.service.createInvite(publicKey: PublicKeyText.encode(key))
            let made = Self.invite(created, key: key)
            invite = made
            invites.removeAll { $0.code == made.code }
            invites.insert(made, at: 0)
        }
    }

    /// The invites still waiting (for the list under "Invite your partner").
    public func loadInvites() async {
        guard let key = try? environment.deviceKey().publicKey,
              let live = try? await environment.service.invites()
        else { return }
        invites = live.map { Self.invite($0, key: key) }
        if let shown = invite, !invites.contains(shown) { invite = nil }
    }

    /// Withdraws an invite: its code and link stop working at once.
    public func cancelInvite(_ code: String) async {
        await work {
            try await environment.service.cancelInvite(code)
            invites.removeAll { $0.code == code }
            if invite?.code == code { invite = nil }
        }
    }

    /// The server names the code; the link's fingerprint is this phone's own key, never the server's word.
    private static func invite(_ created: Components.Schemas.Invite, key: Curve25519.KeyAgreement.PublicKey) -> Invite {
        // The API writes codes for reading (`ABCD-EFGH`); links and joins use the canonical 8 characters.
        guard let code = InviteCode(created.code) else {
            return Invite(code: created.code, displayCode: created.code, link: created.link, expiresAt: created.expiresAt)
        }
        let link = InviteLink(code: code, key: key).text(base: InviteLink.base(ofServerLink: created.link, code: code))
        return Invite(code: code.value, displayCode: code.display, link: link, expiresAt: created.expiresAt)
    }

    // MARK: Joining

    /// Looks a typed code up: who invited.
    public func previewTypedCode() async {
        guard let code = InviteCode(typedCode) else {
            error = "That code doesn't look right: it has 8 letters and digits."
            return
        }
        await work { preview = try await makePreview(code: code.value, link: nil) }
    }

    /// Opens an invite link: refuses it when the server's key for the code is not the link's.
    public func previewLink(_ text: String) async {
        await work {
            let link = try InviteLink(text)
            preview = try await makePreview(code: link.code.value, link: link)
        }
    }

    /// Joins the previewed invite, then checks the pair holds the very keys the invite showed.
    public func join() async {
        guard let preview else { return }
        await work {
            // Check the key again at the moment of joining: the preview may be old.
            let fresh = try await environment.service.previewInvite(preview.code)
            guard fresh.publicKey == preview.inviterKey else {
                throw preview.isVerifiedByLink ? CouplesCryptoError.fingerprintMismatch : CouplesCryptoError.inviteKeyChanged
            }
            let mine = try environment.devicePublicKey()
            let pair = try await environment.service.join(code: preview.code, publicKey: mine)
            guard pair.keys.partnerPairingKey == preview.inviterKey, pair.keys.partnerKey == preview.inviterKey,
                  pair.keys.myPairingKey == mine, pair.keys.myKey == mine
            else {
                // A pair made with a key the invite did not show is not one to seal anything in.
                try? await environment.service.unpair(pairID: pair.id)
                throw CouplesCryptoError.joinedWithOtherKeys
            }
            // Even after a link join the two compare: the link vouched for the inviter's key to this phone,
            // but only comparing vouches for this phone's key to the inviter.
            try? environment.cache.save(pair, as: .pair)
            self.preview = nil
            typedCode = ""
            apply(pair)
        }
    }

    /// Types or pastes a code and joins in one step.
    public func join(code: String) async {
        typedCode = code
        await previewTypedCode()
        await join()
    }

    public func join(link: String) async {
        await previewLink(link)
        await join()
    }

    public func cancelPreview() {
        preview = nil
    }

    private func makePreview(code: String, link: InviteLink?) async throws -> JoinPreview {
        let invite = try await environment.service.previewInvite(code)
        try link?.verify(inviterKey: invite.publicKey)
        return JoinPreview(code: code, inviterName: invite.inviter.displayName, inviterKey: invite.publicKey, isVerifiedByLink: link != nil)
    }

    // MARK: Comparing

    /// "We compared, it matches" for the code that was on screen: this phone trusts exactly the keys it
    /// came from. While waiting to be let back in, the keys the pair will have once the partner approves.
    /// A code that changed under the person's finger (a reload just before the tap) is not confirmed.
    public func confirmSafetyCode(_ shown: SafetyCode) async {
        await work {
            guard let pair = currentPair, let keys = try expectedKeys(of: pair) else { return }
            guard SafetyCode.derive(pairID: pair.id, keys: keys) == shown else { throw CouplesCryptoError.codeChangedWhileShown }
            try environment.trustedKeys.save(TrustedPairKeys(pairID: pair.id, keys: keys, verified: true))
            apply(pair)
        }
    }

    /// The keys to trust: the pair's now, or after this phone's pending rekey is approved.
    private func expectedKeys(of pair: Components.Schemas.Pair) throws -> PairKeySet? {
        let keys = try PairKeySet(pair.keys)
        guard stage == .waitingForApproval else { return keys }
        return keys.replacingMyKey(with: try environment.deviceKey().publicKey.rawRepresentation)
    }

    // MARK: Getting back in with a new key

    /// On the new device: ask the partner to let this device's key in.
    public func requestRekey() async {
        await work {
            let pair = try await environment.service.requestRekey(publicKey: try environment.devicePublicKey())
            try? environment.cache.save(pair, as: .pair)
            apply(pair)
        }
    }

    /// On the partner's phone, once both showed `partnerRekeyCode`: wraps the pair key to the new key,
    /// and trusts the keys the pair now has. The button is the comparison: it says "it matches".
    public func approveRekey() async {
        guard let newKeyText = pendingRekeyKey else { return }
        await work {
            guard let (before, key) = try await environment.pairKey() else { return }
            let newKey = try PublicKeyText.decode(newKeyText)
            // What was compared: the keys as they were, with only the partner's current key replaced.
            let expected = try PairKeySet(before.keys).replacingPartnerKey(with: newKey.rawRepresentation)
            let wrapped = try KeyWrap.wrap(key, for: newKey, by: try environment.deviceKey())
            let pair = try await environment.service.approveRekey(publicKey: newKeyText, wrappedKey: wrapped)
            // A server answering with any other keys is not believed: they were not what the two compared.
            guard pair.id == before.id, try PairKeySet(pair.keys) == expected else { throw CouplesCryptoError.keysChanged }
            try environment.trustedKeys.save(TrustedPairKeys(pairID: pair.id, keys: expected, verified: true))
            try? environment.cache.save(pair, as: .pair)
            apply(pair)
        }
    }

    public func declineRekey() async {
        await work {
            try await environment.service.declineRekey()
            apply(try await environment.pair())
        }
    }

    /// A partner event (paired, rekey requested or approved, unpaired): reload.
    public func handle(_ event: PairEventMessage) async {
        await load()
    }

    // MARK: State

    private func apply(_ pair: Components.Schemas.Pair?) {
        currentPair = pair
        guard let pair else {
            stage = .unpaired
            partnerName = nil
            pairID = nil
            safetyCode = nil
            trust = nil
            partnerRekeyCode = nil
            pendingRekeyKey = nil
            return
        }
        invite = nil
        invites = []
        partnerName = pair.partner.displayName
        pairID = pair.id
        let keys = try? PairKeySet(pair.keys)
        if let rekey = pair.rekey, rekey.requestedBy == .partner, let keys, let newKey = try? PublicKeyText.decode(rekey.publicKey) {
            pendingRekeyKey = rekey.publicKey
            partnerRekeyCode = SafetyCode.derive(pairID: pair.id, keys: keys.replacingPartnerKey(with: newKey.rawRepresentation))
        } else {
            pendingRekeyKey = nil
            partnerRekeyCode = nil
        }
        guard let device = try? environment.deviceKey() else { stage = .failed(Self.message(CouplesCryptoError.noUsableKey)); return }
        if (try? PairKeyResolver.pairKey(for: pair, device: device)) != nil {
            stage = .paired
            trust = environment.trust(of: pair)
            safetyCode = keys.map { SafetyCode.derive(pairID: pair.id, keys: $0) }
        } else if pair.rekey?.requestedBy == .me, pair.rekey?.publicKey == PublicKeyText.encode(device.publicKey), let keys {
            stage = .waitingForApproval
            let expected = keys.replacingMyKey(with: device.publicKey.rawRepresentation)
            safetyCode = SafetyCode.derive(pairID: pair.id, keys: expected)
            trust = environment.trustedKeys.record(for: pair.id).map { $0.keys == expected && $0.verified } == true ? .verified : .unverified
        } else {
            stage = .needsRekey
            safetyCode = nil
            trust = nil
        }
    }

    private func work(_ body: () async throws -> Void) async {
        isWorking = true
        error = nil
        defer { isWorking = false }
        do { try await body() } catch { self.error = Self.message(error) }
    }

    static func message(_ error: any Error) -> String {
        if let error = error as? CouplesCryptoError { return error.description }
        if let error = error as? CouplesServiceError {
            switch error.slug {
            case "already-paired": return "One of you is already in a pair."
            case "own-invite": return "That's your own invite: send it to your partner."
            case "too-many-invites": return "You have 5 invites waiting. Withdraw one or wait for it to expire."
            case "rekey-changed": return "Your partner asked again with another key. Compare the new code."
            default:
                if error.isUnreachable { return "You're offline. Try again when you're connected." }
                if error.status == 404 { return "That invite doesn't exist, was used, or expired. Ask for a new one." }
                return error.problem?.title ?? "Something went wrong. Try again."
            }
        }
        return "Something went wrong. Try again."
    }
}

extension CouplesServiceError {
    var problem: Components.Schemas.Problem? {
        guard case .problem(_, let problem) = self else { return nil }
        return problem
    }
}
