import Foundation
import GifterAPI
import HTTPTypes
import HummingbirdTesting
import NIOCore
import ServerKit
import ServerKitTestSupport
import Testing

/// Who may read and change what, against every endpoint: nobody signed in, someone else, a friend of
/// the owner, and the owner. Everything of a person resolves through the caller: someone's profiles,
/// occasions, lists and plans answer as if they did not exist to anyone else; a friend reaches only a
/// friend's taste, wishlist and claims.
@Suite("Gifter access control")
struct AccessControlTests {
    enum Caller: String, CaseIterable { case anonymous, other, friend, owner }

    struct Case {
        let method: HTTPRequest.Method
        let path: String
        let body: String?
        let expected: [Int]

        init(_ method: HTTPRequest.Method, _ path: String, _ expected: [Int]) {
            self.init(method, path, nil, expected)
        }

        init(_ method: HTTPRequest.Method, _ path: String, _ body: String?, _ expected: [Int]) {
            self.method = method
            self.path = path
            self.body = body
            self.expected = expected
        }
    }

    @Test("anonymous / other / friend / owner × every endpoint", arguments: TestDatabases.backends)
    func table(_ backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let ben = try await harness.member("Ben", email: "ben@example.org")
            let mia = try await harness.member("Mia", email: "mia@example.org")
            let dan = try await harness.member("Dan", email: "dan@example.org")
            try await harness.befriend(mia, ben, email: "ben@example.org")
            let owner = harness.client(token: ben.token)
            let profile = try await owner.createProfile(body: .json(.init(name: "Papa Secret", relationship: .father, threeWords: "orchid grower"))).created.body.json
            let occasion = try await owner.createOccasion(body: .json(.init(person: profile.person!, kind: .birthday, title: "Papa’s hidden party", date: "1955-06-01"))).created.body.json
            let list = try await owner.createWishlist(body: .json(.init(name: "Secret list"))).created.body.json
            _ = try await owner.saveToWishlist(path: .init(productId: "lambswool-throw"), body: .json(.init(wishlistId: list.id))).ok
            _ = try await owner.saveIdea(path: .init(person: profile.person!, productId: "garden-kneeler-seat"), body: .json(.init())).ok
            _ = try await owner.requestFriend(body: .json(.init(to: "zed@example.org"))).accepted
            let request = try await owner.listFriends().ok.body.json.outgoing[0].id
            let invite = try await owner.createFriendInvite().created.body.json.token
            let device = String(repeating: "ab", count: 32)
            let tokens: [Caller: String?] = [.anonymous: nil, .other: dan.token, .friend: mia.token, .owner: ben.token]

            let signedIn = [401, 200, 200, 200]
            let owners = [401, 404, 404, 200]
            let ownersEnd = [401, 404, 404, 204]
            let person = profile.person!
            let cases: [Case] = [
                Case(.post, "/auth/signup", #"{"email":"new@example.org","password":"short","name":"New"}"#, [422, 422, 422, 422]),
                Case(.post, "/auth/login", #"{"email":"ben@example.org","password":"wrong password"}"#, [401, 401, 401, 401]),
                Case(.post, "/auth/dev", #"{"name":"Tester"}"#, [200, 200, 200, 200]),
                Case(.post, "/auth/refresh", #"{"refreshToken":"nonsense"}"#, [401, 401, 401, 401]),
                Case(.post, "/auth/logout", #"{"refreshToken":"nonsense"}"#, [204, 204, 204, 204]),
                Case(.post, "/auth/password-reset", #"{"email":"ben@example.org"}"#, [202, 202, 202, 202]),
                Case(.post, "/auth/password-reset/complete", #"{"token":"nonsense","password":"new password 1"}"#, [410, 410, 410, 410]),
                Case(.get, "/user", signedIn),
                Case(.patch, "/user", #"{"timeZone":"Europe/Paris"}"#, signedIn),
                Case(.put, "/user/password", #"{"currentPassword":"wrong one","newPassword":"new password 1"}"#, [401, 422, 422, 422]),
                Case(.put, "/user/devices/\(device)", #"{"environment":"development"}"#, [401, 204, 204, 204]),
                Case(.delete, "/user/devices/\(device)", [401, 204, 204, 204]),
                Case(.get, "/taste/quiz?mode=nonUser", signedIn),
                Case(.get, "/taste", signedIn),
                Case(.put, "/taste/answers", #"{"answers":[{"questionId":"deep-cup","optionIds":["deep-cup.tea"]}]}"#, signedIn),
                Case(.get, "/profiles", signedIn),
                Case(.post, "/profiles", #"{"name":"Aunt","relationship":"other"}"#, [401, 201, 201, 201]),
                Case(.get, "/profiles/\(profile.id)", owners),
                Case(.patch, "/profiles/\(profile.id)", #"{"threeWords":"tea"}"#, owners),
                Case(.put, "/profiles/\(profile.id)/answers", #"{"answers":[{"questionId":"them-cup","optionIds":["them-cup.tea"]}]}"#, owners),
                Case(.get, "/friends", signedIn),
                Case(.post, "/friends/requests", #"{"to":"someone@example.org"}"#, [401, 202, 202, 202]),
                Case(.post, "/friends/requests/\(request)/accept", [401, 404, 404, 404]),
                Case(.get, "/friends/\(ben.id)", [401, 404, 200, 404]),
                Case(.put, "/friends/\(ben.id)/claims/lambswool-throw", [401, 404, 204, 404]),
                Case(.delete, "/friends/\(ben.id)/claims/lambswool-throw", [401, 404, 204, 404]),
                Case(.get, "/occasions", signedIn),
                Case(.post, "/occasions", #"{"person":"\#(person)","kind":"birthday","date":"1955-06-01"}"#, [401, 422, 422, 201]),
                Case(.get, "/occasions/\(occasion.id)", owners),
                Case(.patch, "/occasions/\(occasion.id)", #"{"kind":"holiday"}"#, owners),
                Case(.get, "/products/lambswool-throw", signedIn),
                Case(.get, "/products/lambswool-throw?for=\(person)", owners),
                Case(.get, "/collections", [200, 200, 200, 200]),
                Case(.get, "/collections/slow-morning-ritualist", [200, 200, 200, 200]),
                Case(.get, "/recommendations", signedIn),
                Case(.get, "/recommendations?for=\(person)", owners),
                Case(.get, "/recommendations?for=friend:\(ben.id)", [401, 404, 200, 404]),
                Case(.get, "/recommendations?for=\(person)&occasion=\(occasion.id)", owners),
                Case(.get, "/home", signedIn),
                Case(.get, "/wishlists", signedIn),
                Case(.post, "/wishlists", #"{"name":"Books"}"#, [401, 201, 201, 201]),
                Case(.patch, "/wishlists/\(list.id)", #"{"name":"Renamed"}"#, owners),
                Case(.put, "/wishlist/items/stoneware-pour-over-set", #"{"wishlistId":"\#(list.id)"}"#, [401, 422, 422, 200]),
                Case(.delete, "/wishlist/items/stoneware-pour-over-set", [401, 204, 204, 204]),
                Case(.get, "/plans", signedIn),
                Case(.get, "/plans/\(person)", owners),
                Case(.put, "/plans/\(person)/ideas/lambswool-throw", "{}", owners),
                Case(.delete, "/plans/\(person)/ideas/lambswool-throw", ownersEnd),
                Case(.post, "/friends/invites", [401, 201, 201, 201]),
                // Anyone signed in who has the link may see whose it is.
                Case(.get, "/friends/invites/\(invite)", signedIn),
                // What ends something, last.
                Case(.delete, "/wishlists/\(list.id)", ownersEnd),
                Case(.delete, "/occasions/\(occasion.id)", ownersEnd),
                Case(.delete, "/friends/requests/\(request)", ownersEnd),
                Case(.delete, "/profiles/\(profile.id)", ownersEnd),
                // Anyone with the link becomes Ben's friend (Mia already is); Ben cannot befriend himself.
                Case(.post, "/friends/invites/\(invite)/accept", [401, 200, 200, 422]),
                Case(.delete, "/friends/\(mia.id)", [401, 404, 404, 204]),
                Case(.delete, "/user/account", [401, 204, 204, 204]),
            ]
            // Every operation of the document has a row (two rows differ only in their query).
            #expect(Set(cases.map { "\($0.method) \($0.path.split(separator: "?")[0])" }).count == 53)
            var seenByOthers: [String] = []
            for test in cases {
                // Each row starts with full rate limits: this table is about access.
                harness.monotonic.advance(by: .seconds(3600))
                for (index, caller) in Caller.allCases.enumerated() {
                    var headers: HTTPFields = test.body == nil ? [:] : [.contentType: "application/json"]
                    if let token = tokens[caller]! { headers[.authorization] = "Bearer \(token)" }
                    let response = try await harness.raw.execute(.init(
                        "/gifter/v1\(test.path)", method: test.method, headers: headers, body: test.body.map { ByteBuffer(string: $0) }
                    ))
                    #expect(response.status.code == test.expected[index], "\(caller) \(test.method) \(test.path): \(response.text)")
                    if response.status.code >= 400 { #expect(response.problem != nil, "\(test.path) answers a problem") }
                    // A problem's `instance` echoes the path the caller sent: not something it learned.
                    if caller != .owner { seenByOthers.append(response.text.replacing(/"instance"\s*:\s*"[^"]*"/, with: "")) }
                }
            }
            // Nothing of Ben's own keeping reaches anyone else.
            let bens = [profile.id, "Papa Secret", "orchid grower", occasion.id, "hidden party", list.id, "Secret list", "zed@example.org"]
            let leaks = seenByOthers.filter { text in bens.contains { text.contains($0) } }
            #expect(leaks.isEmpty, "\(leaks)")
        }
    }
}
