import CalyxAPI
import Identity
import Media
import ServerKit

/// Implements the operations of `openapi.yaml`. Errors are thrown as problems (or errors that convert
/// to them); the shared middleware renders them, so every operation answers failures the same way.
struct CalyxAPIHandler: APIProtocol {
    let identity: IdentityService
    let media: MediaUploads

    /// The caller; `BearerAuthentication` has already refused requests without one.
    var caller: AuthenticatedUser {
        get throws { try AuthenticatedUser.required(realm: identity.configuration.app) }
    }
}
