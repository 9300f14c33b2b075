import CalyxAPI
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

/// The inbox through the generated client on both backends: every kind made by the real action,
/// grouping and its English, undo, read state, paging, and who never notifies whom.
@Suite("Calyx notifications")
struct NotificationsAPITests {
    /// Olive's public collection "Spring Walk" holding one flower, and the flower's id and name.
    struct Garden {
        let olive: Member
        let collection: String
        let flower: String
        let flowerName: String
    }

    func garden(_ calyx: CalyxHarness) async throws -> Garden {
        let olive = try await calyx.member("Olive")
        let card = try await calyx.client().searchFlowers(query: .init(limit: 1)).ok.body.json.items[0]
        let walk = try await olive.client.createCollection(body: .json(.init(name: "Spring Walk", isPublic: true, coverFlowerId: card.id))).created.body.json
        return Garden(olive: olive, collection: walk.id, flower: card.id, flowerName: card.commonName)
    }

    func like(_ member: Member, _ collection: String) async throws {
        _ = try await member.client.likeCollection(path: .init(collectionId: collection)).ok
    }

    func unlike(_ member: Member, _ collection: String) async throws {
        _ = try await member.client.unlikeCollection(path: .init(collectionId: collection)).ok
    }

    @Test("every kind is made by its real action, with its subject, actors and line", arguments: TestDatabases.backends)
    func everyKind(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date(timeIntervalSince1970: 1_795_521_600))
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let garden = try await garden(calyx)
            let olive = garden.olive
            let anna = try await calyx.member("Anna")
            _ = try await anna.client.setUsername(body: .json(.init(username: "anna_b"))).ok
            let ben = try await calyx.member("Ben")
            // Comments on flowers in her public collections are optional: Olive turns them on.
            _ = try await olive.client.updatePreferences(body: .json(.init(notificationKinds: .init(flowerComment: .init(inbox: true))))).ok
            let comment = try await olive.client.postComment(path: .init(flowerId: garden.flower), body: .json(.init(text: "Mine flower early."))).created.body.json.id

