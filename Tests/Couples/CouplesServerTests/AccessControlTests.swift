import CouplesAPI
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import ServerKit
import ServerKitTestSupport
import Testing

/// Who may read and change what, against every endpoint: nobody signed in, a stranger (in another
/// pair), the partner, the owner of the pair's things, and a person in no pair (who owns the invite).
/// Everything of a pair resolves through the caller's own membership, so a stranger only ever
/// reaches their own pair; the rows that name something (a photo's author, a pair id, an invite
/// code) answer as if it did not exist to those it is not for.
@Suite("Couples access control")
struct AccessControlTests {
    /// In this order for every row; the rows that end something come last.
    enum Caller: String, CaseIterable { case anonymous, stranger, partner, owner, loner }

    struct Case {
        let method: HTTPRequest.Method
        let path: String
        let body: String?
        let contentType: String
        let expected: [Caller: Int]

        init(_ method: HTTPRequest.Method, _ path: String, _ expected: [Caller: Int]) {
            self.init(method, path, nil, expected)
        }

        init(_ method: HTTPRequest.Method, _ path: String, _ body: String?, contentType: String = "application/json", _ expected: [Caller: Int]) {
            self.method = method
            self.path = path
            self.body = body
            self.contentType = contentType
            self.expected = expected
        }
    }

    /// Expected statuses in `Caller` order.
    static func statuses(_ anonymous: Int, _ stranger: Int, _ partner: Int, _ owner: Int, _ loner: Int) -> [Caller: Int] {
        [.anonymous: anonymous, .stranger: stranger, .partner: partner, .owner: owner, .loner: loner]
    }

