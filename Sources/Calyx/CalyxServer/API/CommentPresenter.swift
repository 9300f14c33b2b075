import CalyxAPI
import Foundation
import Media

/// Turns comment rows into what one viewer is sent: authors, whom replies answer, photos, and the
/// viewer's own votes, each read once for the whole page.
///
/// Placeholders (a deleted or removed comment kept for its replies) carry no author, text or photo.
/// No count of downvotes exists in what this builds.
struct CommentPresenter {
    let viewer: UUID?
    let now: Date
    private let people: [UUID: People.Person]
    private let photos: [UUID: MediaRecord]
    private let votes: [UUID: CommentVotes.Vote]

    static func load(_ rows: [CommentRow], viewer: UUID?, now: Date, community: CalyxCommunity, media: MediaLibrary) async throws -> CommentPresenter {
        let (people, photos) = try await shared(rows, community: community, media: media)
        return try await CommentPresenter(rows, viewer: viewer, now: now, people: people, photos: photos, votes: community.votes)
    }

    /// What every viewer is shown of `rows`: their authors (and whom replies answer) and photos.
    static func shared(
        _ rows: [CommentRow], community: CalyxCommunity, media: MediaLibrary
    ) async throws -> (people: [UUID: People.Person], photos: [UUID: MediaRecord]) {
        let visible = rows.filter(\.isVisible)
        let people = try await community.people.find(visible.flatMap { [$0.user_id] + ($0.reply_to_user_id.map { [$0] } ?? []) })
        let photos = try await media.find(visible.compactMap(\.photo_id))
        return (people, photos)
    }

    /// A presenter from what every viewer is shown, adding the viewer's own votes on `rows`.
    init(
        _ rows: [CommentRow], viewer: UUID?, now: Date, people: [UUID: People.Person], photos: [UUID: MediaRecord], votes: CommentVotes
    ) async throws {
        let voted = try await viewer.asyncFlatMap { try await votes.votes(of: $0, on: rows.filter(\.isVisible).map(\.id)) } ?? [:]
        self.init(viewer: viewer, now: now, people: people, photos: photos, votes: voted)
    }

    private init(viewer: UUID?, now: Date, people: [UUID: People.Person], photos: [UUID: MediaRecord], votes: [UUID: CommentVotes.Vote]) {
        self.viewer = viewer
        self.now = now
        self.people = people
        self.photos = photos
        self.votes = votes
    }

    func comment(_ row: CommentRow, thread: CommentThreads.Thread? = nil) -> Components.Schemas.Comment {
        let shown = row.isVisible
        let yours = viewer.map { $0 == row.user_id }
        let editableUntil = row.createdAt.addingTimeInterval(Comments.editWindow)
        return Components.Schemas.Comment(
            id: row.id.apiString, flowerId: row.flower_id.apiString, parentId: row.parent_id?.apiString,
            state: .init(rawValue: row.state) ?? .removed,
            author: shown ? people[row.user_id].map { Components.Schemas.Person($0) } : nil,
            replyTo: shown ? row.reply_to_user_id.flatMap { people[$0] }.map { Components.Schemas.Person($0) } : nil,
            text: shown ? row.body : nil,
            photo: shown ? row.photo_id.flatMap { photos[$0] }.map(Components.Schemas.MediaImage.init) : nil,
            upvotes: row.upvotes,
            yourVote: viewer == nil ? nil : votes[row.id].map { $0 == .up ? .up : .down } ?? Components.Schemas.Comment.YourVotePayload.none,
            yours: shown ? yours : nil,
            editableUntil: shown && yours == true && now < editableUntil ? editableUntil : nil,
            createdAt: row.createdAt, editedAt: shown ? row.edited_at : nil,
            replyCount: row.parent_id == nil ? row.reply_count : nil,
            replies: thread.map { $0.replies.map { comment($0) } },
            moreRepliesCursor: thread?.moreReplies
        )
    }
}
