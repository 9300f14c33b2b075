import CalyxAPI
import Foundation
import Identity
import Media
import OpenAPIRuntime
import ServerKit

/// Collections: the caller's to change, anyone's public ones to read.
extension CalyxAPIHandler {
    func createCollection(_ input: Operations.CreateCollection.Input) async throws -> Operations.CreateCollection.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let cover = try body.coverFlowerId.map { try uuid($0, "coverFlowerId") }
        let collection = try await catalog.collections.create(
            owner: try caller.id, name: body.name, description: body.description, isPublic: body.isPublic, cover: cover
        )
        return .created(.init(body: .json(try await collectionSchema(collection))))
    }

    func listCollections(_ input: Operations.ListCollections.Input) async throws -> Operations.ListCollections.Output {
        let user = try caller.id
        let page = try await catalog.collections.list(owner: user, viewer: user, page: try page(limit: input.query.limit, cursor: input.query.cursor))
        return .ok(.init(body: .json(.init(items: try await collectionSchemas(page.items), nextCursor: page.nextCursor))))
    }

    func listUserCollections(_ input: Operations.ListUserCollections.Input) async throws -> Operations.ListUserCollections.Output {
        let owner = try await visibleUser(input.path.userId)
        let page = try await catalog.collections.list(owner: owner, viewer: viewer, page: try page(limit: input.query.limit, cursor: input.query.cursor))
        return .ok(.init(body: .json(.init(items: try await collectionSchemas(page.items), nextCursor: page.nextCursor))))
    }

    func getCollection(_ input: Operations.GetCollection.Input) async throws -> Operations.GetCollection.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        let request = try page(limit: input.query.limit, cursor: input.query.cursor)
        guard let collection = try await catalog.collections.find(id, viewer: viewer) else { throw Problem.notFound("No such collection.") }
        let flowers = try await catalog.collections.flowers(of: id, page: request)
        return .ok(.init(body: .json(.init(
            collection: try await collectionSchema(collection), items: try await collectionItems(flowers.items, owner: collection.ownerID),
            nextCursor: flowers.nextCursor
        ))))
    }

    func updateCollection(_ input: Operations.UpdateCollection.Input) async throws -> Operations.UpdateCollection.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let change = Collections.Change(
            name: body.name, description: body.description, isPublic: body.isPublic,
            coverFlowerID: try body.coverFlowerId.map { try uuid($0, "coverFlowerId") },
            useFirstFlowerAsCover: body.useFirstFlowerAsCover ?? false
        )
        return .ok(.init(body: .json(try await collectionSchema(try await catalog.collections.update(id, owner: try caller.id, change)))))
    }

    func deleteCollection(_ input: Operations.DeleteCollection.Input) async throws -> Operations.DeleteCollection.Output {
        try await catalog.collections.delete(try uuid(input.path.collectionId, "collectionId"), owner: try caller.id)
        return .noContent(.init())
    }

    func addToCollection(_ input: Operations.AddToCollection.Input) async throws -> Operations.AddToCollection.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let collection = try await catalog.collections.add(try uuids(body.flowerIds, "flowerIds"), to: id, owner: try caller.id)
        return .ok(.init(body: .json(try await collectionSchema(collection))))
    }

    func removeFromCollection(_ input: Operations.RemoveFromCollection.Input) async throws -> Operations.RemoveFromCollection.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let collection = try await catalog.collections.remove(try uuids(body.flowerIds, "flowerIds"), from: id, owner: try caller.id)
        return .ok(.init(body: .json(try await collectionSchema(collection))))
    }

    func moveBetweenCollections(_ input: Operations.MoveBetweenCollections.Input) async throws -> Operations.MoveBetweenCollections.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let moved = try await catalog.collections.move(
            try uuids(body.flowerIds, "flowerIds"), from: id, to: try uuid(body.toCollectionId, "toCollectionId"), owner: try caller.id
        )
        let both = try await collectionSchemas([moved.from, moved.to])
        return .ok(.init(body: .json(.init(from: both[0], to: both[1]))))
    }

    func reorderCollection(_ input: Operations.ReorderCollection.Input) async throws -> Operations.ReorderCollection.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let collection = try await catalog.collections.reorder(id, to: try uuids(body.flowerIds, "flowerIds"), owner: try caller.id)
        return .ok(.init(body: .json(try await collectionSchema(collection))))
    }

    func reorderCollections(_ input: Operations.ReorderCollections.Input) async throws -> Operations.ReorderCollections.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try await catalog.collections.reorderAll(owner: try caller.id, to: try uuids(body.collectionIds, "collectionIds"))
        return .noContent(.init())
    }

    func copyCollection(_ input: Operations.CopyCollection.Input) async throws -> Operations.CopyCollection.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        var request = Components.Schemas.CollectionCopy()
        if case .json(let body)? = input.body { request = body }
        let copy = try await catalog.collections.copy(id, by: try caller.id, name: request.name, isPublic: request.isPublic)
        return .created(.init(body: .json(try await collectionSchema(copy))))
    }

    // MARK: Others' collections: likes, saves, discovery

    func likeCollection(_ input: Operations.LikeCollection.Input) async throws -> Operations.LikeCollection.Output {
        let state = try await community.reactions.set(.like, true, collection: try uuid(input.path.collectionId, "collectionId"), user: try caller.id)
        return .ok(.init(body: .json(.init(liked: state.active, likeCount: state.count))))
    }

    func unlikeCollection(_ input: Operations.UnlikeCollection.Input) async throws -> Operations.UnlikeCollection.Output {
        let state = try await community.reactions.set(.like, false, collection: try uuid(input.path.collectionId, "collectionId"), user: try caller.id)
        return .ok(.init(body: .json(.init(liked: state.active, likeCount: state.count))))
    }

    func saveCollection(_ input: Operations.SaveCollection.Input) async throws -> Operations.SaveCollection.Output {
        let state = try await community.reactions.set(.save, true, collection: try uuid(input.path.collectionId, "collectionId"), user: try caller.id)
        return .ok(.init(body: .json(.init(saved: state.active, saveCount: state.count))))
    }

    func unsaveCollection(_ input: Operations.UnsaveCollection.Input) async throws -> Operations.UnsaveCollection.Output {
        let state = try await community.reactions.set(.save, false, collection: try uuid(input.path.collectionId, "collectionId"), user: try caller.id)
        return .ok(.init(body: .json(.init(saved: state.active, saveCount: state.count))))
    }

    func listCollectionLikes(_ input: Operations.ListCollectionLikes.Input) async throws -> Operations.ListCollectionLikes.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        let request = try page(limit: input.query.limit, cursor: input.query.cursor)
        guard try await catalog.collections.find(id, viewer: viewer) != nil else { throw Problem.notFound("No such collection.") }
        let likers = try await community.reactions.likers(of: id, viewer: viewer, page: request)
        return .ok(.init(body: .json(try await personPage(likers))))
    }

    func listSavedCollections(_ input: Operations.ListSavedCollections.Input) async throws -> Operations.ListSavedCollections.Output {
        let user = try caller.id
        let ids = try await community.reactions.saved(by: user, page: try page(limit: input.query.limit, cursor: input.query.cursor))
        let collections = try await catalog.collections.find(ids.items, viewer: user)
        return .ok(.init(body: .json(.init(items: try await collectionSchemas(collections), nextCursor: ids.nextCursor))))
    }

    func discoverCollections(_ input: Operations.DiscoverCollections.Input) async throws -> Operations.DiscoverCollections.Output {
        let page = try await community.discovery.discover(viewer: viewer, page: try page(limit: input.query.limit, cursor: input.query.cursor))
        return .ok(.init(body: .json(.init(items: try await collectionSchemas(page.items), nextCursor: page.nextCursor))))
    }

    // MARK: Shapes

    func collectionSchema(_ collection: Collections.Collection) async throws -> Components.Schemas.Collection {
        try await collectionSchemas([collection])[0]
    }

    /// Collections with their owners (and whom copies credit), and the caller's own likes and saves.
    func collectionSchemas(_ collections: [Collections.Collection]) async throws -> [Components.Schemas.Collection] {
        try await collectionSchemas(collections, people: community.people.find(Self.peopleNamed(by: collections)))
    }

    /// Everyone `collections` name: owners and whom copies credit.
    static func peopleNamed(by collections: [Collections.Collection]) -> [UUID] {
        collections.map(\.ownerID) + collections.compactMap(\.copiedFrom.owner)
    }

    /// The same, with the people (`peopleNamed(by:)`) already read alongside others a page shows.
    func collectionSchemas(
        _ collections: [Collections.Collection], people: [UUID: People.Person]
    ) async throws -> [Components.Schemas.Collection] {
        let flags = try await viewer.asyncFlatMap { try await community.reactions.flags(of: $0, on: collections.map(\.id)) }
        return try await collectionSchemas(collections, people: people, flags: flags)
    }

    /// The same, with the caller's flags (nil signed out) already read alongside others a page shows.
    func collectionSchemas(
        _ collections: [Collections.Collection], people: [UUID: People.Person], flags: ReactionFlags?
    ) async throws -> [Components.Schemas.Collection] {
        let credited = collections.compactMap(\.copiedFrom.owner)
        // Someone who blocked the caller is not named, even as the source of a copy.
        let blockers = try await community.relations.blockers(of: viewer, among: credited)
        return collections.map { collection in
            let owner = people[collection.ownerID].map { Components.Schemas.Person($0) }
                ?? .init(id: collection.ownerID.apiString, displayName: "")
            let copied = collection.copiedFrom
            return Components.Schemas.Collection(
                id: collection.id.apiString, ownerId: collection.ownerID.apiString, owner: owner,
                likeCount: collection.likeCount, saveCount: collection.saveCount,
                liked: flags.map { $0.liked.contains(collection.id) }, saved: flags.map { $0.saved.contains(collection.id) },
                copiedFrom: copied.collection == nil && copied.owner == nil ? nil : .init(
                    collectionId: copied.collection?.apiString,
                    owner: copied.owner.flatMap { blockers.contains($0) ? nil : people[$0] }.map { Components.Schemas.Person($0) }
                ),
                name: collection.name, description: collection.description, isPublic: collection.isPublic,
                flowerCount: collection.flowerCount, coverFlowerId: collection.coverFlowerID?.apiString,
                cover: collection.cover.flatMap(Components.Schemas.Thumbnail.init),
                createdAt: collection.createdAt, updatedAt: collection.updatedAt
            )
        }
    }

    /// A collection's flowers; its owner also gets their notes, tags, photos and privacy of each.
    private func collectionItems(_ rows: [FlowerCardRow], owner: UUID) async throws -> [Components.Schemas.CollectionItem] {
        let flowers = try await cards(rows)
        guard viewer == owner else { return flowers.map { .init(flower: $0) } }
        let saved = try await catalog.saved.find(user: owner, flowers: rows.map(\.id))
        let photos = try await media.library.find(saved.values.flatMap(\.photoIDs))
        return zip(rows, flowers).map { row, card in
            guard let entry = saved[row.id] else { return .init(flower: card) }
            return .init(
                flower: card, savedId: entry.id.apiString, notes: entry.notes, tags: entry.tags,
                photos: entry.photoIDs.compactMap { photos[$0] }.map(Components.Schemas.MediaImage.init), isPublic: entry.isPublic
            )
        }
    }
}

extension CalyxAPIHandler {
    /// The herbarium PDF of a collection the caller may see; only the owner's carries their notes.
    func exportCollectionPdf(_ input: Operations.ExportCollectionPdf.Input) async throws -> Operations.ExportCollectionPdf.Output {
        let id = try uuid(input.path.collectionId, "collectionId")
        let export = CollectionExport(lookup: ShareLookup(catalog: catalog, people: community.people, library: media.library))
        guard let exported = try await export.pdf(id, viewer: viewer) else { throw Problem.notFound("No such collection.") }
        return .ok(.init(
            headers: .init(contentDisposition: CollectionExport.contentDisposition(name: exported.collectionName)),
            body: .pdf(HTTPBody(exported.pdf))
        ))
    }
}
