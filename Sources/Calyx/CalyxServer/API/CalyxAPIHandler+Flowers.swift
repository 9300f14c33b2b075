import CalyxAPI
import Hummingbird
import Logging
import Foundation
import Identity
import ServerKit
import SQLKit

/// Search, autocomplete, flower detail, likes and scent notes.
extension CalyxAPIHandler {
    func searchFlowers(_ input: Operations.SearchFlowers.Input) async throws -> Operations.SearchFlowers.Output {
        let query = input.query
        let text = try queryText(query.query)
        var filters = FlowerFilters()
        filters.color = query.color.flatMap { FlowerColor(rawValue: $0.rawValue) }
        filters.season = query.season.flatMap { Season(rawValue: $0.rawValue) }
        filters.region = query.region.flatMap { Continent(rawValue: $0.rawValue) }
        filters.type = query._type.flatMap { PlantType(rawValue: $0.rawValue) }
        filters.light = query.light.flatMap { Light(rawValue: $0.rawValue) }
        filters.petSafe = query.petSafe ?? false
        let sort = query.sort.flatMap { FlowerSort(rawValue: $0.rawValue) } ?? .relevance
        let request = try page(limit: query.limit, cursor: query.cursor)
        let result = try await catalog.search.search(.init(text: text, filters: filters, sort: sort), page: request)
        // A signed-in person's search joins their history when it is run, not when it is paged.
        // Best effort: the results matter more than the history line.
        if let viewer, request.cursor == nil, !text.isEmpty {
            do {
                try await catalog.history.record(user: viewer, search: text)
            } catch {
                CurrentRequest.context?.logger.error("search history not recorded", metadata: ["error": "\(String(reflecting: error))"])
            }
        }
        return .ok(.init(body: .json(.init(
            items: try await cards(result.cards), nextCursor: result.nextCursor, correctedQuery: result.correctedQuery
        ))))
    }

    func suggestFlowers(_ input: Operations.SuggestFlowers.Input) async throws -> Operations.SuggestFlowers.Output {
        let rows = try await catalog.search.suggest(try queryText(input.query.query))
        return .ok(.init(body: .json(.init(items: try await cards(rows)))))
    }

    func getFlower(_ input: Operations.GetFlower.Input) async throws -> Operations.GetFlower.Output {
        let id = try uuid(input.path.flowerId, "flowerId")
        let query = try queryText(input.query.query)
        guard let detail = try await catalog.details.detail(id, viewer: viewer) else { throw Problem.notFound("No such flower.") }
        if let viewer, !query.isEmpty {
            try await catalog.history.record(user: viewer, flower: id, query: query)
        }
        return .ok(.init(body: .json(.init(detail))))
    }

    func likeFlower(_ input: Operations.LikeFlower.Input) async throws -> Operations.LikeFlower.Output {
        let id = try uuid(input.path.flowerId, "flowerId")
        guard let state = try await catalog.likes.like(id, user: try caller.id) else { throw Problem.notFound("No such flower.") }
        return .ok(.init(body: .json(.init(liked: state.liked, likeCount: state.count))))
    }

    func unlikeFlower(_ input: Operations.UnlikeFlower.Input) async throws -> Operations.UnlikeFlower.Output {
        let id = try uuid(input.path.flowerId, "flowerId")
        guard let state = try await catalog.likes.unlike(id, user: try caller.id) else { throw Problem.notFound("No such flower.") }
        return .ok(.init(body: .json(.init(liked: state.liked, likeCount: state.count))))
    }

    func setScentNote(_ input: Operations.SetScentNote.Input) async throws -> Operations.SetScentNote.Output {
        let id = try uuid(input.path.flowerId, "flowerId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        guard let stored = try await catalog.scentNotes.set(body.note, flower: id, user: try caller.id) else {
            throw Problem.notFound("No such flower.")
        }
        return .ok(.init(body: .json(.init(note: stored.note, updatedAt: stored.updatedAt))))
    }

    func getUserFavorites(_ input: Operations.GetUserFavorites.Input) async throws -> Operations.GetUserFavorites.Output {
        let user = try await visibleUser(input.path.userId)
        let favorites = try await catalog.likes.favorites(of: user, page: try page(limit: input.query.limit, cursor: input.query.cursor))
        return .ok(.init(body: .json(.init(items: try await cards(favorites.items), nextCursor: favorites.nextCursor))))
    }

    /// A query as typed, at most 100 code points as sent (422 beyond, naming `query`), trimmed.
    func queryText(_ text: String?) throws -> String {
        let text = text ?? ""
        guard CalyxLimits.length(of: text) <= CalyxLimits.searchQueryMaxLength else {
            throw Problem.validation(field: "query", "must be at most \(CalyxLimits.searchQueryMaxLength) characters")
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The id of a user who exists (and is not the catalog's or former members' account); 404 otherwise.
    func existingUser(_ text: String) async throws -> UUID {
        let id = try uuid(text, "userId")
        guard id != CatalogIllustrator.catalogAccount, id != FormerMember.id,
              try await catalog.database.sql.raw("SELECT id FROM users WHERE id = \(bind: id)").first() != nil
        else { throw Problem.notFound("No such user.") }
        return id
    }
}
