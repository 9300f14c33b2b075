import CalyxAPI
import Foundation
import Identity
import Media
import ServerKit

/// The caller's catalogue of saved flowers, and others' when it is public.
extension CalyxAPIHandler {
    func saveFlower(_ input: Operations.SaveFlower.Input) async throws -> Operations.SaveFlower.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let flower = try uuid(body.flowerId, "flowerId")
        let (saved, created) = try await catalog.saved.save(user: try caller.id, flower: flower)
        let schema = try await savedSchemas([saved])[0]
        return created ? .created(.init(body: .json(schema))) : .ok(.init(body: .json(schema)))
    }

    func listSaved(_ input: Operations.ListSaved.Input) async throws -> Operations.ListSaved.Output {
        let sort = input.query.sort.flatMap { SavedFlowers.Sort(rawValue: $0.rawValue) } ?? .recent
        let visibility = input.query.visibility.flatMap { SavedFlowers.Visibility(rawValue: $0.rawValue) } ?? .all
        if let tag = input.query.tag, CalyxLimits.length(of: tag) > SavedFlowers.tagMaxLength {
            throw Problem.validation(field: "tag", "must be at most \(SavedFlowers.tagMaxLength) characters")
        }
        let tag = input.query.tag.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        let page = try await catalog.saved.list(
            user: try caller.id, sort: sort, tag: tag, visibility: visibility, page: try page(limit: input.query.limit, cursor: input.query.cursor)
        )
        return .ok(.init(body: .json(.init(items: try await savedSchemas(page.items), nextCursor: page.nextCursor))))
    }

    func updateSaved(_ input: Operations.UpdateSaved.Input) async throws -> Operations.UpdateSaved.Output {
        let id = try uuid(input.path.savedId, "savedId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let change = SavedFlowers.Change(
            notes: body.notes, tags: body.tags, photoIDs: try body.photoIds.map { try uuids($0, "photoIds") }, isPublic: body.isPublic
        )
        guard let saved = try await catalog.saved.update(user: try caller.id, saved: id, change) else {
            throw Problem.notFound("No such saved flower.")
        }
        return .ok(.init(body: .json(try await savedSchemas([saved])[0])))
    }

    func deleteSaved(_ input: Operations.DeleteSaved.Input) async throws -> Operations.DeleteSaved.Output {
        let id = try uuid(input.path.savedId, "savedId")
        guard try await catalog.saved.delete(user: try caller.id, saved: id) else { throw Problem.notFound("No such saved flower.") }
        return .noContent(.init())
    }

    func getUserCatalogue(_ input: Operations.GetUserCatalogue.Input) async throws -> Operations.GetUserCatalogue.Output {
        let user = try await visibleUser(input.path.userId)
        let isOwner = user == viewer
        if !isOwner, try await !catalog.settings.settings(of: user).cataloguePublic {
            throw Problem.notFound("No such catalogue.")
        }
        // Others see only the flowers the owner left public.
        let page = try await catalog.saved.list(
            user: user, sort: .recent, tag: nil, visibility: isOwner ? .all : .public,
            page: try page(limit: input.query.limit, cursor: input.query.cursor)
        )
        return .ok(.init(body: .json(.init(items: try await cards(page.items.map(\.flower)), nextCursor: page.nextCursor))))
    }

    private func savedSchemas(_ saved: [SavedFlowers.Saved]) async throws -> [Components.Schemas.SavedFlower] {
        let flowers = try await cards(saved.map(\.flower))
        let memberships = try await catalog.saved.collections(of: saved.map(\.id))
        let photos = try await media.library.find(saved.flatMap(\.photoIDs))
        return zip(saved, flowers).map { saved, card in
            Components.Schemas.SavedFlower(
                id: saved.id.apiString, isPublic: saved.isPublic, flower: card, notes: saved.notes, tags: saved.tags,
                photos: saved.photoIDs.compactMap { photos[$0] }.map(Components.Schemas.MediaImage.init),
                savedAt: saved.savedAt, collectionIds: (memberships[saved.id] ?? []).map(\.apiString)
            )
        }
    }
}
