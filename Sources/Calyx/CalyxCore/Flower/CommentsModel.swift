import CalyxAPI
import ClientKit
import Foundation
import Observation

/// The Community tab: comments sorted by interactions (default), newest or oldest, paged ahead of the
/// scroll; replies shown three at a time and expanded on request; posting and replying (500
/// characters); editing one's own within its window; deleting; up- and downvotes (the downvote count
/// is never shown); reporting. Needs a connection: comments are other people's words, live.
@MainActor @Observable
public final class CommentsModel {
    public typealias Comment = Components.Schemas.Comment
    public typealias Sort = Operations.ListComments.Input.Query.SortPayload
    public typealias ReportReason = Components.Schemas.ReportRequest.ReasonPayload

    public static let maxLength = 500

    public let flowerID: String
    public private(set) var sort = Sort.interactions
    public var comments: [Comment] { list.items }
    public private(set) var failure: LoadFailure?
    public private(set) var isLoading = false
    /// The comment being answered; the input field says "Replying to …".
    public private(set) var replyingTo: Comment?
    /// Why the last post, edit or report did not go through, in words for under the field.
    public private(set) var problem: String?

    /// The photo going with the next comment (§3.2 "attach photo from user's own flower photos"):
    /// one of the person's photos of this flower, or one picked and uploaded here.
    public private(set) var attachedPhoto: Components.Schemas.MediaImage?
    /// 0…1 while a picked photo uploads.
    public private(set) var attachmentProgress: Double?

    private let api: any APIProtocol
    private let now: @Sendable () -> Date
    private let downscaler: (any UploadPhotoDownscaler)?
    private var list = PagedList<Comment, String> { $0.id }
    @ObservationIgnored private var attachmentGeneration = 0

    public init(
        flowerID: String, client: CalyxClient, downscaler: (any UploadPhotoDownscaler)? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.flowerID = flowerID
        api = client.api
        self.downscaler = downscaler
        self.now = now
    }

    /// One of the person's own photos of this flower (already uploaded) goes with the next comment.
    public func attach(_ photo: Components.Schemas.MediaImage) {
        attachedPhoto = photo
        problem = nil
    }

    /// A photo picked from the library: uploaded now, with progress, then attached.
    public func attachPhoto(_ picked: Data) async {
        problem = nil
        attachmentProgress = 0
        attachmentGeneration += 1
        let upload = attachmentGeneration
        defer { if attachmentGeneration == upload { attachmentProgress = nil } }
        let result = await MediaUpload.send(picked, api: api, downscaler: downscaler) { fraction in
            Task { @MainActor [weak self] in
                guard let self, self.attachmentGeneration == upload, self.attachmentProgress != nil else { return }
                self.attachmentProgress = fraction
            }
        }
        guard attachmentGeneration == upload else { return }
        switch result {
        case .success(let photo): attachedPhoto = photo
        case .failure(let failure): problem = failure.message
        }
    }

    public func removeAttachment() {
        attachmentGeneration += 1
        attachedPhoto = nil
        attachmentProgress = nil
    }

    public func load() async {
        await fetch(cursor: nil)
    }

    /// The Community tab came on screen: the first page once; reselecting the tab keeps what was
    /// read (and where the person was), and pull to refresh reads again.
    public func appeared() async {
        guard !hasLoaded else { return }
        await load()
    }

    /// Set once a first page arrived.
    public private(set) var hasLoaded = false

    public func sort(by sort: Sort) async {
        self.sort = sort
        await fetch(cursor: nil)
    }

    public func commentAppeared(at index: Int) async {
        guard let cursor = list.cursorToFetch(appeared: index) else { return }
        await fetch(cursor: cursor)
    }

    /// "View more replies": the rest of a thread, after the three that came with it.
    public func loadMoreReplies(to comment: Comment) async {
        guard let cursor = comment.moreRepliesCursor else { return }
        do {
            let page = try await api.listReplies(path: .init(commentId: comment.id), query: .init(cursor: cursor)).ok.body.json
            update(comment.id) { thread in
                let known = Set((thread.replies ?? []).map(\.id))
                thread.replies = (thread.replies ?? []) + page.items.filter { !known.contains($0.id) }
                thread.moreRepliesCursor = page.nextCursor
            }
        } catch {
            failure = LoadFailure(error)
        }
    }

    // MARK: Writing

    /// What the counter under the field shows, e.g. "480 left".
    public func charactersLeft(_ text: String) -> Int { Self.maxLength - text.count }

    public func reply(to comment: Comment) { replyingTo = comment }
    public func cancelReply() { replyingTo = nil }

    /// Posts `text` (as a reply when replying). True when it was posted, so the field can clear.
    @discardableResult
    public func post(_ text: String, photoID: String? = nil) async -> Bool {
        guard attachmentProgress == nil else { problem = "Wait for the photo to finish uploading."; return false }
        let photoID = photoID ?? attachedPhoto?.id
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { problem = "Write something first."; return false }
        guard trimmed.count <= Self.maxLength else { problem = "Comments can be up to \(Self.maxLength) characters."; return false }
        problem = nil
        let parent = replyingTo
        do {
            switch try await api.postComment(path: .init(flowerId: flowerID), body: .json(.init(text: trimmed, parentId: parent?.id, photoId: photoID))) {
            case .created(let created):
                let comment = try created.body.json
                if let parentID = comment.parentId {
                    update(parentID) { thread in
                        thread.replies = (thread.replies ?? []) + [comment]
                        thread.replyCount = (thread.replyCount ?? 0) + 1
                    }
                } else {
                    list.items.insert(comment, at: 0)
                }
                replyingTo = nil
                attachedPhoto = nil
                return true
            case .default(_, let response):
                problem = Self.words(of: try? response.body.applicationProblemJson, otherwise: "Your comment couldn't be posted.")
            }
        } catch {
            problem = LoadFailure(error).message
        }
        return false
    }

