import CalyxAPI
@testable import CalyxServer
import Foundation
import Media
import ServerKit

/// A person with a public collection of real catalog flowers whose pictures exist: the catalog's own
/// illustrations, drawn and stored through the media pipeline as `greenhouse seed` draws them.
struct ShareFixture {
    struct Flower {
        let id: String
        let commonName: String
        let scientificName: String
        let family: String
    }

    let owner: Components.Schemas.Session
    let collectionID: String
    /// In the collection's order; the first is its cover.
    let flowers: [Flower]

    /// Strongly red or blue flowers, so a picture's colour (and its byte order) shows on any page; the
    /// second's common name is not ASCII.
    static let scientificNames = ["Gentiana acaulis", "Metrosideros excelsa", "Tropaeolum speciosum"]

    static func make(
        _ calyx: CalyxHarness, collectionName: String = "Blue and red", description: String = "Flowers that stop you in the path.",
        ownerName: String = "Olive Gardner", username: String = "OliveOwner"
    ) async throws -> ShareFixture {
        let owner = try await calyx.signInWithApple(subject: "share-\(UUID().uuidString)", displayName: ownerName)
        let client = calyx.client(token: owner.accessToken)
        _ = try await client.setUsername(body: .json(.init(username: username))).ok
        let species = try CalyxCatalog.curated.get()
        let chosen = try scientificNames.map { name in
            guard let found = species.first(where: { $0.scientificName == name }) else { throw CocoaError(.fileNoSuchFile) }
            return found
        }
        try await illustrate(chosen, calyx)
        let flowers = chosen.map { species in
            Flower(
                id: FlowerID.make(slug: FlowerID.slug(scientificName: species.scientificName)).apiString,
                commonName: species.commonNames[0], scientificName: species.scientificName, family: species.family
            )
        }
        let collection = try await client.createCollection(body: .json(.init(
            name: collectionName, description: description, isPublic: true, coverFlowerId: flowers[0].id
        ))).created.body.json
        _ = try await client.addToCollection(
            path: .init(collectionId: collection.id), body: .json(.init(flowerIds: flowers.dropFirst().map(\.id)))
        ).ok
        return ShareFixture(owner: owner, collectionID: collection.id, flowers: flowers)
    }

    /// Fixtures draw one at a time: the image processor is shared by every test server in this process,
    /// and uploads that find its queue full are turned away (503).
    static let drawing = TestTurns()

    /// Draws the illustrations into the server's own database and media directory.
    static func illustrate(_ species: [FlowerSpecies], _ calyx: CalyxHarness) async throws {
        let dataDirectory = try calyx.server.isolation.configuration().dataDirectory
        try await drawing.run { try await drawIllustrations(species, calyx, dataDirectory: dataDirectory) }
    }

    private static func drawIllustrations(_ species: [FlowerSpecies], _ calyx: CalyxHarness, dataDirectory: URL) async throws {
        try await calyx.withDatabase { database in
            let library = MediaLibrary(
                database: database, store: DiskMediaStore(dataDirectory: dataDirectory), processor: .shared, wallClock: SystemWallClock(), scope: "calyx"
            )
            _ = try await CatalogIllustrator(library: library, wallClock: SystemWallClock()) { _ in }.illustrate(species)
        }
    }
}
