import CalyxAPI
import Foundation
import Identity
import ServerKit

/// The caller's search history.
extension CalyxAPIHandler {
    func listHistory(_ input: Operations.ListHistory.Input) async throws -> Operations.ListHistory.Output {
        let entries = try await catalog.history.list(
            user: try caller.id, query: try queryText(input.query.query), page: try page(limit: input.query.limit, cursor: input.query.cursor)
        )
        let flowers = try await cards(entries.items.compactMap(\.flower))
        let byID = Dictionary(flowers.map { ($0.id, $0) }) { first, _ in first }
        let items = entries.items.map { entry in
            Components.Schemas.HistoryEntry(
                id: entry.id.apiString, kind: entry.kind == .search ? .search : .flower,
                flower: entry.flower.flatMap { byID[$0.id.apiString] }, query: entry.query, searchedAt: entry.searchedAt
            )
        }
        return .ok(.init(body: .json(.init(items: items, nextCursor: entries.nextCursor))))
    }

    func deleteHistoryEntry(_ input: Operations.DeleteHistoryEntry.Input) async throws -> Operations.DeleteHistoryEntry.Output {
        let id = try uuid(input.path.entryId, "entryId")
        guard try await catalog.history.delete(user: try caller.id, entry: id) else { throw Problem.notFound("No such history entry.") }
        return .noContent(.init())
    }

    func clearHistory(_ input: Operations.ClearHistory.Input) async throws -> Operations.ClearHistory.Output {
        try await catalog.history.clear(user: try caller.id)
        return .noContent(.init())
    }
}
