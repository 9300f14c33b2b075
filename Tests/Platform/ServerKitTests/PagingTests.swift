import Crypto
import Foundation
import HTTPTypes
import HummingbirdTesting
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Cursor paging")
struct PagingTests {
    struct Position: Codable, Equatable {
        var name: String
        var id: Int
    }

    let codec = CursorCodec(key: SymmetricKey(size: .bits256))

    @Test("a cursor decodes to the position it was made from")
    func roundTrip() throws {
        let position = Position(name: "Rosa canina", id: 42)
        let cursor = try codec.encode(position, scope: "flowers:alpha")
        #expect(try codec.decode(cursor, as: Position.self, scope: "flowers:alpha") == position)
        #expect(cursor.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        #expect(!cursor.contains("Rosa"), "cursors are opaque")
    }

    @Test("text that is no cursor is a 400; a well-formed cursor not issued here is a 404 of its own type; both name the cursor")
    func tampered() throws {
        let cursor = try codec.encode(Position(name: "Rosa canina", id: 42), scope: "s")
        #expect(cursor.wholeMatch(of: try Regex(CursorCodec.pattern)) != nil, "issued cursors match the published pattern")
        var bytes = Array(cursor)
        let index = bytes.count / 2
        bytes[index] = bytes[index] == "A" ? "B" : "A"
        for forged in [String(bytes), String(cursor.dropLast(4)), cursor + "AAAA", String(repeating: "A", count: 40)] {
            #expect(throws: Problem.unknownCursor) { try codec.decode(forged, as: Position.self, scope: "s") }
        }
        for malformed in ["", "not a cursor!", "AAAA", String(repeating: "A", count: 39), String(repeating: "A", count: 1025), cursor + "="] {
            #expect(throws: Problem.invalidField("cursor", "is not a cursor: start again without it")) {
                try codec.decode(malformed, as: Position.self, scope: "s")
            }
        }
    }

    @Test("a cursor's length says nothing of the position it holds")
    func constantLength() throws {
        let lengths = Set(try [0, 7, -42, 123_456, -9_999_999].map { try codec.encode(Position(name: "x", id: $0), scope: "s").count })
        #expect(lengths.count == 1)
    }

    @Test("a cursor only works for the listing and server key that issued it")
    func scopedAndKeyed() throws {
        let cursor = try codec.encode(Position(name: "a", id: 1), scope: "flowers:alpha")
        #expect(throws: Problem.self) { try codec.decode(cursor, as: Position.self, scope: "flowers:popular") }
        let otherServer = CursorCodec(key: SymmetricKey(size: .bits256))
        #expect(throws: Problem.self) { try otherServer.decode(cursor, as: Position.self, scope: "flowers:alpha") }
    }

    @Test("pages follow each other to the end over HTTP, each item exactly once")
    func walkThePages() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            var seen: [Int] = []
            var cursor: String?
            var pages = 0
            repeat {
                let query = cursor.map { "?cursor=\($0)" } ?? ""
                let response = try await client.get("/probe/v1/numbers\(query)")
                #expect(response.status == .ok)
                let page = try response.json(NumberPage.self)
                #expect(page.items.count <= PageRequest.defaultLimit)
                seen += page.items
                cursor = page.nextCursor
                pages += 1
            } while cursor != nil && pages < 10
            #expect(seen == Array(1...45))
            #expect(pages == 3)
        }
    }

    struct NumberPage: Decodable {
        let items: [Int]
        let nextCursor: String?
    }

    @Test("limit is 1–100: outside is a 422, not a number is a 400", arguments: [
        ("0", 422), ("101", 422), ("-5", 422), ("ten", 400), ("1.5", 400),
    ])
    func limits(limit: String, status: Int) async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let response = try await client.get("/probe/v1/numbers?limit=\(limit)")
            #expect(Int(response.status.code) == status)
            #expect(response.problem?.errors?.first?.field == "limit")
        }
    }

    @Test("limit shapes the page; a page of exactly the remainder has no next cursor")
    func limitShapesThePage() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let one = try await client.get("/probe/v1/numbers?limit=1").json(NumberPage.self)
            #expect(one.items == [1])
            let all = try await client.get("/probe/v1/numbers?limit=45").json(NumberPage.self)
            #expect(all.items.count == 45)
            #expect(all.nextCursor == nil)
            let hundred = try await client.get("/probe/v1/numbers?limit=100").json(NumberPage.self)
            #expect(hundred.items.count == 45)
        }
    }

    @Test("over HTTP, a tampered or foreign cursor is a 404 naming cursor")
    func tamperedOverHTTP() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let first = try await client.get("/probe/v1/numbers").json(NumberPage.self)
            let cursor = try #require(first.nextCursor)
            let tampered = String(cursor.dropLast(2)) + (cursor.hasSuffix("AA") ? "BB" : "AA")
            let response = try await client.get("/probe/v1/numbers?cursor=\(tampered)")
            #expect(response.status == .notFound && response.problem?.type == "urn:greenhouse:problem:unknown-cursor")
            #expect(response.problem?.errors?.first?.field == "cursor")
            // The ascending listing's cursor is not valid for the descending one.
            let foreign = try await client.get("/probe/v1/numbers?order=desc&cursor=\(cursor)")
            #expect(foreign.status == .notFound)
            #expect(try await client.get("/probe/v1/numbers?cursor=abc").status == .badRequest)
        }
    }

    @Test("a shown set a hundred feed items deep (200 entries) rarely mistakes a new item for a shown one")
    func shownSetFalsePositives() throws {
        var shown = ShownSet()
        for index in 0..<200 { shown.insert("item:\(UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index))!)") }
        #expect((0..<200).allSatisfy { shown.contains("item:\(UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", $0))!)") })
        let tried = 20_000
        let mistaken = (0..<tried).filter { shown.contains("item:\(UUID(uuidString: String(format: "00000000-0000-4000-9000-%012d", $0))!)") }.count
        // This filter mistakes 130 of these 20,000; the 1,024-bit one it replaced mistook 1,722.
        #expect(mistaken <= 200, "\(mistaken) of \(tried) never shown were taken for shown")
        let decoded = try #require(ShownSet(encoded: shown.encoded))
        #expect(decoded == shown && decoded.count == 200)
    }
}
