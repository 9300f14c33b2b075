import CalyxAPI
import Foundation
import MediaTestSupport
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// Profiles, profile photos, follows, mutes and blocks, through the generated client, on both backends.
@Suite("Calyx people")
struct PeopleAPITests {
    @Test("a profile by id or by username in any case: counts and relation, never the email", arguments: TestDatabases.backends)
    func profiles(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let olive = try await calyx.signInWithApple(subject: "olive", email: "olive@example.com", displayName: "Olive")
            let owner = calyx.client(token: olive.accessToken)
            _ = try await owner.setUsername(body: .json(.init(username: "OliveTree"))).ok
            _ = try await owner.updateProfile(body: .json(.init(about: "Roses and rain."))).ok
            let bob = try await calyx.devSignIn("bob")
            let viewer = calyx.client(token: bob.accessToken)
            let flowers = try await calyx.client().searchFlowers(query: .init(limit: 3)).ok.body.json.items.map(\.id)
            _ = try await owner.createCollection(body: .json(.init(name: "Open", isPublic: true, coverFlowerId: flowers[0]))).created
            _ = try await owner.createCollection(body: .json(.init(name: "Closed", isPublic: false, coverFlowerId: flowers[1]))).created
            _ = try await owner.likeFlower(path: .init(flowerId: flowers[2])).ok
            _ = try await viewer.followUser(path: .init(userId: olive.user.id)).ok

            let byName = try await viewer.getUserByUsername(path: .init(username: "olivetree")).ok.body.json
            let byID = try await viewer.getUserProfile(path: .init(userId: olive.user.id)).ok.body.json
            #expect(byName == byID)
            #expect(byID.username == "OliveTree" && byID.displayName == "Olive" && byID.about == "Roses and rain.")
            #expect(byID.followerCount == 1 && byID.followingCount == 0 && byID.collectionCount == 1 && byID.favoriteCount == 1)
            #expect(byID.catalogueCount == 1, "a flower saved into a private collection is private; the public one's is public")
            #expect(try await owner.getUserProfile(path: .init(userId: olive.user.id)).ok.body.json.catalogueCount == 2)
            #expect(byID.relation == .init(following: true, followedBy: false, muted: false, blocked: false))
            // The owner sees every collection counted and no relation to themselves.
            let own = try await owner.getUserProfile(path: .init(userId: olive.user.id)).ok.body.json
            #expect(own.collectionCount == 2 && own.relation == nil)
            // Anonymous callers get the profile without a relation.
            #expect(try await calyx.client().getUserProfile(path: .init(userId: olive.user.id)).ok.body.json.relation == nil)
            // A private catalogue's count is not shown to others.
            _ = try await owner.updatePrivacy(body: .json(.init(cataloguePublic: false))).ok
            #expect(try await viewer.getUserProfile(path: .init(userId: olive.user.id)).ok.body.json.catalogueCount == nil)

            for response in [
                try await calyx.raw.get("/calyx/v1/users/\(olive.user.id)/profile"),
                try await calyx.raw.get("/calyx/v1/users/username/OLIVETREE", headers: [.authorization: "Bearer \(bob.accessToken)"]),
                try await calyx.raw.get("/calyx/v1/users/\(bob.user.id)/followers?limit=5"),
            ] {
                #expect(response.status == .ok)
                #expect(!response.text.contains("olive@example.com") && !response.text.contains("\"email\""))
            }
            guard case .default(let missing, _) = try await viewer.getUserByUsername(path: .init(username: "nobody_here")) else {
                Issue.record("found a user who does not exist"); return
            }
            #expect(missing == 404)
            guard case .default(let catalog, _) = try await viewer.getUserProfile(path: .init(userId: "00000000-0000-8000-8000-00000000ca1c")) else {
                Issue.record("the catalog's own account has a profile"); return
            }
            #expect(catalog == 404)
        }
    }

    @Test("a profile photo is one's own upload; someone else's is refused; clearing shows the provider's picture again", arguments: TestDatabases.backends)
    func photo(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let greta = try await calyx.signInWithGoogle(subject: "greta", name: "Greta")
            let me = calyx.client(token: greta.accessToken)
            let providerPicture = try #require(greta.user.photoURL)
            let other = try await calyx.devSignIn("mallory")
            let upload = try await calyx.upload(try await TestPhotos.make(width: 800, height: 600, format: .jpeg), token: greta.accessToken).created.body.json
            let theirs = try await calyx.upload(try await TestPhotos.make(width: 300, height: 300, format: .png), token: other.accessToken).created.body.json

            let chosen = try await me.updateProfile(body: .json(.init(photoId: upload.id))).ok.body.json
            #expect(chosen.photo?.id == upload.id && chosen.photo?.blurhash == upload.blurhash)
            let seen = try await calyx.client().getUserProfile(path: .init(userId: greta.user.id)).ok.body.json
            #expect(seen.photo?.variants.thumb.url == upload.variants.thumb.url && seen.photoURL == nil)

            // Someone else's upload: 422 naming photoId, and nothing else in the request changes.
            let refused = try await me.updateProfile(body: .json(.init(displayName: "Greta G", photoId: theirs.id)))
            guard case .default(let status, let problem) = refused else { Issue.record("took someone else's photo"); return }
            #expect(status == 422 && problem.problem?.errors?.map(\.field) == ["photoId"])
            let unchanged = try await me.getProfile().ok.body.json
            #expect(unchanged.displayName == "Greta" && unchanged.photo?.id == upload.id)
            guard case .default(let unknown, let unknownProblem) = try await me.updateProfile(body: .json(.init(photoId: UUID().uuidString))) else {
                Issue.record("took a photo that does not exist"); return
            }
            #expect(unknown == 404 && unknownProblem.problem?.errors?.first?.field == "photoId")

            let cleared = try await me.updateProfile(body: .json(.init(photoId: ""))).ok.body.json
            #expect(cleared.photo == nil && cleared.photoURL == providerPicture)
            let fallback = try await calyx.client().getUserProfile(path: .init(userId: greta.user.id)).ok.body.json
            #expect(fallback.photo == nil && fallback.photoURL == providerPicture)

            // Deleting the upload behind a profile photo falls back too.
            _ = try await me.updateProfile(body: .json(.init(photoId: upload.id))).ok
            _ = try await me.deleteMedia(path: .init(mediaId: upload.id)).noContent
            #expect(try await me.getProfile().ok.body.json.photo == nil)
        }
    }

    @Test("follows are idempotent, not of yourself, listed newest first and paged; private lists are the owner's alone", arguments: TestDatabases.backends)
    func follows(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let star = try await calyx.devSignIn("star")
            let fans = try await ["ann", "ben", "cat", "dan"].asyncMap { try await calyx.devSignIn($0) }
            for fan in fans {
                clock.advance(by: 1)
                let profile = try await calyx.client(token: fan.accessToken).followUser(path: .init(userId: star.user.id)).ok.body.json
                #expect(profile.relation?.following == true)
            }
            let again = try await calyx.client(token: fans[0].accessToken).followUser(path: .init(userId: star.user.id)).ok.body.json
            #expect(again.followerCount == 4, "following twice counts once")
            guard case .default(let selfStatus, let selfProblem) = try await calyx.client(token: star.accessToken).followUser(path: .init(userId: star.user.id)) else {
                Issue.record("followed oneself"); return
            }
            #expect(selfStatus == 422 && selfProblem.problem?.errors?.first?.field == "userId")

            let first = try await calyx.client().listFollowers(path: .init(userId: star.user.id), query: .init(limit: 3)).ok.body.json
            let rest = try await calyx.client().listFollowers(path: .init(userId: star.user.id), query: .init(limit: 3, cursor: first.nextCursor)).ok.body.json
            #expect((first.items + rest.items).map(\.displayName) == ["dan", "cat", "ben", "ann"] && rest.nextCursor == nil)
            #expect(first.items.allSatisfy { $0.youFollow == nil }, "anonymous callers follow nobody")
            let following = try await calyx.client(token: star.accessToken).listFollowing(path: .init(userId: fans[0].user.id)).ok.body.json
            #expect(following.items.map(\.id) == [star.user.id] && following.items[0].youFollow == nil, "it is the caller themselves")
            let seenByBen = try await calyx.client(token: fans[1].accessToken).listFollowers(path: .init(userId: star.user.id)).ok.body.json
            #expect(seenByBen.items.first { $0.displayName == "ann" }?.youFollow == false)

            let unfollowed = try await calyx.client(token: fans[3].accessToken).unfollowUser(path: .init(userId: star.user.id)).ok.body.json
            #expect(unfollowed.followerCount == 3 && unfollowed.relation?.following == false)
            #expect(try await calyx.client(token: fans[3].accessToken).unfollowUser(path: .init(userId: star.user.id)).ok.body.json.followerCount == 3)
            #expect(try await calyx.client().getUserProfile(path: .init(userId: fans[0].user.id)).ok.body.json.followingCount == 1)

            // Private follower lists: 404 for everyone but their owner.
            _ = try await calyx.client(token: star.accessToken).updatePrivacy(body: .json(.init(followerListsPublic: false))).ok
            for token in [nil, fans[0].accessToken] {
                guard case .default(let hidden, _) = try await calyx.client(token: token).listFollowers(path: .init(userId: star.user.id)),
                      case .default(let hiddenToo, _) = try await calyx.client(token: token).listFollowing(path: .init(userId: star.user.id))
                else { Issue.record("a private follower list was shown"); return }
                #expect(hidden == 404 && hiddenToo == 404)
            }
            #expect(try await calyx.client(token: star.accessToken).listFollowers(path: .init(userId: star.user.id)).ok.body.json.items.count == 3)
            #expect(try await calyx.client().getUserProfile(path: .init(userId: star.user.id)).ok.body.json.followerListsPublic == false)
        }
    }

    @Test("20 people following and unfollowing one person at once leave the true counts", arguments: TestDatabases.backends)
    func concurrentFollows(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let star = try await calyx.devSignIn("star")
            var fans: [Components.Schemas.Session] = []
            for index in 0..<20 { fans.append(try await calyx.devSignIn("fan\(index)")) }
            // Everyone follows at once (and follows back, crossing in the other direction); then the
            // odd ones unfollow at once while the even ones follow again.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for fan in fans {
                    group.addTask { _ = try await calyx.client(token: fan.accessToken).followUser(path: .init(userId: star.user.id)).ok }
                    group.addTask { _ = try await calyx.client(token: star.accessToken).followUser(path: .init(userId: fan.user.id)).ok }
                }
                try await group.waitForAll()
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, fan) in fans.enumerated() {
                    group.addTask {
                        let client = calyx.client(token: fan.accessToken)
                        if index.isMultiple(of: 2) {
                            _ = try await client.followUser(path: .init(userId: star.user.id)).ok
                        } else {
                            _ = try await client.unfollowUser(path: .init(userId: star.user.id)).ok
                        }
                    }
                }
                try await group.waitForAll()
            }
            let profile = try await calyx.client().getUserProfile(path: .init(userId: star.user.id)).ok.body.json
            #expect(profile.followerCount == 10 && profile.followingCount == 20)
            try await calyx.withDatabase { db in
                let rows = try await db.sql.raw("""
                    SELECT p.user_id, p.follower_count, p.following_count,
                        (SELECT COUNT(*) FROM follows f WHERE f.followee_id = p.user_id) AS followers,
                        (SELECT COUNT(*) FROM follows f WHERE f.follower_id = p.user_id) AS following
                    FROM profiles p
                    """).all(decoding: CountCheck.self)
                #expect(rows.count == 21)
                #expect(rows.allSatisfy { $0.follower_count == $0.followers && $0.following_count == $0.following })
            }
        }
    }

    @Test("a block ends follows both ways and hides the blocker's profile, collections and lists from the blocked", arguments: TestDatabases.backends)
    func blocks(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let alice = try await calyx.devSignIn("alice")
            let troll = try await calyx.devSignIn("troll")
            let me = calyx.client(token: alice.accessToken)
            let them = calyx.client(token: troll.accessToken)
            let flower = try await calyx.client().searchFlowers(query: .init(limit: 1)).ok.body.json.items[0].id
            let open = try await me.createCollection(body: .json(.init(name: "Open", isPublic: true, coverFlowerId: flower))).created.body.json
            _ = try await me.followUser(path: .init(userId: troll.user.id)).ok
            _ = try await them.followUser(path: .init(userId: alice.user.id)).ok

            let relation = try await me.blockUser(path: .init(userId: troll.user.id)).ok.body.json
            #expect(relation == .init(following: false, followedBy: false, muted: false, blocked: true))
            #expect(try await me.blockUser(path: .init(userId: troll.user.id)).ok.body.json.blocked, "idempotent")
            let mine = try await me.getUserProfile(path: .init(userId: alice.user.id)).ok.body.json
            #expect(mine.followerCount == 0 && mine.followingCount == 0)
            // The blocker still sees the blocked person's profile, marked blocked.
            #expect(try await me.getUserProfile(path: .init(userId: troll.user.id)).ok.body.json.relation?.blocked == true)

            // The blocked person: 404 for the profile, lists, collections, catalogue and favorites; no following.
            let hidden: [String] = [
                "/users/\(alice.user.id)/profile", "/users/username/alice", "/users/\(alice.user.id)/followers",
                "/users/\(alice.user.id)/following", "/users/\(alice.user.id)/collections", "/users/\(alice.user.id)/catalogue",
                "/users/\(alice.user.id)/favorites", "/collections/\(open.id)", "/collections/\(open.id)/likes",
            ]
            _ = try await me.setUsername(body: .json(.init(username: "alice"))).ok
            for path in hidden {
                let response = try await calyx.raw.get("/calyx/v1\(path)", headers: [.authorization: "Bearer \(troll.accessToken)"])
                #expect(response.status == .notFound, "\(path)")
            }
            guard case .default(let followStatus, _) = try await them.followUser(path: .init(userId: alice.user.id)) else {
                Issue.record("a blocked person followed"); return
            }
            #expect(followStatus == 404)
            guard case .default(let likeStatus, _) = try await them.likeCollection(path: .init(collectionId: open.id)) else {
                Issue.record("a blocked person liked a collection"); return
            }
            #expect(likeStatus == 404)
            // The blocker cannot follow while blocking.
            guard case .default(let ownStatus, _) = try await me.followUser(path: .init(userId: troll.user.id)) else {
                Issue.record("followed someone one blocked"); return
            }
            #expect(ownStatus == 409)

            #expect(try await me.listBlocked().ok.body.json.items.map(\.id) == [troll.user.id])
            #expect(try await them.listBlocked().ok.body.json.items.isEmpty)
            let unblocked = try await me.unblockUser(path: .init(userId: troll.user.id)).ok.body.json
            #expect(!unblocked.blocked && !unblocked.following, "unblocking restores no follow")
            #expect(try await them.getUserProfile(path: .init(userId: alice.user.id)).ok.body.json.relation?.followedBy == false)
            #expect(try await me.listBlocked().ok.body.json.items.isEmpty)
            guard case .default(let selfBlock, _) = try await me.blockUser(path: .init(userId: alice.user.id)) else {
                Issue.record("blocked oneself"); return
            }
            #expect(selfBlock == 422)

            _ = try await me.muteUser(path: .init(userId: troll.user.id)).ok
            #expect(try await me.listMuted().ok.body.json.items.map(\.id) == [troll.user.id])
            #expect(try await me.getUserProfile(path: .init(userId: troll.user.id)).ok.body.json.relation?.muted == true)
            _ = try await me.unmuteUser(path: .init(userId: troll.user.id)).ok
            #expect(try await me.listMuted().ok.body.json.items.isEmpty)
        }
    }
}

struct CountCheck: Decodable {
    let user_id: UUID
    let follower_count: Int
    let following_count: Int
    let followers: Int
    let following: Int
}

extension Sequence where Element: Sendable {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
