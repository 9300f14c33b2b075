import Foundation
import GifterAPI
@testable import GifterServer
import HTTPTypes
import HummingbirdTesting
import IdentityTestSupport
import Logging
import NIOCore
import NIOFoundationCompat
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport

/// A real Gifter server on loopback with the sample catalog (`GIFTER_SAMPLE_CATALOG=on` unless a test
/// sets it), driven through the generated client as the
/// app drives it, on a manual wall clock so tests can live through occasions and time zones.
struct GifterHarness: Sendable {
    let server: TestServer
    let raw: TestClient
    let clock: ManualWallClock
    let monotonic: ManualClock
    /// The server's database, opened once for the test (`withDatabase`): a poll that read it every
    /// 100 ms through a pool of its own opened and closed a PostgreSQL pool each time.
    let database: Database

    var baseURL: URL { URL(string: "http://127.0.0.1:\(server.port)/gifter/v1")! }

    func client(token: String? = nil) -> Client {
        Client(serverURL: baseURL, transport: LoopbackHTTP.transport(), middlewares: token.map { [BearerHeader(token: $0)] } ?? [])
    }

    /// 2026-11-24 12:00 UTC unless a test says otherwise.
    static let noonUTC = Date(timeIntervalSince1970: 1_795_521_600)

    static func run<R: Sendable>(
        backend: DatabaseBackend = .sqlite,
        start: Date = noonUTC,
        clock: ManualWallClock? = nil,
        environment: [String: String] = [:],
        app: GifterApp = GifterApp(),
        logger: Logger = .quiet,
        isolation: TestIsolation? = nil,
        _ body: @Sendable (GifterHarness) async throws -> R
    ) async throws -> R {
        let clock = clock ?? ManualWallClock(start)
        let monotonic = ManualClock()
        return try await TestServer.run(apps: [app], backend: backend, isolation: isolation, logger: logger, clock: monotonic, wallClock: clock, configure: { configuration in
            configuration.environment = ["GIFTER_REMINDER_INTERVAL_SECONDS": "3600", "GIFTER_SAMPLE_CATALOG": "on"].merging(environment) { _, extra in extra }
            configuration.devAuthRequested = true
        }) { raw, server in
            let location = try server.isolation.configuration().databaseLocation(forApp: "gifter")
            return try await Database(location, logger: .quiet).withRunning { database in
                try await body(GifterHarness(server: server, raw: raw, clock: clock, monotonic: monotonic, database: database))
            }
        }
    }

    /// Someone signed in with dev sign-in.
    struct Person: Sendable {
        let name: String
        let token: String
        let id: String
        var ref: String { "friend:\(id)" }
    }

    func person(_ name: String, timeZone: String? = nil) async throws -> Person {
        let session = try await client().devSignIn(body: .json(.init(name: name))).ok.body.json
        let person = Person(name: name, token: session.accessToken, id: session.user.id)
        if let timeZone { _ = try await client(token: person.token).updateUser(body: .json(.init(timeZone: timeZone))).ok }
        return person
    }

    /// Someone with an email and password account (friend requests find people by email).
    func member(_ name: String, email: String, password: String = "a long quiet walk") async throws -> Person {
        let session = try await client().signUp(body: .json(.init(email: email, password: password, name: name))).ok.body.json
        return Person(name: name, token: session.accessToken, id: session.user.id)
    }

    /// `a` asks `b` (by email) and `b` accepts.
    func befriend(_ a: Person, _ b: Person, email: String) async throws {
        _ = try await client(token: a.token).requestFriend(body: .json(.init(to: email))).accepted
        let incoming = try await client(token: b.token).listFriends().ok.body.json.incoming
        guard let request = incoming.first(where: { $0.from.id == a.id }) else { throw HarnessError.noRequest }
        _ = try await client(token: b.token).acceptFriendRequest(path: .init(requestId: request.id)).ok
    }

    func answer(_ person: Person, _ answers: [String: [String]]) async throws -> Components.Schemas.Taste {
        let body = answers.sorted { $0.key < $1.key }.map { Components.Schemas.Answer(questionId: $0.key, optionIds: $0.value) }
        return try await client(token: person.token).putTasteAnswers(body: .json(.init(answers: body))).ok.body.json
    }

    /// A raw request with a JSON body (for comparing exact answers byte for byte).
    func send(_ method: HTTPRequest.Method, _ path: String, json: [String: String]? = nil, token: String? = nil) async throws -> TestClient.Response {
        var headers: HTTPFields = [:]
        var body: ByteBuffer?
        if let json {
            headers[.contentType] = "application/json"
            body = ByteBuffer(data: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]))
        }
        if let token { headers[.authorization] = "Bearer \(token)" }
        return try await raw.execute(.init("/gifter/v1\(path)", method: method, headers: headers, body: body))
    }

    func withDatabase<R: Sendable>(_ body: (Database) async throws -> R) async throws -> R {
        try await TestStages.during("reading the server's database") { try await body(database) }
    }

    enum HarnessError: Error { case noRequest }
}

/// The sample catalog as the concierge sees it, every product available.
enum SampleIndex {
    static func make() throws -> CatalogIndex {
        let products = try SampleCatalog.products.get()
        return CatalogIndex(version: 1, products: products.map { ($0, true) }, vocabulary: try Quiz.shipped.get().vocabulary)
    }
}
