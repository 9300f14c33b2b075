import CalyxAPI
import Foundation
import HTTPTypes
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import Testing
import ZIPFoundation

/// `GET /user/export`: a ZIP archive of everything a person gave Calyx, streamed, once an hour.
@Suite("Calyx data export")
struct DataExportTests {
    @Test("the archive holds every kind of thing the person gave, photos byte for byte; unzip and ZIPFoundation read it", arguments: TestDatabases.backends)
    func export(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let scenario = try await LeavingScenario.make(calyx)
            let response = try await scenario.dana.client.exportData().ok
            let disposition = response.headers.contentDisposition
            #expect(disposition.wholeMatch(of: /attachment; filename="calyx-export-DanaLeaves-\d{4}-\d{2}-\d{2}\.zip"/) != nil, "\(disposition)")
            let bytes = try await [UInt8](collecting: try response.body.applicationZip, upTo: 64 << 20)

            let directory = calyx.server.isolation.scratch.url.appendingPathComponent("downloads", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("export.zip")
            try Data(bytes).write(to: file)
            let test = try Self.unzipTest(file)
            #expect(test.status == 0 && test.output.contains("No errors detected"), "\(test.output)")

            let files = try Self.entries(of: file)
            let photoNames = scenario.photos.map { "photos/\($0.id).jpg" }
            #expect(Set(files.keys) == Set([
                "README.txt", "profile.json", "settings.json", "search-history.json", "saved-flowers.json", "collections.json",
                "comments.json", "comment-votes.json", "comment-reports.json", "scent-notes.json", "days-active.json",
                "suspensions.json", "follows.json",
                "mutes-and-blocks.json", "likes.json", "saved-collections.json", "photos.json",
            ] + photoNames))
            // Each photo is the file the media store keeps for it, byte for byte.
            for photo in scenario.photos {
                let stored = try Data(contentsOf: LeavingScenario.storedFile(photo.variants.large.url, in: calyx))
                #expect(files["photos/\(photo.id).jpg"] == stored, "photo \(photo.id)")
            }

            let profile = try Self.object(files["profile.json"])
            #expect(profile["id"] as? String == scenario.dana.id.uppercased() || profile["id"] as? String == scenario.dana.id)
            #expect(profile["username"] as? String == LeavingScenario.username && profile["email"] as? String == LeavingScenario.email)
            #expect(profile["displayName"] as? String == "Dana Leaves" && profile["about"] as? String == "Grows \(LeavingScenario.word) roses.")
            #expect(profile["photo"] as? String == photoNames[0] && profile["memberSince"] is String)
            #expect((profile["linkedProviders"] as? [[String: Any]])?.compactMap { $0["provider"] as? String } == ["apple"])

            let settings = try Self.object(files["settings.json"])
            #expect(settings["defaultView"] as? String == "list" && settings["measurementUnit"] as? String == "imperial")
            #expect(settings["timeZone"] as? String == "Europe/Lisbon")
            let kinds = try #require(settings["notificationKinds"] as? [String: [String: Bool]])
            #expect(kinds.count == 7 && kinds["flowerComment"] == ["inbox": true, "push": false] && kinds["follow"] == ["inbox": true, "push": true])

            let saved = try Self.array(files["saved-flowers.json"])
            #expect(saved.count == 5, "two saved, one added to a collection, two with the copy")
            let noted = try #require(saved.first { Self.same($0["id"], scenario.savedID) })
            #expect(noted["notes"] as? String == scenario.savedNotes && noted["tags"] as? [String] == scenario.savedTags)
            #expect((noted["photoIds"] as? [String])?.map { $0.lowercased() } == [scenario.photos[1].id, scenario.photos[2].id])
            #expect(noted["isPublic"] as? Bool == false && Self.same(noted["flowerId"], scenario.flowers[0]))

            let history = try Self.array(files["search-history.json"])
            #expect(history.contains { ($0["query"] as? String) == "\(LeavingScenario.word) rose" && Self.same($0["flowerId"], scenario.flowers[2]) })

            let collections = try Self.array(files["collections.json"])
            #expect(collections.count == 3)
            let border = try #require(collections.first { Self.same($0["id"], scenario.publicCollection) })
            #expect(border["isPublic"] as? Bool == true)
            let borderFlowers = (border["flowers"] as? [[String: Any]]) ?? []
            #expect(borderFlowers.compactMap { ($0["flowerId"] as? String)?.lowercased() } == [scenario.flowers[0], scenario.flowers[1], scenario.flowers[5]])
            let secret = try #require(collections.first { Self.same($0["id"], scenario.privateCollection) })
            #expect(secret["isPublic"] as? Bool == false)
            let copy = try #require(collections.first { Self.same($0["id"], scenario.danaCopy) })
            #expect(Self.same(copy["copiedFromCollectionId"], scenario.oliveCollection) && Self.same(copy["copiedFromUserId"], scenario.olive.id))
            #expect(((copy["flowers"] as? [[String: Any]]) ?? []).compactMap { ($0["flowerId"] as? String)?.lowercased() } == [scenario.flowers[6], scenario.flowers[7]])

            let comments = try Self.array(files["comments.json"])
            #expect(comments.count == 4)
            let answered = try #require(comments.first { Self.same($0["id"], scenario.answeredComment) })
            #expect(answered["body"] as? String == "The \(LeavingScenario.word) variety needs shade." && answered["parentId"] == nil)
            #expect(Self.same(answered["flowerId"], scenario.flowers[2]) && Self.same(answered["photoId"], scenario.photos[3].id))
            let reply = try #require(comments.first { Self.same($0["id"], scenario.danaReplyToPete) })
            #expect(Self.same(reply["parentId"], scenario.peteComment))
            let votes = try Self.array(files["comment-votes.json"])
            #expect(votes.count == 2 && votes.contains { Self.same($0["commentId"], scenario.peteComment) && $0["value"] as? Int == -1 })
            #expect(try Self.array(files["comment-reports.json"]).map { $0["detail"] as? String } == ["\(LeavingScenario.word) spam"])
            let days = try Self.array(files["days-active.json"]).compactMap { $0["day"] as? String }
            #expect(!days.isEmpty && days.allSatisfy { $0.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil }, "\(days)")
            #expect(try Self.array(files["suspensions.json"]).isEmpty)

            let notes = try Self.array(files["scent-notes.json"])
            #expect(notes.count == 1 && notes[0]["note"] as? String == scenario.scentNote)
            let follows = try Self.object(files["follows.json"])
            #expect(Self.ids(follows["following"]) == [scenario.olive.id])
            #expect(Self.ids(follows["followers"]) == Set([scenario.olive.id, scenario.pete.id]))
            let relations = try Self.object(files["mutes-and-blocks.json"])
            #expect(Self.ids(relations["muted"]) == [scenario.pete.id] && Self.ids(relations["blocked"]) == [scenario.bram.id])
            let likes = try Self.object(files["likes.json"])
            #expect(((likes["flowers"] as? [[String: Any]]) ?? []).map { ($0["flowerId"] as? String)?.lowercased() } == [scenario.flowers[3]])
            #expect(((likes["collections"] as? [[String: Any]]) ?? []).map { ($0["collectionId"] as? String)?.lowercased() } == [scenario.oliveCollection])
            let savedCollections = try Self.array(files["saved-collections.json"])
            #expect(savedCollections.map { ($0["collectionId"] as? String)?.lowercased() } == [scenario.oliveCollection])
            #expect(Set(try Self.array(files["photos.json"]).compactMap { $0["file"] as? String }) == Set(photoNames))
            // Nothing of anyone else's private keeping: Olive's own notes and settings are not in Dana's archive.
            #expect(!bytes.contains(subsequence: Array("olive@".utf8)))

            // Once an hour, counted in the database: the second is a 429 with Retry-After.
            let again = try await calyx.raw.execute(.init("/calyx/v1/user/export", method: .get, headers: [.authorization: "Bearer \(scenario.dana.token)"]))
            #expect(again.status == .tooManyRequests && again.problem != nil)
            let wait = try #require(again.headers[.retryAfter].flatMap { Int($0) })
            #expect((3_500...3_600).contains(wait))
            // Someone else's allowance is their own.
            _ = try await scenario.olive.client.exportData().ok
            // An hour later it works again, streamed as it is made: no length, chunked.
            clock.advance(by: 3_601)
            let later = try await calyx.raw.execute(.init("/calyx/v1/user/export", method: .get, headers: [.authorization: "Bearer \(scenario.dana.token)"]))
            #expect(later.status == .ok && later.headers[.contentType] == "application/zip")
            #expect(later.headers[.contentLength] == nil && later.headers[.transferEncoding] == "chunked")
            #expect(later.body.map { $0.readableBytes } ?? 0 > 0)

            let anonymous = try await calyx.raw.execute(.init("/calyx/v1/user/export", method: .get))
            #expect(anonymous.status == .unauthorized && anonymous.problem != nil)
        }
    }

    // MARK: Reading the archive

    /// `unzip -t`: Info-ZIP's own check of every entry's CRC and the directory.
    static func unzipTest(_ file: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["unzip", "-t", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Every entry's bytes, read with ZIPFoundation (which checks each CRC as it extracts).
    static func entries(of file: URL) throws -> [String: Data] {
        let archive = try Archive(url: file, accessMode: .read)
        var files: [String: Data] = [:]
        for entry in archive {
            var data = Data()
            _ = try archive.extract(entry) { data.append($0) }
            files[entry.path] = data
        }
        return files
    }

    static func object(_ data: Data?) throws -> [String: Any] {
        let data = try #require(data)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func array(_ data: Data?) throws -> [[String: Any]] {
        let data = try #require(data)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    /// Whether a UUID in the export is `id` (spelled as the API spells it).
    static func same(_ value: Any?, _ id: String) -> Bool {
        (value as? String)?.lowercased() == id.lowercased()
    }

    static func ids(_ people: Any?) -> Set<String> {
        Set(((people as? [[String: Any]]) ?? []).compactMap { ($0["userId"] as? String)?.lowercased() })
    }
}

extension [UInt8] {
    func contains(subsequence: [UInt8]) -> Bool {
        guard !subsequence.isEmpty, count >= subsequence.count else { return false }
        return (0...(count - subsequence.count)).contains { self[$0..<($0 + subsequence.count)].elementsEqual(subsequence) }
    }
}
