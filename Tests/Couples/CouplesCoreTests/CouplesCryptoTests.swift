import CouplesAPI
import CouplesCore
import Crypto
import Foundation
import Testing

@Suite("Couples crypto: sealing, tampering, safety emoji, fingerprints, rekey")
struct CouplesCryptoTests {
    let ada = Curve25519.KeyAgreement.PrivateKey()
    let ben = Curve25519.KeyAgreement.PrivateKey()
    let pairID = "6F1C2A3B-0000-4000-8000-00000000ABCD"
    let adaID = "11111111-1111-4111-8111-111111111111"
    let benID = "22222222-2222-4222-8222-222222222222"
    let day = "2026-11-24"

    func keys() throws -> (PairKey, PairKey) {
        (try PairKey.derive(myKey: ada, partnerKey: ben.publicKey, pairID: pairID), try PairKey.derive(myKey: ben, partnerKey: ada.publicKey, pairID: pairID))
    }

    @Test("an answer sealed on one phone opens on the other, padded to the sizes the server accepts")
    func roundTrip() throws {
        let (adaKey, benKey) = try keys()
        for text in ["", "A quiet walk by the river. 🌊", String(repeating: "é", count: 1024)] {
            let sealed = try adaKey.sealAnswer(text, day: day, authorID: adaID)
            #expect(CouplesLimits.isAnswerBoxSize(Data(base64Encoded: sealed)!.count))
            #expect(try benKey.openAnswer(sealed, day: day, authorID: adaID) == text)
        }
    }

    @Test("the answer limit is 2048 bytes of UTF-8, with a clear error beyond")
    func answerLimit() throws {
        let (adaKey, _) = try keys()
        _ = try adaKey.sealAnswer(String(repeating: "a", count: 2048), day: day, authorID: adaID)
        #expect(throws: CouplesCryptoError.answerTooLong(bytes: 2049, limit: 2048)) {
            try adaKey.sealAnswer(String(repeating: "a", count: 2049), day: day, authorID: adaID)
        }
        #expect(CouplesCryptoError.answerTooLong(bytes: 2049, limit: 2048).description.contains("too long"))
    }

    @Test("a tampered byte fails to open with a typed error")
    func tamper() throws {
        let (adaKey, benKey) = try keys()
        var box = [UInt8](Data(base64Encoded: try adaKey.sealAnswer("hello", day: day, authorID: adaID))!)
        box[40] ^= 0x01
        #expect(throws: CouplesCryptoError.cannotOpen) { try benKey.openAnswer(Data(box).base64EncodedString(), day: day, authorID: adaID) }
        #expect(throws: CouplesCryptoError.malformed) { try benKey.openAnswer("not base64!", day: day, authorID: adaID) }
    }

    @Test("a ciphertext moved to another day, author, pair or kind fails to open")
    func moved() throws {
        let (adaKey, benKey) = try keys()
        let sealed = try adaKey.sealAnswer("hello", day: day, authorID: adaID)
        #expect(throws: CouplesCryptoError.cannotOpen) { try benKey.openAnswer(sealed, day: "2026-11-25", authorID: adaID) }
        #expect(throws: CouplesCryptoError.cannotOpen) { try benKey.openAnswer(sealed, day: day, authorID: benID) }
        let otherPair = try PairKey.derive(myKey: ben, partnerKey: ada.publicKey, pairID: "6f1c2a3b-0000-4000-8000-00000000abce")
        #expect(throws: CouplesCryptoError.cannotOpen) { try otherPair.openAnswer(sealed, day: day, authorID: adaID) }
        // Ids are bound lower-case, whatever case the caller has them in.
        #expect(try benKey.openAnswer(sealed, day: day, authorID: adaID.lowercased()) == "hello")
        let photo = PreparedPhoto(photo: Data("photo".utf8), thumbnail: Data("thumb".utf8), pixelWidth: 1, pixelHeight: 1)
        let envelope = try PhotoSealer.seal(photo, with: adaKey, day: day, authorID: adaID)
        #expect(try PhotoSealer.open(envelope.photo, kind: .photo, with: benKey, day: day, authorID: adaID) == Data("photo".utf8))
        #expect(throws: CouplesCryptoError.cannotOpen) { try PhotoSealer.open(envelope.thumbnail, kind: .photo, with: benKey, day: day, authorID: adaID) }
        #expect(throws: CouplesCryptoError.cannotOpen) { try PhotoSealer.open(envelope.photo, kind: .photo, with: benKey, day: day, authorID: benID) }
    }

    @Test("both partners compute the same four safety emoji, and a swapped key changes them")
    func safetyEmoji() throws {
        let fromAda = SafetyEmoji.derive(ada.publicKey, ben.publicKey)
        let fromBen = SafetyEmoji.derive(ben.publicKey, ada.publicKey)
        #expect(fromAda == fromBen)
        #expect(fromAda.count == 4)
        let mallory = Curve25519.KeyAgreement.PrivateKey()
        #expect(SafetyEmoji.derive(mallory.publicKey, ben.publicKey) != fromBen)
        #expect(Set(SafetyEmoji.alphabet).count == 64)
    }

    @Test("an invite link's fingerprint is checked against the inviter's key; a mismatch is a hard error")
    func fingerprint() throws {
        let key = PublicKeyText.encode(ada.publicKey)
        let link = try InviteLink("couples://pair/join/ABCD2345#k=\(PublicKeyText.fingerprint(ada.publicKey))")
        #expect(link.code.value == "ABCD2345")
        try link.verify(inviterKey: key)
        #expect(throws: CouplesCryptoError.fingerprintMismatch) { try link.verify(inviterKey: PublicKeyText.encode(ben.publicKey)) }
        #expect(CouplesCryptoError.fingerprintMismatch.description.lowercased().contains("this invite's key doesn't match the link — someone may be interfering"))
        #expect(throws: CouplesCryptoError.invalidInviteLink) { try InviteLink("couples://pair/join/ABCD2345") }
        #expect(throws: CouplesCryptoError.invalidInviteLink) { try InviteLink("https://example.com/hello") }
        // base64url, no padding, 16 bytes: 22 characters.
        #expect(PublicKeyText.fingerprint(ada.publicKey).count == 22)
    }

    @Test("a pair key wrapped for a partner's new device unwraps there, and nowhere else")
    func rekey() throws {
        let (adaKey, _) = try keys()
        let bensNewPhone = Curve25519.KeyAgreement.PrivateKey()
        let wrapped = try KeyWrap.wrap(adaKey, for: bensNewPhone.publicKey, by: ada)
        #expect(Data(base64Encoded: wrapped)?.count == CouplesLimits.wrappedKeyBytes)
        let unwrapped = try KeyWrap.unwrap(wrapped, wrappedBy: ada.publicKey, with: bensNewPhone, pairID: pairID)
        let sealed = try adaKey.sealAnswer("still us", day: day, authorID: adaID)
        #expect(try unwrapped.openAnswer(sealed, day: day, authorID: adaID) == "still us")
        #expect(throws: CouplesCryptoError.cannotOpen) {
            try KeyWrap.unwrap(wrapped, wrappedBy: ada.publicKey, with: Curve25519.KeyAgreement.PrivateKey(), pairID: pairID)
        }
    }

    @Test("the backup questions ship in the app and are the same for both partners on a day")
    func fallbackQuestions() {
        #expect(FallbackQuestions.all.count >= 7)
        #expect(FallbackQuestions.question(for: "2026-11-24") == FallbackQuestions.question(for: "2026-11-24"))
        #expect(FallbackQuestions.question(for: "2026-11-24") != FallbackQuestions.question(for: "2026-11-25"))
    }
}
