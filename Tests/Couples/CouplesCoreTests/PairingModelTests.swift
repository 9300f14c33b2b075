import CouplesAPI
import CouplesCore
import Crypto
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("PairingModel against the Couples server")
@MainActor
struct PairingModelTests {
    @Test("pairing by typed code: both phones end paired, with the same safety code, not yet compared", arguments: TestDatabases.backends)
    func byCode(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let ada = try await world.phone("Ada"), ben = try await world.phone("Ben")
            let inviting = PairingModel(environment: ada.environment)
            await inviting.load()
            #expect(inviting.stage == .unpaired)
            await inviting.createInvite()
            let invite = try #require(inviting.invite)
            #expect(invite.code.count == 8)
            #expect(invite.displayCode.count == 9)
            #expect(invite.link == "couples://pair/join/\(invite.code)#k=\(PublicKeyText.fingerprint(try ada.keys.loadOrCreate().publicKey))")
            #expect(invite.shareText.contains(invite.link))

            let joining = PairingModel(environment: ben.environment)
            joining.typedCode = invite.displayCode.lowercased()
            await joining.previewTypedCode()
            let preview = try #require(joining.preview)
            #expect(preview.inviterName == "Ada")
            #expect(!preview.isVerifiedByLink)
            await joining.join()
            #expect(joining.stage == .paired)
            #expect(joining.partnerName == "Ada")

            // The inviter learns of it (an event, or its next load).
            await inviting.handle(PairEventMessage(kind: .paired, date: ""))
            #expect(inviting.stage == .paired)
            #expect(inviting.partnerName == "Ben")
            #expect(inviting.safetyCode?.digits.count == 30)
            #expect(inviting.safetyCode?.groups.count == 6)
            #expect(inviting.safetyCode == joining.safetyCode)
            // A typed code proves nothing about the keys: both are asked to compare.
            #expect(inviting.trust == .unverified && joining.trust == .unverified)
            #expect(inviting.shouldCompareSafetyCode && joining.shouldCompareSafetyCode)
            await joining.confirmSafetyCode(try #require(joining.safetyCode))
            #expect(joining.trust == .verified && !joining.shouldCompareSafetyCode)
            // What one phone confirmed is its own record: the other still asks.
            await inviting.load()
            #expect(inviting.trust == .unverified)
        }
    }

