import Foundation
import GifterAPI
@testable import GifterServer
import ServerKit
import ServerKitTestSupport
import Testing

/// What a friend request and an invite link must not give away or give back.
@Suite("Friends: a no looks like nobody, and a removed friend stays removed")
struct FriendPrivacyTests {
    @Test("a declined request stays on the sender's list like one to an address nobody has; the one who declined no longer sees it", arguments: TestDatabases.backends)
    func declineLooksLikeNobody(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let ann = try await harness.member("Ann", email: "ann@example.org")
            let ben = try await harness.member("Ben", email: "ben@example.org")
            let annClient = harness.client(token: ann.token), benClient = harness.client(token: ben.token)
            _ = try await annClient.requestFriend(body: .json(.init(to: "ben@example.org"))).accepted
            _ = try await annClient.requestFriend(body: .json(.init(to: "nobody@example.org"))).accepted
            let request = try #require(try await benClient.listFriends().ok.body.json.incoming.first).id
            _ = try await benClient.deleteFriendRequest(path: .init(requestId: request)).noContent

            // Ann's list: both requests, in the same shape; nothing tells the declined one apart.
            let outgoing = try await annClient.listFriends().ok.body.json.outgoing
            #expect(Set(outgoing.map(\.to)) == ["ben@example.org", "nobody@example.org"])
            // Ben: gone from his list, and it cannot be accepted or declined again.
            #expect(try await benClient.listFriends().ok.body.json.incoming.isEmpty)
            #expect(try await harness.send(.post, "/friends/requests/\(request)/accept", token: ben.token).status == .notFound)
            #expect(try await harness.send(.delete, "/friends/requests/\(request)", token: ben.token).status == .notFound)
            // Asking again keeps the one request and sends Ben nothing new.
            _ = try await annClient.requestFriend(body: .json(.init(to: "ben@example.org"))).accepted
            #expect(try await annClient.listFriends().ok.body.json.outgoing.count == 2)
            #expect(try await benClient.listFriends().ok.body.json.incoming.isEmpty)
            // Ann withdraws it: gone for good.
            _ = try await annClient.deleteFriendRequest(path: .init(requestId: request)).noContent
            #expect(try await annClient.listFriends().ok.body.json.outgoing.map(\.to) == ["nobody@example.org"])
            // Ben changes his mind and asks Ann: a new request, which Ann can accept.
            _ = try await benClient.requestFriend(body: .json(.init(to: "ann@example.org"))).accepted
            let back = try #require(try await annClient.listFriends().ok.body.json.incoming.first).id
            _ = try await annClient.acceptFriendRequest(path: .init(requestId: back)).ok
            #expect(try await annClient.listFriends().ok.body.json.friends.map(\.displayName) == ["Ben"])
        }
    }

    @Test("removing a friend ends both people's invite links: the removed friend cannot come back through one", arguments: TestDatabases.backends)
    func removalEndsLinks(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let ann = try await harness.member("Ann", email: "ann@example.org")
            let ben = try await harness.member("Ben", email: "ben@example.org")
            let cal = try await harness.member("Cal", email: "cal@example.org")
            let annClient = harness.client(token: ann.token), benClient = harness.client(token: ben.token)
            let annLink = try await annClient.createFriendInvite().created.body.json.token
            let benLink = try await benClient.createFriendInvite().created.body.json.token
            _ = try await benClient.acceptFriendInvite(path: .init(token: annLink)).ok
            _ = try await annClient.removeFriend(path: .init(friendId: ben.id)).noContent
            for (link, bearer) in [(annLink, ben.token), (benLink, ann.token)] {
                #expect(try await harness.send(.post, "/friends/invites/\(link)/accept", token: bearer).status == .notFound)
            }
            #expect(try await annClient.listFriends().ok.body.json.friends.isEmpty)
            // Cal, who had Ann's old link, needs a new one; a new link works for anyone.
            #expect(try await harness.send(.post, "/friends/invites/\(annLink)/accept", token: cal.token).status == .notFound)
            let fresh = try await annClient.createFriendInvite().created.body.json.token
            _ = try await harness.client(token: cal.token).acceptFriendInvite(path: .init(token: fresh)).ok
            #expect(try await annClient.listFriends().ok.body.json.friends.map(\.displayName) == ["Cal"])
        }
    }
}