    @Test("anonymous / stranger / partner / owner / unpaired × every endpoint", arguments: TestDatabases.backends)
    func table(_ backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let couple = try await harness.pair("Ada", "Ben")
            let others = try await harness.pair("Cy", "Di")
            let eve = try await harness.person("Eve")
            let invite = try await harness.client(token: eve.token).createInvite(body: .json(.init(publicKey: eve.publicKey))).created.body.json
            let today = try await harness.client(token: couple.a.token).getToday().ok.body.json.date
            try await harness.doPart(couple, couple.a, answer: "Ada's secret words")
            let answer = try couple.seal("Ben's words", by: couple.b, day: today)
            let photo = try couple.envelope("Ben's photo", by: couple.b, day: today)
            let device = String(repeating: "ab", count: 32)
            let key = eve.publicKey

            let signedIn = Self.statuses(401, 200, 200, 200, 200)
            let paired = Self.statuses(401, 200, 200, 200, 404)
            let cases: [Case] = [
                Case(.post, "/auth/dev", #"{"name":"Zed"}"#, Self.statuses(200, 200, 200, 200, 200)),
                Case(.post, "/auth/apple", #"{"idToken":"not.a.token","nonce":"n-0123456789"}"#, Self.statuses(401, 401, 401, 401, 401)),
                Case(.post, "/auth/refresh", #"{"refreshToken":"nonsense"}"#, Self.statuses(401, 401, 401, 401, 401)),
                Case(.post, "/auth/logout", #"{"refreshToken":"nonsense"}"#, Self.statuses(204, 204, 204, 204, 204)),
                Case(.get, "/me", signedIn),
                Case(.put, "/me/settings", #"{"reminders":false}"#, signedIn),
                Case(.put, "/me/devices/\(device)", #"{"environment":"development"}"#, Self.statuses(401, 204, 204, 204, 204)),
                Case(.delete, "/me/devices/\(device)", Self.statuses(401, 204, 204, 204, 204)),
                Case(.get, "/pair", paired),
                Case(.get, "/pair/invites", signedIn),
                Case(.post, "/pair/invites", #"{"publicKey":"\#(key)"}"#, Self.statuses(401, 409, 409, 409, 201)),
                Case(.get, "/pair/invites/\(invite.code)", signedIn),
                Case(.post, "/pair/join", #"{"code":"\#(invite.code)","publicKey":"\#(key)"}"#, Self.statuses(401, 409, 409, 409, 422)),
                Case(.delete, "/pair/invites/\(invite.code)", Self.statuses(401, 404, 404, 404, 204)),
                Case(.get, "/today", paired),
                Case(.get, "/days", paired),
                Case(.get, "/days/\(today)", paired),
                // Photos are named by whose they are to the caller: Ada's is hers to read, hidden from
                // Ben until both are done, and in nobody else's pair at all.
                Case(.get, "/days/\(today)/photos/me", Self.statuses(401, 404, 404, 200, 404)),
                Case(.get, "/days/\(today)/photos/partner", Self.statuses(401, 404, 404, 404, 404)),
                Case(.get, "/days/\(today)/photos/someone", Self.statuses(401, 400, 400, 400, 400)),
                // Ben's ciphertext is only Ben's to send: the stranger's pair and Ada would store a box
                // they cannot open under their own names (the key and associated data differ).
                Case(.put, "/days/\(today)/entry", #"{"answer":"\#(answer)"}"#, Self.statuses(401, 200, 200, 409, 404)),
                Case(.post, "/days/\(today)/photo?uploadId=\(UUID())", String(decoding: photo, as: UTF8.self), contentType: "application/octet-stream",
                     Self.statuses(401, 200, 200, 409, 404)),
                Case(.get, "/garden", paired),
                Case(.put, "/garden/next", #"{"species":"sunflower"}"#, paired),
                Case(.get, "/species", signedIn),
                Case(.get, "/species/sunflower/art/bloom", Self.statuses(200, 200, 200, 200, 200)),
                Case(.post, "/store/purchases", #"{"signedTransaction":"a.b.c"}"#, Self.statuses(401, 503, 503, 503, 503)),
                Case(.post, "/store/notifications", #"{"signedPayload":"a.b.c"}"#, Self.statuses(503, 503, 503, 503, 503)),
                Case(.post, "/pair/rekey", #"{"publicKey":"\#(key)"}"#, Self.statuses(401, 202, 202, 202, 404)),
                Case(.post, "/pair/rekey/approve", #"{"publicKey":"\#(key)","wrappedKey":"\#(String(repeating: "A", count: 80))"}"#,
                     Self.statuses(401, 409, 200, 200, 404)),
                Case(.delete, "/pair/rekey", Self.statuses(401, 204, 204, 204, 404)),
                // Step one only: a token for the caller's own session, nothing deleted. The second step
                // takes only that session's token (AccountDeletionAPITests).
                Case(.delete, "/me", signedIn),
                Case(.delete, "/pair?pairId=\(couple.pairID)", Self.statuses(401, 422, 204, 422, 422)),
            ]
            let tokens: [Caller: String?] = [
                .anonymous: nil, .stranger: others.a.token, .partner: couple.b.token, .owner: couple.a.token, .loner: eve.token,
            ]
            var seenByOthers: [String] = []
            for test in cases {
                // Each row starts with full sign-in and join rate limits: this table is about access.
                harness.monotonic.advance(by: .seconds(3600))
                for caller in Caller.allCases {
                    var headers: HTTPFields = test.body == nil ? [:] : [.contentType: test.contentType]
                    if let token = tokens[caller]! { headers[.authorization] = "Bearer \(token)" }
                    let response = try await harness.raw.execute(.init(
                        "/couples/v1\(test.path)", method: test.method, headers: headers, body: test.body.map { ByteBuffer(string: $0) }
                    ))
                    #expect(response.status.code == test.expected[caller], "\(caller) \(test.method) \(test.path): \(response.text)")
                    if response.status.code >= 400 { #expect(response.problem != nil, "\(test.path) answers a problem") }
                    if caller == .stranger || caller == .loner || caller == .anonymous { seenByOthers.append(response.text) }
                }
            }
            // Nothing of Ada and Ben's pair reaches anyone outside it.
            let theirs = [couple.pairID, couple.a.id, couple.b.id, #""Ada""#, #""Ben""#]
            let leaks = seenByOthers.filter { text in theirs.contains { text.contains($0) } }
            #expect(leaks.isEmpty, "\(leaks)")
        }
    }
}
