import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOConcurrencyHelpers
import ServerKit
import ServerKitTestSupport
import SQLKit

/// A small app mounted at `/probe/v1` whose routes exercise every ServerKit mechanism over real HTTP.
struct ProbeApp: GreenhouseApp {
    let name = "probe"
    /// Holds `/slow` requests until the test opens it.
    var gate = Gate()
    /// For `/limited`: a per-user limit placed after the (test) authentication middleware.
    var userLimiter = RateLimiter(policy: RateLimitPolicy(burst: 2, refillPerSecond: 1), clock: ManualClock())
    /// Adds `/probe/v1/echo`, a WebSocket that sends back each text message: with it the server
    /// takes connections through the WebSocket-upgrading pipeline, as `greenhouse serve` with Couples does.
    var servesSocket = false

    var migrations: [any Migration] { [CreateNotes(), RateLimitMigrations.buckets(name: "0002_rate_limit_buckets")] }

    struct Toy: Codable, Sendable { var name: String }
    struct Pet: Codable, Sendable, ResponseEncodable {
        var name: String
        var age: Int
        var toys: [Toy]?
    }

    struct NoteCount: ResponseEncodable { let count: Int }
    struct Caller: ResponseEncodable { let subject: String?; let clientAddress: String? }
    struct Scope: Codable { let after: Int }

    /// Stands in for a secret that must never reach a client: it is only ever in the logs.
    struct SecretFailure: Error, CustomStringConvertible {
        var description: String { "database password is hunter2" }
    }

    func addRoutes(to routes: RouterGroup<AppRequestContext>, environment: AppEnvironment) throws {
        routes.post("/pets") { request, context in
            try await request.decode(as: Pet.self, context: context)
        }
        routes.post("/pets/validated") { request, context -> Pet in
            let pet = try await request.decode(as: Pet.self, context: context)
            var validation = Validation()
            validation.check(!pet.name.isEmpty, field: "name", "must not be empty")
            validation.check((0...40).contains(pet.age), field: "age", "must be between 0 and 40")
            try validation.throwIfFailed()
            return pet
        }
        routes.delete("/pets/:id") { _, _ in HTTPResponse.Status.noContent }
        routes.get("/boom") { _, context -> String in
            context.logger.info("probe handler about to fail")
            throw SecretFailure()
        }
        routes.get("/slow") { _, _ -> String in
            await gate.pass()
            return "done"
        }
        routes.get("/numbers") { request, _ in
            let page = try PageRequest(request: request)
            let descending = request.uri.queryParameters["order"] == "desc"
            let scope = "numbers:\(descending ? "desc" : "asc")"
            let after = try page.position(Scope.self, codec: environment.cursors, scope: scope)?.after
            let all = descending ? Array((1...45).reversed()) : Array(1...45)
            let remaining = after.map { cursor in all.drop { $0 != cursor }.dropFirst() }.map(Array.init) ?? all
            return try Page(fetched: Array(remaining.prefix(page.limit + 1)), request: page, codec: environment.cursors, scope: scope) {
                Scope(after: $0)
            }
        }
        routes.get("/notes/count") { _, _ in
            let row = try await environment.database.sql.raw("SELECT COUNT(*) AS n FROM notes").first()
            return NoteCount(count: try row?.decode(column: "n", as: Int.self) ?? -1)
        }
        let authenticated = routes.group("/limited")
            .add(middleware: TestAuthenticationMiddleware())
            .add(middleware: RateLimitMiddleware(limiter: userLimiter, scope: "probe-user"))
        authenticated.get("/whoami") { _, context in
            Caller(subject: context.subject, clientAddress: context.clientAddress)
        }
    }

    func webSocketRoutes(environment: AppEnvironment) async throws -> [WebSocketRoute] {
        guard servesSocket else { return [] }
        return [
            WebSocketRoute("/echo", accept: { _, _ in true }) { _, inbound, outbound, _ in
                for try await message in inbound.messages(maxSize: 1 << 12) {
                    if case .text(let text) = message { try await outbound.write(.text(text)) }
                }
            }
        ]
    }

    struct CreateNotes: Migration {
        let name = "0001_create_notes"
        func apply(to database: any SQLDatabase, backend: DatabaseBackend) async throws {
            try await database.raw("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)").run()
            try await database.raw("INSERT INTO notes (id, body) VALUES (1, 'seeded by the migration')").run()
        }
    }
}

/// Stands in for Identity's bearer authentication: `X-Test-User: alice` signs the request in as alice.
struct TestAuthenticationMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.subject = request.headers[HTTPField.Name("X-Test-User")!]
        return try await next(request, context)
    }
}

/// Lets a test hold requests inside a handler: `pass()` reports entry and waits until `open()`.
final class Gate: Sendable {
    let entered: AsyncStream<Void>
    private let enteredContinuation: AsyncStream<Void>.Continuation
    private let state = NIOLockedValueBox<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    init() {
        (entered, enteredContinuation) = AsyncStream.makeStream(of: Void.self)
    }

    func pass() async {
        enteredContinuation.yield()
        await withCheckedContinuation { continuation in
            let proceed = state.withLockedValue { state -> Bool in
                if state.isOpen { return true }
                state.waiting.append(continuation)
                return false
            }
            if proceed { continuation.resume() }
        }
    }

    func open() {
        let waiting = state.withLockedValue { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        waiting.forEach { $0.resume() }
    }
}
