import CalyxAPI
import Foundation
import Hummingbird
import Identity
import Media
import ServerKit
import ServiceLifecycle

/// The Calyx backend as the server mounts it: `/calyx/v1`, its own database, its migrations, and the
/// operations of `CalyxAPI/openapi.yaml`.
public struct CalyxApp: GreenhouseApp {
    public let name = "calyx"
    /// Built once per running server: notifications (push owns a connection the pusher sends through)
    /// and the job runner, shared by the routes, which kick jobs, and the background services.
    let builtNotifications = PerDatabase<CalyxNotifications>()
    private let builtJobs = PerDatabase<JobRunner>()
    /// The search the routes answer with, so its index is built at start once the catalog is imported.
    private let builtSearch = PerDatabase<FlowerSearch>()
    /// The moderation console, built with the API's routes (it shares their community) and mounted
    /// with the shared routes at `/calyx/console`.
    let builtConsole = PerDatabase<ModerationConsole>()

    public init() {}

    public var migrations: [any Migration] { CalyxMigrations.all }

    /// The media files Calyx responses link to (`/media/{key}`), the public share pages
    /// (`/calyx/share/…`) and, with a team id, the universal-link association for them.
    public func sharedRoutes(environment: AppEnvironment) async throws -> [any SharedRoutes] {
        let share = try ShareConfiguration(environment: environment.configuration.environment)
        _ = try ShareTemplates.library.get()  // missing or broken templates stop the server at startup, not a visitor
        let library = mediaLibrary(environment)
        let lookup = ShareLookup(
            catalog: CalyxCatalog(environment: environment, media: library), people: People(database: environment.database, media: library),
            library: library
        )
        var routes: [any SharedRoutes] = [
            MediaStorage.routes(environment.configuration),
            ShareRoutes(pages: SharePages(lookup: lookup), share: share, clock: environment.clock, sharedRateLimits: environment.sharedRateLimits),
        ]
        if let console = builtConsole.value(for: environment.database) {
            _ = try ConsoleTemplates.library.get()
            routes.append(ConsoleRoutes(console: console, publicURL: share.publicURL, clock: environment.clock, sharedRateLimits: environment.sharedRateLimits))
        }
        // The host's one apple-app-site-association, merged with the other apps' entries (ServerKit's).
        if let team = share.appleTeamID {
            routes.append(AppSiteAssociation(.init(appID: "\(team).\(ShareConfiguration.bundleID)", paths: [("/calyx/share/*", "Shared flowers and collections")])))
        }
        return routes
    }

    /// Imports the shipped flower catalog when it changed (a few hundred rows: quick), then builds the
    /// search index from it before the first request rather than during it.
    public func prepare(environment: AppEnvironment) async throws {
        try await CalyxCatalog.importCurated(environment)
        try await builtSearch.value(for: environment.database)?.prepare()
    }

    /// Draws the illustration of every flower that has no picture yet.
    public func seed(environment: AppEnvironment, progress: @escaping @Sendable (String) -> Void) async throws {
        let library = mediaLibrary(environment)
        let drawn = try await CatalogIllustrator(library: library, wallClock: environment.wallClock, progress: progress)
            .illustrate(try CalyxCatalog.curated.get())
        progress(drawn == 0 ? "flower illustrations up to date" : "drew \(drawn) flower illustrations")
    }

    /// The demo community (`CalyxDemo`): invented people around the real catalog for the dev sign-in.
    public func seedDemo(environment: AppEnvironment, seed: UInt64, progress: @escaping @Sendable (String) -> Void) async throws {
        try await demo(environment, progress: progress).seed(seed)
    }

    /// Removes the demo community and its files; real data reads as it did before it came.
    public func removeDemo(environment: AppEnvironment, progress: @escaping @Sendable (String) -> Void) async throws {
        try await demo(environment, progress: progress).remove()
    }

    func demo(_ environment: AppEnvironment, progress: @escaping @Sendable (String) -> Void) -> CalyxDemo {
        CalyxDemo(database: environment.database, library: mediaLibrary(environment), wallClock: environment.wallClock, progress: progress)
    }

