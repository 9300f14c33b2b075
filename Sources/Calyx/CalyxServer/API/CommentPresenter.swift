import CalyxAPI
import Foundation
import Media
import ServerKit

/// Turns comment rows into what one viewer is sent: authors, whom replies answer, photos, and the
/// viewer's own votes, each read once for the whole page.
///
/// Placeholders (a deleted or removed comment kept for its replies) carry no author, text or photo.
/// No count of downvotes exists in what this builds.
struct CommentPresenter {
    let viewer: UUID?
    let now: Date
    let people: [UUID: People.Person]
    let photos: [UUID: MediaRecord]
    /// The viewer's own votes.
    let votes: [UUID: CommentVotes.Vote]
    /// People the viewer does not see: never named as whom a reply answers.
    let hiding: Set<UUID>

    static func load(_ rows: [CommentRow], viewer: UUID?, now: Date, community: CalyxCommunity, media: MediaLibrary) async throws -> CommentPresenter {
        let (people, photos) = try await shared(rows, community: community, media: media)
        let reader = try await ConversationViewer.load(viewer, votesOn: rows.filter(\.isVisible).map(\.id), in: community.votes.database)
        return CommentPresenter(viewer: viewer, now: now, people: people, photos: photos, votes: reader.votes, hiding: reader.hiding)
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

    func comment(_ row: CommentRow, thread: CommentThreads.Thread? = nil) -> Components.Schemas.Comment {
        let shown = row.isVisible
        let yours = viewer.map { $0 == row.user_id }
        let editableUntil = row.createdAt.addingTimeInterval(Comments.editWindow)
        return Components.Schemas.Comment(
            id: row.id.apiString, flowerId: row.flower_id.apiString, parentId: row.parent_id?.apiString,
            // A suspended author's comment reads as hidden: the reader learns nothing of the suspension.
            state: row.commentState == .suspended ? .hidden : .init(rawValue: row.state) ?? .removed,
            author: shown ? people[row.user_id].map { Components.Schemas.Person($0) } : nil,
            replyTo: shown ? row.reply_to_user_id.flatMap { hiding.contains($0) ? nil : people[$0] }.map { Components.Schemas.Person($0) } : nil,
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
