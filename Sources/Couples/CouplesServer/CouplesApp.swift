import CouplesAPI
import Foundation
import Hummingbird
import Identity
import Logging
import Push
import ServerKit
import ServiceLifecycle
import SQLKit

/// The Couples backend as the server mounts it: `/couples/v1`, its own database, its migrations, and
/// the operations of `CouplesAPI/openapi.yaml`.
public struct CouplesApp: GreenhouseApp {
    public let name = "couples"
    /// This server's `/pair/events` subscribers: the whole bus on SQLite; on PostgreSQL, where the
    /// listening connection hands what other instances (and this one) publish.
    let relay: PairEventRelay
    /// Built once per running server, shared by routes, the WebSocket, startup work and background
    /// services (push owns a connection the routes send through; identity loads signing keys).
    private let games = PerDatabase<CouplesGame>()
    private let identities = PerDatabase<IdentityService>()

    public init() {
        relay = PairEventRelay()
    }

    /// The pair event bus for `environment`'s database: in-process on SQLite (one instance), across
    /// instances through LISTEN/NOTIFY on PostgreSQL.
    func events(_ environment: AppEnvironment) -> any PairEventBus {
        switch environment.database.backend {
        case .sqlite: relay.local
        case .postgres: PostgresPairEvents(database: environment.database, relay: relay, logger: environment.logger)
        }
    }

    public var migrations: [any Migration] { CouplesMigrations.all }

    /// Removes photo files no row names (an unpair or upload interrupted by a crash).
    public func prepare(environment: AppEnvironment) async throws {
        let game = try makeGame(environment)
        let pairs = try await environment.database.sql.raw("SELECT id FROM pairs").all(decoding: PairID.self)
        let removed = try await game.days.photos.sweep(livePairs: Set(pairs.map(\.id))) { try await game.days.uploads(of: $0) }
        if removed > 0 { environment.logger.info("removed photo files no pair refers to", metadata: ["count": "\(removed)"]) }
    }

    /// `greenhouse seed --demo`: the demo partner's account, ready for `greenhouse couples demo-partner`.
    public func seedDemo(environment: AppEnvironment, seed: UInt64, progress: @escaping @Sendable (String) -> Void) async throws {
        try await CouplesDemoPartner.ensure(in: environment.database, now: environment.wallClock.now())
        progress("demo partner \(CouplesDemoPartner.name) ready: `greenhouse couples demo-partner` pairs with you and answers")
    }

    /// `greenhouse seed --remove-demo`: the demo partner, their pair and their phone's files.
    public func removeDemo(environment: AppEnvironment, progress: @escaping @Sendable (String) -> Void) async throws {
        try await CouplesDemoRemoval(
            game: try makeGame(environment), identity: try await makeIdentity(environment), dataDirectory: environment.configuration.dataDirectory
        ).run(progress: progress)
    }

    /// The declared fields of every JSON body, read from the document once per process.
    static let bodyFields = Result { try OpenAPIBodyFields.read(try CouplesAPIDocument.yaml()) }

    /// The server's game, built on first use from the environment.
    func makeGame(_ environment: AppEnvironment) throws -> CouplesGame {
        try games.value(for: environment.database) {
            let variables = environment.configuration.environment
            let linkBase = variables["COUPLES_LINK_BASE"].flatMap { $0.isEmpty ? nil : $0 } ?? "couples://pair"
            let push = try APNsConfiguration(app: name, environment: variables).map {
                PushService(
                    configuration: $0, devices: PushDevices(database: environment.database, clock: environment.wallClock),
                    clock: environment.wallClock, logger: environment.logger
                )
            }
            return try CouplesGame(environment: environment, events: events(environment), push: push, linkBase: linkBase)
        }
    }

    /// The daily reminders, push (when configured) and, on PostgreSQL, the connection that listens for
    /// pair events.
    public func backgroundServices(environment: AppEnvironment) async throws -> [any Service] {
        let game = try makeGame(environment)
        let interval = try Self.reminderInterval(environment.configuration.environment)
        let reminders = ReminderScheduler(
            database: environment.database, wallClock: environment.wallClock, notifier: game.notifier, interval: interval, logger: environment.logger
        )
        var services: [any Service] = [reminders]
        if let push = game.notifier.push { services.append(push) }
        if case let events as PostgresPairEvents = game.events { services.append(events.listener()) }
        return services
    }

    /// `COUPLES_REMINDER_INTERVAL_SECONDS`: how often due reminders are looked for (30 s unless set).
    static func reminderInterval(_ variables: [String: String]) throws -> Duration {
        let name = "COUPLES_REMINDER_INTERVAL_SECONDS"
        guard let text = variables[name], !text.isEmpty else { return .seconds(30) }
        guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
            throw ConfigurationError(variable: name, message: "must be a number of seconds between 0 and 3600")
        }
        return .milliseconds(Int64(seconds * 1000))
    }

    /// The server's identity service, built on first use.
    func makeIdentity(_ environment: AppEnvironment) async throws -> IdentityService {
        try await identities.value(for: environment.database) {
            try await IdentityService(
                configuration: try IdentityConfiguration(app: name, environment: environment.configuration.environment),
                environment: environment,
                usernamePolicy: UsernamePolicy(length: 3...20),
                profileRules: ProfileRules(displayNameMaxLength: CouplesLimits.displayNameMaxLength, aboutMaxLength: 80)
            )
        }
    }

    /// `GET /pair/events` (outside the OpenAPI document, which cannot describe a WebSocket).
    public func webSocketRoutes(environment: AppEnvironment) async throws -> [WebSocketRoute] {
        let identity = try await makeIdentity(environment)
        return [PairEventSocket.route(sessions: identity.sessions, database: environment.database, events: try makeGame(environment).events)]
    }

    public func addRoutes(to routes: RouterGroup<AppRequestContext>, environment: AppEnvironment) async throws {
        let identity = try await makeIdentity(environment)
        let handler = CouplesAPIHandler(identity: identity, game: try makeGame(environment))
        let sessions = identity.sessions
        let photo = OpenAPITransport.LargeBody(limit: PhotoEnvelope.maxBytes) { request in
            _ = try await BearerAuthentication.caller(of: request, sessions: sessions)
        }
        let document = try CouplesAPIDocument.yaml()
        let transport = OpenAPITransport(
            routes: routes, largeBodies: ["/days/{day}/photo": photo], bodyFields: try Self.bodyFields.get()
        ) { _, path in
            path != "/auth/dev" || identity.devSignInEnabled
        }
        try handler.registerHandlers(
            on: transport,
            serverURL: URL(string: "/")!,
            configuration: OpenAPITransport.serverConfiguration,
            middlewares: [
                identity.authentication(publicOperations: CouplesOperationIDs.unauthenticated),
                identity.rateLimit(["signIn", "devSignIn", "refreshSession", "signOut", "previewInvite", "joinPair"]),
            ]
        )
        routes.get("/openapi.yaml") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "application/yaml; charset=utf-8", .cacheControl: "no-cache"],
                body: .init(byteBuffer: ByteBuffer(bytes: document))
            )
        }
    }

    private struct PairID: Decodable { let id: UUID }
}
