import CalyxAPI
import Foundation
@testable import Media
import MediaTestSupport
import NIOCore
import ServerKit
import ServerKitTestSupport
import Testing

/// Uploads answered once their thumbnail and BlurHash are stored (`StagedUploads`): the larger sizes
/// follow from the answering process or, after a crash, from the sweep and the kept original; their
/// URLs wait or answer 503, never 404. Against Calyx's own database and a disk store, both backends.
@Suite("Staged uploads")
struct StagedUploadTests {
    struct Count: Decodable { let count: Int }
    struct Stored: Decodable { let stored_bytes: Int }

    /// Its own, so other suites' uploads filling the shared one's queue cannot turn these away.
    static let processor = ImageProcessor(pipeline: ImagePipeline(), concurrency: 2)

    /// A library on the harness's database and a scratch store. `finishing: nil` stands for a process
    /// that dies right after answering.
    static func library(_ db: Database, _ directory: URL, finishing: MediaFinishing?) -> MediaLibrary {
        MediaLibrary(
            database: db, store: DiskMediaStore(dataDirectory: directory), processor: processor, wallClock: SystemWallClock(),
            scope: "calyx", finishing: finishing
        )
    }

    static func jobs(_ db: Database) async throws -> Int {
        try await db.sql.raw("SELECT COUNT(*) AS count FROM media_variant_jobs").first(decoding: Count.self)?.count ?? -1
    }

    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("a crash after the answer: the sweep makes the larger sizes from the kept original, byte for byte the whole pipeline's", arguments: TestDatabases.backends)
    func crashAfterAnswer(_ backend: DatabaseBackend) async throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let photo = try await TestPhotos.make(width: 2400, height: 1800, format: .jpeg, exif: EXIFBlock(orientation: 6))
        let whole = try ImagePipeline().process(photo)
        try await CalyxHarness.run(backend: backend) { calyx in
            let owner = try await calyx.devSignIn("ada").user.id
            try await calyx.withDatabase { db in
                let library = Self.library(db, directory, finishing: nil)
                let started = Date()
                let record = try await library.upload(photo, owner: UUID(uuidString: owner)!)
                // The answer already names every size, as the whole pipeline makes them.
                #expect(record.variants.map(\.variant) == MediaVariant.allCases)
                #expect(record.variants.map(\.width) == whole.variants.map(\.width))
                #expect(record.variants.map(\.height) == whole.variants.map(\.height))
                #expect(record.blurHash == whole.blurHash)
                #expect(record.width == 1800 && record.height == 2400)
                let key = { (variant: MediaVariant) in MediaKey(content: record.content, variant: variant) }
                #expect(try await library.store.contains(key(.thumb), encoding: .webp))
                #expect(try await library.store.contains(key(.thumb), encoding: .jpeg))
                #expect(try await !library.store.contains(key(.medium), encoding: .webp))
                #expect(try await !library.store.contains(key(.large), encoding: .jpeg))
                #expect(try await Self.jobs(db) == 1)

                // The URL handed out waits, then says when to come back: never a 404.
                let routes = MediaRoutes(store: library.store, pendingWait: .milliseconds(300))
                await #expect {
                    _ = try await routes.isStored(key(.large), encoding: .webp)
                } throws: { error in
                    let problem = error as? Problem
                    return problem?.status == .serviceUnavailable && problem?.headers[.retryAfter] == "5"
                }

                // A young job may still be running elsewhere: left alone. An old one is made again. Young
                // as at the upload: a loaded machine may reach this line more than a minute later.
                #expect(try await library.sweepUnfinished(now: started) == 0)
                #expect(try await library.sweepUnfinished(now: Date().addingTimeInterval(120)) == 1)
                #expect(try await Self.jobs(db) == 0)
                for variant in whole.variants {
                    for encoding in MediaEncoding.allCases {
                        let stored = try #require(try await library.store.get(key(variant.variant), encoding: encoding))
                        #expect(Array(buffer: stored) == variant.bytes(encoding), "\(variant.variant) \(encoding)")
                    }
                }
                #expect(try await routes.isStored(key(.large), encoding: .webp))
                let stored = try await db.sql.raw("SELECT stored_bytes FROM media WHERE id = \(bind: record.id)").first(decoding: Stored.self)
                #expect(stored?.stored_bytes == whole.variants.reduce(0) { $0 + $1.webp.count + $1.jpeg.count })
            }
        }
    }

    @Test("the answering process makes the larger sizes itself and drops the job; the same photo again attaches to them")
    func finishedByTheAnsweringProcess() async throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let photo = try await TestPhotos.make(width: 1600, height: 1200, format: .jpeg)
        let whole = try ImagePipeline().process(photo)
        try await CalyxHarness.run { calyx in
            let ada = UUID(uuidString: try await calyx.devSignIn("ada").user.id)!
            let bea = UUID(uuidString: try await calyx.devSignIn("bea").user.id)!
            try await calyx.withDatabase { db in
                let finishing = MediaFinishing(capacity: 2)
                let library = Self.library(db, directory, finishing: finishing)
                let record = try await library.upload(photo, owner: ada)
                await finishing.wait()
                #expect(finishing.count == 0)
                #expect(try await Self.jobs(db) == 0)
                for variant in whole.variants {
                    let stored = try #require(try await library.store.get(MediaKey(content: record.content, variant: variant.variant), encoding: .jpeg))
                    #expect(Array(buffer: stored) == variant.jpeg, "\(variant.variant)")
                }
                // Stored whole now, so a second upload of the bytes is attached without a new job.
                let again = try await library.upload(photo, owner: bea)
                #expect(again.content == record.content && again.id != record.id)
                #expect(finishing.count == 0)
                #expect(try await Self.jobs(db) == 0)
            }
        }
    }

    @Test("with every place for answered uploads still encoding taken, an upload is made whole before its answer", arguments: TestDatabases.backends)
    func wholeWhenNoPlaceIsFree(_ backend: DatabaseBackend) async throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let photo = try await TestPhotos.make(width: 1600, height: 1200, format: .jpeg)
        let whole = try ImagePipeline().process(photo)
        try await CalyxHarness.run(backend: backend) { calyx in
            let owner = UUID(uuidString: try await calyx.devSignIn("ada").user.id)!
            try await calyx.withDatabase { db in
                let finishing = MediaFinishing(capacity: 1)
                #expect(finishing.reserve(), "stands for an answered upload still encoding")
                let library = Self.library(db, directory, finishing: finishing)
                let record = try await library.upload(photo, owner: owner)
                // Every file is there at the answer, nothing was left to finish, no original kept.
                #expect(finishing.count == 0)
                #expect(try await Self.jobs(db) == 0)
                #expect(record.variants.map(\.width) == whole.variants.map(\.width))
                #expect(record.blurHash == whole.blurHash)
                for variant in whole.variants {
                    for encoding in MediaEncoding.allCases {
                        let stored = try #require(try await library.store.get(MediaKey(content: record.content, variant: variant.variant), encoding: encoding))
                        #expect(Array(buffer: stored) == variant.bytes(encoding), "\(variant.variant) \(encoding)")
                    }
                }
                let stored = try await db.sql.raw("SELECT stored_bytes FROM media WHERE id = \(bind: record.id)").first(decoding: Stored.self)
                #expect(stored?.stored_bytes == whole.variants.reduce(0) { $0 + $1.webp.count + $1.jpeg.count })
                #expect(!finishing.reserve(), "the whole upload took no place of its own and left the reserved one taken")
            }
        }
    }

    @Test("a refused upload gives back the place it took for its larger sizes")
    func refusedUploadReleasesItsPlace() async throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await CalyxHarness.run { calyx in
            let owner = UUID(uuidString: try await calyx.devSignIn("ada").user.id)!
            try await calyx.withDatabase { db in
                let finishing = MediaFinishing(capacity: 1)
                let library = Self.library(db, directory, finishing: finishing)
                // A JPEG's magic number and nothing after it: refused when decoded, after the place was taken.
                await #expect(throws: ImageRejection.self) {
                    _ = try await library.upload([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46], owner: owner)
                }
                #expect(finishing.reserve(), "the place is free again")
                let jobs = try await Self.jobs(db)
                #expect(jobs == 0)
            }
        }
    }

    @Test("a record deleted before its larger sizes exist leaves no file behind once its job is settled", arguments: TestDatabases.backends)
    func deletedBeforeFinished(_ backend: DatabaseBackend) async throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let photo = try await TestPhotos.make(width: 1000, height: 800, format: .jpeg)
        try await CalyxHarness.run(backend: backend) { calyx in
            let owner = UUID(uuidString: try await calyx.devSignIn("ada").user.id)!
            try await calyx.withDatabase { db in
                let library = Self.library(db, directory, finishing: nil)
                let record = try await library.upload(photo, owner: owner)
                #expect(try await library.delete(record.id, owner: owner))
                #expect(try await library.sweepUnfinished(now: Date().addingTimeInterval(120)) == 1)
                #expect(try await Self.jobs(db) == 0)
                for variant in MediaVariant.allCases {
                    for encoding in MediaEncoding.allCases {
                        #expect(try await !library.store.contains(MediaKey(content: record.content, variant: variant), encoding: encoding))
                    }
                }
                // And a URL of the deleted image is a plain 404 at once: its thumbnail is gone.
                let routes = MediaRoutes(store: library.store, pendingWait: .seconds(30))
                let deletedIsStored = try await routes.isStored(MediaKey(content: record.content, variant: .large), encoding: .webp)
                #expect(!deletedIsStored)
            }
        }
    }

    @Test("a request for a size still being made is answered as soon as the file appears")
    func waitsForTheFile() async throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = DiskMediaStore(dataDirectory: directory)
        let content = String(repeating: "ab", count: 16)
        try await store.put([1, 2, 3], for: MediaKey(content: content, variant: .thumb), encoding: .webp)
        // A wait long enough that ending well before it proves the write ended it, on a CI machine
        // whose parallel tests can hold a wake-up back for tens of seconds.
        let routes = MediaRoutes(store: store, pendingWait: .seconds(300))
        let writer = Task {
            try await Task.sleep(for: .milliseconds(200), tolerance: .zero)
            try await store.put([4, 5, 6], for: MediaKey(content: content, variant: .medium), encoding: .webp)
        }
        let started = ContinuousClock.now
        #expect(try await routes.isStored(MediaKey(content: content, variant: .medium), encoding: .webp))
        // Bounds a hang only: the wait ended with the write, far inside its 300 s.
        #expect(ContinuousClock.now - started < .seconds(200))
        try await writer.value
        // A thumbnail is never waited for: it is stored before the answer.
        let thumbIsStored = try await routes.isStored(MediaKey(content: content, variant: .thumb), encoding: .jpeg)
        #expect(!thumbIsStored)
    }

    @Test("a request that waits for a size hurries that image's encodes, and no other's")
    func waitingHurriesTheEncodes() async throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = DiskMediaStore(dataDirectory: directory)
        let content = String(repeating: "cd", count: 16)
        let medium = MediaKey(content: content, variant: .medium)
        try await store.put([1, 2, 3], for: MediaKey(content: content, variant: .thumb), encoding: .webp)
        let finishing = MediaFinishing(capacity: 2)
        // Stands for encodes that at the lowered priority would not end within the wait: this one
        // writes its file only once someone hurried it.
        finishing.start(content: content) { urgency in
            while !urgency.isUrgent { try? await Task.sleep(for: .milliseconds(5), tolerance: .zero) }
            try? await store.put([4, 5, 6], for: medium, encoding: .webp)
        }
        #expect(!finishing.expedite(content: String(repeating: "ef", count: 16)), "another image's request hurries nothing")
        let routes = MediaRoutes(store: store, pendingWait: .seconds(300), finishing: finishing)
        #expect(try await routes.isStored(medium, encoding: .webp))
        await finishing.wait()
        #expect(!finishing.expedite(content: content), "finished work is no longer registered")
    }
}
