import Crypto
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import ServiceLifecycle
import UnixSignals

/// Assembles the HTTP server for a set of app backends and runs it until SIGTERM or SIGINT.
///
/// Each app gets its own database (migrated before the server accepts connections) and is mounted at
/// `/<app>/v1` behind the shared middleware; `/health`, `/ready`, `/metrics` and the apps' shared
/// routes (`/media/{key}`) sit at the root.
public struct GreenhouseServer: Sendable {
    public let configuration: ServerConfiguration
    public let apps: [any GreenhouseApp]
    public let logger: Logger
    /// Time for rate limiting; tests substitute a manual clock.
    public var clock: any MonotonicClock
    /// Dates for what is stored (token expiry); tests substitute a manual clock.
    public var wallClock: any WallClock
    /// Root routes that belong to no app backend (every app's web pages, `AppPagesRoutes`), mounted
    /// whichever apps are served.
    public var siteRoutes: [any SharedRoutes] = []

    public init(
        configuration: ServerConfiguration,
        apps: [any GreenhouseApp],
        logger: Logger,
        clock: any MonotonicClock = SystemMonotonicClock(),
        wallClock: any WallClock = SystemWallClock()
    ) {
        self.configuration = configuration
        self.apps = apps
        self.logger = logger
        self.clock = clock
        self.wallClock = wallClock
    }

    /// Serves until SIGTERM/SIGINT, then stops accepting connections, lets in-flight requests finish
    /// (up to `shutdownGracePeriod`), closes the databases and returns.
    ///
    /// `alongside` (the span exporter) starts before the server and is shut down after it, so what the
    /// last requests left for it to do is still done.
    public func run(alongside: [any Service] = [], onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let application = try await makeApplication(onServerRunning: onServerRunning)
        var groupConfiguration = ServiceGroupConfiguration(
            services: alongside + [application],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger
        )
        groupConfiguration.maximumGracefulShutdownDuration = configuration.shutdownGracePeriod
        try await ServiceGroup(configuration: groupConfiguration).run()
        logger.info("stopped")
    }