            let steps: [(String, () async throws -> Void)] = [
                ("follow", { _ = try await anna.client.followUser(path: .init(userId: olive.id)).ok }),
                ("like", { try await like(anna, garden.collection) }),
                ("save", { _ = try await anna.client.saveCollection(path: .init(collectionId: garden.collection)).ok }),
                ("copy", { _ = try await anna.client.copyCollection(path: .init(collectionId: garden.collection)).created }),
                ("reply", { _ = try await anna.client.postComment(path: .init(flowerId: garden.flower), body: .json(.init(text: "Mine too!", parentId: comment))).created }),
                ("upvote", { _ = try await anna.client.upvoteComment(path: .init(commentId: comment)).ok }),
                ("comment", { _ = try await ben.client.postComment(path: .init(flowerId: garden.flower), body: .json(.init(text: "Lovely."))).created }),
            ]
            for (_, step) in steps {
                clock.advance(by: 60)
                try await step()
            }
            let (items, unread) = try await olive.inbox()
            let name = garden.flowerName
            #expect(items.map(\.text) == [
                "Ben commented on \(name), a flower in your collection",
                "Your comment on \(name) got its first upvote",
                "Anna replied to your comment on \(name)",
                "Anna copied Spring Walk",
                "Anna saved Spring Walk",
                "Anna liked Spring Walk",
                "Anna started following you",
            ])
            #expect(items.map(\.kind) == [.flowerComment, .commentUpvotes, .commentReply, .collectionCopy, .collectionSave, .collectionLike, .follow])
            #expect(unread == 7 && items.allSatisfy { !$0.read })
            let byKind = Dictionary(items.map { ($0.kind, $0) }) { first, _ in first }
            let liked = try #require(byKind[.collectionLike])
            #expect(liked.collection == .init(id: garden.collection, name: "Spring Walk") && liked.actorCount == 1)
            #expect(liked.actors.map(\.id) == [anna.id] && liked.actors[0].username == "anna_b" && liked.actors[0].displayName == "Anna")
            #expect(liked.updatedAt.timeIntervalSince(clock.now()) == -5 * 60)
            let reply = try #require(byKind[.commentReply])
            #expect(reply.commentId == comment && reply.flower == .init(id: garden.flower, name: name) && reply.collection == nil)
            let upvotes = try #require(byKind[.commentUpvotes])
            #expect(upvotes.milestone == 1 && upvotes.actors.isEmpty && upvotes.actorCount == 0 && upvotes.commentId == comment)
            let onFlower = try #require(byKind[.flowerComment])
            #expect(onFlower.actors.map(\.id) == [ben.id] && onFlower.flower?.id == garden.flower && onFlower.commentId != comment)
            #expect(try await olive.client.listNotifications(query: .init()).ok.body.json.items.count == 7)

            // Only their recipient hears of it: Anna's and Ben's inboxes stay empty of Olive's activity.
            #expect(try await anna.inbox().items.isEmpty)
            #expect(try await ben.inbox().items.isEmpty)
        }
    }

    @Test("deleting a comment takes back what it notified, while unread and while no other comment of theirs stands for it", arguments: TestDatabases.backends)
    func deletedComments(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date(timeIntervalSince1970: 1_795_521_600))
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let garden = try await garden(calyx)
            let olive = garden.olive
            let anna = try await calyx.member("Anna"), ben = try await calyx.member("Ben")
            _ = try await olive.client.updatePreferences(body: .json(.init(notificationKinds: .init(flowerComment: .init(inbox: true))))).ok
            func post(_ member: Member, _ text: String, answering parent: String? = nil) async throws -> String {
                clock.advance(by: 30)
                return try await member.client.postComment(path: .init(flowerId: garden.flower), body: .json(.init(text: text, parentId: parent))).created.body.json.id
            }
            func delete(_ member: Member, _ comment: String) async throws {
                _ = try await member.client.deleteComment(path: .init(commentId: comment)).noContent
            }
            func kinds(_ member: Member) async throws -> [Components.Schemas.NotificationKind] { try await member.inbox().items.map(\.kind) }

            let first = try await post(olive, "Mine flowered early.")
            let annasFirst = try await post(anna, "Mine too!", answering: first)
            let annasSecond = try await post(anna, "Two weeks early, even.", answering: first)
            let bensFirst = try await post(ben, "Lovely.")
            let bensSecond = try await post(ben, "Which soil?")
            let bensAnswer = try await post(ben, "Where do you live?", answering: annasFirst)
            #expect(try await kinds(olive) == [.flowerComment, .commentReply])
            #expect(try await kinds(anna) == [.commentReply])

            // Anna's other reply to Olive still stands: "Anna replied" stays.
            try await delete(anna, annasSecond)
            #expect(try await kinds(olive) == [.flowerComment, .commentReply])
            // Her last one goes (a placeholder, Ben answered it): so does her part.
            try await delete(anna, annasFirst)
            #expect(try await kinds(olive) == [.flowerComment])
            #expect(try await olive.inbox().unread == 1)

            // Anna read Ben's answer before he deleted it: a read notification stays as it was.
            let annas = try await anna.inbox().items
            _ = try await anna.client.markNotificationRead(path: .init(notificationId: annas[0].id)).ok
            try await delete(ben, bensAnswer)
            #expect(try await anna.inbox().items.map(\.id) == annas.map(\.id))
            // Ben's comments go one by one; the group goes with the last.
            try await delete(ben, bensFirst)
            #expect(try await olive.inbox().items.first?.actorCount == 1)
            try await delete(ben, bensSecond)
            #expect(try await olive.inbox().items.isEmpty)
        }
    }

    @Test("upvote milestones at 1, 10 and 100, once each; taking the vote back removes an unread one", arguments: TestDatabases.backends)
    func milestones(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let garden = try await garden(calyx)
            let olive = garden.olive
            let comment = try await olive.client.postComment(path: .init(flowerId: garden.flower), body: .json(.init(text: "Count me."))).created.body.json.id
            var voters: [Member] = []
            for index in 0..<10 { voters.append(try await calyx.member("voter\(index)")) }
            _ = try await voters[0].client.upvoteComment(path: .init(commentId: comment)).ok
            #expect(try await olive.lines() == ["Your comment on \(garden.flowerName) got its first upvote"])
            // Taken back while unread: the milestone is no longer reached, and it goes.
            _ = try await voters[0].client.removeUpvote(path: .init(commentId: comment)).ok
            #expect(try await olive.lines().isEmpty)
            for voter in voters { _ = try await voter.client.upvoteComment(path: .init(commentId: comment)).ok }
            #expect(try await olive.lines() == [
                "Your comment on \(garden.flowerName) reached 10 upvotes", "Your comment on \(garden.flowerName) got its first upvote",
            ])
            // Read, it stays when the count falls back; reaching 10 again says nothing new.
            _ = try await olive.client.markAllNotificationsRead().ok
            _ = try await voters[9].client.removeUpvote(path: .init(commentId: comment)).ok
            _ = try await voters[9].client.upvoteComment(path: .init(commentId: comment)).ok
            let (items, unread) = try await olive.inbox()
            #expect(items.count == 2 && unread == 0)
            #expect(items.map(\.milestone) == [10, 1])
            // A downvote is not an upvote.
            let downvoter = try await calyx.member("grump")
            _ = try await downvoter.client.downvoteComment(path: .init(commentId: comment)).ok
            #expect(try await olive.inbox().items.count == 2)
        }
    }

    @Test("grouping: \"Anna and 3 others liked Spring Walk\"; a read group stays and new activity starts a new one", arguments: TestDatabases.backends)
    func grouping(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date(timeIntervalSince1970: 1_795_521_600))
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let garden = try await garden(calyx)
            let olive = garden.olive
            var fans: [Member] = []
            for name in ["Dan", "Cleo", "Ben", "Anna", "Eve"] { fans.append(try await calyx.member(name)) }
            var lines: [String] = []
            for fan in fans.prefix(4) {
                clock.advance(by: 1)
                try await like(fan, garden.collection)
                lines.append(try await olive.lines().joined())
            }
            #expect(lines == ["Dan liked Spring Walk", "Cleo and Dan liked Spring Walk", "Ben and 2 others liked Spring Walk", "Anna and 3 others liked Spring Walk"])
            let group = try #require(try await olive.inbox().items.first)
            #expect(group.actorCount == 4 && group.actors.map(\.displayName) == ["Anna", "Ben", "Cleo"])

            _ = try await olive.client.markNotificationRead(path: .init(notificationId: group.id)).ok
            clock.advance(by: 1)
            try await like(fans[4], garden.collection)
            var (items, unread) = try await olive.inbox()
            #expect(items.map(\.text) == ["Eve liked Spring Walk", "Anna and 3 others liked Spring Walk"] && unread == 1)
            #expect(items.map(\.read) == [false, true])

            // Undo: a read group keeps its actors; an unread one loses them, and goes when empty.
            try await unlike(fans[0], garden.collection)
            try await unlike(fans[4], garden.collection)
            (items, unread) = try await olive.inbox()
            #expect(items.map(\.text) == ["Anna and 3 others liked Spring Walk"] && unread == 0)
            // Like, unlike, like: one notification, once.
            for _ in 0..<3 {
                try await like(fans[4], garden.collection)
                try await unlike(fans[4], garden.collection)
            }
            try await like(fans[4], garden.collection)
            (items, unread) = try await olive.inbox()
            #expect(items.map(\.text) == ["Eve liked Spring Walk", "Anna and 3 others liked Spring Walk"] && unread == 1)
            // Someone already in the read group liking again is not news.
            try await unlike(fans[3], garden.collection)
            try await like(fans[3], garden.collection)
            #expect(try await olive.lines() == ["Eve liked Spring Walk", "Anna and 3 others liked Spring Walk"])

            // Unfollow takes a follower out of the unread group: "Ben and Cleo" becomes "Cleo".
            _ = try await fans[1].client.followUser(path: .init(userId: olive.id)).ok
            clock.advance(by: 1)
            _ = try await fans[2].client.followUser(path: .init(userId: olive.id)).ok
            #expect(try await olive.lines().first == "Ben and Cleo started following you")
            _ = try await fans[2].client.unfollowUser(path: .init(userId: olive.id)).ok
            #expect(try await olive.lines().first == "Cleo started following you")
            _ = try await fans[1].client.unfollowUser(path: .init(userId: olive.id)).ok
            #expect(try await olive.lines() == ["Eve liked Spring Walk", "Anna and 3 others liked Spring Walk"])
            // Unsaving takes a save back the same way.
            _ = try await fans[0].client.saveCollection(path: .init(collectionId: garden.collection)).ok
            #expect(try await olive.lines().first == "Dan saved Spring Walk")
            _ = try await fans[0].client.unsaveCollection(path: .init(collectionId: garden.collection)).ok
            #expect(try await olive.lines().count == 2)

            // Replies to one comment group while unread.
            let comment = try await olive.client.postComment(path: .init(flowerId: garden.flower), body: .json(.init(text: "Ask me."))).created.body.json.id
            for fan in fans.prefix(2) {
                clock.advance(by: 1)
                _ = try await fan.client.postComment(path: .init(flowerId: garden.flower), body: .json(.init(text: "Hi", parentId: comment))).created
            }
            #expect(try await olive.lines().first == "Cleo and Dan replied to your comment on \(garden.flowerName)")
        }
    }

    @Test("read, read-all and the unread count; someone else's notification is a 404; pages are newest first", arguments: TestDatabases.backends)
    func readingAndPaging(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date(timeIntervalSince1970: 1_795_521_600))
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let olive = try await calyx.member("Olive")
            let anna = try await calyx.member("Anna")
            var names: [String] = []
            for index in 0..<5 {
                let name = "Walk \(index)"
                let id = try await olive.client.createCollection(body: .json(.init(name: name, isPublic: true))).created.body.json.id
                clock.advance(by: 1)
                try await like(anna, id)
                names.append("Anna liked \(name)")
            }
            var seen: [String] = []
            var cursor: String?
            var pages = 0
            repeat {
                let page = try await olive.client.listNotifications(query: .init(limit: 2, cursor: cursor)).ok.body.json
                #expect(page.items.count <= 2 && page.unreadCount == 5)
                seen += page.items.map(\.text)
                cursor = page.nextCursor
                pages += 1
            } while cursor != nil
            #expect(seen == Array(names.reversed()) && pages == 3)

            let items = try await olive.inbox().items
            let read = try await olive.client.markNotificationRead(path: .init(notificationId: items[1].id)).ok.body.json
            #expect(read.unreadCount == 4)
            // Again: idempotent.
            #expect(try await olive.client.markNotificationRead(path: .init(notificationId: items[1].id)).ok.body.json.unreadCount == 4)
            #expect(try await olive.inbox().items.map(\.read) == [false, true, false, false, false])
            // Someone else's, an unknown one and a malformed id.
            let stolen = try await anna.client.markNotificationRead(path: .init(notificationId: items[0].id))
            #expect(defaultStatus(stolen) == 404)
            #expect(defaultStatus(try await anna.client.markNotificationRead(path: .init(notificationId: UUID().uuidString))) == 404)
            guard case .default(let status, let problem) = try await olive.client.markNotificationRead(path: .init(notificationId: "nope")) else {
                Issue.record("a malformed id was accepted"); return
            }
            #expect(status == 400 && problem.problem?.errors?.first?.field == "notificationId")
            #expect(try await olive.inbox().unread == 4)
            #expect(try await olive.client.markAllNotificationsRead().ok.body.json.unreadCount == 0)
            #expect(try await olive.inbox().items.allSatisfy(\.read))
            // A bad cursor is refused like every other listing's.
            #expect(defaultStatus(try await olive.client.listNotifications(query: .init(cursor: String(repeating: "A", count: 60)))) != nil)
        }
    }

    @Test("blocked people (either way), muted people and your own actions never notify; a later block or mute hides past activity", arguments: TestDatabases.backends)
    func whoNeverNotifies(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let garden = try await garden(calyx)
            let olive = garden.olive
            let blocker = try await calyx.member("Bob")
            let blocked = try await calyx.member("Bea")
            let muted = try await calyx.member("Mia")
            let ned = try await calyx.member("Ned")
            _ = try await blocker.client.blockUser(path: .init(userId: olive.id)).ok
            _ = try await olive.client.blockUser(path: .init(userId: blocked.id)).ok
            _ = try await olive.client.muteUser(path: .init(userId: muted.id)).ok

            // Bob blocked Olive but may still like her public collection: she hears nothing of it.
            try await like(blocker, garden.collection)
            _ = try await blocker.client.copyCollection(path: .init(collectionId: garden.collection)).created
            // Bea, blocked by Olive, cannot reach her things at all.
            #expect(defaultStatus(try await blocked.client.likeCollection(path: .init(collectionId: garden.collection))) == 404)
            #expect(defaultStatus(try await blocked.client.followUser(path: .init(userId: olive.id))) == 404)
            // Mia, muted, acts freely and silently.
            try await like(muted, garden.collection)
            _ = try await muted.client.followUser(path: .init(userId: olive.id)).ok
            // Olive's own actions: copying her own collection, answering her own comment.
            _ = try await olive.client.copyCollection(path: .init(collectionId: garden.collection)).created
            let mine = try await olive.client.postComment(path: .init(flowerId: garden.flower), body: .json(.init(text: "Note to self."))).created.body.json.id
            _ = try await olive.client.postComment(path: .init(flowerId: garden.flower), body: .json(.init(text: "And again.", parentId: mine))).created
            #expect(try await olive.inbox().items.isEmpty)
            #expect(try await olive.inbox().unread == 0)

            // Ned's like is shown; once Olive mutes him it is hidden (and uncounted), and back when she unmutes.
            try await like(ned, garden.collection)
            #expect(try await olive.lines() == ["Ned liked Spring Walk"])
            _ = try await olive.client.muteUser(path: .init(userId: ned.id)).ok
            #expect(try await olive.inbox().unread == 0)
            #expect(try await olive.inbox().items.isEmpty)
            _ = try await olive.client.unmuteUser(path: .init(userId: ned.id)).ok
            #expect(try await olive.lines() == ["Ned liked Spring Walk"])
            // Blocking him, or his blocking her, hides it too.
            _ = try await olive.client.blockUser(path: .init(userId: ned.id)).ok
            #expect(try await olive.inbox().items.isEmpty)
            _ = try await olive.client.unblockUser(path: .init(userId: ned.id)).ok
            _ = try await ned.client.blockUser(path: .init(userId: olive.id)).ok
            #expect(try await olive.inbox().unread == 0)
            #expect(try await olive.inbox().items.isEmpty)
        }
    }

    @Test("preferences: per-kind settings decide what appears; the time zone must be an IANA name (422 naming it)", arguments: TestDatabases.backends)
    func preferences(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let garden = try await garden(calyx)
            let olive = garden.olive
            let anna = try await calyx.member("Anna")
            let defaults = try await olive.client.getSettings().ok.body.json.preferences
            #expect(defaults.timeZone == "UTC" && defaults.notificationsEnabled && !defaults.emailNotifications)
            #expect(defaults.notificationKinds.follow == .init(inbox: true, push: true))
            #expect(defaults.notificationKinds.flowerComment == .init(inbox: false, push: false))

            for zone in ["Mars/Olympus_Mons", "EST", "GMT+2", "", "europe/paris"] {
                guard case .default(let status, let problem) = try await olive.client.updatePreferences(body: .json(.init(defaultView: .list, timeZone: zone))) else {
                    Issue.record("\(zone) was accepted"); continue
                }
                #expect(status == 422 && problem.problem?.errors?.map(\.field) == ["timeZone"], "\(zone)")
            }
            // Refused requests changed nothing, the view included.
            #expect(try await olive.client.getSettings().ok.body.json.preferences == defaults)
            let paris = try await olive.client.updatePreferences(body: .json(.init(timeZone: "Europe/Paris"))).ok.body.json.preferences
            #expect(paris.timeZone == "Europe/Paris")

            // Likes kept out of the inbox: a new one is not recorded, and one already there is hidden.
            _ = try await anna.client.followUser(path: .init(userId: olive.id)).ok
            let ben = try await calyx.member("Ben")
            try await like(ben, garden.collection)
            let off = try await olive.client.updatePreferences(body: .json(.init(notificationKinds: .init(collectionLike: .init(inbox: false))))).ok.body.json
            #expect(off.preferences.notificationKinds.collectionLike == .init(inbox: false, push: true))
            #expect(off.preferences.timeZone == "Europe/Paris")
            try await like(anna, garden.collection)
            #expect(try await olive.lines() == ["Anna started following you"])
            #expect(try await olive.inbox().unread == 1)
            _ = try await olive.client.updatePreferences(body: .json(.init(notificationKinds: .init(collectionLike: .init(inbox: true))))).ok
            #expect(try await olive.lines() == ["Ben liked Spring Walk", "Anna started following you"])
            // Comments on her flowers stay off until she turns them on.
            _ = try await anna.client.postComment(path: .init(flowerId: garden.flower), body: .json(.init(text: "Pretty."))).created
            #expect(try await olive.inbox().items.count == 2)
        }
    }
}
