import Identity
import NIOConcurrencyHelpers
import ServerKit

/// The one game and identity service a running Couples server builds, shared by its routes, its
/// WebSocket, its startup work and its background services (push owns a connection the routes send
/// through; identity loads signing keys and provider key sets). Keyed by the database, so an app value
/// that serves twice (seeding, then serving) never reuses one bound to a closed database.
final class CouplesRuntime: Sendable {
    private let built = NIOLockedValueBox<(database: ObjectIdentifier, game: CouplesGame)?>(nil)
    private let identity = NIOLockedValueBox<(database: ObjectIdentifier, service: IdentityService)?>(nil)

    /// The server's identity service; built once (the server asks for it from its routes, then its sockets, in turn).
    func identity(for database: Database, orMake make: () async throws -> IdentityService) async throws -> IdentityService {
        if let stored = identity.withLockedValue({ $0 }), stored.database == ObjectIdentifier(database) { return stored.service }
        let service = try await make()
        identity.withLockedValue { $0 = (ObjectIdentifier(database), service) }
        return service
    }

    func game(for database: Database, orMake make: () throws -> CouplesGame) throws -> CouplesGame {
        try built.withLockedValue { built in
            if let built, built.database == ObjectIdentifier(database) { return built.game }
            let game = try make()
            built = (ObjectIdentifier(database), game)
            return game
        }
    }
}
