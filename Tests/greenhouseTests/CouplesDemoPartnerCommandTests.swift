import ClientKit
import CouplesCore
import CouplesServer
import CouplesTestSupport
import Foundation
import MediaTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

/// `greenhouse couples demo-partner`, the real binary, against a real Couples server: the dev account's
/// phone (CouplesCore's models) pairs with the demo partner, which answers and sends a photo; the dev
/// answers too and the flower grows. `seed --remove-demo` then leaves a real couple's rows as they were.
@Suite("greenhouse couples demo-partner")
struct CouplesDemoPartnerCommandTests {
    @Test("joins the dev's invite, answers today's question with a photo; the day completes; removal is exact", arguments: TestDatabases.backends)
    func wholeDailyLoop(backend: DatabaseBackend) async throws {
        try await TestServer.run(apps: [CouplesApp()], backend: backend, configure: { $0.devAuthRequested = true }) { _, server in
            let scratch = try TemporaryDirectory()
            defer { scratch.remove() }
            let url = URL(string: "http://127.0.0.1:\(server.port)/couples/v1")!
            // A real couple beside the demo, with a complete day of their own.
            let ada = try await Self.phone("Ada", url, scratch.url), ben = try await Self.phone("Ben", url, scratch.url)
            try await Self.pair(ada, ben)
            try await Self.careForToday(ada, "Our walk by the river.", picture: 1)
            try await Self.careForToday(ben, "The soup you made.", picture: 2)
            let alice = try await Self.phone("Alice", url, scratch.url)
            _ = try await alice.me()
            let configuration = try server.isolation.configuration()
            let before = try await Self.dump(configuration)
            #expect(before["pairs"]?.count == 1 && before["entries"]?.count == 2 && before["users"]?.count == 3)

            let inviting = await PairingModel(environment: alice)
            await inviting.createInvite()
            let code = try #require(await inviting.invite?.code)
            var variables = ["GREENHOUSE_DATA_DIR": configuration.dataDirectory.path]
            if backend == .postgres {
                variables["DATABASE_URL"] = configuration.databaseURL
                variables["GREENHOUSE_SCHEMA_PREFIX"] = configuration.schemaPrefix
            }
            let command = try GreenhouseProcess(
                ["couples", "demo-partner", "--server", "http://127.0.0.1:\(server.port)", "--join", code], environment: variables, directory: scratch.url
            )
            #expect(try await command.waitForExit() == 0, "\(command.standardError)")
            #expect(command.standardOutput.contains("\(CouplesDemoPartner.name) answered today's question"), "\(command.standardOutput)")
            #expect(command.standardOutput.contains("Safety code: "))

            // Alice's part completes the day: she reads the partner's answer and photo, and the flower grew.
            let care = try await Self.careForToday(alice, "Morning coffee on the balcony.", picture: 3)
            #expect(await care.isDayComplete)
            let theirs = try #require(await care.partnerAnswer)
            #expect(command.standardOutput.contains("“\(theirs)”"), "the partner's sealed answer is the one it wrote")
            #expect(try #require(await care.partnerPhoto).count > 10_000)
            let main = await MainFlowerModel(environment: alice)
            await main.load()
            let (streak, partner) = await (main.streak, main.partnerName)
            #expect(streak == 1 && partner == CouplesDemoPartner.name)
            // A second run on the same day finds its part done and says so.
            let again = try GreenhouseProcess(["couples", "demo-partner", "--server", "http://127.0.0.1:\(server.port)"], environment: variables, directory: scratch.url)
            #expect(try await again.waitForExit() == 0, "\(again.standardError)")
            #expect(again.standardOutput.contains("The day is complete"), "\(again.standardOutput)")

            let removal = try GreenhouseProcess(["seed", "--remove-demo", "--app", "couples"], environment: variables, directory: scratch.url)
            #expect(try await removal.waitForExit() == 0, "\(removal.standardError)")
            let after = try await Self.dump(configuration)
            for table in Set(before.keys).union(after.keys).sorted() where before[table] != after[table] {
                Issue.record("\(table) changed:\nbefore \(before[table] ?? [])\nafter \(after[table] ?? [])")
            }
            #expect(!FileManager.default.fileExists(atPath: CouplesDemoPartner.phoneDirectory(dataDirectory: configuration.dataDirectory).path))
            let unpaired = await PairingModel(environment: alice)
            await unpaired.load()
            #expect(await unpaired.stage == .unpaired)
        }
    }

