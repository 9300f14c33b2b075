import CouplesAPI
import Crypto
import Foundation
import Observation

/// Pairing: invite (a code, a link carrying this device's key fingerprint, text to share), join by a
/// typed code (both phones then show the same safety emoji) or by link (the key the server hands out
/// must match the link's fingerprint), and letting a partner's new device back in.
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

    public struct Invite: Equatable, Sendable {
        public let code: String
        public let displayCode: String
        public let link: String
        public let expiresAt: Date
        public var shareText: String {
            "Let's grow a flower together on Couples 🌱 Open this link: \(link) — or type the code \(displayCode) in the app."
        }
    }

    public struct JoinPreview: Equatable, Sendable {
        public let code: String
        public let inviterName: String
        public let inviterKey: String
        /// What both phones will show after joining; compare them out loud.
        public let safetyEmoji: [String]
        /// Verified against the link's fingerprint (a typed code has none: compare the emoji).
        public let isVerifiedByLink: Bool
    }

    public static let mismatchMessage = CouplesCryptoError.fingerprintMismatch.description

    public private(set) var stage: Stage = .loading
    public private(set) var invite: Invite?
    public private(set) var preview: JoinPreview?
    public var typedCode = ""
    public private(set) var partnerName: String?
    public private(set) var pairID: String?
    /// The pair's four safety emoji, the same on both phones when no one swapped a key.
    public private(set) var safetyEmoji: [String] = []
    /// The partner asked to be let back in with a new device key: its emoji, to compare before approving.
    public private(set) var partnerRekeyEmoji: [String]?
    public private(set) var error: String?
    public private(set) var isWorking = false

    @ObservationIgnored let environment: CouplesEnvironment
    @ObservationIgnored private var pendingRekeyKey: String?

    public init(environment: CouplesEnvironment) {
        self.environment = environment
    }

    public func load() async {
        do {
            apply(try await environment.pair())
        } catch {
            stage = .failed(Self.message(error))
        }
    }

    // MARK: Inviting

    public func createInvite() async {
        await work {
            let created = try await environment.service.createInvite(publicKey: try environment.devicePublicKey())
            // The API writes codes for reading (`ABCD-EFGH`); links and joins use the canonical 8 characters.
            let code = InviteCode(created.code)
            invite = Invite(code: code?.value ?? created.code, displayCode: code?.display ?? created.code, link: created.link, expiresAt: created.expiresAt)
        }
    }

    // MARK: Joining

    /// Looks a typed code up: who invited, and the emoji both phones will show.
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

    /// Joins the previewed invite.
    public func join() async {
        guard let preview else { return }
        await work {
            // Check the key again at the moment of joining: the preview may be old.
            let fresh = try await environment.service.previewInvite(preview.code)
            guard fresh.publicKey == preview.inviterKey else { throw CouplesCryptoError.fingerprintMismatch }
            let pair = try await environment.service.join(code: preview.code, publicKey: try environment.devicePublicKey())
            try? environment.cache.save(pair, as: .pair)
            self.preview = nil
            typedCode = ""
            apply(pair)
        }
    }

    /// Types or pastes a code and joins in one step (after showing the emoji).
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
        let emoji = try SafetyEmoji.derive(invite.publicKey, try environment.devicePublicKey())
        return JoinPreview(code: code, inviterName: invite.inviter.displayName, inviterKey: invite.publicKey, safetyEmoji: emoji, isVerifiedByLink: link != nil)
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

    /// On the partner's phone, after comparing `partnerRekeyEmoji`: wraps the pair key to the new key.
    public func approveRekey() async {
        guard let newKeyText = pendingRekeyKey else { return }
        await work {
            guard let (_, key) = try await environment.pairKey() else { return }
            let wrapped = try KeyWrap.wrap(key, for: try PublicKeyText.decode(newKeyText), by: try environment.deviceKey())
            let pair = try await environment.service.approveRekey(publicKey: newKeyText, wrappedKey: wrapped)
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
        guard let pair else {
            stage = .unpaired
            partnerName = nil
            pairID = nil
            safetyEmoji = []
            partnerRekeyEmoji = nil
            pendingRekeyKey = nil
            return
        }
        invite = nil
        partnerName = pair.partner.displayName
        pairID = pair.id
        safetyEmoji = PairKeyResolver.safetyEmoji(for: pair) ?? []
        if let rekey = pair.rekey, rekey.requestedBy == .partner {
            pendingRekeyKey = rekey.publicKey
            partnerRekeyEmoji = try? SafetyEmoji.derive(pair.keys.myKey, rekey.publicKey)
        } else {
            pendingRekeyKey = nil
            partnerRekeyEmoji = nil
        }
        guard let device = try? environment.deviceKey() else { stage = .failed(Self.message(CouplesCryptoError.noUsableKey)); return }
        if (try? PairKeyResolver.pairKey(for: pair, device: device)) != nil {
            stage = .paired
        } else if pair.rekey?.requestedBy == .me, pair.rekey?.publicKey == PublicKeyText.encode(device.publicKey) {
            stage = .waitingForApproval
        } else {
            stage = .needsRekey
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
            case "rekey-changed": return "Your partner asked again with another key. Compare the new emoji."
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
