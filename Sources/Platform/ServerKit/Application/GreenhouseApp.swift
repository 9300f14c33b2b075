import Hummingbird
import ServiceLifecycle

/// What an app backend (Calyx, Gifter, Couples) gives the server: its name, its migrations and its routes.
public protocol GreenhouseApp: Sendable {
    /// Lowercase identifier: the URL prefix (`/<name>/v1`), the SQLite file name and the PostgreSQL schema.
    var name: String { get }

    /// The app's schema history, oldest first. Run before the server accepts requests.
    var migrations: [any Migration] { get }

    /// Adds the app's routes to `routes`, a group already mounted at `/<name>/v1` behind the shared
    /// middleware (request IDs, telemetry, problem responses, the per-client rate limit).
    func addRoutes(to routes: RouterGroup<AppRequestContext>, environment: AppEnvironment) async throws

    /// WebSocket endpoints under `/<name>/v1`; the server upgrades HTTP/1 connections only for these
    /// paths. Called after `addRoutes`, with the same environment.
    func webSocketRoutes(environment: AppEnvironment) async throws -> [WebSocketRoute]

    /// Routes at the server root the app's clients use (the media files its responses link to).
    func sharedRoutes(configuration: ServerConfiguration) -> [any SharedRoutes]

    /// Root routes that read the app's data (share pages): given the app's environment, after
    /// `addRoutes`. The server mounts these, not `sharedRoutes(configuration:)`, whose list is the default.
    func sharedRoutes(environment: AppEnvironment) async throws -> [any SharedRoutes]

    /// Runs after the migrations, before the server accepts requests: quick, idempotent data work the
    /// app cannot serve without (Calyx imports its flower catalog when the shipped data changed).
    func prepare(environment: AppEnvironment) async throws

    /// `greenhouse seed`: the slow, idempotent work `prepare` leaves out (drawing catalog
    /// illustrations), reporting progress as it goes.
    func seed(environment: AppEnvironment, progress: @escaping @Sendable (String) -> Void) async throws

    /// `greenhouse seed --demo`: an invented community for a newcomer's first hour (never run unless
    /// asked). Runs after `seed`. The same `seed` number gives the same data; a second run finds the
    /// demo there and does nothing. Every row it writes is marked so `removeDemo` can take it away.
    func seedDemo(environment: AppEnvironment, seed: UInt64, progress: @escaping @Sendable (String) -> Void) async throws

    /// `greenhouse seed --remove-demo`: removes every demo row and file `seedDemo` wrote, leaving real
    /// data (and the counts on real rows demo people touched) as if the demo had never been there.
    func removeDemo(environment: AppEnvironment, progress: @escaping @Sendable (String) -> Void) async throws

    /// Long-running work beside the HTTP server (schedulers, listeners). Each starts after the
    /// migrations and `prepare`, runs until graceful shutdown and must not return before it.
    func backgroundServices(environment: AppEnvironment) async throws -> [any Service]

    /// A line for the operator in `/ready`'s `notes` while the app serves but lacks something it needs
    /// to be useful (Gifter: no shop connected yet); nil when there is nothing to say. Never makes the
    /// server unready.
    func readinessNote(environment: AppEnvironment) async -> String?
}

extension GreenhouseApp {
    public func webSocketRoutes(environment: AppEnvironment) async throws -> [WebSocketRoute] { [] }
    public func sharedRoutes(configuration: ServerConfiguration) -> [any SharedRoutes] { [] }
    public func sharedRoutes(environment: AppEnvironment) async throws -> [any SharedRoutes] {
        sharedRoutes(configuration: environment.configuration)
    }
    public func prepare(environment: AppEnvironment) async throws {}
    public func seed(environment: AppEnvironment, progress: @escaping @Sendable (String) -> Void) async throws {}
    public func seedDemo(environment: AppEnvironment, seed: UInt64, progress: @escaping @Sendable (String) -> Void) async throws {}
    public func removeDemo(environment: AppEnvironment, progress: @escaping @Sendable (String) -> Void) async throws {}
    public func backgroundServices(environment: AppEnvironment) async throws -> [any Service] { [] }
    public func readinessNote(environment: AppEnvironment) async -> String? { nil }
}
