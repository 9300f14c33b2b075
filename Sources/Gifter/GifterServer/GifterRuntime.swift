import Identity
import NIOConcurrencyHelpers
import ServerKit

/// The one service and identity service a running Gifter server builds, shared by its routes, its
/// startup work and its background services. Keyed by the database, so an app value that serves twice
/// (seeding, then serving) never reuses one bound to a closed database.
final class GifterRuntime: Sendable {
    private let service = NIOLockedValueBox<(database: ObjectIdentifier, service: GifterService)?>(nil)
    private let identity = NIOLockedValueBox<(database: ObjectIdentifier, service: IdentityService)?>(nil)

    func identity(for database: Database, orMake make: () async throws -> IdentityService) async throws -> IdentityService {
        if let stored = identity.withLockedValue({ $0 }), stored.database == ObjectIdentifier(database) { return stored.service }
        let service = try await make()
        identity.withLockedValue { $0 = (ObjectIdentifier(database), service) }
        return service
    }

    func service(for database: Database, orMake make: () throws -> GifterService) throws -> GifterService {
        try service.withLockedValue { stored in
            if let stored, stored.database == ObjectIdentifier(database) { return stored.service }
            let built = try make()
            stored = (ObjectIdentifier(database), built)
            return built
        }
    }
}
