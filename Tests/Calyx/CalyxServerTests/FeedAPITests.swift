import CalyxAPI
@testable import CalyxServer
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

/// The home feed, trending, Explore and search of people and collections, through the generated
/// client on both backends, with the background jobs' work run on demand.
@Suite("Calyx feed and trending")
struct FeedAPITests {
    struct Community {
        let vera: Components.Schemas.Session, finn: Components.Schemas.Session, sage: Components.Schemas.Session
        let bram: Components.Schemas.Session, mo: Components.Schemas.Session
        let flowers: [String]
        let meadow: String
    }

    /// Vera follows Finn (14 public saves, a private one, a public collection) and Mo (muted), shares
    /// her liked flowers with Sage (7 public saves) and Bram (blocked by her).
    static func community(_ calyx: CalyxHarness, _ clock: ManualWallClock) async throws -> Community {
        let flowers = try await calyx.client().searchFlowers(query: .init(limit: 40)).ok.body.json.items.map(\.id)
        #expect(flowers.count == 40)
        let vera = try await calyx.devSignIn("vera"), finn = try await calyx.devSignIn("finn"), sage = try await calyx.devSignIn("sage")
        let bram = try await calyx.devSignIn("bram"), mo = try await calyx.devSignIn("mo")
        func client(_ session: Components.Schemas.Session) -> Client { calyx.client(token: session.accessToken) }
        for (session, name) in [(vera, "vera"), (finn, "finn"), (sage, "sage"), (bram, "bram"), (mo, "mo_p")] {
            _ = try await client(session).setUsername(body: .json(.init(username: name))).ok
        }
        for index in 0..<15 {
            clock.advance(by: 60)
            _ = try await client(finn).saveFlower(body: .json(.init(flowerId: flowers[index])))
        }
        let secret = try await client(finn).listSaved(query: .init(limit: 1)).ok.body.json.items[0]
        #expect(secret.flower.id == flowers[14])
        _ = try await client(finn).updateSaved(path: .init(savedId: secret.id), body: .json(.init(isPublic: false))).ok
        clock.advance(by: 60)
        let meadow = try await client(finn).createCollection(body: .json(.init(name: "Meadow walk", isPublic: true, coverFlowerId: flowers[0]))).created.body.json.id
        _ = try await client(finn).addToCollection(path: .init(collectionId: meadow), body: .json(.init(flowerIds: [flowers[0], flowers[1]]))).ok
        for person in [vera, sage, bram] {
            for index in 20..<25 { _ = try await client(person).likeFlower(path: .init(flowerId: flowers[index])).ok }
        }
        for index in 25..<32 {
            clock.advance(by: 60)
            _ = try await client(sage).saveFlower(body: .json(.init(flowerId: flowers[index])))
        }
        _ = try await client(bram).saveFlower(body: .json(.init(flowerId: flowers[32])))
        _ = try await client(mo).saveFlower(body: .json(.init(flowerId: flowers[33])))
        _ = try await client(vera).followUser(path: .init(userId: finn.user.id)).ok
        _ = try await client(vera).followUser(path: .init(userId: mo.user.id)).ok
        _ = try await client(vera).muteUser(path: .init(userId: mo.user.id)).ok
        _ = try await client(vera).blockUser(path: .init(userId: bram.user.id)).ok
        return Community(vera: vera, finn: finn, sage: sage, bram: bram, mo: mo, flowers: flowers, meadow: meadow)
    }

    /// What the trending, taste-neighbour and popular-collection jobs do every few minutes.
    static func runJobs(_ calyx: CalyxHarness, _ clock: ManualWallClock) async throws {
        try await calyx.withDatabase { database in
            try await Trending(database: database).refresh(now: clock.now())
            try await TasteNeighbours(database: database).refresh()
            try await CollectionRanking(database: database).refresh(now: clock.now())
        }
    }

    static func allPages(_ client: Client, limit: Int, first: String? = nil) async throws -> [Components.Schemas.FeedItem] {
        var items: [Components.Schemas.FeedItem] = []
        var cursor = first
        for _ in 0..<50 {
            let page = try await client.getFeed(query: .init(limit: limit, cursor: cursor)).ok.body.json
            items += page.items
            guard let next = page.nextCursor else { return items }
            cursor = next
        }
        Issue.record("the feed never ended")
        return items
    }

