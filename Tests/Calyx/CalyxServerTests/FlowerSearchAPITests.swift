import CalyxAPI
@testable import CalyxServer
import Foundation
import Logging
import ServerKit
import ServerKitTestSupport
import Testing

/// Search, browse and autocomplete over the real catalog, through the generated client, on both backends.
@Suite("Calyx flower search")
struct FlowerSearchAPITests {
    typealias Query = Operations.SearchFlowers.Input.Query

    func search(_ calyx: CalyxHarness, token: String? = nil, _ query: Query) async throws -> Components.Schemas.FlowerPage {
        try await calyx.client(token: token).searchFlowers(query: query).ok.body.json
    }

    func names(_ page: Components.Schemas.FlowerPage) -> [String] { page.items.map(\.commonName) }

    @Test("names, synonyms, scientific names, families, typos and prefixes find what people mean", arguments: TestDatabases.backends)
    func relevance(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            // Exact common name first, then names ending in the word (the roses), before "Rose campion".
            let rose = try await search(calyx, Query(query: "rose", limit: 10))
            let firstNonRosa = rose.items.firstIndex { !$0.scientificName.hasPrefix("Rosa ") } ?? rose.items.count
            #expect(firstNonRosa >= 6, "\(names(rose))")
            #expect(rose.items.prefix(firstNonRosa).allSatisfy { $0.image == nil || $0.image!.url.hasPrefix("/media/") })
            #expect(rose.correctedQuery == nil)

            let foxglove = try await search(calyx, Query(query: "Foxglove"))
            #expect(foxglove.items.first?.scientificName == "Digitalis purpurea")
            #expect(names(foxglove).contains("Foxglove beardtongue"))
            // Punctuation and case never decide a match.
            let forget = try await search(calyx, Query(query: "FORGET me-not"))
            #expect(forget.items.first?.scientificName == "Myosotis sylvatica")
            // A synonym and a regional name find the species, first.
            #expect(try await search(calyx, Query(query: "Lavandula officinalis")).items.first?.scientificName == "Lavandula angustifolia")
            #expect(try await search(calyx, Query(query: "roter fingerhut")).items.first?.scientificName == "Digitalis purpurea")
            // The scientific name, and its genus as a prefix.
            #expect(try await search(calyx, Query(query: "rosa canina")).items.first?.commonName == "Dog rose")
            let genus = try await search(calyx, Query(query: "digitalis"))
            #expect(genus.items.first?.scientificName == "Digitalis purpurea")
            // A family finds its members.
            let family = try await search(calyx, Query(query: "Rosaceae", limit: 100))
            #expect(family.items.count > 5 && family.items.allSatisfy { $0.family == "Rosaceae" })
            // Typos are corrected, and the answer says what was searched.
            let typo = try await search(calyx, Query(query: "hydrangia"))
            #expect(typo.correctedQuery == "hydrangea")
            #expect(!typo.items.isEmpty && typo.items.allSatisfy { $0.commonName.lowercased().contains("hydrangea") })
            #expect(try await search(calyx, Query(query: "lavendar")).items.first?.commonName.contains("lavender") == true)
            // As-you-type prefixes narrow.
            let prefix = try await search(calyx, Query(query: "hydr"))
            #expect(prefix.correctedQuery == nil && names(prefix).contains("Bigleaf hydrangea"))
            // Every word must match somewhere: a colour narrows a name.
            let blueHydrangea = try await search(calyx, Query(query: "blue hydrangea"))
            #expect(!blueHydrangea.items.isEmpty && blueHydrangea.items.count < typo.items.count)
            // Nothing matches nonsense.
            #expect(try await search(calyx, Query(query: "qqqxxzz")).items.isEmpty)
        }
    }

    @Test("filters narrow browsing; each sort orders as it says", arguments: TestDatabases.backends)
    func filtersAndSorts(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let catalog = try CalyxCatalog.curated.get()
            func expected(_ keep: (FlowerSpecies) -> Bool) -> Set<String> { Set(catalog.filter(keep).map(\.scientificName)) }
            func all(_ query: Query) async throws -> Set<String> {
                var query = query
                query.limit = 100
                var found: [String] = []
                while true {
                    let page = try await search(calyx, query)
                    found += page.items.map(\.scientificName)
                    guard let next = page.nextCursor else { break }
                    query.cursor = next
                }
                #expect(found.count == Set(found).count)
                return Set(found)
            }
            #expect(try await all(Query(color: .blue)) == expected { $0.colors.contains(.blue) })
            #expect(try await all(Query(season: .winter)) == expected { !Set($0.bloomMonths).isDisjoint(with: [12, 1, 2]) })
            #expect(try await all(Query(region: .oceania)) == expected { $0.nativeContinents.contains(.oceania) })
            #expect(try await all(Query(_type: .bulb)) == expected { $0.plantType == .bulb })
            #expect(try await all(Query(light: .fullShade)) == expected { $0.light.contains(.fullShade) })
            let petSafeShrubs = try await all(Query(_type: .shrub, petSafe: true))
            #expect(petSafeShrubs == expected { $0.plantType == .shrub && $0.toxicity.cats == .nonToxic && $0.toxicity.dogs == .nonToxic })
            #expect(try await all(Query()).count == catalog.count)

            // Alphabetical (also what browsing with relevance means).
            let browse = try await search(calyx, Query(limit: 50))
            let keys = browse.items.map { SearchText.normalize($0.commonName) }
            #expect(keys == keys.sorted())
            #expect(try await search(calyx, Query(sort: .alphabetical, limit: 50)).items.map(\.id) == browse.items.map(\.id))

            // Popular follows likes; interactions follows likes + saves.
            let alice = try await calyx.devSignIn("alice").accessToken
            let bob = try await calyx.devSignIn("bob").accessToken
            let ids = browse.items.map(\.id)
            // ids[7]: 2 likes; ids[3]: 1 like and 2 saves; ids[20]: 1 save.
            for token in [alice, bob] { _ = try await calyx.client(token: token).likeFlower(path: .init(flowerId: ids[7])).ok }
            _ = try await calyx.client(token: alice).likeFlower(path: .init(flowerId: ids[3])).ok
            for token in [alice, bob] { _ = try await calyx.client(token: token).saveFlower(body: .json(.init(flowerId: ids[3]))) }
            _ = try await calyx.client(token: alice).saveFlower(body: .json(.init(flowerId: ids[20])))
            let popular = try await search(calyx, Query(sort: .popular, limit: 3))
            #expect(popular.items.prefix(2).map(\.id) == [ids[7], ids[3]])
            #expect(popular.items.prefix(2).map(\.likeCount) == [2, 1])
            let interactions = try await search(calyx, Query(sort: .interactions, limit: 3))
            #expect(interactions.items.prefix(3).map(\.id) == [ids[3], ids[7], ids[20]])

            // Signed-in callers see their own flags; anonymous callers none.
            let mine = try await search(calyx, token: alice, Query(sort: .interactions, limit: 3))
            #expect(mine.items.map(\.liked) == [true, true, false])
            #expect(mine.items.map(\.saved) == [true, false, true])
            #expect(interactions.items.allSatisfy { $0.liked == nil && $0.saved == nil })
        }
    }

    @Test("pages never repeat or skip a flower while flowers are added and liked", arguments: TestDatabases.backends)
    func stablePaging(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let database = try Database(try calyx.server.isolation.configuration().databaseLocation(forApp: "calyx"), logger: .quiet)
            try await database.withRunning { database in
                let importer = CatalogImporter(database: database, wallClock: SystemWallClock()) { _ in }
                let species = try CalyxCatalog.curated.get()
                let alice = try await calyx.devSignIn("alice").accessToken
                for (index, (sort, text)) in [(FlowerSort.alphabetical, ""), (.relevance, "rose"), (.popular, "")].enumerated() {
                    let before = try await everything(calyx, Query(query: text, sort: .init(rawValue: sort.rawValue), limit: 100))
                    var query = Query(query: text, sort: .init(rawValue: sort.rawValue), limit: 7)
                    var seen: [String] = []
                    var liked: Set<String> = []
                    var round = 0
                    while true {
                        let page = try await search(calyx, query)
                        seen += page.items.map(\.id)
                        round += 1
                        // Meanwhile: new flowers arrive (some of them roses) and unseen flowers are liked.
                        if round == 2 { _ = try await importer.importSynthetic(count: 400 * (index + 1), from: species) }
                        if let unseen = before.first(where: { !seen.contains($0) && !liked.contains($0) }), round.isMultiple(of: 3) {
                            _ = try await calyx.client(token: alice).likeFlower(path: .init(flowerId: unseen)).ok
                            liked.insert(unseen)
                        }
                        guard let next = page.nextCursor else { break }
                        query.cursor = next
                    }
                    #expect(seen.count == Set(seen).count, "\(sort): a flower appeared twice")
                    let missing = Set(before).subtracting(seen).subtracting(liked)
                    #expect(missing.isEmpty, "\(sort): \(missing.count) flowers were skipped")
                }
            }
        }
    }

    func everything(_ calyx: CalyxHarness, _ query: Query) async throws -> [String] {
        var query = query
        var ids: [String] = []
        while true {
            let page = try await search(calyx, query)
            ids += page.items.map(\.id)
            guard let next = page.nextCursor else { return ids }
            query.cursor = next
        }
    }

    @Test("autocomplete: at most 8, names starting with the text first, typos forgiven", arguments: TestDatabases.backends)
    func suggest(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let client = calyx.client()
            let fox = try await client.suggestFlowers(query: .init(query: "fox")).ok.body.json.items
            #expect(fox.first?.commonName == "Foxglove")
            #expect(fox.count <= 8)
            let ro = try await client.suggestFlowers(query: .init(query: "ro")).ok.body.json.items
            // Shown names starting with it (alphabetically), then other names with a word starting with it.
            let starting = ro.prefix { $0.commonName.lowercased().hasPrefix("ro") }.map(\.commonName)
            #expect(ro.count == 8 && starting.count >= 4 && starting == starting.sorted())
            // No shown name starts with "damask", but a rose is called that.
            #expect(try await client.suggestFlowers(query: .init(query: "damas")).ok.body.json.items.first?.scientificName == "Rosa × damascena")
            #expect(try await client.suggestFlowers(query: .init(query: "peoni")).ok.body.json.items.contains { $0.commonName.contains("peony") || $0.commonName.contains("Peony") })
            #expect(try await client.suggestFlowers(query: .init(query: "  ")).ok.body.json.items.isEmpty)
            let long = try await client.suggestFlowers(query: .init(query: String(repeating: "a", count: 101)))
            guard case .default(let status, let problem) = long else { Issue.record("expected a problem"); return }
            #expect(status == 422 && problem.problem?.errors?.first?.field == "query")
        }
    }

    @Test("a cursor from another listing is refused, and so is a bad limit")
    func badPaging() async throws {
        try await CalyxHarness.run { calyx in
            let first = try await search(calyx, Query(query: "rose", limit: 2))
            let other = try await calyx.client().searchFlowers(query: Query(query: "lily", limit: 2, cursor: first.nextCursor))
            guard case .default(let status, let problem) = other else { Issue.record("expected a problem"); return }
            #expect(status == 404 && problem.problem?.errors?.first?.field == "cursor")
            let limit = try await calyx.client().searchFlowers(query: Query(limit: 500))
            guard case .default(let limitStatus, let limitProblem) = limit else { Issue.record("expected a problem"); return }
            #expect(limitStatus == 422 && limitProblem.problem?.errors?.first?.field == "limit")
        }
    }
}
