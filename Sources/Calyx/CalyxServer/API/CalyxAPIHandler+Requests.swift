import CalyxAPI
import Foundation
import ServerKit
import SQLKit

/// Reading what every operation reads: ids, pages, and the caller's flags on a list of flowers.
extension CalyxAPIHandler {
    func uuid(_ text: String, _ field: String) throws -> UUID {
        guard let id = UUID(uuidString: text) else { throw Problem.invalidField(field, "must be a UUID") }
        return id
    }

    func uuids(_ texts: [String], _ field: String) throws -> [UUID] {
        try texts.map { try uuid($0, field) }
    }

    func page(limit: Int?, cursor: String?) throws -> PageRequest {
        try PageRequest(validatingLimit: limit, cursor: cursor)
    }

    /// Cards for `rows`, with the caller's liked/saved flags when signed in.
    func cards(_ rows: [FlowerCardRow]) async throws -> [Components.Schemas.FlowerCard] {
        let flags = try await viewerFlags(for: rows.map(\.id))
        return rows.map { .init($0, viewer: flags) }
    }

    private func viewerFlags(for flowers: [UUID]) async throws -> ReactionFlags? {
        guard let viewer else { return nil }
        return try await ReactionFlags.read(viewer, on: flowers, in: ReactionFlags.flowers, catalog.database.sql)
    }
}
