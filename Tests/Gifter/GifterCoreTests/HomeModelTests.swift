import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// Home (§4) against the real server: the greeting by the phone's time of day, the first-day line,
/// the sections, the copy, and the last Home offline.
@Suite("Gifter Home model")
@MainActor
struct HomeModelTests {
    @Test("morning, afternoon and evening by the phone's clock in its time zone, around the boundaries")
    func greetingTime() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Pacific/Auckland"))
        func at(_ hour: Int, _ minute: Int) throws -> Date {
            try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 25, hour: hour, minute: minute)))
        }
        #expect(GreetingTime(try at(4, 59), calendar: calendar) == .evening)
        #expect(GreetingTime(try at(5, 0), calendar: calendar) == .morning)
        #expect(GreetingTime(try at(11, 59), calendar: calendar) == .morning)
        #expect(GreetingTime(try at(12, 0), calendar: calendar) == .afternoon)
        #expect(GreetingTime(try at(17, 0), calendar: calendar) == .evening)
        #expect(GreetingTime.evening.line(firstName: "Mia") == "Good evening, Mia.")
        #expect(GreetingTime.morning.line(firstName: "Siobhán") == "Good morning, Siobhán.")
    }

    @Test("a new person's Home: their name, the first-day line, the curated collections; offline later, the same Home from the phone", arguments: TestDatabases.backends)
    func home(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let transport = SwitchableTransport()
            let client = world.client(transport: transport)
            _ = try await client.signUp(email: "mia@example.com", password: "a long quiet walk", name: "Mia Rose")
            let store = try GifterStore.inMemory()
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = try #require(TimeZone(identifier: "Europe/London"))
            let evening = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 25, hour: 19)))
            let home = HomeModel(client: client, store: store, calendar: calendar, now: { evening })
            #expect(home.phase == .loading)
            await home.load()
            #expect(home.phase == .loaded)
            #expect(home.greetingLine == "Good evening, Mia.")
            #expect(home.greetingSub == "Let’s start a little gifting universe for you.")
            let collections = try #require(home.home?.collections)
            #expect(collections.contains { $0.title == "For the Slow Morning Ritualist" && $0.subtitle == "Coffee, ceramics, and quiet." })
            #expect(HomeModel.upcomingHeader == "Coming up soon" && HomeModel.recommendedHeader == "For your own wishlists")

            transport.mode = .offline
            let offline = HomeModel(client: client, store: store, calendar: calendar, now: { evening })
            #expect(offline.phase == .loaded && offline.home?.collections.count == collections.count)
            await offline.load()
            #expect(offline.isShowingCachedHome && offline.phase == .loaded)

            let fresh = HomeModel(client: client, store: try GifterStore.inMemory())
            await fresh.load()
            guard case .failed(let failure) = fresh.phase else { Issue.record("\(fresh.phase)"); return }
            #expect(GifterErrorCopy.title(for: failure) == "I can’t reach the internet right now.")
            #expect(GifterErrorCopy.message == "Let’s try that again.")
        }
    }

    @Test("an occasion chip reads “Mia · Sister”")
    func chipName() async throws {
        try await GifterWorld.run { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Ada")
            let profile = try await client.api.createProfile(body: .json(.init(name: "Mia", relationship: .sister))).created.body.json
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = try #require(TimeZone(identifier: "UTC"))
            let soon = utc.dateComponents([.month, .day], from: Date().addingTimeInterval(6 * 86_400))
            let birthday = String(format: "1994-%02d-%02d", soon.month!, soon.day!)
            _ = try await client.api.createOccasion(body: .json(.init(person: try #require(profile.person), kind: .birthday, date: birthday))).created
            let home = HomeModel(client: client, store: try GifterStore.inMemory())
            await home.load()
            let occasion = try #require(home.home?.upcoming.first)
            #expect(HomeModel.chipName(occasion) == "Mia · Sister")
            #expect(occasion.countdown != nil)
        }
    }
}
