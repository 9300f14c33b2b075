import CalyxAPI
@testable import CalyxCore
import ClientKit
import Foundation
import MediaTestSupport
import NIOConcurrencyHelpers
import ServerKit
import ServerKitTestSupport
import Testing

/// Profiles, following, notifications and editing one's own profile, against the real server.
@Suite("Profile, people and notifications models")
@MainActor
struct PeopleModelsTests {
    /// Signs in `name` and claims `name` as the username.
    func person(_ world: CalyxWorld, _ name: String) async throws -> CalyxClient {
        let client = try await world.signedIn(name)
        _ = try await client.api.setUsername(body: .json(.init(username: name))).ok
        return client
    }

    @Test("follow from someone's profile; both headers count it; the lists show it; the followed person is notified and reads it", arguments: TestDatabases.backends)
    func followAndNotify(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let ada = try await person(world, "ada")
            let bea = try await person(world, "bea")
            let adaEnvironment = try world.environment(ada)
            let adaSync = adaEnvironment.sync
            try await adaSync.perform(.save(try await firstCard(ada, "rose")))
            try await adaSync.perform(.save(try await firstCard(ada, "tulip")))
            let adaID = try await ada.api.getProfile().ok.body.json.id

            let page = PersonProfileModel(userID: adaID, client: bea)
            await page.load()
            #expect(page.profile?.username == "ada" && page.followButtonTitle == "Follow")
            #expect(page.showsCatalogue && page.catalogue.count == 2)
            await page.toggleFollow()
            #expect(page.isFollowing && page.followButtonTitle == "Following" && page.profile?.followerCount == 1)

            let mine = ProfileModel(environment: adaEnvironment)
            await mine.load()
            #expect(mine.followLine == "1 Follower  •  0 Following")
            #expect(mine.profile?.catalogueCount == 2)
            #expect(mine.memberSinceLine?.hasPrefix("Member since ") == true)
            let followers = try #require(mine.followers())
            await followers.load()
            #expect(followers.people.map(\.username) == ["bea"])
            #expect(followers.people.first?.youFollow == false)
            await followers.toggleFollow(try #require(followers.people.first))
            #expect(followers.people.first?.youFollow == true)

            let inbox = mine.notifications()
            await inbox.load()
            let follow = try #require(inbox.items.first { $0.kind == .follow })
            #expect(inbox.unreadCount >= 1 && follow.text.contains("Bea") || follow.text.contains("bea"))
            let unread = inbox.unreadCount
            await inbox.open(follow)
            #expect(inbox.unreadCount == unread - 1 && inbox.items.first { $0.id == follow.id }?.read == true)
            await inbox.markAllRead()
            #expect(inbox.unreadCount == 0)
            await inbox.load()
            #expect(inbox.unreadCount == 0 && inbox.items.allSatisfy(\.read))

            // Ada makes her catalogue private: Bea's view of her profile hides it.
            let settings = mine.settings()
            await settings.load()
            await settings.setCataloguePublic(false)
            #expect(settings.settings?.privacy.cataloguePublic == false)
            await page.load()
            #expect(!page.showsCatalogue && page.catalogue.isEmpty)
        }
    }

    @Test("mute and block (after asking); a private follower list says so")
    func muteBlockPrivateLists() async throws {
        try await CalyxWorld.run { world in
            let ada = try await person(world, "ada")
            let bea = try await person(world, "bea")
            let adaID = try await ada.api.getProfile().ok.body.json.id
            let page = PersonProfileModel(userID: adaID, client: bea)
            await page.load()
            await page.toggleFollow()
            await page.toggleMute()
            #expect(page.isMuted && page.notice != nil)
            await page.toggleMute()
            #expect(!page.isMuted)

            page.askToBlock()
            #expect(page.confirmingBlock)
            page.cancelBlock()
            #expect(!page.isBlocked)
            page.askToBlock()
            await page.confirmBlock()
            #expect(page.isBlocked && !page.isFollowing)
            await page.unblock()
            #expect(!page.isBlocked)

            let adaSettings = SettingsModel(environment: try world.environment(ada))
            await adaSettings.load()
            await adaSettings.setFollowerListsPublic(false)
            let list = try #require(page.followers())
            await list.load()
            #expect(list.isPrivate && list.people.isEmpty)
        }
    }

