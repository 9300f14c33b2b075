import CouplesAPI
@testable import CouplesCore
import Crypto
import Foundation
import Testing

@Suite("Couples crypto: sealing, tampering, safety codes, trust, fingerprints, rekey")
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

    @Test("both partners compute the same 30-digit safety code; any other key or pair changes it, a swapped partner key only its half")
    func safetyCode() throws {
        func raw(_ key: Curve25519.KeyAgreement.PrivateKey) -> Data { key.publicKey.rawRepresentation }
        let fromAda = PairKeySet(myPairingKey: raw(ada), partnerPairingKey: raw(ben), myKey: raw(ada), partnerKey: raw(ben), wrappedBy: nil)
        let fromBen = PairKeySet(myPairingKey: raw(ben), partnerPairingKey: raw(ada), myKey: raw(ben), partnerKey: raw(ada), wrappedBy: nil)
        let code = SafetyCode.derive(pairID: pairID, keys: fromAda)
        #expect(code == SafetyCode.derive(pairID: pairID.uppercased(), keys: fromBen))
        #expect(code.digits.count == 30 && code.digits.allSatisfy(\.isNumber))
        #expect(code.groups.count == 6 && code.groups.allSatisfy { $0.count == 5 })
        #expect(code.description.count == 35)
        #expect(code.spoken.split(separator: ",").count == 6)
        let mallory = raw(Curve25519.KeyAgreement.PrivateKey())
        let swapped = PairKeySet(myPairingKey: raw(ben), partnerPairingKey: mallory, myKey: raw(ben), partnerKey: mallory, wrappedBy: nil)
        let swappedCode = SafetyCode.derive(pairID: pairID, keys: swapped)
        #expect(swappedCode != code)
        // Ben's own half is the same: a server must forge Ada's half, a second preimage, not a collision.
        let bensHalf = SafetyCode.half(pairID: pairID, pairingKey: raw(ben), currentKey: raw(ben))
        #expect(code.digits.contains(bensHalf) && swappedCode.digits.contains(bensHalf))
        // A swapped pairing key alone (the key the pair key comes from) changes it too.
        let pairingOnly = PairKeySet(myPairingKey: raw(ben), partnerPairingKey: mallory, myKey: raw(ben), partnerKey: raw(ada), wrappedBy: nil)
        #expect(SafetyCode.derive(pairID: pairID, keys: pairingOnly) != code)
        #expect(SafetyCode.derive(pairID: "6f1c2a3b-0000-4000-8000-00000000abce", keys: fromAda) != code)
        // Digits are spread over all ten values: 60 codes of random keys, 1,800 digits (180 expected each, σ ≈ 13).
        var counts = [Character: Int]()
        for _ in 0..<60 {
            let mine = raw(Curve25519.KeyAgreement.PrivateKey()), theirs = raw(Curve25519.KeyAgreement.PrivateKey())
            let keys = PairKeySet(myPairingKey: mine, partnerPairingKey: theirs, myKey: mine, partnerKey: theirs, wrappedBy: nil)
            for digit in SafetyCode.derive(pairID: pairID, keys: keys).digits { counts[digit, default: 0] += 1 }
        }
        #expect(counts.count == 10 && counts.values.allSatisfy { (120...240).contains($0) })
    }

    @Test("trust: first keys are trusted unverified, the same keys keep their standing, any other key is a change")
    func trustRule() {
        func raw(_ key: Curve25519.KeyAgreement.PrivateKey) -> Data { key.publicKey.rawRepresentation }
        let keys = PairKeySet(myPairingKey: raw(ada), partnerPairingKey: raw(ben), myKey: raw(ada), partnerKey: raw(ben), wrappedBy: nil)
        #expect(TrustedPairKeys.evaluate(keys, against: nil) == .unverified)
        #expect(TrustedPairKeys.evaluate(keys, against: TrustedPairKeys(pairID: pairID, keys: keys, verified: false)) == .unverified)
        #expect(TrustedPairKeys.evaluate(keys, against: TrustedPairKeys(pairID: pairID, keys: keys, verified: true)) == .verified)
        let newPhone = keys.replacingPartnerKey(with: raw(Curve25519.KeyAgreement.PrivateKey()))
        #expect(TrustedPairKeys.evaluate(newPhone, against: TrustedPairKeys(pairID: pairID, keys: keys, verified: true)) == .changed)
        #expect(!PairTrust.changed.allowsSealing && PairTrust.unverified.allowsSealing)
        // A rekeyed phone seeing its pair key wrapped by anyone but the partner's current key: no honest approval does that.
        let mine = raw(Curve25519.KeyAgreement.PrivateKey())
        let honest = keys.replacingMyKey(with: mine)
        #expect(TrustedPairKeys.evaluate(honest, against: nil) == .unverified)
        let forged = PairKeySet(myPairingKey: raw(ada), partnerPairingKey: raw(ben), myKey: mine, partnerKey: raw(ben), wrappedBy: raw(Curve25519.KeyAgreement.PrivateKey()))
        #expect(TrustedPairKeys.evaluate(forged, against: nil) == .changed)
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
        // The inviting phone writes the link from its own key, under the server's base, dropping whatever fragment the server wrote.
        let code = try #require(InviteCode("ABCD2345"))
        #expect(InviteLink.base(ofServerLink: "https://example.org/couples/join/ABCD2345#k=forged", code: code) == "https://example.org/couples")
        #expect(InviteLink.base(ofServerLink: "couples://pair/join/ABCD2345", code: code) == "couples://pair")
        #expect(InviteLink.base(ofServerLink: "https://example.org/join/ZZZZ9999", code: code) == InviteLink.defaultBase)
        let made = InviteLink(code: code, key: ada.publicKey).text(base: "couples://pair")
        #expect(try InviteLink(made) == link)
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