    /// The declared fields of every JSON body, read from the document once per process.
    static let bodyFields = Result { try OpenAPIBodyFields.read(try CalyxAPIDocument.yaml()) }

    /// The job runner (built with the routes, which kick the pusher) and push, when APNs is
    /// configured: it holds the connection the notification pusher sends through.
    public func backgroundServices(environment: AppEnvironment) async throws -> [any Service] {
        // `CALYX_JOBS=off` leaves scheduling to someone else (tests that run each job themselves).
        let scheduled = environment.configuration.environment["CALYX_JOBS"]?.lowercased() != "off"
        let jobs: [any Service] = scheduled ? builtJobs.value(for: environment.database).map { [$0] } ?? [] : []
        // Uploads answered before their larger encodes: shutdown waits for those still running.
        let services = jobs + [MediaFinishingService()]
        guard let push = try notifications(environment).push else { return services }
        return services + [push]
    }

    /// The job runner serving `environment`'s database, once its routes are added.
    public func jobRunner(_ environment: AppEnvironment) -> JobRunner? {
        builtJobs.value(for: environment.database)
    }

    /// Every scheduled job: the feed's and Explore's rankings, notifications' push outbox and digest,
    /// suspensions that ran out, the KPIs, and upkeep.
    func jobs(
        _ environment: AppEnvironment, feed: CalyxFeed, notifications: CalyxNotifications, identity: IdentityService, library: MediaLibrary,
        community: CalyxCommunity, kpis: KPIJob<CalyxKPI>
    ) -> JobRunner {
        let sweep = UnusedMediaSweep(database: environment.database, library: library)
        let popular = CollectionRanking(database: environment.database)
        let others = [
            ScheduledJob("popular-collections", every: .seconds(300)) { now in try await popular.refresh(now: now) },
            ScheduledJob(CalyxNotificationJobs.pushJob, every: .seconds(5)) { now in _ = try await notifications.pusher.sendDue(now: now) },
            ScheduledJob("notification-digest", every: .seconds(3600)) { now in _ = try await notifications.digest.sendDue(now: now) },
            ScheduledJob("prune-sessions", every: .seconds(3600)) { now in try await identity.sessions.prune(now: now) },
            ScheduledJob("lift-suspensions", every: .seconds(60)) { now in _ = try await community.suspensions.liftExpired(now: now) },
            kpis.job,
            ActiveDays.pruneJob(environment.database),
            ScheduledJob("sweep-unused-media", every: .seconds(3600)) { now in try await sweep.sweep(now: now) },
            // Files of uploads and deletes that a crash or an unreachable store left unfinished.
            ScheduledJob("sweep-unfinished-media", every: .seconds(60)) { now in try await library.sweepUnfinished(now: now) },
        ]
        return JobRunner(
            app: name, database: environment.database, jobs: feed.jobs + others, wallClock: environment.wallClock,
            registry: environment.metrics.registry, logger: environment.logger
        )
    }

    /// The pusher and digest of the server serving `environment`, for the job runner to schedule.
    public func notificationJobs(environment: AppEnvironment) throws -> CalyxNotificationJobs {
        let notifications = try notifications(environment)
        return CalyxNotificationJobs(pusher: notifications.pusher, digest: notifications.digest)
    }

    func notifications(_ environment: AppEnvironment) throws -> CalyxNotifications {
        try builtNotifications.value(for: environment.database) {
            try CalyxNotifications(environment: environment, media: mediaLibrary(environment))
        }
    }

    func mediaLibrary(_ environment: AppEnvironment) -> MediaLibrary {
        MediaLibrary(
            database: environment.database, store: MediaStorage.store(environment.configuration),
            processor: .shared, wallClock: environment.wallClock, scope: name
        )
    }

