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
    @Test("pairing by typed code: both phones end paired, with the same safety emoji", arguments: TestDatabases.backends)
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
            #expect(invite.link.hasPrefix("couples://pair/join/\(invite.code)#k="))
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
            #expect(inviting.safetyEmoji.count == 4)
            #expect(inviting.safetyEmoji == joining.safetyEmoji)
            #expect(preview.safetyEmoji == joining.safetyEmoji)
        }
    }

    @Test("pairing by link the other way round; the link's fingerprint is the server's own", arguments: TestDatabases.backends)
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
            #expect(inviting.safetyEmoji == joining.safetyEmoji)
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
            let emoji = try #require(approving.partnerRekeyEmoji)
            #expect(emoji == (try SafetyEmoji.derive(PublicKeyText.encode(try ada.keys.loadOrCreate().publicKey), try bensNewPhone.environment.devicePublicKey())))
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
}
