import CalyxAPI
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

/// Per-flower privacy, exact tag filters and searches in the history, on both backends.
@Suite("Calyx herbarium privacy and history")
struct HerbariumPrivacyTests {
    @Test("saved flowers are public or private; a public catalogue shows others only the public ones", arguments: TestDatabases.backends)
    func perFlowerPrivacy(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let olive = try await calyx.devSignIn("olive")
            let owner = calyx.client(token: olive.accessToken)
            let other = calyx.client(token: try await calyx.devSignIn("sam").accessToken)
            let ids = try await calyx.client().searchFlowers(query: .init(limit: 3)).ok.body.json.items.map(\.id)
            let first = try await owner.saveFlower(body: .json(.init(flowerId: ids[0]))).created.body.json
            #expect(first.isPublic, "public by default")
            _ = try await owner.updatePrivacy(body: .json(.init(defaultCollectionPublic: false))).ok
            let second = try await owner.saveFlower(body: .json(.init(flowerId: ids[1]))).created.body.json
            #expect(!second.isPublic, "new things follow the owner's default")
            _ = try await owner.saveFlower(body: .json(.init(flowerId: ids[2]))).created
            let third = try await owner.listSaved().ok.body.json.items[0]
            _ = try await owner.updateSaved(path: .init(savedId: third.id), body: .json(.init(isPublic: true))).ok

            #expect(Set(try await owner.listSaved(query: .init(visibility: ._public)).ok.body.json.items.map(\.flower.id)) == [ids[0], ids[2]])
            #expect(try await owner.listSaved(query: .init(visibility: ._private)).ok.body.json.items.map(\.flower.id) == [ids[1]])
            #expect(try await owner.listSaved(query: .init(visibility: .all)).ok.body.json.items.count == 3)
            #expect(Set(try await other.getUserCatalogue(path: .init(userId: olive.user.id)).ok.body.json.items.map(\.id)) == [ids[0], ids[2]])
            #expect(try await owner.getUserCatalogue(path: .init(userId: olive.user.id)).ok.body.json.items.count == 3)
            #expect(try await other.getUserProfile(path: .init(userId: olive.user.id)).ok.body.json.catalogueCount == 2)
            #expect(try await owner.getUserProfile(path: .init(userId: olive.user.id)).ok.body.json.catalogueCount == 3)
        }
    }

    @Test("a tag filter matches whole tags ignoring case: `_` is no wildcard and both engines agree", arguments: TestDatabases.backends)
    func exactTags(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let me = calyx.client(token: try await calyx.devSignIn("olive").accessToken)
            let ids = try await calyx.client().searchFlowers(query: .init(limit: 4)).ok.body.json.items.map(\.id)
            var saved: [String] = []
            for id in ids { saved.append(try await me.saveFlower(body: .json(.init(flowerId: id))).created.body.json.id) }
            let tags: [[String]] = [["a_b"], ["axb"], ["Front Border", "shade"], ["front border 2", "A%B"]]
            for (id, tags) in zip(saved, tags) { _ = try await me.updateSaved(path: .init(savedId: id), body: .json(.init(tags: tags))).ok }
            func tagged(_ tag: String) async throws -> Set<String> {
                Set(try await me.listSaved(query: .init(tag: tag)).ok.body.json.items.map(\.id))
            }
            #expect(try await tagged("a_b") == [saved[0]])
            #expect(try await tagged("A_B") == [saved[0]])
            #expect(try await tagged("axb") == [saved[1]])
            #expect(try await tagged("front border") == [saved[2]])
            #expect(try await tagged("front") == [])
            #expect(try await tagged("a%b") == [saved[3]])
            #expect(try await tagged("%") == [])
            // Changing tags replaces them for the filter too.
            _ = try await me.updateSaved(path: .init(savedId: saved[2]), body: .json(.init(tags: ["sun"]))).ok
            #expect(try await tagged("shade") == [])
            #expect(try await tagged("SUN") == [saved[2]])
        }
    }

    @Test("a search a signed-in person runs joins their history once a minute; flowers opened from it too", arguments: TestDatabases.backends)
    func searchesInHistory(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let me = calyx.client(token: try await calyx.devSignIn("olive").accessToken)
            let results = try await me.searchFlowers(query: .init(query: "rose", limit: 2)).ok.body.json
            _ = try await me.searchFlowers(query: .init(query: "rose", limit: 2, cursor: results.nextCursor)).ok  // paging records nothing
            clock.advance(by: 20)
            _ = try await me.searchFlowers(query: .init(query: " ROSE ")).ok  // the same search within the minute: moved, not added
            clock.advance(by: 1)
            _ = try await me.getFlower(path: .init(flowerId: results.items[0].id), query: .init(query: "rose")).ok
            clock.advance(by: 61)
            _ = try await me.searchFlowers(query: .init(query: "rose")).ok
            _ = try await me.searchFlowers(query: .init(query: "")).ok  // browsing is not a search
            _ = try await calyx.client().searchFlowers(query: .init(query: "tulip")).ok  // anonymous: nobody's history

            let history = try await me.listHistory().ok.body.json.items
            #expect(history.map(\.kind) == [.search, .flower, .search])
            #expect(history.map(\.query) == ["rose", "rose", "ROSE"])
            #expect(history[0].flower == nil && history[1].flower?.id == results.items[0].id && history[2].flower == nil)
            #expect(try await me.getStats().ok.body.json.historyCount == 3)
            #expect(try await me.listHistory(query: .init(query: "rose")).ok.body.json.items.count == 3)
            _ = try await me.deleteHistoryEntry(path: .init(entryId: history[0].id)).noContent
            #expect(try await me.listHistory().ok.body.json.items.map(\.kind) == [.flower, .search])
        }
    }

    @Test("searches arriving together share a write and end as they would one by one: one entry per search, each person's own", arguments: TestDatabases.backends)
    func searchesTogether(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let people = [
                calyx.client(token: try await calyx.devSignIn("iris").accessToken),
                calyx.client(token: try await calyx.devSignIn("hazel").accessToken),
            ]
            // Each person runs two searches six times each, all at once: some land in one batch.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for person in people {
                    for round in 0..<12 {
                        group.addTask { _ = try await person.searchFlowers(query: .init(query: round.isMultiple(of: 2) ? "rose" : "lily", limit: 1)).ok }
                    }
                }
                try await group.waitForAll()
            }
            for person in people {
                // Each search is stored before its answer: the list right after shows both, once each.
                let history = try await person.listHistory().ok.body.json.items
                #expect(history.map(\.query).sorted() == ["lily", "rose"])
                #expect(history.allSatisfy { $0.kind == .search })
            }
        }
    }
}
