import CalyxAPI
import Foundation
import HTTPTypes
import NIOCore
import HummingbirdTesting
import ServerKit
import ServerKitTestSupport
import Testing

/// Who may read and change what: anonymous callers, another user and the owner against every
/// collection and profile endpoint. Private things answer 404 to everyone but their owner, as if they
/// did not exist; public collections answer 403 to changes by anyone but their owner.
@Suite("Calyx access control")
struct AccessControlTests {
    enum Caller: String, CaseIterable { case anonymous, other, owner }

    struct Case {
        let method: HTTPRequest.Method
        let path: String
        let body: String?
        /// Expected status for anonymous, other, owner.
        let expected: [Caller: Int]
    }

    @Test("anonymous / other user / owner × every collection and profile endpoint", arguments: TestDatabases.backends)
    func table(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let ownerSession = try await calyx.signInWithApple(subject: "owner-1", email: "owner@example.com", displayName: "Olive")
            let ownerID = ownerSession.user.id
            let owner = calyx.client(token: ownerSession.accessToken)
            let other = try await calyx.devSignIn("mallory").accessToken
            let flowers = try await calyx.client().searchFlowers(query: .init(limit: 3)).ok.body.json.items.map(\.id)

            let open = try await owner.createCollection(body: .json(.init(name: "Open", isPublic: true, coverFlowerId: flowers[0]))).created.body.json.id
            let closed = try await owner.createCollection(body: .json(.init(name: "Closed", isPublic: false, coverFlowerId: flowers[1]))).created.body.json.id
            let spare = try await owner.createCollection(body: .json(.init(name: "Spare", isPublic: false))).created.body.json.id
            let savedID = try await owner.listSaved().ok.body.json.items[0].id
            _ = try await owner.likeFlower(path: .init(flowerId: flowers[2])).ok
            _ = try await owner.getFlower(path: .init(flowerId: flowers[2]), query: .init(query: "something")).ok
            let historyID = try await owner.listHistory().ok.body.json.items[0].id
            _ = try await owner.updatePrivacy(body: .json(.init(cataloguePublic: false))).ok

            let move = #"{"flowerIds":["\#(flowers[1])"],"toCollectionId":"\#(spare)"}"#
            let read: [Caller: Int] = [.anonymous: 200, .other: 200, .owner: 200]
            let ownerOnlyHidden: [Caller: Int] = [.anonymous: 401, .other: 404, .owner: 200]
            let ownerOnlyVisible: [Caller: Int] = [.anonymous: 401, .other: 403, .owner: 200]
            let signedIn: [Caller: Int] = [.anonymous: 401, .other: 200, .owner: 200]
            let cases: [Case] = [
                Case(method: .get, path: "/collections/\(open)", body: nil, expected: read),
                Case(method: .get, path: "/collections/\(closed)", body: nil, expected: [.anonymous: 404, .other: 404, .owner: 200]),
                Case(method: .put, path: "/collections/\(open)", body: #"{"description":"x"}"#, expected: ownerOnlyVisible),
                Case(method: .put, path: "/collections/\(closed)", body: #"{"description":"x"}"#, expected: ownerOnlyHidden),
                Case(method: .post, path: "/collections/\(open)/flowers", body: #"{"flowerIds":["\#(flowers[2])"]}"#, expected: ownerOnlyVisible),
                Case(method: .post, path: "/collections/\(closed)/flowers", body: #"{"flowerIds":["\#(flowers[2])"]}"#, expected: ownerOnlyHidden),
                Case(method: .post, path: "/collections/\(open)/flowers/remove", body: #"{"flowerIds":["\#(flowers[2])"]}"#, expected: ownerOnlyVisible),
                Case(method: .put, path: "/collections/\(closed)/order", body: #"{"flowerIds":["\#(flowers[1])","\#(flowers[2])"]}"#, expected: ownerOnlyHidden),
                Case(method: .post, path: "/collections/\(closed)/flowers/move", body: move, expected: ownerOnlyHidden),
                Case(method: .delete, path: "/collections/\(open)", body: nil, expected: [.anonymous: 401, .other: 403, .owner: 204]),
                Case(method: .delete, path: "/collections/\(closed)", body: nil, expected: [.anonymous: 401, .other: 404, .owner: 204]),
                Case(method: .get, path: "/users/\(ownerID)/collections", body: nil, expected: read),
                Case(method: .get, path: "/users/\(ownerID)/catalogue", body: nil, expected: [.anonymous: 404, .other: 404, .owner: 200]),
                Case(method: .get, path: "/users/\(ownerID)/favorites", body: nil, expected: read),
                Case(method: .get, path: "/users/\(UUID())/favorites", body: nil, expected: [.anonymous: 404, .other: 404, .owner: 404]),
                Case(method: .get, path: "/collections", body: nil, expected: signedIn),
                Case(method: .post, path: "/collections", body: #"{"name":"Mine"}"#, expected: [.anonymous: 401, .other: 201, .owner: 201]),
                Case(method: .get, path: "/saved", body: nil, expected: signedIn),
                Case(method: .put, path: "/saved/\(savedID)", body: #"{"notes":"x"}"#, expected: ownerOnlyHidden),
                Case(method: .get, path: "/history", body: nil, expected: signedIn),
                Case(method: .delete, path: "/history/\(historyID)", body: nil, expected: [.anonymous: 401, .other: 404, .owner: 204]),
                Case(method: .get, path: "/user/profile", body: nil, expected: signedIn),
                Case(method: .put, path: "/user/profile", body: #"{"about":"Grows roses."}"#, expected: signedIn),
                Case(method: .get, path: "/user/providers", body: nil, expected: signedIn),
                Case(method: .get, path: "/user/stats", body: nil, expected: signedIn),
                Case(method: .get, path: "/user/settings", body: nil, expected: signedIn),
                Case(method: .put, path: "/user/privacy", body: #"{"followerListsPublic":true}"#, expected: signedIn),
                Case(method: .put, path: "/user/preferences", body: #"{"defaultView":"list"}"#, expected: signedIn),
                Case(method: .delete, path: "/saved/\(savedID)", body: nil, expected: [.anonymous: 401, .other: 404, .owner: 204]),
            ]
            let tokens: [Caller: String?] = [.anonymous: nil, .other: other, .owner: ownerSession.accessToken]
            var bodies: [String] = []
            for test in cases {
                for caller in Caller.allCases {
                    var headers: HTTPFields = [.contentType: "application/json"]
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
            let visible = try await calyx.client(token: other).listUserCollections(path: .init(userId: ownerID)).ok.body.json.items
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
