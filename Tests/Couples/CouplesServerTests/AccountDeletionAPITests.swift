import CouplesAPI
import Foundation
import HTTPTypes
import HummingbirdTesting
import Identity
import ServerKit
import ServerKitTestSupport
import Testing

/// `DELETE /me`: two steps; every refusal is a problem naming what was wrong and deletes nothing; the
/// partner hears that the pair ended, as after an unpair.
@Suite("Couples account deletion (API)")
struct AccountDeletionAPITests {
    static func delete(_ harness: CouplesHarness, token: String?, confirmation: String?) async throws -> TestClient.Response {
        var headers: HTTPFields = [:]
        if let token { headers[.authorization] = "Bearer \(token)" }
        if let confirmation { headers[HTTPField.Name("Confirmation-Token")!] = confirmation }
        return try await harness.raw.execute(.init("/couples/v1/me", method: .delete, headers: headers))
    }

    @Test("refused: no token (401), text that is no token (400), another session's, a tampered or an expired token (422); nothing changes", arguments: TestDatabases.backends)
    func refusals(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let couple = try await harness.pair()
            try await harness.completeToday(couple)
            let ada = couple.a
            let before = try await Self.counts(harness)

            let anonymous = try await Self.delete(harness, token: nil, confirmation: nil)
            #expect(anonymous.status == .unauthorized && anonymous.problem?.type == "urn:greenhouse:problem:unauthorized")
            let forged = try await Self.delete(harness, token: "not-a-token", confirmation: nil)
            #expect(forged.status == .unauthorized && forged.problem != nil)

            // Step one deletes nothing and answers a token for this session, good for 5 minutes.
            let step1 = try await harness.client(token: ada.token).deleteAccount().ok.body.json
            #expect(step1.expiresAt.timeIntervalSince(harness.clock.now()) == AccountDeletionConfirmations.lifetime)
            let otherSession = try await harness.client(token: try await harness.again(ada).token).deleteAccount().ok.body.json.confirmationToken
            let bensToken = try await harness.client(token: couple.b.token).deleteAccount().ok.body.json.confirmationToken
            let refusals: [(confirmation: String, status: HTTPResponse.Status)] = [
                ("not a token", .badRequest),
                (otherSession, .unprocessableContent),
                (bensToken, .unprocessableContent),
                (step1.confirmationToken + "x", .unprocessableContent),
                // An access token is signed by the same key, for another audience.
                (ada.token, .unprocessableContent),
            ]
            for refusal in refusals {
                let refused = try await Self.delete(harness, token: ada.token, confirmation: refusal.confirmation)
                #expect(refused.status == refusal.status, "\(refused.text)")
                #expect(refused.problem?.errors?.map(\.field) == ["Confirmation-Token"], "\(refused.text)")
            }
            // Without a bearer token, a good confirmation is no use either.
            let unsigned = try await Self.delete(harness, token: nil, confirmation: step1.confirmationToken)
            #expect(unsigned.status == .unauthorized && unsigned.problem != nil)

            // The session's own token, once its 5 minutes are over (the access token still works).
            harness.clock.advance(by: AccountDeletionConfirmations.lifetime + 1)
            let expired = try await Self.delete(harness, token: ada.token, confirmation: step1.confirmationToken)
            #expect(expired.status == .unprocessableContent && expired.problem?.errors?.first?.field == "Confirmation-Token")
            #expect(expired.problem?.errors?.first?.detail.contains("expired") == true, "\(expired.text)")

            #expect(try await Self.counts(harness) == before, "a refused deletion changes nothing")
            let me = try await harness.client(token: try await harness.again(ada).token).getMe().ok.body.json
            #expect(me.id == ada.id && me.paired)
        }
    }

    @Test("the document's confirmation header is the shape the server accepts")
    func contract() throws {
        let document = String(decoding: try CouplesAPIDocument.yaml(), as: UTF8.self)
        let header = try #require(document.range(of: "- name: Confirmation-Token"))
        let declaration = document[header.upperBound...].prefix(400)
        #expect(declaration.contains("pattern: '\(AccountDeletionConfirmations.pattern)'"))
        #expect(declaration.contains("required: false"))
    }

    @Test("deleting an account tells the partner's phones that the pair ended, as unpairing does; the leaver's phones hear nothing", arguments: TestDatabases.backends)
    func partnerIsTold(backend: DatabaseBackend) async throws {
        try await NotificationsAPITests.run(backend: backend) { harness, standIn in
            let (adaPhone, benPhone) = (NotificationsAPITests.token(0xA1), NotificationsAPITests.token(0xB2))
            let unpaired = try await harness.pair()
            try await NotificationsAPITests().register(harness, unpaired.a, adaPhone)
            try await NotificationsAPITests().register(harness, unpaired.b, benPhone)
            _ = try await harness.client(token: unpaired.a.token).unpair(query: .init(pairId: unpaired.pairID)).noContent
            #expect(try await NotificationsAPITests().titles(standIn, benPhone, count: 1) == ["Your pair has ended"])

            // They pair again; this time Ada deletes her account.
            let invite = try await harness.client(token: unpaired.a.token).createInvite(body: .json(.init(publicKey: unpaired.a.publicKey))).created.body.json
            _ = try await harness.client(token: unpaired.b.token).joinPair(body: .json(.init(code: invite.code, publicKey: unpaired.b.publicKey))).created
            let token = try await harness.client(token: unpaired.a.token).deleteAccount().ok.body.json.confirmationToken
            _ = try await harness.client(token: unpaired.a.token).deleteAccount(headers: .init(confirmationToken: token)).noContent
            #expect(try await NotificationsAPITests().titles(standIn, benPhone, count: 2) == ["Your pair has ended", "Your pair has ended"])
            let told = try #require(standIn.requests.last { $0.deviceToken == benPhone })
            let body = String(decoding: told.body, as: UTF8.self)
            #expect(body.contains("Ada left your pair") && !body.contains("\"day\""))
            #expect(NotificationsAPITests().titles(standIn, adaPhone).isEmpty)
            let devices = try await harness.withDatabase { try await $0.sql.raw("SELECT token FROM push_devices").all(decodingColumn: "token", as: String.self) }
            #expect(devices == [benPhone])
        }
    }

    /// How many rows each of the game's tables holds.
    static func counts(_ harness: CouplesHarness) async throws -> [String: Int] {
        try await harness.withDatabase { database in
            var counts: [String: Int] = [:]
            for table in ["users", "identities", "session_families", "people", "pairs", "pair_members", "entries", "flowers", "invites", "push_devices"] {
                counts[table] = try await database.sql.raw("SELECT COUNT(*) AS n FROM \(ident: table)").first()?.decode(column: "n", as: Int.self)
            }
            counts["session_families"] = nil  // every sign-in adds one; a refusal must not remove any
            return counts
        }
    }
}
