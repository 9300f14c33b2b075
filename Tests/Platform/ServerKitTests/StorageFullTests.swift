import Foundation
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("Storage full")
struct StorageFullTests {
    @Test("SQLite out of room (a page limit reached: SQLITE_FULL) is recognised, and its problem is a 507 that says nothing changed")
    func sqliteFull() async throws {
        try await TestDatabases.withFreshDatabase(.sqlite) { database in
            try await database.withConnection { db in
                try await db.raw("CREATE TABLE notes (body TEXT NOT NULL)").run()
                // The file may not grow past the pages it has: the next page it needs is a full disk to SQLite.
                struct Pages: Decodable { let page_count: Int }
                let pages = try #require(try await db.raw("PRAGMA page_count").first(decoding: Pages.self)).page_count
                try await db.raw("PRAGMA max_page_count = \(unsafeRaw: String(pages))").run()
                do {
                    try await db.raw("INSERT INTO notes (body) VALUES (\(bind: String(repeating: "x", count: 200_000)))").run()
                    Issue.record("an insert past the page limit succeeded")
                } catch {
                    #expect(StorageFull.matches(error), "\(String(reflecting: error))")
                }
            }
        }
        #expect(StorageFull.problem.status.code == 507)
        #expect(StorageFull.problem.type == "urn:greenhouse:problem:storage-full")
        #expect(!StorageFull.matches(CancellationError()))
    }

    @Test("a file write that finds no space (ENOSPC, as /dev/full answers every write) is recognised")
    func fileFull() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let written = [UInt8](repeating: 1, count: 16).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        #expect(written == -1 && errno == ENOSPC)
        #expect(StorageFull.matches(DurableFile.Failure(operation: "write", path: "/dev/full", code: ENOSPC)))
        #expect(!StorageFull.matches(DurableFile.Failure(operation: "write", path: "/x", code: EACCES)))
    }
}
