import Crypto
import Foundation
import GifterAPI
@testable import GifterServer
import HTTPTypes
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("Friends: requests and invite links")
struct FriendsServerTests {
    /// Gives `person` a username (Gifter has no screen for one yet; accounts made elsewhere may have one).
    static func setUsername(_ name: String, of person: GifterHarness.Person, _ harness: GifterHarness) async throws {
        try await harness.withDatabase { database in
            try await database.sql.raw("UPDATE users SET username = \(bind: name), username_key = \(bind: name.lowercased()) WHERE id = \(bind: UUID(uuidString: person.id)!)").run()
        }
    }

    static func friendNames(_ person: GifterHarness.Person, _ harness: GifterHarness) async throws -> [String] {
        try await harness.client(token: person.token).listFriends().ok.body.json.friends.map(\.displayName).sorted()
    }

    @Test("three people: requests both ways by email and username, accept, decline, withdraw, asking back, remove", arguments: TestDatabases.backends)
    func threePeople(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let ann = try await harness.member("Ann", email: "ann@example.org")
            let ben = try await harness.member("Ben", email: "ben@example.org")
            let cal = try await harness.member("Cal", email: "cal@example.org")
            try await Self.setUsername("ann_g", of: ann, harness)
            let annClient = harness.client(token: ann.token), benClient = harness.client(token: ben.token), calClient = harness.client(token: cal.token)

            // A → B by email; an address nobody has gets the very same answer.
            let known = try await harness.send(.post, "/friends/requests", json: ["to": "ben@example.org"], token: ann.token)
            let unknown = try await harness.send(.post, "/friends/requests", json: ["to": "nobody@example.org"], token: ann.token)
            #expect(known.status == .accepted && unknown.status == .accepted && known.text == unknown.text)
            // C → A by username.
            _ = try await calClient.requestFriend(body: .json(.init(to: "@Ann_G"))).accepted
            #expect(try await annClient.listFriends().ok.body.json.incoming.map(\.from.displayName) == ["Cal"])
            #expect(try await annClient.listFriends().ok.body.json.outgoing.map(\.to).sorted() == ["ben@example.org", "nobody@example.org"])
            let toBen = try await benClient.listFriends().ok.body.json.incoming
            #expect(toBen.map(\.from.displayName) == ["Ann"])

            // B accepts A; A declines C; A withdraws the request to nobody.
            #expect(try await benClient.acceptFriendRequest(path: .init(requestId: toBen[0].id)).ok.body.json.displayName == "Ann")
            let fromCal = try await annClient.listFriends().ok.body.json.incoming[0].id
            _ = try await annClient.deleteFriendRequest(path: .init(requestId: fromCal)).noContent
            let toNobody = try await annClient.listFriends().ok.body.json.outgoing.first { $0.to == "nobody@example.org" }!.id
            // Nobody else can withdraw it.
            #expect(defaultStatus(try await calClient.deleteFriendRequest(path: .init(requestId: toNobody))) == 404)
            _ = try await annClient.deleteFriendRequest(path: .init(requestId: toNobody)).noContent
            #expect(try await annClient.listFriends().ok.body.json.outgoing.isEmpty)
            #expect(try await annClient.listFriends().ok.body.json.incoming.isEmpty)
            // A "no" looks like an address nobody has: Cal still sees the request until withdrawing it.
            let declined = try await calClient.listFriends().ok.body.json.outgoing
            #expect(declined.count == 1)
            _ = try await calClient.deleteFriendRequest(path: .init(requestId: declined[0].id)).noContent
            #expect(try await calClient.listFriends().ok.body.json.outgoing.isEmpty)
            #expect(try await Self.friendNames(ann, harness) == ["Ben"])
            #expect(try await Self.friendNames(ben, harness) == ["Ann"])
            #expect(try await Self.friendNames(cal, harness) == [])

            // B → C, then C → B: friends at once, with no request left either way.
            _ = try await benClient.requestFriend(body: .json(.init(to: "cal@example.org"))).accepted
            _ = try await calClient.requestFriend(body: .json(.init(to: "ben@example.org"))).accepted
            #expect(try await Self.friendNames(ben, harness) == ["Ann", "Cal"])
            #expect(try await Self.friendNames(cal, harness) == ["Ben"])
            #expect(try await benClient.listFriends().ok.body.json.outgoing.isEmpty)
            #expect(try await calClient.listFriends().ok.body.json.outgoing.isEmpty)

            // B removes A: gone both ways.
            _ = try await benClient.removeFriend(path: .init(friendId: ann.id)).noContent
            #expect(try await Self.friendNames(ann, harness) == [])
            #expect(try await Self.friendNames(ben, harness) == ["Cal"])
            #expect(defaultStatus(try await annClient.getFriend(path: .init(friendId: ben.id))) == 404)
        }
    }

    @Test("an invite link: made, previewed, used by several people, refused to its maker, gone after 14 days; only its hash is kept", arguments: TestDatabases.backends)
    func inviteLinks(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let ann = try await harness.member("Ann", email: "ann@example.org")
            let ben = try await harness.member("Ben", email: "ben@example.org")
            let cal = try await harness.person("Cal")
            let annClient = harness.client(token: ann.token), benClient = harness.client(token: ben.token)
            // Ann had asked Ben already: using her link answers that request.
            _ = try await annClient.requestFriend(body: .json(.init(to: "ben@example.org"))).accepted

            let invite = try await annClient.createFriendInvite().created.body.json
            #expect(invite.token.utf8.count == 43)
            #expect(invite.link == "https://greenhouse.app/gifter/invite/\(invite.token)")
            #expect(invite.expiresAt == GifterHarness.noonUTC.addingTimeInterval(14 * 24 * 3600))
            // Only the SHA-256 of the token is stored: the token itself is nowhere in the table.
            try await harness.withDatabase { database in
                struct Row: Decodable { let token_hash: String; let owner_id: UUID }
                let rows = try await database.sql.raw("SELECT token_hash, owner_id FROM friend_invites").all(decoding: Row.self)
                #expect(rows.map(\.token_hash) == [SHA256.hash(data: Data(invite.token.utf8)).hexString])
                #expect(rows.allSatisfy { !$0.token_hash.contains(invite.token) })
            }

            let preview = try await benClient.getFriendInvite(path: .init(token: invite.token)).ok.body.json
            #expect(preview.from.displayName == "Ann" && preview.from.id == ann.id)
            #expect(!preview.alreadyFriends && !preview.yours && preview.expiresAt == invite.expiresAt)
            #expect(try await annClient.getFriendInvite(path: .init(token: invite.token)).ok.body.json.yours)

            // Ann's own link: 422 naming the token, nothing changes.
            let own = try await harness.send(.post, "/friends/invites/\(invite.token)/accept", token: ann.token)
            #expect(own.status.code == 422)
            #expect(own.problem?.errors?.map(\.field) == ["token"], "\(own.text)")

            let friend = try await benClient.acceptFriendInvite(path: .init(token: invite.token)).ok.body.json
            #expect(friend.id == ann.id && friend.since == GifterHarness.noonUTC)
            #expect(try await annClient.listFriends().ok.body.json.outgoing.isEmpty)
            #expect(try await benClient.getFriendInvite(path: .init(token: invite.token)).ok.body.json.alreadyFriends)
            // Again, an hour later: the same friend, nothing changes.
            harness.clock.advance(by: 3600)
            #expect(try await benClient.acceptFriendInvite(path: .init(token: invite.token)).ok.body.json.since == GifterHarness.noonUTC)
            // The link works for more than one person.
            _ = try await harness.client(token: cal.token).acceptFriendInvite(path: .init(token: invite.token)).ok
            #expect(try await Self.friendNames(ann, harness) == ["Ben", "Cal"])

            // 14 days on it is gone, with the same answer as a token that never was.
            harness.clock.advance(by: invite.expiresAt.timeIntervalSince(harness.clock.now()))
            let dee = try await harness.person("Dee")
            let expired = try await harness.send(.get, "/friends/invites/\(invite.token)", token: dee.token)
            let never = try await harness.send(.get, "/friends/invites/\(String(repeating: "A", count: 43))", token: dee.token)
            #expect(expired.status == .notFound && never.status == .notFound)
            #expect(expired.problem?.detail == never.problem?.detail && expired.problem?.type == never.problem?.type)
            #expect(try await harness.send(.post, "/friends/invites/\(invite.token)/accept", token: dee.token).status == .notFound)
            #expect(try await Self.friendNames(dee, harness) == [])
        }
    }

    @Test("GIFTER_PUBLIC_URL names the invite links' host; 'Tell me about friend requests' is on until turned off", arguments: TestDatabases.backends)
    func linkBaseAndSetting(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend, environment: ["GIFTER_PUBLIC_URL": "https://gifts.example/"]) { harness in
            let ann = try await harness.person("Ann")
            let client = harness.client(token: ann.token)
            let invite = try await client.createFriendInvite().created.body.json
            #expect(invite.link == "https://gifts.example/gifter/invite/\(invite.token)")
            #expect(try await client.getUser().ok.body.json.friendPushes)
            #expect(try await client.updateUser(body: .json(.init(friendPushes: false))).ok.body.json.friendPushes == false)
            #expect(try await client.getUser().ok.body.json.friendPushes == false)
        }
    }
}
