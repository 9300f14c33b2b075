import CouplesAPI
import Foundation
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("Couples pairing")
struct PairingAPITests {
    @Test("an invite is 8 unambiguous characters; its link names only the code (the inviting app adds its key's fingerprint); 5 live at most; single use", arguments: TestDatabases.backends)
    func invites(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let ada = try await harness.person("Ada")
            let ben = try await harness.person("Ben")
            let cy = try await harness.person("Cy")
            let api = harness.client(token: ada.token)
            let invite = try await api.createInvite(body: .json(.init(publicKey: ada.publicKey))).created.body.json
            let code = try #require(InviteCode(invite.code))
            #expect(invite.code.count == 9 && invite.code.contains("-"))
            #expect(code.value.allSatisfy { InviteCode.alphabet.contains($0) })
            #expect(invite.link.hasSuffix("/join/\(code.value)") && !invite.link.contains("#"))
            for _ in 0..<4 { _ = try await api.createInvite(body: .json(.init(publicKey: ada.publicKey))).created }
            let sixth = try await api.createInvite(body: .json(.init(publicKey: ada.publicKey)))
            #expect(failure(sixth)?.type == "urn:greenhouse:problem:too-many-invites")
            #expect(try await api.listInvites().ok.body.json.items.count == 5)

            // The joiner sees who invited them and their key before joining; codes ignore case and dashes.
            let preview = try await harness.client(token: ben.token).previewInvite(path: .init(code: invite.code.lowercased())).ok.body.json
            #expect(preview.inviter.displayName == "Ada")
            #expect(preview.publicKey == ada.publicKey)
            // Joining your own code is refused and uses nothing up.
            let own = try await api.joinPair(body: .json(.init(code: invite.code, publicKey: ada.publicKey)))
            #expect(failure(own)?.type == "urn:greenhouse:problem:own-invite")
            let pair = try await harness.client(token: ben.token).joinPair(body: .json(.init(code: code.value.lowercased(), publicKey: ben.publicKey)))
                .created.body.json
            #expect(pair.partner.displayName == "Ada")
            #expect(pair.keys.partnerPairingKey == ada.publicKey)
            // Both ends learn of it, and every other invite of theirs is withdrawn.
            let adaPair = try await api.getPair().ok.body.json
            #expect(adaPair.id == pair.id && adaPair.partner.displayName == "Ben" && adaPair.keys.partnerKey == ben.publicKey)
            #expect(try await api.listInvites().ok.body.json.items.isEmpty)
            #expect(try await api.getMe().ok.body.json.paired)
            // Single use, and a person is in one pair at a time.
            let again = try await harness.client(token: cy.token).joinPair(body: .json(.init(code: invite.code, publicKey: cy.publicKey)))
            #expect(failure(again)?.status == 404)
            let paired = try await api.createInvite(body: .json(.init(publicKey: ada.publicKey)))
            #expect(failure(paired)?.type == "urn:greenhouse:problem:already-paired")
        }
    }

    @Test("an invite expires after 24 hours; bad codes and keys are clear 4xx", arguments: TestDatabases.backends)
    func expiry(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let firstAda = try await harness.person("Ada")
            var ben = try await harness.person("Ben")
            let invite = try await harness.client(token: firstAda.token).createInvite(body: .json(.init(publicKey: firstAda.publicKey))).created.body.json
            harness.clock.advance(by: 24 * 3600 + 1)
            ben = try await harness.again(ben)
            let ada = try await harness.again(firstAda)
            let late = try await harness.client(token: ben.token).joinPair(body: .json(.init(code: invite.code, publicKey: ben.publicKey)))
            #expect(failure(late)?.status == 404)
            let badKey = try await harness.client(token: ada.token).createInvite(body: .json(.init(publicKey: String(repeating: "A", count: 42) + "B=")))
            #expect(failure(badKey)?.status == 400)
            let badCode = try await harness.client(token: ben.token).joinPair(body: .json(.init(code: "ABCD-EFG1", publicKey: ben.publicKey)))
            #expect(failure(badCode)?.status == 400)
            // A character whose upper case is several letters is a 400, not a server that traps ("ß" → "SS").
            let unicodeCode = try await harness.client(token: ben.token).joinPair(body: .json(.init(code: "ABCD-EFGß", publicKey: ben.publicKey)))
            #expect(failure(unicodeCode)?.status == 400)
            #expect(failure(try await harness.client(token: ben.token).getPair())?.type == "urn:greenhouse:problem:not-paired")
        }
    }

    @Test("typed codes with non-ASCII characters are refused before upper-casing (an invite code with ß used to trap the server)")
    func nonASCIICodes() {
        // Each of these upper-cases to more than one character (ß → SS, ﬁ → FI, ŉ → ʼN); that used to trap.
        for typed in ["ABCD-EFGß", "ßßßß", "ABCDEFGﬁ", "ŉABCDEFG", "ABCD EFG\u{1E9E}", "ＡBCDEFGH", "ABCDEFGĦ"] {
            #expect(InviteCode(typed) == nil, "\(typed)")
        }
        #expect(InviteCode("abcd-efgh")?.value == "ABCDEFGH")
        #expect(InviteCode(" 2345 6789 ")?.value == "23456789")
    }

    @Test("a lost key: the new device asks, the partner wraps the pair key to it, and the new device can open it", arguments: TestDatabases.backends)
    func rekey(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let couple = try await harness.pair()
            let newKey = Curve25519.KeyAgreement.PrivateKey()
            let asked = try await harness.client(token: couple.b.token).requestRekey(body: .json(.init(publicKey: newKey.publicKey.rawRepresentation.base64EncodedString())))
                .accepted.body.json
            #expect(asked.rekey?.requestedBy == .me)
            let seen = try await harness.client(token: couple.a.token).getPair().ok.body.json
            #expect(seen.rekey?.requestedBy == .partner)
            #expect(seen.rekey?.publicKey == newKey.publicKey.rawRepresentation.base64EncodedString())
            // Ada's app wraps the pair key to Ben's new key.
            let wrapKey = try couple.a.key.sharedSecretFromKeyAgreement(with: newKey.publicKey)
                .hkdfDerivedSymmetricKey(using: SHA256.self, salt: Data(couple.pairID.utf8), sharedInfo: Data("greenhouse.couples/wrap/v1".utf8), outputByteCount: 32)
            let wrapped = try ChaChaPoly.seal(couple.pairKey.withUnsafeBytes { Data($0) }, using: wrapKey).combined.base64EncodedString()
            // An approval of another key than the pending one is refused.
            let other = Curve25519.KeyAgreement.PrivateKey().publicKey.rawRepresentation.base64EncodedString()
            let wrong = try await harness.client(token: couple.a.token).approveRekey(body: .json(.init(publicKey: other, wrappedKey: wrapped)))
            #expect(failure(wrong)?.type == "urn:greenhouse:problem:rekey-changed")
            _ = try await harness.client(token: couple.a.token)
                .approveRekey(body: .json(.init(publicKey: newKey.publicKey.rawRepresentation.base64EncodedString(), wrappedKey: wrapped))).ok
            let mine = try await harness.client(token: couple.b.token).getPair().ok.body.json
            #expect(mine.keys.myKey == newKey.publicKey.rawRepresentation.base64EncodedString())
            #expect(mine.rekey == nil)
            let unwrapKey = try newKey.sharedSecretFromKeyAgreement(with: .init(rawRepresentation: Data(base64Encoded: try #require(mine.keys.wrappedBy))!))
                .hkdfDerivedSymmetricKey(using: SHA256.self, salt: Data(couple.pairID.utf8), sharedInfo: Data("greenhouse.couples/wrap/v1".utf8), outputByteCount: 32)
            let opened = try ChaChaPoly.open(.init(combined: Data(base64Encoded: try #require(mine.keys.wrappedKey))!), using: unwrapKey)
            #expect(opened == couple.pairKey.withUnsafeBytes { Data($0) })
        }
    }
}

import Crypto
