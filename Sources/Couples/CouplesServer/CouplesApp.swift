import CouplesAPI
import Foundation
import Hummingbird
import Identity
import Logging
import ServerKit
import SQLKit

/// The Couples backend as the server mounts it: `/couples/v1`, its own database, its migrations, and
/// the operations of `CouplesAPI/openapi.yaml`.
public struct CouplesApp: GreenhouseApp {
    public let name = "couples"
    /// Pair events within this process; `/pair/events` sockets listen here.
    let events: any PairEventBus

    public init() {
        events = LocalPairEvents()
    }

    public var migrations: [any Migration] { CouplesMigrations.all }

    /// Removes photo files no row names (an unpair or upload interrupted by a crash).
    public func prepare(environment: AppEnvironment) async throws {
        let game = try makeGame(environment)
        let pairs = try await environment.database.sql.raw("SELECT id FROM pairs").all(decoding: PairID.self)
        let removed = try await game.days.photos.sweep(livePairs: Set(pairs.map(\.id))) { try await game.days.uploads(of: $0) }
        if removed > 0 { environment.logger.info("removed photo files no pair refers to", metadata: ["count": "\(removed)"]) }
    }

    /// The declared fields of every JSON body, read from the document once per process.
    static let bodyFields = Result { try OpenAPIBodyFields.read(try CouplesAPIDocument.yaml()) }

    func makeGame(_ environment: AppEnvironment) throws -> CouplesGame {
        let linkBase = environment.configuration.environment["COUPLES_LINK_BASE"].flatMap { $0.isEmpty ? nil : $0 } ?? "couples://pair"
        return try CouplesGame(environment: environment, events: events, linkBase: linkBase)
    }

    public func addRoutes(to routes: RouterGroup<AppRequestContext>, environment: AppEnvironment) async throws {
        let identity = try await IdentityService(
            configuration: try IdentityConfiguration(app: name, environment: environment.configuration.environment),
            environment: environment,
            usernamePolicy: UsernamePolicy(length: 3...20),
            profileRules: ProfileRules(displayNameMaxLength: CouplesLimits.displayNameMaxLength, aboutMaxLength: 80)
        )
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
