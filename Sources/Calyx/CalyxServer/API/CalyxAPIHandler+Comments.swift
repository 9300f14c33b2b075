import CalyxAPI
import Foundation
import Identity
import Media
import ServerKit

/// The conversation under each flower: threads, replies, edits, votes and reports.
extension CalyxAPIHandler {
    func postComment(_ input: Operations.PostComment.Input) async throws -> Operations.PostComment.Output {
        let flower = try uuid(input.path.flowerId, "flowerId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let author = try caller.id
        let parent = try body.parentId.map { try uuid($0, "parentId") }
        let photo = try body.photoId.map { try uuid($0, "photoId") }
        try await community.admitComment(by: author)
        let id = try await community.comments.post(flower: flower, author: author, text: body.text, parent: parent, photo: photo)
        return .created(.init(body: .json(try await comment(id))))
    }

    func listComments(_ input: Operations.ListComments.Input) async throws -> Operations.ListComments.Output {
        let flower = try uuid(input.path.flowerId, "flowerId")
        let request = try page(limit: input.query.limit, cursor: input.query.cursor)
        let sort = input.query.sort.flatMap { CommentThreads.Sort(rawValue: $0.rawValue) } ?? .interactions
        let (community, media) = (community, media.library)
        func make(hiding: CommentThreads.Hiding) -> @Sendable () async throws -> CommentPageCache.Entry {
            {
                let threads = try await community.threads.threads(on: flower, sort: sort, hiding: hiding, page: request)
                let rows = threads.items.flatMap { [$0.comment] + $0.replies }
                let (people, photos) = try await CommentPresenter.shared(rows, community: community, media: media)
                return .init(threads: threads, people: people, photos: photos)
            }
        }
        // Most readers hide nobody: they share a page made for anyone, and one statement reads whom they
        // hide and their votes on it. A reader who hides someone gets a page of their own.
        var entry = try await community.pages.entry(flower: flower, sort: sort, page: request, make: make(hiding: .nobody))
        var reader = try await ConversationViewer.load(viewer, votesOn: entry.visibleIDs, in: catalog.database)
        if !reader.hiding.isEmpty {
            entry = try await make(hiding: .reader(viewer, hidden: reader.hiding))()
            reader = try await ConversationViewer.load(viewer, votesOn: entry.visibleIDs, in: catalog.database)
        }
        if entry.threads.items.isEmpty, try await !CatalogFlower.exists(flower, in: catalog.database.sql) {
            throw Problem.notFound("No such flower.")
        }
        let presenter = CommentPresenter(
            viewer: viewer, now: community.wallClock.now(), people: entry.people, photos: entry.photos, votes: reader.votes, hiding: reader.hiding
        )
        let items = entry.threads.items.map { presenter.comment($0.comment, thread: $0) }
        return .ok(.init(body: .json(.init(items: items, nextCursor: entry.threads.nextCursor))))
    }

    func listReplies(_ input: Operations.ListReplies.Input) async throws -> Operations.ListReplies.Output {
        let thread = try uuid(input.path.commentId, "commentId")
        let request = try page(limit: input.query.limit, cursor: input.query.cursor)
        let hiding = try await ConversationViewer.load(viewer, votesOn: [], in: catalog.database).hiding
        guard let replies = try await community.threads.replies(to: thread, viewer: viewer, hiding: hiding, page: request) else {
            throw Problem.notFound("No such comment.")
        }
        let (people, photos) = try await CommentPresenter.shared(replies.items, community: community, media: media.library)
        let votes = try await viewer.asyncFlatMap { try await community.votes.votes(of: $0, on: replies.items.filter(\.isVisible).map(\.id)) }
        let presenter = CommentPresenter(
            viewer: viewer, now: community.wallClock.now(), people: people, photos: photos, votes: votes ?? [:], hiding: hiding
        )
        return .ok(.init(body: .json(.init(items: replies.items.map { presenter.comment($0) }, nextCursor: replies.nextCursor))))
    }

    func editComment(_ input: Operations.EditComment.Input) async throws -> Operations.EditComment.Output {
        let id = try uuid(input.path.commentId, "commentId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try await community.comments.edit(id, author: try caller.id, text: body.text)
        return .ok(.init(body: .json(try await comment(id))))
    }

    func deleteComment(_ input: Operations.DeleteComment.Input) async throws -> Operations.DeleteComment.Output {
        try await community.comments.delete(try uuid(input.path.commentId, "commentId"), author: try caller.id)
        return .noContent(.init())
    }

    func upvoteComment(_ input: Operations.UpvoteComment.Input) async throws -> Operations.UpvoteComment.Output {
        .ok(.init(body: .json(try await vote(.up, remove: false, input.path.commentId))))
    }

    func removeUpvote(_ input: Operations.RemoveUpvote.Input) async throws -> Operations.RemoveUpvote.Output {
        .ok(.init(body: .json(try await vote(.up, remove: true, input.path.commentId))))
    }

    func downvoteComment(_ input: Operations.DownvoteComment.Input) async throws -> Operations.DownvoteComment.Output {
        .ok(.init(body: .json(try await vote(.down, remove: false, input.path.commentId))))
    }

    func removeDownvote(_ input: Operations.RemoveDownvote.Input) async throws -> Operations.RemoveDownvote.Output {
        .ok(.init(body: .json(try await vote(.down, remove: true, input.path.commentId))))
    }

    func reportComment(_ input: Operations.ReportComment.Input) async throws -> Operations.ReportComment.Output {
        let id = try uuid(input.path.commentId, "commentId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        guard let reason = CommentReports.Reason(rawValue: body.reason.rawValue) else { throw Problem.invalidField("reason", "is not a reason") }
        try await community.reports.report(id, by: try caller.id, reason: reason, detail: body.detail)
        return .noContent(.init())
    }

    // MARK: Helpers

    /// One comment as the caller sees it (just written or edited: always visible to its author).
    func comment(_ id: UUID) async throws -> Components.Schemas.Comment {
        guard let row = try await CommentRow.find(id, in: catalog.database.sql) else { throw Problem.notFound("No such comment.") }
        return try await presenter(for: [row]).comment(row)
    }

    func presenter(for rows: [CommentRow]) async throws -> CommentPresenter {
        try await CommentPresenter.load(rows, viewer: viewer, now: community.wallClock.now(), community: community, media: media.library)
    }

    private func vote(_ vote: CommentVotes.Vote, remove: Bool, _ commentID: String) async throws -> Components.Schemas.VoteState {
        let state = try await community.votes.set(vote, remove: remove, on: try uuid(commentID, "commentId"), by: try caller.id)
        let yours: Components.Schemas.VoteState.YourVotePayload = switch state.yours {
        case .up: .up
        case .down: .down
        case nil: .none
        }
        return .init(upvotes: state.upvotes, yourVote: yours)
    }
}