    /// The application as a service, for `run()` and for tests that drive shutdown themselves.
    /// `onServerRunning` receives the bound port (useful with port 0).
    public func makeApplication(
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws -> Application<RouterResponder<AppRequestContext>> {
        try checkAppNames()
        let cursors = CursorCodec(key: try cursorKey())
        let metrics = HTTPMetrics()
        var databases: [String: Database] = [:]
        for app in apps {
            databases[app.name] = try Database(configuration.databaseLocation(forApp: app.name), logger: logger(for: app))
        }

        let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestIDMiddleware())
        router.add(middleware: RequestSpanMiddleware())
        if let token = configuration.rateLimitExemptionToken {
            logger.notice("requests carrying GREENHOUSE_RATE_LIMIT_EXEMPT_TOKEN are not rate-limited")
            router.add(middleware: RateLimitExemptionMiddleware(token: token))
        }
        if configuration.trustProxyHeaders {
            router.add(middleware: ForwardedClientMiddleware())
        }
        router.add(middleware: TelemetryMiddleware(metrics: metrics))
        router.add(middleware: ProblemMiddleware())
        var environments: [String: AppEnvironment] = [:]
        for app in apps {
            environments[app.name] = environment(for: app, database: databases[app.name]!, cursors: cursors, metrics: metrics)
        }
        let noted = apps.map { ($0, environments[$0.name]!) }
        OperationalRoutes.add(to: router, databases: databases, metrics: metrics) {
            var notes: [String: String] = [:]
            for (app, environment) in noted {
                if let note = await app.readinessNote(environment: environment) { notes[app.name] = note }
            }
            return notes
        }

        let started = StartupGate()
        var background: [any Service] = []
        var shared: [any SharedRoutes] = []
        let upgrades = Router(context: WebSocketUpgradeContext.self)
        var servesWebSockets = false
        for app in apps {
            let prefix = "/\(app.name)/v1"
            let routes = router.group(RouterPath(prefix))
            let environment = environments[app.name]!
            if let policy = configuration.appRateLimit {
                let limiter = RateLimiter(policy: policy, clock: clock, shared: environment.sharedRateLimits, name: "requests")
                routes.add(middleware: RateLimitMiddleware(limiter: limiter, scope: app.name))
            }
            try await app.addRoutes(to: routes, environment: environment)
            for route in try await app.webSocketRoutes(environment: environment) {
                route.mount(on: routes, upgrades: upgrades, prefix: prefix)
                servesWebSockets = true
            }
            background += try await app.backgroundServices(environment: environment).map { StartsAfterGate(gate: started, service: $0) }
            shared += try await app.sharedRoutes(environment: environment)
        }
        for routes in SharedRoutesList.mergedByID(shared + siteRoutes) {
            routes.addRoutes(to: router.group(), configuration: configuration)
        }
        MethodNotAllowedRoutes.add(to: router)

        var application = Application(
            router: router,
            server: serverBuilder(webSockets: servesWebSockets ? upgrades : nil),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            services: apps.map { databases[$0.name]! } + background,
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        let preparations = apps.map { (Migrator(app: $0.name, migrations: $0.migrations), $0, environments[$0.name]!) }
        application.beforeServerStarts {
            for (migrator, app, environment) in preparations {
                try await migrator.migrate(environment.database)
                try await app.prepare(environment: environment)
            }
            await started.open()
        }
        return application
    }

    /// Applies pending migrations of every app and returns, per app, the names applied now.
    public func migrate() async throws -> [(app: String, applied: [String])] {
        try checkAppNames()
        var report: [(app: String, applied: [String])] = []
        for app in apps {
            let database = try Database(configuration.databaseLocation(forApp: app.name), logger: logger)
            let applied = try await database.withRunning { database in
                try await Migrator(app: app.name, migrations: app.migrations).migrate(database)
            }
            report.append((app.name, applied))
        }
        return report
    }

    /// Migrates and prepares every app, then runs its seeding (`greenhouse seed`), reporting progress.
    public func seed(progress: @escaping @Sendable (String) -> Void) async throws {
        try await withEachPreparedApp(progress: progress) { app, environment, appProgress in
            try await app.seed(environment: environment, progress: appProgress)
        }
    }

    /// `greenhouse seed --demo`: the normal seed, then each app's demo data for `seed` (the number
    /// that makes it deterministic). Only ever run when the operator asks.
    public func seedDemo(seed: UInt64, progress: @escaping @Sendable (String) -> Void) async throws {
        try await withEachPreparedApp(progress: progress) { app, environment, appProgress in
            try await app.seed(environment: environment, progress: appProgress)
            try await app.seedDemo(environment: environment, seed: seed, progress: appProgress)
        }
    }

    /// `greenhouse seed --remove-demo`: migrates every app, then removes its demo data. It does not run
    /// `prepare`: removal needs nothing prepared, and preparing under another configuration than the
    /// server's (Gifter without `GIFTER_SAMPLE_CATALOG=on` retires the sample catalog and every save of
    /// it) would change real people's data on the way.
    public func removeDemo(progress: @escaping @Sendable (String) -> Void) async throws {
        try await withEachPreparedApp(prepare: false, progress: progress) { app, environment, appProgress in
            try await app.removeDemo(environment: environment, progress: appProgress)
        }
    }

    /// Opens each app's database, migrates it, runs `prepare` (unless told not to), then `work` with
    /// progress lines prefixed by the app's name.
    private func withEachPreparedApp(
        prepare: Bool = true,
        progress: @escaping @Sendable (String) -> Void,
        _ work: (any GreenhouseApp, AppEnvironment, @escaping @Sendable (String) -> Void) async throws -> Void
    ) async throws {
        try checkAppNames()
        let cursors = CursorCodec(key: try cursorKey())
        for app in apps {
            let database = try Database(configuration.databaseLocation(forApp: app.name), logger: logger(for: app))
            try await database.withRunning { database in
                let applied = try await Migrator(app: app.name, migrations: app.migrations).migrate(database)
                if !applied.isEmpty { progress("\(app.name): applied \(applied.joined(separator: ", "))") }
                let environment = environment(for: app, database: database, cursors: cursors, metrics: HTTPMetrics())
                if prepare { try await app.prepare(environment: environment) }
                let name = app.name
                try await work(app, environment) { progress("\(name): \($0)") }
            }
        }
    }

    private func environment(for app: any GreenhouseApp, database: Database, cursors: CursorCodec, metrics: HTTPMetrics) -> AppEnvironment {
        AppEnvironment(
            configuration: configuration, database: database, cursors: cursors,
            clock: clock, wallClock: wallClock, metrics: metrics, logger: logger(for: app)
        )
    }

    /// The server's logger with the app's name on every line.
    private func logger(for app: any GreenhouseApp) -> Logger {
        var appLogger = logger
        appLogger[metadataKey: "app"] = .string(app.name)
        return appLogger
    }

    private func checkAppNames() throws {
        var seen: Set<String> = []
        for app in apps {
            guard SchemaName.isValidAppName(app.name) else {
                throw ConfigurationError(variable: "app", message: "name '\(app.name)' must be lowercase letters, digits and _")
            }
            guard seen.insert(app.name).inserted else {
                throw ConfigurationError(variable: "app", message: "'\(app.name)' is mounted twice")
            }
        }
    }

    /// The cursor key from configuration, else the one generated into the data directory.
    private func cursorKey() throws -> SymmetricKey {
        try SecretKeyFile.fromEnvironmentOrFile(
            "GREENHOUSE_CURSOR_KEY", in: configuration.cursorKeyBase64.map { ["GREENHOUSE_CURSOR_KEY": $0] } ?? [:],
            file: configuration.dataDirectory.appendingPathComponent("secrets/cursor.key")
        )
    }
}
