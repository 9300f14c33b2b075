import Foundation
import ServerKit
import SQLKit

/// Builds the queue page: the open reports with their threads and authors, and the audit log.
struct ConsoleQueuePage: Sendable {
    let queue: ModerationQueue
    let log: ModerationLog
    let moderators: ConsoleModerators
    let database: Database

    static let shown = 50
    static let logShown = 100

    func model(moderator: String, csrf: String, notice: String?) async throws -> ConsolePageModels.Queue {
        let (items, total) = try await queue.items(limit: Self.shown)
        let authors = try await queue.authors(items.map(\.comment.user_id))
        let entries = try await log.recent(limit: Self.logShown)
        let people = items.flatMap { $0.thread.map(\.user_id) } + entries.compactMap(\.moderator) + entries.compactMap(\.subject)
        let names = try await moderators.names(people + items.map(\.comment.user_id))
        let flowers = try await flowerNames(items.map(\.comment.flower_id))
        let periods = Suspensions.Period.allCases.map { ConsolePageModels.Period(value: $0.rawValue, label: $0.label) }
        let models = items.compactMap { item -> ConsolePageModels.Item? in
            guard let author = authors[item.comment.user_id] else { return nil }
            let comment = item.comment
            return ConsolePageModels.Item(
                id: comment.id.uuidString, csrf: csrf,
                stateLabel: Self.stateLabel(comment.commentState), stateClass: comment.commentState == .visible ? "" : "hidden",
                flower: flowers[comment.flower_id] ?? "a flower", postedAt: ConsoleFormat.time(comment.createdAt), text: comment.body,
                reportsLabel: ConsoleFormat.count(item.openReports, "open report"), firstReportedAt: ConsoleFormat.time(item.firstReportedAt),
                reasons: item.reasons.map { .init(reason: $0.reason, count: $0.count) },
                details: item.details.map { .init(reason: $0.reason, detail: $0.detail, at: ConsoleFormat.time($0.reportedAt)) },
                thread: item.thread.map { line in
                    .init(
                        author: names[line.user_id] ?? "Someone", text: line.commentState == .deleted ? "(deleted by its author)" : line.body,
                        at: ConsoleFormat.time(line.createdAt), lineState: line.isVisible ? nil : Self.stateLabel(line.commentState),
                        isThis: line.id == comment.id, isReply: line.parent_id != nil
                    )
                },
                author: .init(
                    id: author.id.uuidString, name: author.displayName, username: author.username, joined: ConsoleFormat.day(author.joinedAt),
                    comments: author.comments, removed: author.removedByModerators, reports: author.reportsReceived,
                    suspensions: author.pastSuspensions, suspendedUntil: author.suspension.map { ConsoleFormat.time($0.until) }
                ),
                periods: periods
            )
        }
        let lines = entries.map { entry in
            ConsolePageModels.LogLine(
                at: ConsoleFormat.time(entry.at), moderator: entry.moderator.map { names[$0] ?? $0.uuidString } ?? "(schedule)",
                action: entry.action.rawValue, comment: entry.comment?.uuidString.prefix(8).lowercased() ?? "",
                subject: entry.subject.map { names[$0] ?? $0.uuidString } ?? "", detail: entry.detail
            )
        }
        let countLabel = total > models.count ? "\(models.count) of \(total) comments" : ConsoleFormat.count(total, "comment")
        return .init(moderator: moderator, csrf: csrf, notice: notice, countLabel: countLabel, items: models, log: lines, periods: periods)
    }

    static func stateLabel(_ state: CommentState) -> String {
        switch state {
        case .visible: "Reported, still shown"
        case .hidden: "Hidden after \(CommentReports.hideAfter) reports"
        case .suspended: "Hidden: author suspended"
        case .removed: "Removed"
        case .deleted: "Deleted"
        }
    }

    private func flowerNames(_ ids: [UUID]) async throws -> [UUID: String] {
        let unique = Array(Set(ids))
        guard !unique.isEmpty else { return [:] }
        let rows = try await database.sql.raw("SELECT id, common_name FROM flowers WHERE id IN (\(binds: unique))").all(decoding: FlowerRow.self)
        return Dictionary(rows.map { ($0.id, $0.common_name) }) { first, _ in first }
    }

    private struct FlowerRow: Decodable {
        let id: UUID
        let common_name: String
    }
}
