import CalyxAPI
import CalyxCore
import ClientKit
import Foundation
import NIOConcurrencyHelpers
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import Testing

/// A debounce the test ends: each wait is remembered and returns when the test says (or throws when
/// its task is cancelled, as `Task.sleep` does).
final class ManualSleeper: Sendable {
    private let waiting = NIOLockedValueBox<[UUID: CheckedContinuation<Void, any Error>]>([:])

    var count: Int { waiting.withLockedValue { $0.count } }

    func sleep(_ duration: Duration) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiting.withLockedValue { $0[id] = continuation }
                if Task.isCancelled { self.finish(id, throwing: true) }
            }
        } onCancel: {
            self.finish(id, throwing: true)
        }
    }

    /// Ends every wait still running.
    func elapse() {
        for continuation in waiting.withLockedValue({ state in defer { state = [:] }; return Array(state.values) }) { continuation.resume() }
    }

    private func finish(_ id: UUID, throwing: Bool) {
        guard let continuation = waiting.withLockedValue({ $0.removeValue(forKey: id) }) else { return }
        if throwing { continuation.resume(throwing: CancellationError()) } else { continuation.resume() }
    }
}

/// The Catalog tab against the real server: signed out and in, typing, searching, paging, history.
@Suite("Catalog search model")
@MainActor
struct CatalogSearchModelTests {
    func model(_ client: CalyxClient, sleeper: ManualSleeper = ManualSleeper()) -> CatalogSearchModel {
        CatalogSearchModel(client: client, history: SearchHistoryModel(client: client), sleep: { try await sleeper.sleep($0) })
    }

    /// Waits (bounded: a hang fails, speed never does) until `condition` holds.
    func eventually(_ condition: () -> Bool) async throws {
        #expect(await pollUntil { condition() })
    }

