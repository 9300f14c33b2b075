import Logging
import ServerKit
import ServiceLifecycle

/// Reloads the server's catalog copy when another process changed the catalog (an import from the
/// command line, another instance's sample load).
struct CatalogWatcher: Service {
    let catalog: CatalogCache
    let interval: Duration
    let logger: Logger

    func run() async throws {
        // Cancellation ends the loop too: a cancelled sleep returns at once, so checking shutdown alone spins.
        while !Task.isShuttingDownGracefully, !Task.isCancelled {
            try? await cancelWhenGracefulShutdown { try await ShortSleeps.sleep(for: interval) }
            guard !Task.isShuttingDownGracefully, !Task.isCancelled else { return }
            do {
                try await catalog.refresh()
            } catch {
                logger.error("catalog refresh failed; trying again", metadata: ["error": "\(String(reflecting: error))"])
            }
        }
    }
}
