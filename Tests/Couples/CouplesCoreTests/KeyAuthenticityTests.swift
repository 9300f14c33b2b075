import CouplesAPI
import CouplesCore
import Crypto
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

/// The server as an attacker: it answers each phone with keys of its own choosing, and each phone must
/// notice — by the invite link's fingerprint, by the safety codes the two compare, or because a key
/// changed after they compared.
@Suite("Key authenticity against a key-swapping server")
@MainActor
struct KeyAuthenticityTests {
    @Test("a link join refuses a key the server swapped, even when the server writes its own fingerprint into the link", arguments: TestDatabases.backends)
    func linkCatchesSwap(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let ada = try await world.phone("Ada"), ben = try await world.phone("Ben")
            let mallory = Curve25519.KeyAgreement.PrivateKey().publicKey
            // The server vouches for its own key in the link it returns to Ada…
            ada.network.rewriteResponses(of: "createInvite") { KeySwap.json($0) { invite in
                invite["link"] = "\(invite["link"] as! String)#k=\(PublicKeyText.fingerprint(mallory))"
            } }
            let inviting = PairingModel(environment: ada.environment)
            await inviting.createInvite()
            // …but Ada's phone writes the fingerprint of its own key.
            let link = try #require(inviting.invite?.link)
            #expect(link.hasSuffix("#k=\(PublicKeyText.fingerprint(try ada.keys.loadOrCreate().publicKey))"))
            #expect(!link.contains(PublicKeyText.fingerprint(mallory)))

            // The server hands Ben its own key for Ada's code.
            ben.network.rewriteResponses(of: "previewInvite") { KeySwap.json($0) { $0["publicKey"] = PublicKeyText.encode(mallory) } }
            let joining = PairingModel(environment: ben.environment)
            await joining.join(link: link)
            #expect(joining.error == CouplesCryptoError.fingerprintMismatch.description)
            #expect(joining.preview == nil)
            #expect(ben.network.delivered("joinPair") == 0)
            await joining.load()
            #expect(joining.stage == .unpaired)
        }
    }

    @Test("a server in the middle of a typed-code pairing shows the two phones different safety codes", arguments: TestDatabases.backends)
    func typedCodeCaughtByComparing(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let ada = try await world.phone("Ada"), ben = try await world.phone("Ben")
            let towardBen = PublicKeyText.encode(Curve25519.KeyAgreement.PrivateKey().publicKey)
            let towardAda = PublicKeyText.encode(Curve25519.KeyAgreement.PrivateKey().publicKey)
            // Each phone is told the other's key is one the server holds the private half of.
            ben.network.rewriteResponses(of: "previewInvite") { KeySwap.json($0) { $0["publicKey"] = towardBen } }
            for operation in ["joinPair", "getPair"] {
                ben.network.rewriteResponses(of: operation) { KeySwap.partner(towardBen, in: $0) }
                ada.network.rewriteResponses(of: operation) { KeySwap.partner(towardAda, in: $0) }
            }
            let inviting = PairingModel(environment: ada.environment)
            await inviting.createInvite()
            let joining = PairingModel(environment: ben.environment)
            await joining.join(code: try #require(inviting.invite?.code))
            #expect(joining.stage == .paired)
            await inviting.load()
            #expect(inviting.stage == .paired)
            // Both are asked to compare, and what they read to each other differs.
            #expect(inviting.shouldCompareSafetyCode && joining.shouldCompareSafetyCode)
            let adas = try #require(inviting.safetyCode), bens = try #require(joining.safetyCode)
            #expect(adas != bens)
            #expect(zip(adas.groups, bens.groups).filter { $0 == $1 }.count <= 1)
        }
    }

    @Test("after the two compared, a key the server swaps stops every seal until they compare again", arguments: TestDatabases.backends)
    func changeAfterComparingStopsSealing(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let adaPairing = PairingModel(environment: ada.environment), benPairing = PairingModel(environment: ben.environment)
            await adaPairing.load()
            await benPairing.load()
            #expect(adaPairing.safetyCode == benPairing.safetyCode)
            await adaPairing.confirmSafetyCode(try #require(adaPairing.safetyCode))
            await benPairing.confirmSafetyCode(try #require(benPairing.safetyCode))
            #expect(adaPairing.trust == .verified && benPairing.trust == .verified)

            // The server now says Ben's key is another.
            let swapped = PublicKeyText.encode(Curve25519.KeyAgreement.PrivateKey().publicKey)
            ada.network.rewriteResponses(of: "getPair") { KeySwap.partner(swapped, in: $0) }
            await adaPairing.load()
            #expect(adaPairing.trust == .changed)
            #expect(adaPairing.shouldCompareSafetyCode)
            #expect(adaPairing.safetyCode != benPairing.safetyCode)

            let care = FlowerCareModel(environment: ada.environment)
            await care.load()
            care.answer = "The sea, always."
            await care.send()
            #expect(!care.iAnswered)
            #expect(care.answerError == CouplesCryptoError.keysChanged.description)
            #expect(ada.network.delivered("putAnswer") == 0)
            await #expect(throws: CouplesCryptoError.keysChanged) { _ = try await ada.environment.pairKey() }

            // The server gives up the lie: the keys Ada trusted are back, and so is sealing.
            ada.network.rewriteResponses(of: "getPair") { $0 }
            await adaPairing.load()
            #expect(adaPairing.trust == .verified)
            #expect(try await ada.environment.pairKey() != nil)
        }
    }

    @Test("while the keys changed, a past day is not opened with them, and says why", arguments: TestDatabases.backends)
    func pastDaysWaitForComparing(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            try await world.completeDay(ada, ben, seed: 1)
            let date = try #require(try await ada.environment.service.today()).date
            // The morning after, before anything asked for today: yesterday opens as a past day.
            world.clock.advance(by: 24 * 3600)
            let opened = PastDayModel(environment: ada.environment, date: date)
            await opened.load()
            #expect(opened.phase == .loaded)
            #expect(opened.partnerAnswer == "Day 1, Ben.")

            let swapped = PublicKeyText.encode(Curve25519.KeyAgreement.PrivateKey().publicKey)
            ada.network.rewriteResponses(of: "getPair") { KeySwap.partner(swapped, in: $0) }
            let refused = PastDayModel(environment: ada.environment, date: date)
            await refused.load()
            #expect(refused.phase == .failed(CouplesCryptoError.keysChanged.description))
            #expect(refused.partnerAnswer == nil)
        }
    }

    @Test("a past day whose answer was swapped on the server opens the other answer and says one could not be read", arguments: TestDatabases.backends)
    func swappedAnswerDoesNotHideTheOther(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            try await world.completeDay(ada, ben, seed: 2)
            let date = try #require(try await ada.environment.service.today()).date
            world.clock.advance(by: 24 * 3600)
            // The server moves Ben's sealed answer onto Ada's entry: bound to Ben as author, it must not open as hers.
            let adaID = try await ada.environment.me().id
            try await LeavingTests.onServer(world) { database in
                try await database.sql.raw("""
                    UPDATE entries SET answer = (SELECT e.answer FROM entries e WHERE e.author_id <> entries.author_id AND e.day = entries.day)
                    WHERE author_id = \(bind: UUID(uuidString: adaID)!)
                    """).run()
            }
            let day = PastDayModel(environment: ada.environment, date: date)
            await day.load()
            #expect(day.phase == .loaded)
            #expect(day.myAnswer == nil)
            #expect(day.partnerAnswer == "Day 2, Ben.")
            #expect(day.answerError == PastDayModel.answerUnreadableMessage)
        }
    }

    @Test("rekey: the approving phone and the new phone show the same code, from the same keys, before and after", arguments: TestDatabases.backends)
    func rekeyCodesMatch(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let approving = PairingModel(environment: ada.environment)
            await approving.load()
            await approving.confirmSafetyCode(try #require(approving.safetyCode))
            let before = try #require(approving.safetyCode)

            let (bensNewPhone, lost) = try await Self.newPhoneAskingIn(ben)
            #expect(lost.stage == .waitingForApproval)
            #expect(lost.shouldCompareSafetyCode)
            await approving.handle(PairEventMessage(kind: .rekeyRequested, date: ""))
            let shownToAda = try #require(approving.partnerRekeyCode)
            let shownToBen = try #require(lost.safetyCode)
            #expect(shownToAda == shownToBen)
            #expect(shownToAda != before)
            await lost.confirmSafetyCode(try #require(lost.safetyCode))
            #expect(lost.trust == .verified)

            await approving.approveRekey()
            #expect(approving.error == nil)
            await lost.load()
            #expect(lost.stage == .paired)
            // The pair's code is now the one both compared, and both trust it without asking again.
            #expect(approving.safetyCode == shownToAda && lost.safetyCode == shownToAda)
            #expect(approving.trust == .verified && lost.trust == .verified)
            #expect(try await bensNewPhone.environment.pairKey() != nil)
        }
    }

    @Test("an approval the server answers with other keys than the ones compared is not believed", arguments: TestDatabases.backends)
    func approvalAnswerSwapCaught(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let approving = PairingModel(environment: ada.environment)
            await approving.load()
            await approving.confirmSafetyCode(try #require(approving.safetyCode))
            let (_, lost) = try await Self.newPhoneAskingIn(ben)
            await approving.handle(PairEventMessage(kind: .rekeyRequested, date: ""))
            #expect(approving.partnerRekeyCode == lost.safetyCode)
            // The server answers the approval with its own key as the one Ben paired with.
            let swapped = PublicKeyText.encode(Curve25519.KeyAgreement.PrivateKey().publicKey)
            ada.network.rewriteResponses(of: "approveRekey") { KeySwap.json($0) { pair in
                var keys = pair["keys"] as! [String: Any]
                keys["partnerPairingKey"] = swapped
                pair["keys"] = keys
            } }
            await approving.approveRekey()
            #expect(approving.error == CouplesCryptoError.keysChanged.description)
            // Nothing of the lie was trusted: Ada's phone believes only what the two compared.
            let pairID = try #require(approving.pairID)
            let record = try #require(ada.environment.trustedKeys.record(for: pairID))
            #expect(record.keys.partnerPairingKey != (try PublicKeyText.decode(swapped)).rawRepresentation)
        }
    }

    @Test("a pair put under a phone in place of the one it compared, without the pair ending, is a change, not a first meeting", arguments: TestDatabases.backends)
    func switchedPairIsAChange(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, _) = try await world.couple()
            let pairing = PairingModel(environment: ada.environment)
            await pairing.load()
            await pairing.confirmSafetyCode(try #require(pairing.safetyCode))
            // The server now shows Ada another pair, with its own key as her partner's.
            let swapped = PublicKeyText.encode(Curve25519.KeyAgreement.PrivateKey().publicKey)
            let otherPair = UUID().uuidString.lowercased()
            ada.network.rewriteResponses(of: "getPair") { data in
                KeySwap.json(KeySwap.partner(swapped, in: data)) { $0["id"] = otherPair }
            }
            await pairing.load()
            #expect(pairing.trust == .changed)
            await #expect(throws: CouplesCryptoError.keysChanged) { _ = try await ada.environment.pairKey() }
        }
    }

    @Test("a server that swaps the key of a rekey request shows the approving phone another code than the new phone's", arguments: TestDatabases.backends)
    func rekeySwapCaught(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let (_, lost) = try await Self.newPhoneAskingIn(ben)
            // Ada is shown the server's key as Ben's new phone.
            let swapped = PublicKeyText.encode(Curve25519.KeyAgreement.PrivateKey().publicKey)
            ada.network.rewriteResponses(of: "getPair") { KeySwap.json($0) { pair in
                var rekey = pair["rekey"] as! [String: Any]
                rekey["publicKey"] = swapped
                pair["rekey"] = rekey
            } }
            let approving = PairingModel(environment: ada.environment)
            await approving.load()
            let shownToAda = try #require(approving.partnerRekeyCode)
            #expect(shownToAda != lost.safetyCode)
        }
    }
}

extension KeyAuthenticityTests {
    /// `phone`'s person on a new phone without the pair's key, asking to be let in.
    static func newPhoneAskingIn(_ phone: Phone) async throws -> (Phone, PairingModel) {
        let newPhone = try await phone.newDeviceWithoutKey()
        let asking = PairingModel(environment: newPhone.environment)
        await asking.load()
        await asking.requestRekey()
        return (newPhone, asking)
    }
}

/// Edits of the API's JSON, as a lying server would make them.
enum KeySwap {
    static func json(_ data: Data, _ edit: (inout [String: Any]) -> Void) -> Data {
        guard var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return data }
        edit(&object)
        return (try? JSONSerialization.data(withJSONObject: object)) ?? data
    }

    /// A pair in which the partner's keys (pairing and current) are `key`.
    static func partner(_ key: String, in data: Data) -> Data {
        json(data) { pair in
            guard var keys = pair["keys"] as? [String: Any] else { return }
            keys["partnerPairingKey"] = key
            keys["partnerKey"] = key
            pair["keys"] = keys
        }
    }
}
