import CalyxAPI
import Foundation
import HTTPTypes
import HummingbirdTesting
import MediaTestSupport
import NIOCore
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// The conversation under a flower through the generated client, on both backends: threads, edits,
/// deletion, votes (and the secret of their downvotes), reports, moderation, limits.
@Suite("Calyx comments")
struct CommentsAPITests {
    func flower(_ calyx: CalyxHarness, _ index: Int = 0) async throws -> String {
        try await calyx.client().searchFlowers(query: .init(limit: index + 1)).ok.body.json.items[index].id
    }

    func post(_ client: Client, _ flower: String, _ text: String, parent: String? = nil) async throws -> Components.Schemas.Comment {
        try await client.postComment(path: .init(flowerId: flower), body: .json(.init(text: text, parentId: parent))).created.body.json
    }

    @Test("threads are one level deep, show 3 replies and page the rest; comment counts stay true", arguments: TestDatabases.backends)
    func threads(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let ann = calyx.client(token: try await calyx.devSignIn("ann").accessToken)
            let ben = try await calyx.devSignIn("ben")
            let benClient = calyx.client(token: ben.accessToken)
            let flower = try await flower(calyx)

            let top = try await post(ann, flower, "  Mine flowered in March this year.  ")
            #expect(top.text == "Mine flowered in March this year." && top.author?.displayName == "ann" && top.yours == true)
            #expect(top.state == .visible && top.upvotes == 0 && top.yourVote == Components.Schemas.Comment.YourVotePayload.none && top.editableUntil != nil)
            var replies: [Components.Schemas.Comment] = []
            for index in 1...5 {
                clock.advance(by: 1)
                replies.append(try await post(index.isMultiple(of: 2) ? ann : benClient, flower, "Reply \(index)", parent: top.id))
            }
            // Answering a reply joins the same thread and names whom it answers.
            clock.advance(by: 1)
            let answer = try await post(ann, flower, "To you, Ben.", parent: replies[0].id)
            #expect(answer.parentId == top.id && answer.replyTo?.id == ben.user.id)
            #expect(replies[0].parentId == top.id && replies[0].replyTo == nil)

            let page = try await calyx.client().listComments(path: .init(flowerId: flower)).ok.body.json
            #expect(page.items.count == 1)
            let thread = page.items[0]
            #expect(thread.replyCount == 6 && thread.replies?.map(\.text) == ["Reply 1", "Reply 2", "Reply 3"])
            #expect(thread.yourVote == nil && thread.yours == nil, "anonymous callers get no viewer flags")
            let rest = try await calyx.client().listReplies(path: .init(commentId: top.id), query: .init(limit: 2, cursor: thread.moreRepliesCursor)).ok.body.json
            let last = try await calyx.client().listReplies(path: .init(commentId: top.id), query: .init(limit: 2, cursor: rest.nextCursor)).ok.body.json
            #expect((rest.items + last.items).map(\.text) == ["Reply 4", "Reply 5", "To you, Ben."] && last.nextCursor == nil)
            #expect(try await calyx.client().listReplies(path: .init(commentId: top.id)).ok.body.json.items.count == 6)

            #expect(try await calyx.client().getFlower(path: .init(flowerId: flower)).ok.body.json.commentCount == 7)
            // A parent on another flower, or none at all: 404 naming parentId.
            let otherFlower = try await self.flower(calyx, 1)
            for parent in [top.id, UUID().uuidString] {
                let response = try await ann.postComment(path: .init(flowerId: otherFlower), body: .json(.init(text: "Hi", parentId: parent)))
                guard case .default(let status, let problem) = response else { Issue.record("replied across flowers"); return }
                #expect(status == 404 && problem.problem?.errors?.first?.field == "parentId")
            }
            guard case .default(let noFlower, _) = try await ann.postComment(path: .init(flowerId: UUID().uuidString), body: .json(.init(text: "Hi"))) else {
                Issue.record("commented on a flower that does not exist"); return
            }
            #expect(noFlower == 404)
        }
    }

    @Test("sorts: by upvotes minus downvotes then newest, newest, oldest; paging keeps each order", arguments: TestDatabases.backends)
    func sorts(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let author = calyx.client(token: try await calyx.devSignIn("author").accessToken)
            var voters: [Client] = []
            for name in ["v1", "v2", "v3"] { voters.append(calyx.client(token: try await calyx.devSignIn(name).accessToken)) }
            let flower = try await flower(calyx)
            var comments: [String] = []
            for index in 0..<5 {
                clock.advance(by: 10)
                comments.append(try await post(author, flower, "Comment \(index)").id)
            }
            // Scores: c0 +1 (1 up), c1 +2 (2 up), c2 -1 (1 down), c3 +2 (3 up, 1 down), c4 0.
            for voter in voters.prefix(1) { _ = try await voter.upvoteComment(path: .init(commentId: comments[0])).ok }
            for voter in voters.prefix(2) { _ = try await voter.upvoteComment(path: .init(commentId: comments[1])).ok }
            _ = try await voters[0].downvoteComment(path: .init(commentId: comments[2])).ok
            for voter in voters { _ = try await voter.upvoteComment(path: .init(commentId: comments[3])).ok }
            clock.advance(by: 10)
            _ = try await author.postComment(path: .init(flowerId: flower), body: .json(.init(text: "filler"))).created  // the newest
            let filler = try await calyx.client().listComments(path: .init(flowerId: flower), query: .init(sort: .newest)).ok.body.json.items[0].id
            _ = try await voters[0].downvoteComment(path: .init(commentId: filler)).ok
            _ = try await voters[1].upvoteComment(path: .init(commentId: filler)).ok
            _ = try await voters[2].upvoteComment(path: .init(commentId: filler)).ok
            _ = try await voters[0].upvoteComment(path: .init(commentId: filler)).ok  // an upvote replaces the downvote: +3

            func ids(_ sort: Operations.ListComments.Input.Query.SortPayload, limit: Int) async throws -> [String] {
                var all: [String] = []
                var cursor: String?
                repeat {
                    let page = try await calyx.client().listComments(path: .init(flowerId: flower), query: .init(sort: sort, limit: limit, cursor: cursor)).ok.body.json
                    all += page.items.map(\.id)
                    cursor = page.nextCursor
                } while cursor != nil
                return all
            }
            #expect(try await ids(.interactions, limit: 2) == [filler, comments[3], comments[1], comments[0], comments[4], comments[2]])
            #expect(try await ids(.newest, limit: 4) == [filler] + comments.reversed())
            #expect(try await ids(.oldest, limit: 5) == comments + [filler])
            #expect(try await calyx.client().listComments(path: .init(flowerId: flower)).ok.body.json.items.first?.upvotes == 3)
        }
    }

    @Test("edit within 5 minutes only, by the author only; delete keeps a thread as a placeholder", arguments: TestDatabases.backends)
    func editAndDelete(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let ann = calyx.client(token: try await calyx.devSignIn("ann").accessToken)
            let ben = calyx.client(token: try await calyx.devSignIn("ben").accessToken)
            let flower = try await flower(calyx)
            let comment = try await post(ann, flower, "Smells of honey")
            clock.advance(by: 4 * 60 + 50)
            let edited = try await ann.editComment(path: .init(commentId: comment.id), body: .json(.init(text: "Smells of honey and clove"))).ok.body.json
            #expect(edited.text == "Smells of honey and clove" && edited.editedAt != nil)
            guard case .default(let others, _) = try await ben.editComment(path: .init(commentId: comment.id), body: .json(.init(text: "Mine now"))) else {
                Issue.record("edited someone else's comment"); return
            }
            #expect(others == 403)
            clock.advance(by: 11)
            let late = try await ann.editComment(path: .init(commentId: comment.id), body: .json(.init(text: "Too late")))
            guard case .default(let status, let problem) = late else { Issue.record("edited after 5 minutes"); return }
            #expect(status == 409 && problem.problem?._type == "urn:greenhouse:problem:edit-window-closed")
            let listed = try await ann.listComments(path: .init(flowerId: flower)).ok.body.json.items[0]
            #expect(listed.text == "Smells of honey and clove" && listed.editableUntil == nil)

            // Deleting without replies: gone. With replies: a placeholder holding the thread.
            let lonely = try await post(ann, flower, "Nobody answers this")
            _ = try await ann.deleteComment(path: .init(commentId: lonely.id)).noContent
            let reply = try await post(ben, flower, "I agree", parent: comment.id)
            guard case .default(let notYours, _) = try await ben.deleteComment(path: .init(commentId: comment.id)) else {
                Issue.record("deleted someone else's comment"); return
            }
            #expect(notYours == 403)
            _ = try await ann.deleteComment(path: .init(commentId: comment.id)).noContent
            let threads = try await ben.listComments(path: .init(flowerId: flower)).ok.body.json.items
            #expect(threads.count == 1)
            let placeholder = threads[0]
            #expect(placeholder.id == comment.id && placeholder.state == .deleted)
            #expect(placeholder.author == nil && placeholder.text == nil && placeholder.yours == nil)
            #expect(placeholder.replies?.map(\.id) == [reply.id])
            #expect(try await ann.getFlower(path: .init(flowerId: flower)).ok.body.json.commentCount == 1)
            guard case .default(let twice, _) = try await ann.deleteComment(path: .init(commentId: comment.id)) else {
                Issue.record("deleted twice"); return
            }
            #expect(twice == 404)
            // The last reply goes: so does the placeholder.
            _ = try await ben.deleteComment(path: .init(commentId: reply.id)).noContent
            #expect(try await ann.listComments(path: .init(flowerId: flower)).ok.body.json.items.isEmpty)
            #expect(try await ann.getFlower(path: .init(flowerId: flower)).ok.body.json.commentCount == 0)
            let left = try await calyx.withDatabase { db in try await db.sql.raw("SELECT id FROM comments").all().count }
            #expect(left == 0, "no row is left behind")
        }
    }

    @Test("one vote per person, an upvote replaces a downvote, not on your own; no response ever carries the downvotes", arguments: TestDatabases.backends)
    func votesKeepTheirSecret(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let authorSession = try await calyx.devSignIn("author")
            let author = calyx.client(token: authorSession.accessToken)
            var tokens: [String] = []
            for index in 0..<7 { tokens.append(try await calyx.devSignIn("voter\(index)").accessToken) }
            let flower = try await flower(calyx)
            let comment = try await post(author, flower, "Deadhead weekly for more blooms.")
            let reply = try await post(calyx.client(token: tokens[0]), flower, "Thanks!", parent: comment.id)

            // Responses of every operation that shows comments or votes, as raw text.
            var texts: [String] = []
            func call(_ method: HTTPRequest.Method, _ path: String, token: String?, body: String? = nil) async throws -> TestClient.Response {
                var headers: HTTPFields = [.contentType: "application/json"]
                if let token { headers[.authorization] = "Bearer \(token)" }
                let response = try await calyx.raw.execute(.init("/calyx/v1\(path)", method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }))
                texts.append(response.text)
                return response
            }
            for token in tokens.prefix(5) {
                #expect(try await call(.post, "/comments/\(comment.id)/downvote", token: token).status == .ok)
            }
            #expect(try await call(.post, "/comments/\(comment.id)/downvote", token: tokens[0]).status == .ok, "idempotent")
            for token in tokens.suffix(2) {
                #expect(try await call(.post, "/comments/\(comment.id)/upvote", token: token).status == .ok)
            }
            let switched = try await call(.post, "/comments/\(comment.id)/upvote", token: tokens[4])
            #expect(try switched.json(Components.Schemas.VoteState.self) == .init(upvotes: 3, yourVote: .up))
            let withdrawn = try await call(.delete, "/comments/\(comment.id)/downvote", token: tokens[3])
            #expect(try withdrawn.json(Components.Schemas.VoteState.self) == .init(upvotes: 3, yourVote: .none))
            // Removing a vote of the other kind changes nothing.
            #expect(try await call(.delete, "/comments/\(comment.id)/upvote", token: tokens[0]).status == .ok)
            let own = try await call(.post, "/comments/\(comment.id)/upvote", token: authorSession.accessToken)
            #expect(own.status == .unprocessableContent && own.problem?.errors?.first?.field == "commentId")

            for token in [nil, authorSession.accessToken, tokens[0]] {
                #expect(try await call(.get, "/flowers/\(flower)/comments", token: token).status == .ok)
                #expect(try await call(.get, "/flowers/\(flower)/comments?sort=newest", token: token).status == .ok)
                #expect(try await call(.get, "/comments/\(comment.id)/replies", token: token).status == .ok)
            }
            #expect(try await call(.put, "/comments/\(reply.id)", token: tokens[0], body: #"{"text":"Thanks a lot!"}"#).status == .ok)
            #expect(try await call(.post, "/flowers/\(flower)/comments", token: tokens[1], body: #"{"text":"Same here"}"#).status == .created)
            let moderator = try await calyx.signInModerator()
            for token in tokens.prefix(3) {
                _ = try await call(.post, "/comments/\(comment.id)/report", token: token, body: #"{"reason":"spam"}"#)
            }
            #expect(try await call(.get, "/admin/moderation", token: moderator.accessToken).status == .ok)
            #expect(try await call(.post, "/admin/moderation/\(comment.id)", token: moderator.accessToken, body: #"{"action":"approve"}"#).status == .ok)

            // Three downvotes remain (voters 0, 1 and 2): no response says so, in any spelling.
            let stored = try await calyx.withDatabase { db in
                try await db.sql.raw("SELECT downvotes, upvotes FROM comments WHERE id = \(bind: UUID(uuidString: comment.id)!)").first(decoding: Votes.self)
            }
            #expect(stored?.downvotes == 3 && stored?.upvotes == 3)
            for text in texts {
                let lowered = text.lowercased()
                #expect(!lowered.contains("downvotes") && !lowered.contains("\"score\"") && !lowered.contains("downvotecount"), "\(text)")
            }
            let listed = try await calyx.client(token: tokens[1]).listComments(path: .init(flowerId: flower), query: .init(sort: .oldest)).ok.body.json.items[0]
            #expect(listed.upvotes == 3 && listed.yourVote == .down, "a downvoter sees their own vote, not the count")
        }
    }

    @Test("three reports from different people hide a comment until a moderator approves or removes it", arguments: TestDatabases.backends)
    func reportsAndModeration(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let author = calyx.client(token: try await calyx.devSignIn("author").accessToken)
            var reporters: [Client] = []
            for index in 0..<4 { reporters.append(calyx.client(token: try await calyx.devSignIn("reporter\(index)").accessToken)) }
            let moderator = calyx.client(token: try await calyx.signInModerator().accessToken)
            let flower = try await flower(calyx)
            let comment = try await post(author, flower, "Visit my shop for cheap seeds")
            func count() async throws -> Int { try await author.getFlower(path: .init(flowerId: flower)).ok.body.json.commentCount }

            _ = try await reporters[0].reportComment(path: .init(commentId: comment.id), body: .json(.init(reason: .spam, detail: "Advertising"))).noContent
            _ = try await reporters[0].reportComment(path: .init(commentId: comment.id), body: .json(.init(reason: .spam))).noContent  // once per person
            _ = try await reporters[1].reportComment(path: .init(commentId: comment.id), body: .json(.init(reason: .spam))).noContent
            #expect(try await calyx.client().listComments(path: .init(flowerId: flower)).ok.body.json.items.count == 1)
            guard case .default(let own, _) = try await author.reportComment(path: .init(commentId: comment.id), body: .json(.init(reason: .spam))) else {
                Issue.record("reported one's own comment"); return
            }
            #expect(own == 422)
            _ = try await reporters[2].reportComment(path: .init(commentId: comment.id), body: .json(.init(reason: .harassment))).noContent
            #expect(try await calyx.client().listComments(path: .init(flowerId: flower)).ok.body.json.items.isEmpty)
            #expect(try await count() == 0)
            guard case .default(let gone, _) = try await reporters[3].upvoteComment(path: .init(commentId: comment.id)) else {
                Issue.record("voted on a hidden comment"); return
            }
            #expect(gone == 404)

            // Only moderators see the queue; everyone else, anonymous included, gets 404.
            for client in [calyx.client(), author, reporters[0]] {
                guard case .default(let status, _) = try await client.listModeration() else { Issue.record("the queue was shown"); return }
                #expect(status == 404)
                guard case .default(let decide, _) = try await client.moderateComment(path: .init(commentId: comment.id), body: .json(.init(action: .approve))) else {
                    Issue.record("a decision was taken"); return
                }
                #expect(decide == 404)
            }
            let queue = try await moderator.listModeration().ok.body.json.items
            #expect(queue.map(\.comment.id) == [comment.id] && queue[0].text == "Visit my shop for cheap seeds")
            #expect(queue[0].reports.map(\.reason) == ["spam", "spam", "harassment"] && queue[0].reports[0].detail == "Advertising")
            #expect(queue[0].author.displayName == "author" && queue[0].comment.state == .hidden)

            let approved = try await moderator.moderateComment(path: .init(commentId: comment.id), body: .json(.init(action: .approve))).ok.body.json
            #expect(approved.comment.state == .visible && approved.comment.text == "Visit my shop for cheap seeds")
            #expect(try await count() == 1)
            #expect(try await moderator.listModeration().ok.body.json.items.isEmpty)
            // The reports were reviewed: one more report does not hide it again; three new ones would.
            _ = try await reporters[3].reportComment(path: .init(commentId: comment.id), body: .json(.init(reason: .spam))).noContent
            #expect(try await calyx.client().listComments(path: .init(flowerId: flower)).ok.body.json.items.count == 1)

            let removed = try await moderator.moderateComment(path: .init(commentId: comment.id), body: .json(.init(action: .remove))).ok.body.json
            #expect(removed.comment.state == .removed && removed.comment.text == nil && removed.text == "Visit my shop for cheap seeds")
            #expect(try await calyx.client().listComments(path: .init(flowerId: flower)).ok.body.json.items.isEmpty)
            #expect(try await count() == 0)
        }
    }

    @Test("text is checked (length, control characters, blank), moderated on write and edit, and posting is rate limited", arguments: TestDatabases.backends)
    func writingRules(_ backend: DatabaseBackend) async throws {
        let clock = ManualClock()
        try await CalyxHarness.run(backend: backend, clock: clock) { calyx in
            let token = try await calyx.devSignIn("ann").accessToken
            let ann = calyx.client(token: token)
            let flower = try await flower(calyx)
            let refusals: [(String, String)] = [
                ("   \n\t ", "text"), (String(repeating: "a", count: 501), "text"), ("Bell\u{7}", "text"), ("What the fuck is this", "text"),
                ("f.u.c.k off", "text"),
            ]
            for (text, field) in refusals {
                guard case .default(let status, let problem) = try await ann.postComment(path: .init(flowerId: flower), body: .json(.init(text: text))) else {
                    Issue.record("accepted \(text.debugDescription)"); return
                }
                #expect(status == 422 && problem.problem?.errors?.first?.field == field, "\(text.debugDescription)")
            }
            // 500 characters (an emoji is one here), line breaks kept, innocent words that contain a listed one.
            let longest = String(repeating: "🌸", count: 500)
            #expect(try await post(ann, flower, longest).text == longest)
            #expect(try await post(ann, flower, "Line one\r\nLine two").text == "Line one\nLine two")
            #expect(try await post(ann, flower, "Scunthorpe's cocktail garden, by the class of '24.").text != nil)
            let comment = try await post(ann, flower, "Lovely")
            guard case .default(let editStatus, _) = try await ann.editComment(path: .init(commentId: comment.id), body: .json(.init(text: "shit"))) else {
                Issue.record("an edit escaped moderation"); return
            }
            #expect(editStatus == 422)

            // Own photos only.
            let photo = try await calyx.upload(try await TestPhotos.make(width: 640, height: 480, format: .jpeg), token: token).created.body.json
            let withPhoto = try await ann.postComment(path: .init(flowerId: flower), body: .json(.init(text: "Mine", photoId: photo.id))).created.body.json
            #expect(withPhoto.photo?.id == photo.id)

            // 10 a minute, refused attempts included: the 5 refused and 5 accepted posts above spent the burst.
            var refused = 0
            for index in 0..<12 {
                let response = try await ann.postComment(path: .init(flowerId: flower), body: .json(.init(text: "Post \(index)")))
                if case .default(let status, _) = response, status == 429 { refused += 1 }
            }
            #expect(refused > 0)
            let limited = try await calyx.raw.execute(.init(
                "/calyx/v1/flowers/\(flower)/comments", method: .post,
                headers: [.contentType: "application/json", .authorization: "Bearer \(token)"], body: ByteBuffer(string: #"{"text":"again"}"#)
            ))
            #expect(limited.status == .tooManyRequests && limited.headers[.retryAfter] == "6")
            clock.advance(by: .seconds(6))
            #expect(try await ann.postComment(path: .init(flowerId: flower), body: .json(.init(text: "After a pause"))).created.body.json.text == "After a pause")
            // Someone else is not limited by Ann's posts.
            let ben = calyx.client(token: try await calyx.devSignIn("ben").accessToken)
            #expect(try await post(ben, flower, "Hello").text == "Hello")
        }
    }

    @Test("a reader who hides many people (past the list bound as values) gets the same filtered page", arguments: TestDatabases.backends)
    func manyHidden(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let readerSession = try await calyx.devSignIn("reader")
            let reader = calyx.client(token: readerSession.accessToken)
            let loud = try await calyx.devSignIn("loud")
            let quiet = calyx.client(token: try await calyx.devSignIn("quiet").accessToken)
            let flower = try await flower(calyx)
            _ = try await post(calyx.client(token: loud.accessToken), flower, "Shouting")
            _ = try await post(quiet, flower, "Whispering")
            // 80 more people muted, written straight to the database.
            try await calyx.withDatabase { db in
                for index in 0..<80 {
                    let id = UUID()
                    try await db.sql.raw("""
                        INSERT INTO users (id, display_name, created_at, last_login_at) VALUES (\(bind: id), \(bind: "muted \(index)"), \(bind: Date()), \(bind: Date()))
                        """).run()
                    try await db.sql.raw("INSERT INTO mutes (user_id, muted_id, created_us) VALUES (\(bind: UUID(uuidString: readerSession.user.id)!), \(bind: id), \(bind: Int64(index)))").run()
                }
            }
            _ = try await reader.muteUser(path: .init(userId: loud.user.id)).ok
            let texts = try await reader.listComments(path: .init(flowerId: flower)).ok.body.json.items.compactMap(\.text)
            #expect(texts == ["Whispering"])
            #expect(try await calyx.client().listComments(path: .init(flowerId: flower)).ok.body.json.items.count == 2)
        }
    }

    @Test("with CALYX_MODERATION_URL set, an OpenAI-compatible endpoint judges comments, the word list behind it")
    func remoteModeration() async throws {
        try await StandInModerationEndpoint.run(.moderate) { endpoint in
            let environment = ["CALYX_MODERATION_URL": endpoint.url.absoluteString, "CALYX_MODERATION_KEY": "sk-test"]
            try await CalyxHarness.run(environment: environment) { calyx in
                let ann = calyx.client(token: try await calyx.devSignIn("ann").accessToken)
                let flower = try await flower(calyx)
                let refused = try await ann.postComment(path: .init(flowerId: flower), body: .json(.init(text: "I will hurt you and your roses")))
                guard case .default(let status, let problem) = refused else { Issue.record("a flagged comment was posted"); return }
                #expect(status == 422 && problem.problem?.errors?.first?.field == "text")
                #expect(problem.problem?.errors?.first?.detail.contains("harassment") == true)
                #expect(try await post(ann, flower, "Lovely peonies").text == "Lovely peonies")
                guard case .default(let listed, _) = try await ann.postComment(path: .init(flowerId: flower), body: .json(.init(text: "What a wanker"))) else {
                    Issue.record("a listed word passed"); return
                }
                #expect(listed == 422)
                #expect(endpoint.requests.map(\.input) == ["I will hurt you and your roses", "Lovely peonies", "What a wanker"])
                #expect(endpoint.requests.allSatisfy { $0.authorization == "Bearer sk-test" })
            }
        }
    }

    @Test("muted people's comments are hidden from the muter only; a block hides comments both ways and stops replies and votes", arguments: TestDatabases.backends)
    func mutesAndBlocks(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let alice = try await calyx.devSignIn("alice")
            let troll = try await calyx.devSignIn("troll")
            let carol = calyx.client(token: try await calyx.devSignIn("carol").accessToken)
            let me = calyx.client(token: alice.accessToken)
            let them = calyx.client(token: troll.accessToken)
            let flower = try await flower(calyx)
            let mine = try await post(me, flower, "My tip: water at dawn")
            let theirs = try await post(them, flower, "Boring")
            let carols = try await post(carol, flower, "Thanks Alice", parent: mine.id)
            func authors(_ client: Client) async throws -> Set<String> {
                let items = try await client.listComments(path: .init(flowerId: flower)).ok.body.json.items
                return Set(items.flatMap { [$0] + ($0.replies ?? []) }.compactMap(\.author?.displayName))
            }

            _ = try await me.muteUser(path: .init(userId: troll.user.id)).ok
            #expect(try await authors(me) == ["alice", "carol"])
            #expect(try await authors(carol) == ["alice", "carol", "troll"])
            #expect(try await authors(them) == ["alice", "carol", "troll"])
            _ = try await me.unmuteUser(path: .init(userId: troll.user.id)).ok

            _ = try await me.blockUser(path: .init(userId: troll.user.id)).ok
            #expect(try await authors(me) == ["alice", "carol"])
            #expect(try await authors(them) == ["troll"], "the blocker's thread, replies included, is gone for the blocked")
            guard case .default(let reply, let problem) = try await them.postComment(path: .init(flowerId: flower), body: .json(.init(text: "Hey", parentId: mine.id))),
                  case .default(let replyToReply, _) = try await them.postComment(path: .init(flowerId: flower), body: .json(.init(text: "Hey", parentId: carols.id))),
                  case .default(let vote, _) = try await them.downvoteComment(path: .init(commentId: mine.id)),
                  case .default(let report, _) = try await them.reportComment(path: .init(commentId: mine.id), body: .json(.init(reason: .spam))),
                  case .default(let blockerVotes, _) = try await me.upvoteComment(path: .init(commentId: theirs.id)),
                  case .default(let replies, _) = try await them.listReplies(path: .init(commentId: mine.id))
            else { Issue.record("a block let something through"); return }
            #expect(reply == 404 && problem.problem?.errors?.first?.field == "parentId")
            #expect(replyToReply == 404 && vote == 404 && report == 404 && blockerVotes == 404 && replies == 404)
            // Others' conversation with both of them goes on.
            _ = try await carol.upvoteComment(path: .init(commentId: theirs.id)).ok
            _ = try await carol.upvoteComment(path: .init(commentId: mine.id)).ok
        }
    }
}

private struct Votes: Decodable {
    let downvotes: Int
    let upvotes: Int
}