    @Test("the feed mixes 6/3/1 by position, hides the private, blocked, muted and own, never repeats, and pages stably", arguments: TestDatabases.backends)
    func feed(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let people = try await Self.community(calyx, clock)
            try await Self.runJobs(calyx, clock)
            let vera = calyx.client(token: people.vera.accessToken)

            let first = try await vera.getFeed(query: .init(limit: 10)).ok.body.json
            #expect(first.items.map(\.source.rawValue) == FeedMix.pattern.map(\.rawValue))
            #expect(first.items.first?.person?.displayName == "finn" && first.items.first?.kind == .collection)
            #expect(first.items.first?.collection?.name == "Meadow walk")
            let suggested = first.suggestedPeople?.map(\.displayName) ?? []
            #expect(suggested.contains("sage") && !suggested.contains("bram") && !suggested.contains("finn") && !suggested.contains("vera"))

            // New activity after the first page waits for a refresh.
            clock.advance(by: 60)
            _ = try await calyx.client(token: people.finn.accessToken).saveFlower(body: .json(.init(flowerId: people.flowers[15])))
            let rest = try await Self.allPages(vera, limit: 10, first: first.nextCursor)
            let all = first.items + rest
            #expect(Set(all.map(\.id)).count == all.count)
            let fromPeople = all.filter { $0.kind != .trending && $0.kind != .discovery }
            // Past the trending flowers, discovery goes on with flowers Vera has not met.
            #expect(all.contains { $0.kind == .discovery && $0.source == .discovery })
            #expect(fromPeople.allSatisfy { ["finn", "sage"].contains($0.person?.displayName) })
            #expect(fromPeople.filter { $0.person?.displayName == "finn" }.allSatisfy { $0.source == .following })
            #expect(fromPeople.filter { $0.person?.displayName == "sage" }.allSatisfy { $0.source == .similar })
            #expect(fromPeople.count == 14 + 1 + 7)
            let savedFlowers = Set(fromPeople.filter { $0.kind == .saved }.map(\.flower.id))
            #expect(!savedFlowers.contains(people.flowers[14]) && !savedFlowers.contains(people.flowers[15]))
            // A trending flower is never one the feed already showed.
            let trending = all.filter { $0.kind == .trending }.map(\.flower.id)
            #expect(!trending.isEmpty && Set(trending).count == trending.count)
            for (index, item) in all.enumerated() where item.kind == .trending {
                #expect(!all[..<index].contains { $0.flower.id == item.flower.id })
            }
            let card = try #require(all.first { $0.flower.id == people.flowers[20] }?.flower)
            #expect(card.likeCount == 3 && card.liked == true && card.saved == false)

            let fresh = try await vera.getFeed(query: .init(limit: 10)).ok.body.json
            #expect(fresh.items.first?.flower.id == people.flowers[15])

            // Someone new with no follows gets trending flowers (then discovery) and people to follow.
            let nova = calyx.client(token: try await calyx.devSignIn("nova").accessToken)
            let empty = try await nova.getFeed(query: .init(limit: 5)).ok.body.json
            #expect(!empty.items.isEmpty && empty.items.first?.source == .trending)
            #expect(empty.items.allSatisfy { $0.source == .trending || $0.source == .discovery })
            #expect(empty.suggestedPeople?.isEmpty == false)

            guard case .default(let anonymous, _) = try await calyx.client().getFeed(query: .init()) else {
                Issue.record("the feed answered without a token"); return
            }
            #expect(anonymous == 401)
        }
    }

    @Test("on a brand-new server Home is never empty: flowers the person has not met, in bloom this month where they live first, one per family before a second, paged without repeats", arguments: TestDatabases.backends)
    func discovery(_ backend: DatabaseBackend) async throws {
        // 15 May: late spring in London (144 of the catalog's flowers in bloom, in 60 families), late
        // autumn in Sydney (the catalog's November: 14 flowers, after which come those out of season).
        let clock = ManualWallClock(Date(timeIntervalSince1970: 1_810_382_400))
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let ivy = calyx.client(token: try await calyx.devSignIn("ivy").accessToken)
            let kai = calyx.client(token: try await calyx.devSignIn("kai").accessToken)
            _ = try await ivy.updatePreferences(body: .json(.init(timeZone: "Europe/London"))).ok
            _ = try await kai.updatePreferences(body: .json(.init(timeZone: "Australia/Sydney"))).ok
            // What Ivy has met already never comes back as new to her.
            let met = try await ivy.searchFlowers(query: .init(query: "rose", limit: 3)).ok.body.json.items.map(\.id)
            _ = try await ivy.saveFlower(body: .json(.init(flowerId: met[0])))
            _ = try await ivy.likeFlower(path: .init(flowerId: met[1])).ok

            func bloom(_ id: String, _ client: Client) async throws -> [Int] {
                try await client.getFlower(path: .init(flowerId: id)).ok.body.json.bloomMonths
            }
            for (index, (client, month)) in [(ivy, 5), (kai, 11)].enumerated() {
                let first = try await client.getFeed(query: .init(limit: 20)).ok.body.json
                #expect(first.items.count == 20 && first.items.allSatisfy { $0.kind == .discovery && $0.source == .discovery && $0.person == nil }, "\(first.items.map { ($0.kind, $0.flower.commonName) })")
                var inSeason: [Components.Schemas.FeedItem] = []
                var seasonOver = false
                for item in first.items {
                    let months = try await bloom(item.flower.id, client)
                    let blooming = months.isEmpty || months.contains(month)
                    #expect(!(blooming && seasonOver), "\(item.flower.commonName) (in bloom) after a flower out of season")
                    if blooming, !seasonOver { inSeason.append(item) } else { seasonOver = true }
                }
                #expect(inSeason.count >= (index == 0 ? 20 : 12))
                let families = inSeason.prefix(12).map(\.flower.family)
                #expect(Set(families).count == families.count, "one flower per family before a second: \(families)")
                let second = try await client.getFeed(query: .init(limit: 20, cursor: first.nextCursor)).ok.body.json
                #expect(!second.items.isEmpty && Set(second.items.map(\.flower.id)).isDisjoint(with: first.items.map(\.flower.id)))
                // The same order all day: asked again, the first page is the same.
                #expect(try await client.getFeed(query: .init(limit: 20)).ok.body.json.items.map(\.flower.id) == first.items.map(\.flower.id))
                if index == 0 {
                    let shown = Set(first.items.map(\.flower.id) + second.items.map(\.flower.id))
                    #expect(!shown.contains(met[0]) && !shown.contains(met[1]))
                }
            }
            // Two people, two orders.
            let ivyFirst = try await ivy.getFeed(query: .init(limit: 20)).ok.body.json.items.map(\.flower.id)
            let kaiFirst = try await kai.getFeed(query: .init(limit: 20)).ok.body.json.items.map(\.flower.id)
            #expect(ivyFirst != kaiFirst)
        }
    }

    /// Three days on, the day before the page holds one event of Finn's, fewer than the page asks of
    /// him, and the rest come from earlier in the week; ten days on, from before the week.
    @Test(
        "people quiet today or this week still show what they made earlier, newest first, after today's news",
        arguments: TestDatabases.backends, [3, 10]
    )
    func quietWeek(_ backend: DatabaseBackend, daysOn: Int) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let people = try await Self.community(calyx, clock)
            clock.advance(by: TimeInterval(daysOn * 86_400))
            // Their access tokens have long expired: they sign in again.
            let finn = try await calyx.devSignIn("finn")
            #expect(finn.user.id == people.finn.user.id)
            _ = try await calyx.client(token: finn.accessToken).saveFlower(body: .json(.init(flowerId: people.flowers[16])))
            clock.advance(by: 60)
            try await Self.runJobs(calyx, clock)
            let vera = calyx.client(token: try await calyx.devSignIn("vera").accessToken)

            let first = try await vera.getFeed(query: .init(limit: 10)).ok.body.json
            let followed = first.items.filter { $0.source == .following }
            // Six places of ten, or more when trending (nothing but Finn's new save today) runs dry.
            #expect(followed.count >= 6)
            #expect(followed.first?.flower.id == people.flowers[16])
            #expect(followed.dropFirst().first?.kind == .collection)
            let older: [String] = [13, 12, 11, 10].map { people.flowers[$0] }
            let shownOlder: [String] = followed.dropFirst(2).prefix(4).map(\.flower.id)
            #expect(shownOlder == older)
            #expect(first.items.contains { $0.source == .similar && $0.person?.displayName == "sage" })

            let all = first.items + (try await Self.allPages(vera, limit: 10, first: first.nextCursor))
            let fromPeople = all.filter { $0.kind != .trending && $0.kind != .discovery }
            // Past the trending flowers, discovery goes on with flowers Vera has not met.
            #expect(all.contains { $0.kind == .discovery && $0.source == .discovery })
            #expect(Set(all.map(\.id)).count == all.count)
            // Finn's new save, his 14 public ones and his collection; Sage's 7.
            let expected = 23
            #expect(fromPeople.count == expected)
        }
    }

    @Test("trending ranks recent activity, and what blocked people did never counts for you", arguments: TestDatabases.backends)
    func trending(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let people = try await Self.community(calyx, clock)
            try await Self.runJobs(calyx, clock)
            let anonymous = try await calyx.client().getTrendingFlowers(query: .init(window: .day, limit: 100)).ok.body.json.items.map(\.id)
            // Liked by three people: the top five.
            #expect(Set(anonymous.prefix(5)) == Set(people.flowers[20..<25]))
            #expect(anonymous.contains(people.flowers[32]))
            let forVera = try await calyx.client(token: people.vera.accessToken).getTrendingFlowers(query: .init(limit: 100)).ok.body.json.items.map(\.id)
            #expect(!forVera.contains(people.flowers[32]))
            // Vera's block takes Bram's likes out: Finn's and Sage's saves are still ranked.
            #expect(forVera.contains(people.flowers[25]) && forVera.contains(people.flowers[20]))

            // Paging keeps the ranking it started with.
            let page = try await calyx.client().getTrendingFlowers(query: .init(limit: 3)).ok.body.json
            clock.advance(by: 300)
            _ = try await calyx.client(token: people.finn.accessToken).likeFlower(path: .init(flowerId: people.flowers[39])).ok
            try await Self.runJobs(calyx, clock)
            let next = try await calyx.client().getTrendingFlowers(query: .init(limit: 97, cursor: page.nextCursor)).ok.body.json
            #expect((page.items + next.items).map(\.id) == anonymous)

            guard case .default(let status, _) = try await calyx.client().getTrendingFlowers(query: .init(limit: 0)) else {
                Issue.record("a limit of 0 was accepted"); return
            }
            #expect(status == 422)
        }
    }

    @Test("activity is read once per person, kind and flower, at its latest, and not past the bound asked for", arguments: TestDatabases.backends)
    func activityCollapsed(_ backend: DatabaseBackend) async throws {
        let start = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded())
        let clock = ManualWallClock(start)
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let flowers = try await calyx.client().searchFlowers(query: .init(limit: 2)).ok.body.json.items.compactMap { UUID(uuidString: $0.id) }
            let ada = try await calyx.devSignIn("ada"), ben = try await calyx.devSignIn("ben")
            _ = try await calyx.client(token: ada.accessToken).likeFlower(path: .init(flowerId: flowers[0].uuidString)).ok
            let people = [UUID(uuidString: ada.user.id)!, UUID(uuidString: ben.user.id)!]
            try await calyx.withDatabase { database in
                try await Self.checkActivity(in: database, start: start, ada: people[0], ben: people[1], flowers: flowers)
            }
        }
    }

    /// Ada likes the first flower and opens it five times, a minute apart; Ben opens the second once.
    private static func checkActivity(in database: Database, start: Date, ada: UUID, ben: UUID, flowers: [UUID]) async throws {
        let opens: [(UUID, UUID, Double)] = [(ada, flowers[0], 1), (ada, flowers[0], 2), (ada, flowers[0], 3), (ada, flowers[0], 4), (ada, flowers[0], 5), (ben, flowers[1], 2)]
        for (person, flower, minutes) in opens {
            try await database.sql.raw("""
                INSERT INTO search_history (id, user_id, flower_id, kind, query, query_key, searched_at)
                VALUES (\(bind: UUID()), \(bind: person), \(bind: flower), 'flower', 'rose', 'rose', \(bind: start.addingTimeInterval(minutes * 60)))
                """).run()
        }
        func at(_ minutes: Double) -> Date { start.addingTimeInterval(minutes * 60) }
        func near(_ date: Date?, _ expected: Date) -> Bool { date.map { abs($0.timeIntervalSince(expected)) < 0.01 } ?? false }

        let all = try await FlowerActivity.since(at(-1), in: database)
        #expect(all.filter { $0.kind == .open }.count == 2)
        #expect(near(all.first { $0.kind == .open && $0.person == ada }?.at, at(5)), "Ada's open counts at its latest")
        #expect(all.filter { $0.kind == .like }.map(\.person) == [ada])

        // Up to minute 3, Ada's latest open is minute 3's.
        let bounded = try await FlowerActivity.since(at(-1), until: at(3), in: database).filter { $0.kind == .open && $0.person == ada }
        #expect(bounded.count == 1 && near(bounded.first?.at, at(3)))

        let bens = try await FlowerActivity.since(at(-1), by: [ben], in: database)
        #expect(bens.map(\.kind) == [.open] && bens.first?.flower == flowers[1])
    }

    @Test("Explore and search find people and public collections, never across a block", arguments: TestDatabases.backends)
    func exploreAndSearch(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let people = try await Self.community(calyx, clock)
            try await Self.runJobs(calyx, clock)
            let vera = calyx.client(token: people.vera.accessToken)
            let explore = try await vera.getExplore().ok.body.json
            #expect(!explore.trending.isEmpty)
            #expect(explore.collections.map(\.id) == [people.meadow])
            #expect(explore.people.contains { $0.displayName == "sage" } && !explore.people.contains { ["bram", "finn"].contains($0.displayName) })

            #expect(try await vera.searchPeople(query: .init(query: "sag")).ok.body.json.items.map(\.displayName) == ["sage"])
            #expect(try await vera.searchPeople(query: .init(query: "bram")).ok.body.json.items.isEmpty)
            #expect(try await calyx.client().searchPeople(query: .init(query: "@bram")).ok.body.json.items.map(\.displayName) == ["bram"])
            #expect(try await calyx.client().searchPeople(query: .init(query: "%")).ok.body.json.items.isEmpty)

            let found = try await calyx.client().searchCollections(query: .init(query: "meadow")).ok.body.json.items
            #expect(found.map(\.id) == [people.meadow])

            // Beyond ASCII, case and accents fold on both databases: "Élodie" by "elodie" and "ÉLODIE".
            let elodie = calyx.client(token: try await calyx.devSignIn("elodie").accessToken)
            _ = try await elodie.updateProfile(body: .json(.init(displayName: "Élodie Çelik"))).ok
            for query in ["elodie", "ÉLODIE", "élo", "çelik", "CELIK"] {
                let names = try await vera.searchPeople(query: .init(query: query)).ok.body.json.items.map(\.displayName)
                #expect(names == ["Élodie Çelik"], "\(query)")
            }
            let summer = try await elodie.createCollection(body: .json(.init(name: "Été au jardin", isPublic: true, coverFlowerId: people.flowers[0]))).created.body.json.id
            _ = try await elodie.addToCollection(path: .init(collectionId: summer), body: .json(.init(flowerIds: [people.flowers[0]]))).ok
            for query in ["ete", "ÉTÉ", "au JARDIN"] {
                #expect(try await vera.searchCollections(query: .init(query: query)).ok.body.json.items.map(\.id) == [summer], "\(query)")
            }
            _ = try await elodie.updateCollection(path: .init(collectionId: summer), body: .json(.init(name: "Automne")))
            #expect(try await vera.searchCollections(query: .init(query: "ete")).ok.body.json.items.isEmpty)
            #expect(try await vera.searchCollections(query: .init(query: "AUTOMNE")).ok.body.json.items.map(\.id) == [summer])
            #expect(try await calyx.client().searchCollections(query: .init(query: "@fin")).ok.body.json.items.map(\.id) == [people.meadow])
            // White space or a lone @ is a query the document allows that matches nobody (found by
            // schemathesis: a 422 for "\r" broke the contract); too long is a 422 naming the field.
            #expect(try await calyx.client().searchPeople(query: .init(query: "   ")).ok.body.json.items.isEmpty)
            #expect(try await calyx.client().searchCollections(query: .init(query: "\r")).ok.body.json.items.isEmpty)
            #expect(try await calyx.client().searchPeople(query: .init(query: "@")).ok.body.json.items.isEmpty)
            guard case .default(let empty, _) = try await calyx.client().searchCollections(query: .init(query: "")) else {
                Issue.record("an empty query was accepted"); return
            }
            #expect(empty == 422)
            guard case .default(let status, let problem) = try await calyx.client().searchPeople(query: .init(query: String(repeating: "a", count: 101))) else {
                Issue.record("a 101-character query was accepted"); return
            }
            #expect(try status == 422 && problem.body.applicationProblemJson.errors?.first?.field == "query")
            // Text that is no cursor is a 400 even where nothing is left to list (found by schemathesis:
            // a lone @ with the cursor "s" answered an empty page).
            for search in [
                { try await calyx.client().searchPeople(query: .init(query: "@", cursor: "s")).statusAndField },
                { try await calyx.client().searchCollections(query: .init(query: " ", cursor: "s")).statusAndField },
            ] as [() async throws -> (Int, String?)?] {
                let refusal = try await search()
                #expect(refusal?.0 == 400 && refusal?.1 == "cursor")
            }
        }
    }

    @Test("a feed cursor at its largest (both sources placed, deep in trending, a full shown set) still fits the cursor pattern")
    func largestCursor() throws {
        var shown = ShownSet()
        for index in 0..<5_000 { shown.insert("item:\(index)") }
        let place = FeedEvent.Key(at: Int64.max, id: UUID())
        let position = HomeFeed.Position(
            asOf: Int64.max, following: place, similar: place, trendingGeneration: Int64.max, trendingOffset: Trending.depth, shown: shown.encoded
        )
        let codec = CursorCodec(key: .init(size: .bits256))
        let scope = "feed|\(UUID())"
        let cursor = try codec.encode(position, scope: scope)
        #expect(cursor.count <= 1_024, "\(cursor.count) characters")
        let decoded = try codec.decode(cursor, as: HomeFeed.Position.self, scope: scope)
        #expect(decoded.shown == shown.encoded && decoded.trendingOffset == Trending.depth)
    }

    @Test("the mix: six, three and one in every ten; a dry source's places go to the others")
    func mix() {
        let plenty = FeedMix.assign(count: 20, available: [.following: 50, .similar: 50, .trending: 50])
        #expect(plenty == FeedMix.pattern + FeedMix.pattern)
        let noFollows = FeedMix.assign(count: 10, available: [.following: 0, .similar: 2, .trending: 50])
        #expect(noFollows == [.similar, .similar] + Array(repeating: .trending, count: 8))
        #expect(FeedMix.assign(count: 10, available: [.following: 1, .similar: 0, .trending: 1]) == [.following, .trending])
        #expect(FeedMix.quota(.following, count: 20) == 12 && FeedMix.quota(.similar, count: 20) == 6 && FeedMix.quota(.trending, count: 20) == 2)
    }

    @Test("taste neighbours by Jaccard similarity, best first")
    func neighbours() {
        // 0: {0,1,2,3}; 1: {0,1,2} → 3/4; 2: {2,3,4,5} → 2/6; 3: {9} → nothing shared.
        let result = TasteSimilarity.neighbours(of: [[0, 1, 2, 3], [0, 1, 2], [2, 3, 4, 5], [9]], flowerCount: 10, limit: 50)
        #expect(result[0] == [.init(person: 1, similarity: 0.75), .init(person: 2, similarity: 2.0 / 6.0)])
        #expect(result[3].isEmpty)
        #expect(TasteSimilarity.neighbours(of: [[0, 1, 2, 3], [0, 1, 2], [2, 3, 4, 5]], flowerCount: 6, limit: 1)[0].map(\.person) == [1])
    }

    @Test("trending score: recent beats many old, each person's act counts once")
    func score() {
        let now = Date(timeIntervalSince1970: 2_000_000_000)
        let fresh = UUID(), stale = UUID(), person = UUID()
        var activity = [FlowerActivity(flower: fresh, person: person, kind: .like, at: now.addingTimeInterval(-600))]
        for _ in 0..<5 { activity.append(FlowerActivity(flower: fresh, person: person, kind: .open, at: now.addingTimeInterval(-60))) }
        for _ in 0..<4 { activity.append(FlowerActivity(flower: stale, person: UUID(), kind: .save, at: now.addingTimeInterval(-30 * 3600))) }
        let scores = TrendingScore.scores(activity, at: now, window: .day)
        #expect(abs(scores[fresh]! - (2 * exp2(-600.0 / 21_600) + exp2(-60.0 / 21_600))) < 1e-9)
        #expect(scores[fresh]! > scores[stale]!)
        #expect(TrendingScore.ranked(scores, limit: 1).map(\.flower) == [fresh])
    }
}

private extension Operations.SearchPeople.Output {
    /// The status and first field named of a refusal; nil for a page.
    var statusAndField: (Int, String?)? {
        guard case .default(let status, let problem) = self else { return nil }
        return (status, try? problem.body.applicationProblemJson.errors?.first?.field)
    }
}

private extension Operations.SearchCollections.Output {
    var statusAndField: (Int, String?)? {
        guard case .default(let status, let problem) = self else { return nil }
        return (status, try? problem.body.applicationProblemJson.errors?.first?.field)
    }
}
