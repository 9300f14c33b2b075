import CalyxAPI
import Foundation
import Identity
import ServerKit

/// Collections: the caller's to change, anyone's public ones to read.
extension CalyxAPIHandler {
    func createCollection(_ input: Operations.CreateCollection.Input) async throws -> Operations.CreateCollection.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let cover = try body.coverFlowerId.map { try uuid($0, "coverFlowerId") }
        let collection = try await catalog.collections.create(
            owner: try caller.id, name: body.name, description: body.description, isPublic: body.isPublic, cover: cover
        )
        return .created(.init(body: .json(.init(collection))))
    }

    func listCollections(_ input: Operations.ListCollections.Input) async throws -> Operations.ListCollections.Output {
        let user = try caller.id
        let page = try await catalog.collections.list(owner: user, viewer: user, page: try page(limit: input.query.limit, cursor: input.query.cursor))
        return .ok(.init(body: .json(.init(items: page.items.map(Components.Schemas.Collection.init), nextCursor: page.nextCursor))))
    }

    func listUserCollections(_ input: Operations.ListUserCollections.Input) async throws -> Operations.ListUserCollections.Output {
        let owner = try await existingUser(input.path.userId)
        let page = try await catalog.collections.list(owner: owner, viewer: viewer, page: try page(limit: input.query.limit, cursor: input.query.cursor))
        return .ok(.init(body: .json(.init(items: page.items.map(Components.Schemas.Collection.init), nextCursor: page.nextCursor))))
    }

    func getCollection(_ input: Operations.GetCollection.Input) async throws -> Operations.GetCollection.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        let request = try page(limit: input.query.limit, cursor: input.query.cursor)
        guard let collection = try await catalog.collections.find(id, viewer: viewer) else { throw Problem.notFound("No such collection.") }
        let flowers = try await catalog.collections.flowers(of: id, page: request)
        return .ok(.init(body: .json(.init(collection: .init(collection), items: try await cards(flowers.items), nextCursor: flowers.nextCursor))))
    }

    func updateCollection(_ input: Operations.UpdateCollection.Input) async throws -> Operations.UpdateCollection.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let change = Collections.Change(
            name: body.name, description: body.description, isPublic: body.isPublic,
            coverFlowerID: try body.coverFlowerId.map { try uuid($0, "coverFlowerId") },
            useFirstFlowerAsCover: body.useFirstFlowerAsCover ?? false
        )
        return .ok(.init(body: .json(.init(try await catalog.collections.update(id, owner: try caller.id, change)))))
    }

    func deleteCollection(_ input: Operations.DeleteCollection.Input) async throws -> Operations.DeleteCollection.Output {
        try await catalog.collections.delete(try uuid(input.path.collectionId, "collectionId"), owner: try caller.id)
        return .noContent(.init())
    }

    func addToCollection(_ input: Operations.AddToCollection.Input) async throws -> Operations.AddToCollection.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let collection = try await catalog.collections.add(try uuids(body.flowerIds, "flowerIds"), to: id, owner: try caller.id)
        return .ok(.init(body: .json(.init(collection))))
    }

    func removeFromCollection(_ input: Operations.RemoveFromCollection.Input) async throws -> Operations.RemoveFromCollection.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let collection = try await catalog.collections.remove(try uuids(body.flowerIds, "flowerIds"), from: id, owner: try caller.id)
        return .ok(.init(body: .json(.init(collection))))
    }

    func moveBetweenCollections(_ input: Operations.MoveBetweenCollections.Input) async throws -> Operations.MoveBetweenCollections.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let moved = try await catalog.collections.move(
            try uuids(body.flowerIds, "flowerIds"), from: id, to: try uuid(body.toCollectionId, "toCollectionId"), owner: try caller.id
        )
        return .ok(.init(body: .json(.init(from: .init(moved.from), to: .init(moved.to)))))
    }

    func reorderCollection(_ input: Operations.ReorderCollection.Input) async throws -> Operations.ReorderCollection.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let collection = try await catalog.collections.reorder(id, to: try uuids(body.flowerIds, "flowerIds"), owner: try caller.id)
        return .ok(.init(body: .json(.init(collection))))
    }
}