    /// Whether the person may still edit `comment` (their own, within five minutes of posting).
    public func canEdit(_ comment: Comment) -> Bool {
        guard comment.yours == true, comment.state == .visible, let until = comment.editableUntil else { return false }
        return now() < until
    }

    /// Whether the person may delete `comment`: their own, while it still shows.
    public func canDelete(_ comment: Comment) -> Bool { comment.yours == true && comment.state == .visible }

    public func edit(_ comment: Comment, to text: String) async -> Bool {
        guard canEdit(comment) else { problem = "Comments can be edited for 5 minutes after posting."; return false }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= Self.maxLength else { problem = "Comments need 1 to \(Self.maxLength) characters."; return false }
        do {
            switch try await api.editComment(path: .init(commentId: comment.id), body: .json(.init(text: trimmed))) {
            case .ok(let ok):
                let edited = try ok.body.json
                update(comment.id) { $0 = Self.keepingThread(of: $0, in: edited) }
                problem = nil
                return true
            case .default(_, let response):
                problem = Self.words(of: try? response.body.applicationProblemJson, otherwise: "That comment can no longer be edited.")
            }
        } catch {
            problem = LoadFailure(error).message
        }
        return false
    }

    /// Deleting keeps a thread's replies: the server leaves a placeholder, and so does the list.
    public func delete(_ comment: Comment) async {
        do {
            switch try await api.deleteComment(path: .init(commentId: comment.id)) {
            case .noContent:
                let hasReplies = (comment.replyCount ?? 0) > 0
                if hasReplies {
                    update(comment.id) { thread in thread.state = .deleted; thread.text = nil; thread.author = nil; thread.photo = nil }
                } else {
                    remove(comment.id)
                }
            case .default(_, let response):
                problem = Self.words(of: try? response.body.applicationProblemJson, otherwise: "That comment couldn't be deleted.")
            }
        } catch {
            problem = LoadFailure(error).message
        }
    }

    // MARK: Votes and reports

    /// Up: tapping again takes the vote back. Down: the same; each replaces the other.
    public func vote(_ comment: Comment, up: Bool) async {
        let current = comment.yourVote ?? Comment.YourVotePayload.none
        do {
            let state: Components.Schemas.VoteState
            switch (up, current) {
            case (true, .up): state = try await api.removeUpvote(path: .init(commentId: comment.id)).ok.body.json
            case (true, _): state = try await api.upvoteComment(path: .init(commentId: comment.id)).ok.body.json
            case (false, .down): state = try await api.removeDownvote(path: .init(commentId: comment.id)).ok.body.json
            case (false, _): state = try await api.downvoteComment(path: .init(commentId: comment.id)).ok.body.json
            }
            update(comment.id) { thread in
                thread.upvotes = state.upvotes
                thread.yourVote = .init(rawValue: state.yourVote.rawValue)
            }
        } catch {
            problem = LoadFailure(error).message
        }
    }

    public func report(_ comment: Comment, reason: ReportReason, detail: String? = nil) async -> Bool {
        do {
            switch try await api.reportComment(path: .init(commentId: comment.id), body: .json(.init(reason: reason, detail: detail))) {
            case .noContent:
                problem = nil
                return true
            case .default(_, let response):
                problem = Self.words(of: try? response.body.applicationProblemJson, otherwise: "The report couldn't be sent.")
            }
        } catch {
            problem = LoadFailure(error).message
        }
        return false
    }

    // MARK: Helpers

    private func fetch(cursor: String?) async {
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await api.listComments(path: .init(flowerId: flowerID), query: .init(sort: sort, cursor: cursor)).ok.body.json
            list.receive(page.items, next: page.nextCursor, for: cursor)
            if cursor == nil { hasLoaded = true }
            failure = nil
        } catch {
            if let cursor { list.failed(cursor) }
            failure = LoadFailure(error)
        }
    }

    /// Applies `change` to the comment `id`, at the top level or among a thread's replies.
    private func update(_ id: String, _ change: (inout Comment) -> Void) {
        for index in list.items.indices {
            if list.items[index].id == id { change(&list.items[index]); return }
            if let replyIndex = list.items[index].replies?.firstIndex(where: { $0.id == id }) {
                change(&list.items[index].replies![replyIndex])
                return
            }
        }
    }

    private func remove(_ id: String) {
        list.items.removeAll { $0.id == id }
        for index in list.items.indices {
            if let replies = list.items[index].replies, replies.contains(where: { $0.id == id }) {
                let count = max(0, (list.items[index].replyCount ?? 1) - 1)
                list.items[index].replies = replies.filter { $0.id != id }
                list.items[index].replyCount = count
            }
        }
    }

    /// An edit's answer for a top-level comment may leave out its replies: keep the ones shown.
    private static func keepingThread(of old: Comment, in new: Comment) -> Comment {
        var merged = new
        if merged.replies == nil { merged.replies = old.replies; merged.moreRepliesCursor = old.moreRepliesCursor }
        return merged
    }

    private static func words(of problem: Components.Schemas.Problem?, otherwise: String) -> String {
        problem?.errors?.first?.detail ?? problem?.detail ?? otherwise
    }
}
