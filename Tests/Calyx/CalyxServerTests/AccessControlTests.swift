import CalyxAPI
import Foundation
import HTTPTypes
import NIOCore
import HummingbirdTesting
import ServerKit
import ServerKitTestSupport
import Testing

/// Who may read and change what: anonymous callers, another user, a person the owner blocked, a
/// moderator and the owner against every endpoint that reads or changes someone's things. Private
/// things answer 404 to everyone but their owner, as if they did not exist, and so does everything of
/// the owner's to the person they blocked; public collections answer 403 to changes by anyone else.
@Suite("Calyx access control")
struct AccessControlTests {
    /// In this order for every row: the owner goes last, so a row that deletes something checks
    /// everyone else first.
    enum Caller: String, CaseIterable { case anonymous, other, blocked, moderator, owner }

    struct Case {
        let method: HTTPRequest.Method
        let path: String
        let body: String?
        let expected: [Caller: Int]
        var headers: HTTPFields = [:]
    }

    /// Expected statuses by caller, in `Caller` order.
    static func statuses(_ anonymous: Int, _ other: Int, _ blocked: Int, _ moderator: Int, _ owner: Int) -> [Caller: Int] {
        [.anonymous: anonymous, .other: other, .blocked: blocked, .moderator: moderator, .owner: owner]
    }

