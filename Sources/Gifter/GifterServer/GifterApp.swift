import Foundation
import GifterAPI
import Hummingbird
import Identity
import Logging
import Mail
import Media
import Push
import ServerKit
import ServiceLifecycle
import SQLKit

/// The Gifter backend as the server mounts it: `/gifter/v1`, its own database, its migrations and the
/// operations of `GifterAPI/openapi.yaml`.
public struct GifterApp: GreenhouseApp {
    public let name = "gifter"
    /// Built once per running server, shared by routes, startup work and background services.
    let services = PerDatabase<GifterService>()
    private let identities = PerDatabase<IdentityService>()
    /// A concierge to use instead of the built-in one (tests; the language-model one is chosen from the
    /// environment).
    private let conciergeOverride: (any Concierge)?

    public init() {
        conciergeOverride = nil
    }

    init(concierge: any Concierge) {
        conciergeOverride = concierge
    }

    public var migrations: [any Migration] { GifterMigrations.all }

    /// Loads the sample catalog when `GIFTER_SAMPLE_CATALOG=on` (unchanged products are not rewritten);
    /// otherwise removes it, its pictures and every save of it, if an earlier start loaded it. Says in
    /// the log how to connect a shop while nothing can be recommended.
    public func prepare(environment: AppEnvironment) async throws {
        let service = try makeService(environment)
        if try SampleCatalogSwitch.isOn(environment.configuration.environment) {
            let counts = try await ProductStore(database: environment.database, wallClock: environment.wallClock)
                .upsert(try SampleCatalog.products.get(), source: Product.sampleSource, withdrawMissing: true)
            if counts.changed { environment.logger.info("sample catalog loaded", metadata: ["products": "\(counts)"]) }
        } else {
            let removed = try await SampleCatalogRemoval(library: service.library).run()
            if !removed.isEmpty { environment.logger.notice("sample catalog off: removed \(removed)") }
        }
        if try await service.catalog.reload().offersNothing { environment.logger.notice("\(EmptyCatalog.operatorNote)") }
        // Pictures a crash left half-written (Gifter's pictures are drawn by `seed`, so at startup is enough).
        try await service.library.sweepUnfinished(now: environment.wallClock.now())
    }

    /// `/media/{key}`: the sample products' pictures (shared with Calyx's media).
    public func sharedRoutes(configuration: ServerConfiguration) -> [any SharedRoutes] {
        [MediaStorage.routes(configuration)]
    }

    /// And the web page behind an invite link (`/gifter/invite/{token}`, for someone without the app);
    /// with `GIFTER_APPLE_TEAM_ID`, Gifter's entry in the host's apple-app-site-association.
    public func sharedRoutes(environment: AppEnvironment) async throws -> [any SharedRoutes] {
        var routes = sharedRoutes(configuration: environment.configuration)
        _ = try InviteTemplates.library.get()  // missing or broken templates stop the server at startup, not a visitor
        let service = try makeService(environment)
        routes.append(InvitePageRoutes(
            invites: service.invites, friends: service.friends,
            appStoreURL: try InvitePageRoutes.appStoreURL(environment.configuration.environment),
            clock: environment.clock, sharedRateLimits: environment.sharedRateLimits
        ))
        if let team = try AppSiteAssociation.teamID(environment.configuration.environment, variable: "GIFTER_APPLE_TEAM_ID") {
            routes.append(GifterLinks.association(team: team))
        }
        return routes
    }

    /// `greenhouse seed`: draws the sample products' pictures through the media pipeline (a minute or
    /// so on two cores the first time; later runs find them done).
    public func seed(environment: AppEnvironment, progress: @escaping @Sendable (String) -> Void) async throws {
        guard try SampleCatalogSwitch.isOn(environment.configuration.environment) else { return }
        let service = try makeService(environment)
        let drawn = try await ProductIllustrator(library: service.library, wallClock: environment.wallClock, progress: progress)
            .illustrate(try SampleCatalog.products.get())
        progress(drawn == 0 ? "product pictures up to date" : "drew \(drawn) product pictures")
    }

    /// `greenhouse seed --demo`: invented friends for the dev account Alice (`GifterDemo`).
    public func seedDemo(environment: AppEnvironment, seed: UInt64, progress: @escaping @Sendable (String) -> Void) async throws {
        try await GifterDemo(service: try makeService(environment)).seed(seed, progress: progress)
    }

    /// `greenhouse seed --remove-demo`: every marked demo person and what others kept about them.
    public func removeDemo(environment: AppEnvironment, progress: @escaping @Sendable (String) -> Void) async throws {
        _ = try await GifterDemoRemoval(database: environment.database).run(progress: progress)
    }

