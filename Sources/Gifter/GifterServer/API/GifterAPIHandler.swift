import Foundation
import GifterAPI
import Identity
import ServerKit

/// Implements the operations of `openapi.yaml`. Errors are thrown as problems; the shared middleware
/// renders them, so every operation answers failures the same way.
struct GifterAPIHandler: APIProtocol {
    let identity: IdentityService
    let passwords: PasswordAccounts
    let resets: PasswordResets
    let service: GifterService

    /// The caller; `BearerAuthentication` has already refused requests without one.
    var caller: UUID {
        get throws { try AuthenticatedUser.required(realm: identity.configuration.app).id }
    }

    func uuid(_ text: String, _ field: String) throws -> UUID {
        guard let id = UUID(uuidString: text) else { throw Problem.invalidField(field, "must be a UUID") }
        return id
    }

    /// The catalog product `id`, or a 404.
    func product(_ id: String) async throws -> Product {
        guard let product = try await service.catalog.index().product(id) else { throw Problem.notFound("No such product.") }
        return product
    }
}
