import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// The Occasions tab and an occasion's page (§6) against the real server, and the possessive style.
@Suite("Gifter occasions models")
@MainActor
struct OccasionsModelTests {
    @Test("possessives: ’s for every name, names ending in s too; a trailing apostrophe gets only the s")
    func possessive() {
        #expect(Possessive.of("James") == "James’s")
        #expect(Possessive.of("Mia") == "Mia’s")
        #expect(Possessive.of(" Chris’ ") == "Chris’s")
        #expect(Possessive.of("O’Brien") == "O’Brien’s")
    }

    @Test("a brother’s birthday in six days: the row's lines and pill, the page's title and summary, ideas asked for; the list offline from the phone", arguments: TestDatabases.backends)
    func occasions(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let transport = SwitchableTransport()
            let client = world.client(transport: transport)
            _ = try await client.devSignIn(name: "Ada")
            let profile = try await client.api.createProfile(body: .json(.init(name: "James", relationship: .brother))).created.body.json
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = try #require(TimeZone(identifier: "UTC"))
            let soon = utc.dateComponents([.month, .day], from: Date().addingTimeInterval(6 * 86_400))
            _ = try await client.api.createOccasion(body: .json(.init(
                person: try #require(profile.person), kind: .birthday, date: String(format: "1994-%02d-%02d", soon.month!, soon.day!)
            ))).created

            let store = try GifterStore.inMemory()
            let list = OccasionsModel(client: client, store: store)
            #expect(list.isEmpty && !list.hasAnswered && list.emptyLine == nil)
            await list.load()
            #expect(list.hasAnswered && list.emptyLine == nil)
            let occasion = try #require((list.thisMonth + list.later).first)
            #expect(OccasionsModel.nameLine(occasion) == "James · Brother")
            let month = DateFormatter()
            month.locale = Locale(identifier: "en_GB")
            month.timeZone = utc.timeZone
            month.dateFormat = "d MMMM"
            let expectedDay = month.string(from: try #require(utc.date(from: DateComponents(year: 2000, month: soon.month, day: soon.day))))
            #expect(OccasionsModel.occasionLine(occasion, locale: Locale(identifier: "en_GB")) == "Birthday · \(expectedDay)")
            #expect(OccasionsModel.pill(occasion) == "Plan gift")

            let page = OccasionDetailModel(occasionID: occasion.id, client: client)
            await page.load()
            #expect(page.title == "Let’s find something for James.")
            #expect(page.summaryLine == "James’s birthday · In 6 days")
            let ideas = try #require(page.ideas)
            // Asked for as the page opens (§4.4: "I'll start shortlisting gifts right away").
            #expect(ideas.person == profile.person && ideas.occasionID == occasion.id)
            // The sample catalogue always has something for a brother's birthday.
            #expect(ideas.phase == .shown && !ideas.items.isEmpty)
            #expect(ideas.title == "Ideas for James")

            transport.mode = .offline
            let offline = OccasionsModel(client: client, store: store)
            #expect(!offline.isEmpty)
            await offline.load()
            #expect(offline.isShowingCachedList && offline.failure?.kind == .offline)
        }
    }
}