    @Test("edit profile: a real photo uploads, the name and about are checked, and the header shows the result")
    func editProfile() async throws {
        try await CalyxWorld.run { world in
            let ada = try await person(world, "ada")
            let environment = try world.environment(ada)
            let profile = ProfileModel(environment: environment)
            await profile.load()
            let editor = try #require(profile.editor())
            // A 12 MP photo leaves the phone at 2048 px: the server records the size it received.
            let twelveMegapixels = try await TestPhotos.make(width: 4032, height: 3024, format: .jpeg)
            await editor.uploadPhoto(Data(twelveMegapixels))
            let downscaled = try #require(editor.photo)
            #expect(downscaled.width == 2048 && downscaled.height == 1536)

            let jpeg = try await TestPhotos.make(width: 1600, height: 1200, format: .jpeg)
            await editor.uploadPhoto(Data(jpeg))
            #expect(editor.uploadProgress == nil && editor.problems["photo"] == nil)
            let photo = try #require(editor.photo)
            #expect(photo.width == 1600 && photo.height == 1200)

            await editor.uploadPhoto(Data("not a picture".utf8))
            #expect(editor.problems["photo"] != nil)

            editor.displayName = "   "
            await editor.save()
            #expect(editor.problems["displayName"] == "Your name can't be empty." && editor.saved == nil)
            editor.displayName = "Ada L."
            editor.about = String(repeating: "x", count: 81)
            #expect(editor.aboutCharactersLeft == -1)
            await editor.save()
            #expect(editor.problems["about"] != nil)
            editor.about = "Grows roses on a balcony."
            await editor.save()
            #expect(editor.saved?.displayName == "Ada L." && editor.saved?.photo?.id == photo.id)
            await profile.load()
            #expect(profile.profile?.about == "Grows roses on a balcony." && profile.profile?.photo?.id == photo.id)
        }
    }

    @Test("an upload's progress follows the bytes the transport has taken, chunk by chunk, to 100%")
    func uploadProgress() async throws {
        let data = Data(repeating: 7, count: 200_000)
        let reported = NIOLockedValueBox<[Double]>([])
        let body = UploadProgress.body(data) { fraction in reported.withLockedValue { $0.append(fraction) } }
        var received = 0
        for try await chunk in body {
            received += chunk.count
            #expect(reported.withLockedValue { $0.last } == Double(received) / Double(data.count))
        }
        #expect(received == data.count)
        #expect(reported.withLockedValue { $0 } == [65_536, 131_072, 196_608, 200_000].map { Double($0) / 200_000 })
    }

    @Test("settings: preferences save as they flip, the last sign-in method cannot be removed, export writes the archive, deletion asks and then deletes")
    func settings() async throws {
        try await CalyxWorld.run { world in
            let ada = try await person(world, "ada")
            let environment = try world.environment(ada)
            let settings = SettingsModel(environment: environment)
            await settings.load()
            await settings.setDefaultView(.list)
            await settings.setUnits(.imperial)
            await settings.setEmailNotifications(true)
            await settings.sendTimeZone(TimeZone(identifier: "Europe/Berlin")!)
            let stored = try await ada.api.getSettings().ok.body.json.preferences
            #expect(stored.defaultView == .list && stored.measurementUnit == .imperial && stored.emailNotifications && stored.timeZone == "Europe/Berlin")
            #expect(settings.linked.count == 1 && !settings.canUnlink(settings.linked[0].method))

            let directory = FileManager.default.temporaryDirectory.appending(path: "calyx-export-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            await settings.exportData(to: directory)
            let file = try #require(settings.exportedFile)
            #expect(file.lastPathComponent.hasPrefix("calyx-export-ada-") && file.pathExtension == "zip")
            let bytes = try Data(contentsOf: file)
            #expect(bytes.prefix(4) == Data([0x50, 0x4B, 0x03, 0x04]))

            settings.askToDeleteAccount()
            #expect(settings.confirmingDeletion)
            settings.cancelDeletion()
            #expect(!settings.accountDeleted)
            settings.askToDeleteAccount()
            await settings.confirmDeletion()
            #expect(settings.accountDeleted)
            #expect(await ada.session.state == .signedOut)
            let again = try await world.signedIn("bea")
            let search = try await again.api.searchPeople(query: .init(query: "ada")).ok.body.json.items
            #expect(search.isEmpty)
        }
    }
}
