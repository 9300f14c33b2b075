import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// The You tab (§10), Edit profile and adding or editing an occasion, against the real server.
@Suite("Gifter You tab, profile and occasion editing")
@MainActor
struct YouTests {
    @Test("You: header, taste chips after the quiz, the reminder toggles saved (queued offline, sent once back), About links, Refine my taste in light mode", arguments: TestDatabases.backends)
    func you(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let transport = SwitchableTransport()
            let client = world.client(transport: transport)
            _ = try await client.devSignIn(name: "Ada Lovelace")
            let quiz = try await client.api.getQuiz(query: .init(mode: .userDeep)).ok.body.json
            let answers = quiz.questions.prefix(4).map { Components.Schemas.Answer(questionId: $0.id, optionIds: [$0.options[0].id]) }
            _ = try await client.api.putTasteAnswers(body: .json(.init(answers: answers))).ok
            let environment = try world.environment(client)
            let you = YouModel(client: client, sync: environment.sync, siteURL: environment.siteURL)
            await you.load()
            #expect(YouModel.header == "You & I")
            #expect(YouModel.subtext == "This is where I remember the things that matter to your gifting life.")
            #expect(!you.tasteChips.isEmpty && you.user?.displayName == "Ada Lovelace")
            #expect(you.aboutLinks.map(\.title) == ["Privacy", "Terms", "About Gifter"])
            #expect(you.aboutLinks.map(\.url.absoluteString) == ["https://gifter.example/privacy", "https://gifter.example/terms", "https://gifter.example"])
            #expect(YouModel.weekBeforeLabel == "Remind me a week before" && YouModel.onTheDayLabel == "Remind me on the day")

            await you.setWeekBefore(false)
            #expect(try await client.api.getUser().ok.body.json.reminders.weekBefore == false)
            transport.mode = .offline
            await you.setOnTheDay(false)
            #expect(!you.onTheDay && environment.sync.pendingCount == 1)
            transport.mode = .online
            let reopened = YouModel(client: client, sync: environment.sync, siteURL: environment.siteURL)
            await reopened.load()
            // The queued choice shows until it is sent.
            #expect(!reopened.onTheDay && !reopened.weekBefore)
            await environment.sync.flush()
            let settings = try await client.api.getUser().ok.body.json.reminders
            #expect(settings.weekBefore == false && settings.onTheDay == false)

            let refine = you.refineTaste()
            await refine.load()
            #expect(refine.subject == .me(deep: false) && refine.questions.count == 5 && refine.questions.allSatisfy { $0.id.hasPrefix("light-") })
        }
    }

    @Test("your own birthday added, shown under Your occasions, edited to a custom date (a title required first), deleted", arguments: TestDatabases.backends)
    func ownOccasions(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Ada")
            let environment = try world.environment(client)
            let you = YouModel(client: client, sync: environment.sync, siteURL: environment.siteURL)
            let add = you.addOccasion()
            #expect(add.isNew && add.title == "A date to remember" && add.person == "self")
            add.kind = .birthday
            add.day = DateComponents(year: 1990, month: 3, day: 14)
            #expect(add.dayText == "1990-03-14" && add.canSave)
            var tokyo = Calendar(identifier: .gregorian)
            tokyo.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
            // 08:30 in Tokyo is still the 13th in UTC: the day kept is the phone's.
            let earlyMorning = try #require(tokyo.date(from: DateComponents(year: 1990, month: 3, day: 14, hour: 8, minute: 30)))
            add.setPickerDate(earlyMorning, in: tokyo)
            #expect(add.dayText == "1990-03-14")
            #expect(tokyo.dateComponents([.year, .month, .day, .hour], from: add.pickerDate(in: tokyo)) == DateComponents(year: 1990, month: 3, day: 14, hour: 0))
            await add.save()
            let saved = try #require(add.saved)
            await you.load()
            #expect(you.ownOccasions.map(\.id) == [saved.id])

            let edit = OccasionEditModel(editing: saved, client: client)
            #expect(edit.title == "Edit occasion" && edit.dayText == "1990-03-14")
            edit.kind = .custom
            #expect(edit.canSave)
            await edit.save()
            #expect(edit.problem == "Give it a name, so I know what we’re celebrating.")
            #expect(try await client.api.getOccasion(path: .init(occasionId: saved.id)).ok.body.json.kind == .birthday)
            edit.customTitle = "First day of spring swim"
            edit.recurring = false
            await edit.save()
            #expect(edit.saved?.title == "First day of spring swim" && edit.saved?.recurring == false)
            await edit.delete()
            #expect(edit.isDeleted)
            await you.load()
            #expect(you.ownOccasions.isEmpty)
        }
    }

    @Test("a new occasion's person is chosen from you, your gifting profiles and your friends")
    func people() async throws {
        try await GifterWorld.run { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Ada")
            _ = try await client.api.createProfile(body: .json(.init(name: "James", relationship: .brother))).created
            let add = OccasionEditModel(newFor: nil, name: nil, client: client)
            #expect(!add.canSave)
            await add.loadPeople()
            #expect(add.people.map(\.name) == ["You", "James"])
            #expect(OccasionEditModel.title(.baby) == "New baby" && OccasionEditModel.title(.justBecause) == "Just because")
        }
    }

    @Test("Edit profile: the name changes the greeting; a wrong current password says so; the right one changes it; deleting the account signs out", arguments: TestDatabases.backends)
    func editProfile(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            let user = try await client.signUp(email: "rosa@example.org", password: "first password", name: "Rosa")
            let edit = EditProfileModel(user: user, client: client)
            #expect(!edit.canSaveName)
            edit.name = "  Rosalind Franklin "
            await edit.saveName()
            #expect(edit.user.displayName == "Rosalind Franklin" && edit.user.firstName == "Rosalind")

            edit.currentPassword = "wrong password"
            edit.newPassword = "second password"
            await edit.changePassword()
            #expect(edit.message == "That isn’t your current password.")
            edit.currentPassword = "first password"
            await edit.changePassword()
            #expect(edit.message == "Password changed. You’re still signed in here; other phones will need it again.")
            _ = try await world.client().logIn(email: "rosa@example.org", password: "second password")

            await edit.deleteAccount()
            #expect(edit.isDeleted)
            #expect(await client.session.state == .signedOut)
            await #expect(throws: GifterClientError.self) { try await world.client().logIn(email: "rosa@example.org", password: "second password") }
        }
    }

    @Test("“Tell me about friend requests”: on at first, turned off and on again on the server; offline it flips back and says why", arguments: TestDatabases.backends)
    func friendPushes(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let transport = SwitchableTransport()
            let client = world.client(transport: transport)
            _ = try await client.devSignIn(name: "Ada")
            let environment = try world.environment(client)
            let you = YouModel(environment: environment)
            await you.load()
            #expect(YouModel.friendPushesLabel == "Tell me about friend requests" && you.friendPushes)
            await you.setFriendPushes(false)
            #expect(!you.friendPushes && you.notice == nil)
            #expect(try await client.api.getUser().ok.body.json.friendPushes == false)
            let reopened = YouModel(environment: environment)
            await reopened.load()
            #expect(!reopened.friendPushes)

            transport.mode = .offline
            await reopened.setFriendPushes(true)
            #expect(!reopened.friendPushes && reopened.notice == "That needs a connection. Try again when you’re back online.")
            transport.mode = .online
            await reopened.setFriendPushes(true)
            #expect(reopened.friendPushes && reopened.notice == nil)
            #expect(try await client.api.getUser().ok.body.json.friendPushes == true)
        }
    }
}
