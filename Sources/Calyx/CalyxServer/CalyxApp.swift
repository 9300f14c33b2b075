import Hummingbird
import ServerKit

/// The Calyx backend as the server mounts it: `/calyx/v1`, its own database, its migrations.
public struct CalyxApp: GreenhouseApp {
    public let name = "calyx"

    public init() {}

    public var migrations: [any Migration] { CalyxMigrations.all }

    public func addRoutes(to routes: RouterGroup<AppRequestContext>, environment: AppEnvironment) throws {
        // Calyx's endpoints (accounts, catalog, saved flowers, social) are added here by the issues
        // that build them; until then `/calyx/v1/*` answers 404 problems from the shared router.
    }
}
