import CalyxAPI
@testable import CalyxServer
import Foundation
import Media
import MediaTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

/// The sweep of uploads nothing uses, run on demand against the server's own database and files.
@Suite("Calyx unused-media sweep")
struct UnusedMediaSweepTests {
    struct MediaID: Decodable { let id: UUID }

    @Test("uploads unused for a day go; used or young ones stay, and so does one put to use while the sweep runs", arguments: TestDatabases.backends)
    func sweep(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let olive = try await calyx.devSignIn("olive")
            let client = calyx.client(token: olive.accessToken)
            var uploads: [String] = []
            for index in 0..<6 {
                let bytes = try await TestPhotos.make(width: 320 + index * 16, height: 240, format: .jpeg)
                uploads.append(try await calyx.upload(bytes, token: olive.accessToken).created.body.json.id.lowercased())
            }
            let (profilePhoto, commentPhoto, savedPhoto, unused, young, latecomer) = (uploads[0], uploads[1], uploads[2], uploads[3], uploads[4], uploads[5])
            let flower = try await client.searchFlowers(query: .init(limit: 1)).ok.body.json.items[0].id
            _ = try await client.updateProfile(body: .json(.init(photoId: profilePhoto))).ok
            _ = try await client.postComment(path: .init(flowerId: flower), body: .json(.init(text: "In bloom.", photoId: commentPhoto))).created
            let saved = try await client.saveFlower(body: .json(.init(flowerId: flower))).created.body.json.id
            _ = try await client.updateSaved(path: .init(savedId: saved), body: .json(.init(photoIds: [savedPhoto]))).ok
            // Everything but the young one was uploaded two days ago.
            let twoDaysAgo = Date().addingTimeInterval(-2 * 86_400)
            try await calyx.withDatabase { db in
                for id in uploads where id != young {
                    try await db.sql.raw("UPDATE media SET created_at = \(bind: twoDaysAgo) WHERE id = \(bind: UUID(uuidString: id)!)").run()
                }
            }

            let dataDirectory = try calyx.server.isolation.configuration().dataDirectory
            let deleted = try await calyx.withDatabase { db in
                let library = MediaLibrary(
                    database: db, store: DiskMediaStore(dataDirectory: dataDirectory), processor: .shared, wallClock: SystemWallClock(), scope: "calyx"
                )
                var sweep = UnusedMediaSweep(database: db, library: library)
                // The latecomer becomes Olive's profile photo after the sweep found it unused.
                sweep.beforeDeleting = { id in
                    if id == UUID(uuidString: latecomer)! { _ = try await client.updateProfile(body: .json(.init(photoId: latecomer))).ok }
                }
                return try await sweep.sweep(now: Date())
            }
            #expect(deleted == 1)

            let remaining = try await calyx.withDatabase { db in
                Set(try await db.sql.raw("SELECT id FROM media").all(decoding: MediaID.self).map { $0.id.uuidString.lowercased() })
            }
            #expect(!remaining.contains(unused))
            // Olive's first profile photo was in use when the sweep looked; it goes next time.
            for kept in [profilePhoto, commentPhoto, savedPhoto, young, latecomer] { #expect(remaining.contains(kept), "\(kept)") }
            #expect(try await client.getProfile().ok.body.json.photo?.id == latecomer)
        }
    }
}
