import CalyxAPI
import Foundation
import Identity
import ServerKit

/// The review queue of reported comments. It exists only for moderators: everyone else, anonymous
/// callers included, is answered 404 as for any path that does not exist.
extension CalyxAPIHandler {
    func listModeration(_ input: Operations.ListModeration.Input) async throws -> Operations.ListModeration.Output {
        try requireModerator()
        let queue = try await community.reports.queue(page: try page(limit: input.query.limit, cursor: input.query.cursor))
        return .ok(.init(body: .json(.init(items: try await moderated(queue.items), nextCursor: queue.nextCursor))))
    }

    func moderateComment(_ input: Operations.ModerateComment.Input) async throws -> Operations.ModerateComment.Output {
        let moderator = try requireModerator()
        let id = try uuid(input.path.commentId, "commentId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let decision: CommentReports.Decision = body.action == .approve ? .approve : .remove
        let row = try await community.reports.decide(decision, on: id, by: moderator)
        guard let decided = try await moderated([row]).first else { throw Problem.notFound("No such comment.") }
        return .ok(.init(body: .json(decided)))
    }

    @discardableResult
    private func requireModerator() throws -> UUID {
        guard let viewer, community.configuration.moderators.contains(viewer) else { throw Problem.notFound() }
        return viewer
    }

    /// Comments with their author, text, flower and reports, whatever their state.
    private func moderated(_ rows: [CommentRow]) async throws -> [Components.Schemas.ModeratedComment] {
        let presenter = try await presenter(for: rows)
        let authors = try await community.people.find(rows.map(\.user_id))
        let reports = try await community.reports.reports(of: rows.map(\.id))
        let flowers = try await cards(try await FlowerCardRow.find(rows.map(\.flower_id), in: catalog.database.sql))
        let flowerByID = Dictionary(flowers.map { ($0.id, $0) }) { first, _ in first }
        return rows.compactMap { row in
            guard let author = authors[row.user_id], let flower = flowerByID[row.flower_id.apiString] else { return nil }
            return Components.Schemas.ModeratedComment(
                comment: presenter.comment(row), author: .init(author), text: row.body, flower: flower,
                reports: (reports[row.id] ?? []).map { .init(reason: $0.reason, detail: $0.detail, reportedAt: $0.reportedAt) }
            )
        }
    }
}