    @Test("without a code it invites, waits until the dev joins by the link, then answers", arguments: TestDatabases.backends)
    func invitesAndWaits(backend: DatabaseBackend) async throws {
        try await TestServer.run(apps: [CouplesApp()], backend: backend, configure: { $0.devAuthRequested = true }) { _, server in
            let scratch = try TemporaryDirectory()
            defer { scratch.remove() }
            let configuration = try server.isolation.configuration()
            var variables = ["GREENHOUSE_DATA_DIR": configuration.dataDirectory.path]
            if backend == .postgres {
                variables["DATABASE_URL"] = configuration.databaseURL
                variables["GREENHOUSE_SCHEMA_PREFIX"] = configuration.schemaPrefix
            }
            let command = try GreenhouseProcess(
                ["couples", "demo-partner", "--server", "http://127.0.0.1:\(server.port)"], environment: variables, directory: scratch.url
            )
            let link = try await command.waitForOutput(matching: #"or open (\S+)"#)
            let alice = try await Self.phone("Alice", URL(string: "http://127.0.0.1:\(server.port)/couples/v1")!, scratch.url)
            let joining = await PairingModel(environment: alice)
            await joining.join(link: link)
            #expect(await joining.stage == .paired)
            #expect(await joining.partnerName == CouplesDemoPartner.name)
            #expect(try await command.waitForExit() == 0, "\(command.standardError)")
            #expect(command.standardOutput.contains("Now answer it and send a photo in Couples"), "\(command.standardOutput)")
            let care = await FlowerCareModel(environment: alice)
            await care.load()
            #expect(await care.partnerStatus == .done, "the partner did their part")
        }
    }

    static func dump(_ configuration: ServerConfiguration) async throws -> [String: [String]] {
        try await Database(configuration.databaseLocation(forApp: "couples"), logger: .quiet).withRunning { try await DatabaseDump.of($0) }
    }

    @MainActor
    static func phone(_ name: String, _ url: URL, _ scratch: URL) async throws -> CouplesEnvironment {
        let environment = CouplesEnvironment(
            connection: CouplesConnection(serverURL: url, transport: LoopbackHTTP.transport(), tokenStore: InMemoryTokenStore()),
            database: try CouplesDatabase(url: scratch.appendingPathComponent("\(name).sqlite")), keys: InMemoryDeviceKeyStore(),
            photos: VipsPhotoPreparer(), purchases: NoPurchases()
        )
        _ = try await environment.service.connection.devSignIn(name: name)
        return environment
    }

    @MainActor
    static func pair(_ a: CouplesEnvironment, _ b: CouplesEnvironment) async throws {
        let inviting = PairingModel(environment: a)
        await inviting.createInvite()
        let joining = PairingModel(environment: b)
        await joining.join(code: try #require(inviting.invite?.code))
        try #require(joining.stage == .paired)
    }

    @MainActor @discardableResult
    static func careForToday(_ phone: CouplesEnvironment, _ answer: String, picture: Int) async throws -> FlowerCareModel {
        let care = FlowerCareModel(environment: phone)
        await care.load()
        care.answer = answer
        await care.attachPhoto(Data(try await TestPhotos.make(width: 640 + picture, height: 480, format: .jpeg, exif: EXIFBlock(orientation: 1))))
        await care.send()
        #expect(care.photoError == nil && care.answerError == nil)
        await care.load()
        return care
    }
}