    @Test("anonymous / other / blocked / moderator / owner × every endpoint of people's things", arguments: TestDatabases.backends)
    func table(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let ownerSession = try await calyx.signInWithApple(subject: "owner-1", email: "owner@example.com", displayName: "Olive")
            let ownerID = ownerSession.user.id
            let owner = calyx.client(token: ownerSession.accessToken)
            _ = try await owner.setUsername(body: .json(.init(username: "OliveOwner"))).ok
            let other = try await calyx.devSignIn("mallory")
            let blocked = try await calyx.devSignIn("blocked")
            let moderator = try await calyx.signInModerator()
            let flowers = try await calyx.client().searchFlowers(query: .init(limit: 3)).ok.body.json.items.map(\.id)

            let open = try await owner.createCollection(body: .json(.init(name: "Open", isPublic: true, coverFlowerId: flowers[0]))).created.body.json.id
            let closed = try await owner.createCollection(body: .json(.init(name: "Closed", isPublic: false, coverFlowerId: flowers[1]))).created.body.json.id
            let spare = try await owner.createCollection(body: .json(.init(name: "Spare", isPublic: false))).created.body.json.id
            let savedID = try await owner.listSaved().ok.body.json.items[0].id
            _ = try await owner.likeFlower(path: .init(flowerId: flowers[2])).ok
            _ = try await owner.getFlower(path: .init(flowerId: flowers[2]), query: .init(query: "something")).ok
            let historyID = try await owner.listHistory().ok.body.json.items[0].id
            _ = try await owner.updatePrivacy(body: .json(.init(cataloguePublic: false))).ok
            let comment = try await owner.postComment(path: .init(flowerId: flowers[2]), body: .json(.init(text: "Owner's tip"))).created.body.json.id
            _ = try await owner.blockUser(path: .init(userId: blocked.user.id)).ok
            _ = try await calyx.client(token: moderator.accessToken).followUser(path: .init(userId: ownerID)).ok
            let notification = try await owner.listNotifications(query: .init()).ok.body.json.items[0].id
            let unsubscribe = try calyx.unsubscribeToken(for: ownerID)
            let phone = String(repeating: "0f", count: 32)
            // A deletion confirmation the owner got on another device: it works for nobody here.
            let ownerElsewhere = try await calyx.signInWithApple(subject: "owner-1", email: "owner@example.com")
            let confirmation = try await calyx.client(token: ownerElsewhere.accessToken).deleteAccount().ok.body.json.confirmationToken

            let move = #"{"flowerIds":["\#(flowers[1])"],"toCollectionId":"\#(spare)"}"#
            let read = Self.statuses(200, 200, 404, 200, 200)
            let hidden = Self.statuses(401, 404, 404, 404, 200)
            let ownerChanges = Self.statuses(401, 403, 404, 403, 200)
            let signedIn = Self.statuses(401, 200, 200, 200, 200)
            let notOnYourOwn = Self.statuses(401, 200, 404, 200, 422)
            let cases: [Case] = [
                // Notifications: only one's own; the unsubscribe link is the token's, whoever posts it.
                Case(method: .get, path: "/user/notifications", body: nil, expected: signedIn),
                Case(method: .put, path: "/user/notifications/\(notification)/read", body: nil, expected: Self.statuses(401, 404, 404, 404, 200)),
                Case(method: .put, path: "/user/notifications/read-all", body: nil, expected: signedIn),
                Case(method: .post, path: "/user/devices", body: #"{"token":"\#(phone)","environment":"development"}"#, expected: Self.statuses(401, 204, 204, 204, 204)),
                Case(method: .delete, path: "/user/devices/\(phone)", body: nil, expected: Self.statuses(401, 204, 204, 204, 204)),
                Case(method: .post, path: "/email/unsubscribe?token=\(unsubscribe.dropLast())\(unsubscribe.hasSuffix("A") ? "B" : "A")", body: nil, expected: Self.statuses(403, 403, 403, 403, 403)),
                Case(method: .post, path: "/email/unsubscribe?token=\(unsubscribe)", body: nil, expected: Self.statuses(200, 200, 200, 200, 200)),
                // Collections
                Case(method: .get, path: "/collections/\(open)", body: nil, expected: read),
                Case(method: .get, path: "/collections/\(closed)", body: nil, expected: Self.statuses(404, 404, 404, 404, 200)),
                Case(method: .get, path: "/collections/\(open)/export.pdf", body: nil, expected: read),
                Case(method: .get, path: "/collections/\(closed)/export.pdf", body: nil, expected: Self.statuses(404, 404, 404, 404, 200)),
                Case(method: .put, path: "/collections/\(open)", body: #"{"description":"x"}"#, expected: ownerChanges),
                Case(method: .put, path: "/collections/\(closed)", body: #"{"description":"x"}"#, expected: hidden),
                Case(method: .post, path: "/collections/\(open)/flowers", body: #"{"flowerIds":["\#(flowers[2])"]}"#, expected: ownerChanges),
                Case(method: .post, path: "/collections/\(closed)/flowers", body: #"{"flowerIds":["\#(flowers[2])"]}"#, expected: hidden),
                Case(method: .post, path: "/collections/\(open)/flowers/remove", body: #"{"flowerIds":["\#(flowers[2])"]}"#, expected: ownerChanges),
                Case(method: .put, path: "/collections/\(closed)/order", body: #"{"flowerIds":["\#(flowers[1])","\#(flowers[2])"]}"#, expected: hidden),
                Case(method: .post, path: "/collections/\(closed)/flowers/move", body: move, expected: hidden),
                Case(method: .post, path: "/collections/\(open)/like", body: nil, expected: notOnYourOwn),
                Case(method: .delete, path: "/collections/\(open)/like", body: nil, expected: notOnYourOwn),
                Case(method: .post, path: "/collections/\(closed)/like", body: nil, expected: Self.statuses(401, 404, 404, 404, 422)),
                Case(method: .post, path: "/collections/\(open)/save", body: nil, expected: notOnYourOwn),
                Case(method: .delete, path: "/collections/\(open)/save", body: nil, expected: notOnYourOwn),
                Case(method: .post, path: "/collections/\(closed)/save", body: nil, expected: Self.statuses(401, 404, 404, 404, 422)),
                Case(method: .get, path: "/collections/\(open)/likes", body: nil, expected: read),
                Case(method: .get, path: "/collections/\(closed)/likes", body: nil, expected: Self.statuses(404, 404, 404, 404, 200)),
                Case(method: .post, path: "/collections/\(open)/copy", body: nil, expected: Self.statuses(401, 201, 404, 201, 201)),
                Case(method: .post, path: "/collections/\(closed)/copy", body: #"{"name":"Mine too"}"#, expected: Self.statuses(401, 404, 404, 404, 201)),
                Case(method: .get, path: "/collections/discover", body: nil, expected: Self.statuses(200, 200, 200, 200, 200)),
                // Feed: one's own; trending, Explore and search are anyone's (what a block hides is in FeedAPITests).
                Case(method: .get, path: "/flowers/feed", body: nil, expected: signedIn),
                Case(method: .get, path: "/flowers/trending?window=week", body: nil, expected: Self.statuses(200, 200, 200, 200, 200)),
                Case(method: .get, path: "/explore", body: nil, expected: Self.statuses(200, 200, 200, 200, 200)),
                Case(method: .get, path: "/users/search?query=olive", body: nil, expected: Self.statuses(200, 200, 200, 200, 200)),
                Case(method: .get, path: "/collections/search?query=open", body: nil, expected: Self.statuses(200, 200, 200, 200, 200)),
                Case(method: .get, path: "/user/saved-collections", body: nil, expected: signedIn),
                // Only one's own collections, each exactly once: the owner's ids are nobody else's order.
                Case(method: .put, path: "/user/collections/order", body: #"{"collectionIds":["\#(open)"]}"#, expected: Self.statuses(401, 422, 422, 422, 422)),
                Case(method: .get, path: "/users/\(ownerID)/collections", body: nil, expected: read),
                Case(method: .get, path: "/users/\(ownerID)/catalogue", body: nil, expected: Self.statuses(404, 404, 404, 404, 200)),
                Case(method: .get, path: "/users/\(ownerID)/favorites", body: nil, expected: read),
                Case(method: .get, path: "/users/\(UUID())/favorites", body: nil, expected: Self.statuses(404, 404, 404, 404, 404)),
                Case(method: .get, path: "/collections", body: nil, expected: signedIn),
                Case(method: .post, path: "/collections", body: #"{"name":"Mine"}"#, expected: Self.statuses(401, 201, 201, 201, 201)),
                Case(method: .delete, path: "/collections/\(open)", body: nil, expected: Self.statuses(401, 403, 404, 403, 204)),
                Case(method: .delete, path: "/collections/\(closed)", body: nil, expected: Self.statuses(401, 404, 404, 404, 204)),
                // Saved flowers, history, account
                Case(method: .get, path: "/saved", body: nil, expected: signedIn),
                Case(method: .put, path: "/saved/\(savedID)", body: #"{"notes":"x"}"#, expected: hidden),
                Case(method: .get, path: "/history", body: nil, expected: signedIn),
                Case(method: .delete, path: "/history/\(historyID)", body: nil, expected: Self.statuses(401, 404, 404, 404, 204)),
                Case(method: .get, path: "/user/profile", body: nil, expected: signedIn),
                Case(method: .put, path: "/user/profile", body: #"{"about":"Grows roses."}"#, expected: signedIn),
                Case(method: .get, path: "/user/providers", body: nil, expected: signedIn),
                Case(method: .get, path: "/user/stats", body: nil, expected: signedIn),
                Case(method: .get, path: "/user/settings", body: nil, expected: signedIn),
                Case(method: .put, path: "/user/privacy", body: #"{"followerListsPublic":true}"#, expected: signedIn),
                Case(method: .put, path: "/user/preferences", body: #"{"defaultView":"list"}"#, expected: signedIn),
                Case(method: .delete, path: "/saved/\(savedID)", body: nil, expected: Self.statuses(401, 404, 404, 404, 204)),
                // Leaving: each caller's own export (once an hour), and a confirmation token for each (nothing deleted).
                Case(method: .get, path: "/user/export", body: nil, expected: signedIn),
                Case(method: .delete, path: "/user/account", body: nil, expected: signedIn),
                Case(
                    method: .delete, path: "/user/account", body: nil, expected: Self.statuses(401, 422, 422, 422, 422),
                    headers: [HTTPField.Name("Confirmation-Token")!: confirmation]
                ),
                // People
                Case(method: .get, path: "/users/\(ownerID)/profile", body: nil, expected: read),
                Case(method: .get, path: "/users/username/oliveowner", body: nil, expected: read),
                Case(method: .get, path: "/users/\(ownerID)/followers", body: nil, expected: read),
                Case(method: .get, path: "/users/\(ownerID)/following", body: nil, expected: read),
                Case(method: .post, path: "/users/\(ownerID)/follow", body: nil, expected: notOnYourOwn),
                Case(method: .delete, path: "/users/\(ownerID)/follow", body: nil, expected: notOnYourOwn),
                Case(method: .post, path: "/users/\(ownerID)/mute", body: nil, expected: Self.statuses(401, 200, 200, 200, 422)),
                Case(method: .delete, path: "/users/\(ownerID)/mute", body: nil, expected: Self.statuses(401, 200, 200, 200, 422)),
                Case(method: .get, path: "/user/muted", body: nil, expected: signedIn),
                Case(method: .get, path: "/user/blocked", body: nil, expected: signedIn),
                // Comments (blocking the owner back is allowed, and undone on the next row)
                Case(method: .get, path: "/flowers/\(flowers[2])/comments", body: nil, expected: Self.statuses(200, 200, 200, 200, 200)),
                Case(method: .get, path: "/comments/\(comment)/replies", body: nil, expected: read),
                Case(method: .post, path: "/flowers/\(flowers[2])/comments", body: #"{"text":"Hello"}"#, expected: Self.statuses(401, 201, 201, 201, 201)),
                Case(method: .post, path: "/flowers/\(flowers[2])/comments", body: #"{"text":"Hi","parentId":"\#(comment)"}"#, expected: Self.statuses(401, 201, 404, 201, 201)),
                Case(method: .put, path: "/comments/\(comment)", body: #"{"text":"Edited"}"#, expected: Self.statuses(401, 403, 404, 403, 200)),
                Case(method: .post, path: "/comments/\(comment)/upvote", body: nil, expected: notOnYourOwn),
                Case(method: .delete, path: "/comments/\(comment)/upvote", body: nil, expected: notOnYourOwn),
                Case(method: .post, path: "/comments/\(comment)/downvote", body: nil, expected: notOnYourOwn),
                Case(method: .delete, path: "/comments/\(comment)/downvote", body: nil, expected: notOnYourOwn),
                Case(method: .post, path: "/comments/\(comment)/report", body: #"{"reason":"other"}"#, expected: Self.statuses(401, 204, 404, 204, 422)),
                Case(method: .get, path: "/admin/moderation", body: nil, expected: Self.statuses(404, 404, 404, 200, 404)),
                Case(method: .post, path: "/admin/moderation/\(comment)", body: #"{"action":"approve"}"#, expected: Self.statuses(404, 404, 404, 200, 404)),
                Case(method: .delete, path: "/comments/\(comment)", body: nil, expected: Self.statuses(401, 403, 404, 403, 204)),
                Case(method: .post, path: "/users/\(ownerID)/block", body: nil, expected: Self.statuses(401, 200, 200, 200, 422)),
                Case(method: .delete, path: "/users/\(ownerID)/block", body: nil, expected: Self.statuses(401, 200, 200, 200, 422)),
            ]
            let tokens: [Caller: String?] = [
                .anonymous: nil, .other: other.accessToken, .blocked: blocked.accessToken, .moderator: moderator.accessToken,
                .owner: ownerSession.accessToken,
            ]
            var bodies: [String] = []
            for test in cases {
                for caller in Caller.allCases {
                    var headers: HTTPFields = [.contentType: "application/json"]
                    headers.append(contentsOf: test.headers)
                    if let token = tokens[caller]! { headers[.authorization] = "Bearer \(token)" }
                    let response = try await calyx.raw.execute(.init(
                        "/calyx/v1\(test.path)", method: test.method, headers: headers, body: test.body.map { ByteBuffer(string: $0) }
                    ))
                    #expect(response.status.code == test.expected[caller], "\(caller) \(test.method) \(test.path): \(response.text)")
                    if response.status.code >= 400 { #expect(response.problem != nil, "\(test.path) answers a problem") }
                    if caller != .owner { bodies.append(response.text) }
                }
            }
            // The owner's email appears in nothing anyone else is sent.
            #expect(!bodies.contains { $0.contains("owner@example.com") })

            // Others see only public collections; the catalogue opens when made public.
            _ = try await owner.createCollection(body: .json(.init(name: "Hidden", isPublic: false))).created
            let visible = try await calyx.client(token: other.accessToken).listUserCollections(path: .init(userId: ownerID)).ok.body.json.items
            #expect(visible.allSatisfy { $0.isPublic })
            let own = try await owner.listUserCollections(path: .init(userId: ownerID)).ok.body.json.items
            #expect(own.contains { !$0.isPublic })
            _ = try await owner.updatePrivacy(body: .json(.init(cataloguePublic: true))).ok
            let catalogue = try await calyx.client().getUserCatalogue(path: .init(userId: ownerID)).ok.body.json.items
            #expect(!catalogue.isEmpty)
            // A token that is sent must be valid, even where anonymous callers are welcome.
            let bad = try await calyx.raw.get("/calyx/v1/flowers/search?query=rose", headers: [.authorization: "Bearer nonsense"])
            #expect(bad.status == .unauthorized)
        }
    }
}