    @Test("signed out, searching works and finds what people mean; signed in, cards carry the person's flags", arguments: TestDatabases.backends)
    func signedOutAndIn(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let anonymous = model(world.client())
            anonymous.type("Foxglove")
            await anonymous.search()
            #expect(anonymous.phase == .results)
            #expect(anonymous.results.first?.scientificName == "Digitalis purpurea")
            #expect(anonymous.results.allSatisfy { $0.liked == nil && $0.saved == nil })

            let client = try await world.signedIn("ada")
            let foxglove = try #require(anonymous.results.first)
            _ = try await client.api.likeFlower(path: .init(flowerId: foxglove.id)).ok
            let signedIn = model(client)
            signedIn.type("Foxglove")
            await signedIn.search()
            #expect(signedIn.results.first?.id == foxglove.id)
            #expect(signedIn.results.first?.liked == true)
            #expect(signedIn.results.dropFirst().allSatisfy { $0.liked == false })
        }
    }

    @Test("typing asks for suggestions once, 250 ms after the last key; clearing the field shows history again")
    func debounce() async throws {
        try await CalyxWorld.run { world in
            let transport = RecordingTransport()
            let sleeper = ManualSleeper()
            let search = model(world.client(transport: transport), sleeper: sleeper)
            for prefix in ["l", "la", "lav", "lave", "laven"] { search.type(prefix) }
            // Every keystroke started a wait; each newer one cancelled the one before.
            try await eventually { sleeper.count == 1 }
            #expect(transport.sent("suggestFlowers").isEmpty)
            sleeper.elapse()
            try await eventually { !search.suggestions.isEmpty }
            #expect(transport.sent("suggestFlowers") == ["query=laven"])
            // Other names count too ("sea lavender" is statice): the species itself comes first.
            #expect(search.suggestions.first?.scientificName == "Lavandula angustifolia")

            search.type("")
            #expect(search.phase == .history && search.suggestions.isEmpty)
        }
    }

    @Test("a slow answer to an older search never replaces the answer to a newer one")
    func staleAnswers() async throws {
        try await CalyxWorld.run { world in
            let transport = RecordingTransport()
            let search = model(world.client(transport: transport))
            // The search for "rose" is held back at the transport until "tulip" has been answered.
            transport.hold { operation, query in operation == "searchFlowers" && query.contains("query=rose") }
            search.type("rose")
            let roses = Task { await search.search() }
            try await eventually { transport.heldCount == 1 }
            search.type("tulip")
            await search.search()
            let tulips = search.results.map(\.id)
            #expect(search.results.first?.scientificName == "Tulipa gesneriana")
            #expect(!search.results.contains { $0.scientificName.hasPrefix("Rosa ") })
            transport.release()
            await roses.value
            #expect(search.results.map(\.id) == tulips)
            #expect(search.query == "tulip" && search.phase == .results)
        }
    }

    @Test("\"Did you mean\" shows the corrected words and searching them makes it go away")
    func correction() async throws {
        try await CalyxWorld.run { world in
            let search = model(world.client())
            search.type("hydrangia")
            await search.search()
            #expect(search.correctedQuery == "hydrangea")
            #expect(!search.results.isEmpty)
            await search.acceptCorrection()
            #expect(search.query == "hydrangea" && search.correctedQuery == nil && !search.results.isEmpty)

            search.type("qqqxxzz")
            await search.search()
            #expect(search.phase == .empty)
        }
    }

    @Test("scrolling past 80% fetches the next page once, and pages never repeat a flower")
    func paging() async throws {
        try await CalyxWorld.run { world in
            let transport = RecordingTransport()
            let search = model(world.client(transport: transport))
            search.sort = .alphabetical
            await search.search()  // nothing typed: browse the catalog
            #expect(search.results.count == 20)
            #expect(search.hasMoreResults)
            await search.resultAppeared(at: 10)
            #expect(transport.sent("searchFlowers").count == 1)
            // The card at 80% and every later one appearing, even twice, asks for page two once.
            for index in [15, 16, 19, 16, 19] { await search.resultAppeared(at: index) }
            #expect(transport.sent("searchFlowers").count == 2)
            #expect(search.results.count == 40)
            #expect(Set(search.results.map(\.id)).count == 40)
            let names = search.results.map { $0.commonName.lowercased() }
            #expect(names == names.sorted())
        }
    }

    @Test("filters narrow the browse")
    func filters() async throws {
        try await CalyxWorld.run { world in
            let search = model(world.client())
            search.filters.petSafeOnly = true
            search.filters.color = .blue
            #expect(search.filters.count == 2)
            await search.search()
            #expect(search.phase == .results)
            let client = world.client()
            for card in search.results.prefix(5) {
                let detail = try await client.api.getFlower(path: .init(flowerId: card.id)).ok.body.json
                #expect(detail.colors.contains(.blue))
            }
        }
    }

    @Test("offline, a search shows the offline copy, and Retry works once the connection is back")
    func offline() async throws {
        try await CalyxWorld.run { world in
            let transport = RecordingTransport()
            let search = model(world.client(transport: transport))
            transport.offline = true
            search.type("rose")
            await search.search()
            #expect(search.phase == .failed(LoadFailure(ClientError.offlineStandIn)))
            guard case .failed(let failure) = search.phase else { return }
            #expect(failure.kind == .offline)
            #expect(failure.message == "You're offline. Check your connection and try again.")
            transport.offline = false
            await search.retry()
            #expect(search.phase == .results && search.results.first?.scientificName.hasPrefix("Rosa ") == true)
        }
    }

    @Test("a server that never answers ends in the offline copy after the request timeout, not a spinner")
    func silentServer() async throws {
        try await CalyxWorld.run { world in
            let transport = RecordingTransport()
            let client = CalyxClient(serverURL: world.url, transport: transport, tokenStore: InMemoryTokenStore(), requestTimeout: .milliseconds(300))
            let search = model(client)
            transport.hold { operation, _ in operation == "searchFlowers" }
            search.type("rose")
            await search.search()
            #expect(search.phase == .failed(LoadFailure(ClientError.offlineStandIn)))
            transport.release()
        }
    }
}

extension ClientError {
    /// What the generated client throws when the transport failed before any answer.
    static var offlineStandIn: ClientError {
        ClientError(
            operationID: "searchFlowers", operationInput: (), request: nil, requestBody: nil, baseURL: nil, response: nil, responseBody: nil,
            causeDescription: "Transport threw an error.", underlyingError: URLError(.notConnectedToInternet)
        )
    }
}