    @Test("pairing by link the other way round; the link's fingerprint is the inviting phone's own key; both still compare, so the inviter can trust the joiner's key", arguments: TestDatabases.backends)
    func byLink(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let ada = try await world.phone("Ada"), ben = try await world.phone("Ben")
            let inviting = PairingModel(environment: ben.environment)
            await inviting.createInvite()
            let link = try #require(inviting.invite?.link)
            #expect(link.hasSuffix("#k=\(PublicKeyText.fingerprint(try ben.keys.loadOrCreate().publicKey))"))
            let joining = PairingModel(environment: ada.environment)
            await joining.join(link: link)
            #expect(joining.error == nil)
            #expect(joining.stage == .paired)
            await inviting.load()
            #expect(inviting.stage == .paired)
            #expect(inviting.safetyCode == joining.safetyCode)
            #expect(joining.trust == .unverified && inviting.trust == .unverified)
            #expect(joining.shouldCompareSafetyCode && inviting.shouldCompareSafetyCode)
            // A code that is not the one on screen any more is not confirmed.
            let stale = try #require(inviting.safetyCode)
            let pairID = try #require(inviting.pairID)
            await inviting.confirmSafetyCode(SafetyCode.derive(pairID: pairID, keys: PairKeySet(
                myPairingKey: Data(repeating: 1, count: 32), partnerPairingKey: Data(repeating: 2, count: 32),
                myKey: Data(repeating: 1, count: 32), partnerKey: Data(repeating: 2, count: 32), wrappedBy: nil)))
            #expect(inviting.error == CouplesCryptoError.codeChangedWhileShown.description)
            #expect(inviting.trust == .unverified)
            await inviting.confirmSafetyCode(stale)
            #expect(inviting.trust == .verified)
        }
    }

    @Test("a link whose fingerprint is not the inviter's key is refused, and nobody is paired", arguments: TestDatabases.backends)
    func fingerprintMismatch(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let ada = try await world.phone("Ada"), ben = try await world.phone("Ben")
            let inviting = PairingModel(environment: ada.environment)
            await inviting.createInvite()
            let invite = try #require(inviting.invite)
            // As if someone swapped keys: the link names a key the server did not hand out.
            let forged = "couples://pair/join/\(invite.code)#k=\(PublicKeyText.fingerprint(Curve25519.KeyAgreement.PrivateKey().publicKey))"
            let joining = PairingModel(environment: ben.environment)
            await joining.join(link: forged)
            #expect(joining.error == PairingModel.mismatchMessage)
            #expect(joining.error?.lowercased().contains("this invite's key doesn't match the link — someone may be interfering") == true)
            await joining.load()
            #expect(joining.stage == .unpaired)
        }
    }

    @Test("a new phone without the key asks to be let back in; the partner approves; it reads the pair again", arguments: TestDatabases.backends)
    func rekey(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            // Ada writes before Ben loses his phone.
            let care = FlowerCareModel(environment: ada.environment)
            await care.load()
            care.answer = "Pancakes on the balcony."
            await care.send()
            #expect(care.iAnswered)

            let bensNewPhone = try await ben.newDeviceWithoutKey()
            let lost = PairingModel(environment: bensNewPhone.environment)
            await lost.load()
            #expect(lost.stage == .needsRekey)
            await lost.requestRekey()
            #expect(lost.stage == .waitingForApproval)

            let approving = PairingModel(environment: ada.environment)
            await approving.handle(PairEventMessage(kind: .rekeyRequested, date: ""))
            let code = try #require(approving.partnerRekeyCode)
            #expect(code == lost.safetyCode)
            await approving.approveRekey()
            #expect(approving.error == nil)

            await lost.load()
            #expect(lost.stage == .paired)
            // The new phone opens what Ada wrote with the unwrapped pair key.
            let key = try #require(try await bensNewPhone.environment.pairKey()).key
            let today = try #require(try await bensNewPhone.environment.service.today())
            #expect(today.partner.answered)
            // Ada's answer stays hidden until both are done: show the keys are the same pair key instead.
            let adasKey = try #require(try await ada.environment.pairKey()).key
            let probe = try key.sealAnswer("same key", day: today.date, authorID: "x")
            #expect(try adasKey.openAnswer(probe, day: today.date, authorID: "x") == "same key")
        }
    }

    @Test("waiting invites are listed with links this phone wrote; a withdrawn invite stops working at once", arguments: TestDatabases.backends)
    func waitingInvites(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let ada = try await world.phone("Ada"), ben = try await world.phone("Ben")
            let inviting = PairingModel(environment: ada.environment)
            await inviting.createInvite()
            let first = try #require(inviting.invite)
            world.clock.advance(by: 60)
            await inviting.createInvite()
            let second = try #require(inviting.invite)
            // A relaunched phone finds both, newest first, each link carrying this phone's key.
            let relaunched = PairingModel(environment: try await ada.relaunched().environment)
            await relaunched.load()
            #expect(relaunched.invites.map(\.code) == [second.code, first.code])
            let fingerprint = PublicKeyText.fingerprint(try ada.keys.loadOrCreate().publicKey)
            #expect(relaunched.invites.allSatisfy { $0.link.hasSuffix("/join/\($0.code)#k=\(fingerprint)") })

            await relaunched.cancelInvite(first.code)
            #expect(relaunched.error == nil)
            #expect(relaunched.invites.map(\.code) == [second.code])
            #expect(try await ada.environment.service.invites().count == 1)
            let joining = PairingModel(environment: ben.environment)
            await joining.join(code: first.code)
            #expect(joining.error == "That invite doesn't exist, was used, or expired. Ask for a new one.")
            #expect(joining.stage != .paired)
            // The one left still pairs them, and pairing clears the list.
            await joining.join(link: second.link)
            #expect(joining.stage == .paired)
            await relaunched.load()
            #expect(relaunched.stage == .paired && relaunched.invites.isEmpty)
        }
    }
}