    /// `/ready`'s note while nothing can be recommended: how to connect a shop.
    public func readinessNote(environment: AppEnvironment) async -> String? {
        guard let index = try? await makeService(environment).catalog.index(), index.offersNothing else { return nil }
        return EmptyCatalog.operatorNote
    }

    /// The occasion reminders, the scheduled jobs (`GifterJobs`), push when configured, and the catalog
    /// watcher that picks up imports made by another instance or the command line.
    public func backgroundServices(environment: AppEnvironment) async throws -> [any Service] {
        let service = try makeService(environment)
        let variables = environment.configuration.environment
        var services: [any Service] = [
            OccasionReminderScheduler(
                database: environment.database, wallClock: environment.wallClock, push: service.push,
                interval: try Self.seconds("GIFTER_REMINDER_INTERVAL_SECONDS", variables, default: 30), logger: environment.logger
            ),
            CatalogWatcher(catalog: service.catalog, interval: try Self.seconds("GIFTER_CATALOG_REFRESH_SECONDS", variables, default: 15), logger: environment.logger),
        ]
        services.append(try GifterJobs.runner(environment, app: name, service: service))
        if let push = service.push { services.append(push) }
        return services
    }

    static func seconds(_ name: String, _ variables: [String: String], default value: Double) throws -> Duration {
        guard let text = variables[name], !text.isEmpty else { return .milliseconds(Int64(value * 1000)) }
        guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
            throw ConfigurationError(variable: name, message: "must be a number of seconds between 0 and 3600")
        }
        return .milliseconds(Int64(seconds * 1000))
    }

    func makeService(_ environment: AppEnvironment) throws -> GifterService {
        try services.value(for: environment.database) {
            let variables = environment.configuration.environment
            let push = try APNsConfiguration(app: name, environment: variables).map {
                PushService(
                    configuration: $0, devices: PushDevices(database: environment.database, clock: environment.wallClock),
                    clock: environment.wallClock, logger: environment.logger
                )
            }
            let smtp = try SMTPConfiguration(app: name, environment: variables).map { SMTPClient(configuration: $0) }
            let linkBase = variables["GIFTER_RESET_LINK_BASE"].flatMap { $0.isEmpty ? nil : $0 } ?? "gifter://reset-password?token="
            let mailer = ResetMailer(smtp: smtp, linkBase: linkBase, logger: environment.logger)
            return try GifterService(environment: environment, concierge: conciergeOverride, push: push, mailer: mailer)
        }
    }

    func makeIdentity(_ environment: AppEnvironment) async throws -> IdentityService {
        try await identities.value(for: environment.database) {
            try await IdentityService(
                configuration: try IdentityConfiguration(app: name, environment: environment.configuration.environment),
                environment: environment,
                usernamePolicy: UsernamePolicy(length: 3...20),
                profileRules: ProfileRules(displayNameMaxLength: 50, aboutMaxLength: 160)
            )
        }
    }

    /// The declared fields of every JSON body, read from the document once per process.
    static let bodyFields = Result { try OpenAPIBodyFields.read(try GifterAPIDocument.yaml()) }

    public func addRoutes(to routes: RouterGroup<AppRequestContext>, environment: AppEnvironment) async throws {
        let identity = try await makeIdentity(environment)
        let service = try makeService(environment)
        let passwords = PasswordAccounts(
            database: environment.database, wallClock: environment.wallClock, accounts: identity.accounts, sessions: identity.sessions,
            clock: environment.clock
        )
        let resets = PasswordResets(database: environment.database, wallClock: environment.wallClock, sessions: identity.sessions, clock: environment.clock)
        let handler = GifterAPIHandler(identity: identity, passwords: passwords, resets: resets, service: service)
        let document = try GifterAPIDocument.yaml()
        let transport = OpenAPITransport(routes: routes, bodyFields: try Self.bodyFields.get()) { _, path in
            path != "/auth/dev" || identity.devSignInEnabled
        }
        try handler.registerHandlers(
            on: transport,
            serverURL: URL(string: "/")!,
            configuration: OpenAPITransport.serverConfiguration,
            middlewares: [
                identity.authentication(publicOperations: GifterOperationIDs.unauthenticated),
                identity.rateLimit([
                    "signUp", "logIn", "devSignIn", "refreshSession", "signOut", "requestPasswordReset", "completePasswordReset", "changePassword",
                    "requestFriend", "createFriendInvite", "acceptFriendInvite",
                ]),
                ActiveDaysMiddleware(days: ActiveDays(database: environment.database, wallClock: environment.wallClock), logger: environment.logger),
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
}