    public func addRoutes(to routes: RouterGroup<AppRequestContext>, environment: AppEnvironment) async throws {
        let identity = try await IdentityService(
            configuration: try IdentityConfiguration(app: name, environment: environment.configuration.environment),
            environment: environment,
            usernamePolicy: UsernamePolicy(length: CalyxLimits.usernameLength),
            profileRules: ProfileRules(displayNameMaxLength: CalyxLimits.displayNameMaxLength, aboutMaxLength: CalyxLimits.aboutMaxLength)
        )
        let library = mediaLibrary(environment)
        let media = try MediaUploads(
            library: library, configuration: try MediaConfiguration(app: name, environment: environment.configuration.environment),
            clock: environment.clock, scope: name,
            spoolDirectory: environment.configuration.dataDirectory.appendingPathComponent("uploads", isDirectory: true)
        )
        let catalog = CalyxCatalog(environment: environment, media: library)
        builtSearch.set(catalog.search, for: environment.database)
        let community = try CalyxCommunity(environment: environment, media: library, catalog: catalog)
        let feed = CalyxFeed(environment: environment)
        let notifications = try notifications(environment)
        let computation = KPIComputation(database: environment.database)
        let kpis = KPIJob<CalyxKPI>(namespace: name, database: environment.database, registry: environment.metrics.registry) { day in
            try await computation.compute(day)
        }
        let jobs = jobs(environment, feed: feed, notifications: notifications, identity: identity, library: library, community: community, kpis: kpis)
        builtJobs.set(jobs, for: environment.database)
        let mail = ConsoleSignInMail(smtp: notifications.digest.smtp, publicURL: notifications.digest.configuration.publicURL, logger: environment.logger)
        builtConsole.set(ModerationConsole(environment: environment, community: community, mail: mail, kpiJob: kpis), for: environment.database)
        let handler = CalyxAPIHandler(
            identity: identity, media: media, catalog: catalog, community: community, feed: feed, notifications: notifications, jobs: jobs
        )
        // Dev sign-in is not mounted at all unless enabled, so elsewhere it is an ordinary 404.
        // Photo bodies are large: the token and the upload allowance are checked before one is read.
        let sessions = identity.sessions
        let upload = OpenAPITransport.LargeBody(limit: media.maxBodyBytes, streams: true) { request in
            try await media.admit(try await BearerAuthentication.caller(of: request, sessions: sessions).id)
        }
        // Anonymous searches and suggestions repeated within 3 s are answered with the same bytes,
        // skipping query decoding and JSON encoding (most of a cached search's time). Their cards'
        // counts may already be 5 s old (`FlowerSearch.cardLifetime`); a signed-in caller's answer,
        // with its own liked and saved flags, is never kept. `CALYX_RESPONSE_CACHE=off` turns off this
        // alone (to measure the path behind it); `CALYX_SEARCH_CACHE=off` every search cache.
        let settings = environment.configuration.environment
        if settings["CALYX_SEARCH_CACHE"] != "off", settings["CALYX_RESPONSE_CACHE"] != "off" {
            routes.add(middleware: AnonymousResponseCache(
                paths: ["/\(name)/v1/flowers/search", "/\(name)/v1/flowers/suggest"],
                recent: RecentResponses(lifetime: .seconds(3), capacityBytes: 8 << 20)
            ))
        }
        let document = try CalyxAPIDocument.yaml()
        let transport = OpenAPITransport(
            routes: routes, largeBodies: [CalyxOperations.mediaUploadPath: upload], bodyFields: try Self.bodyFields.get()
        ) { _, path in
            path != CalyxOperations.devSignInPath || identity.devSignInEnabled
        }
        try handler.registerHandlers(
            on: transport,
            serverURL: URL(string: "/")!,
            configuration: OpenAPITransport.serverConfiguration,
            // Authentication first: a request without its token is a 401 and spends none of the limit.
            middlewares: [
                identity.authentication(
                    publicOperations: CalyxOperationIDs.unauthenticated, optionalOperations: CalyxOperationIDs.optionalAuthentication
                ),
                identity.rateLimit(CalyxOperations.rateLimited),
                ActiveDaysMiddleware(days: ActiveDays(database: environment.database, wallClock: environment.wallClock), logger: environment.logger),
                PushKickMiddleware(jobs: jobs),
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
