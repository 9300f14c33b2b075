import CalyxAPI
import Foundation
import Identity
import Media
import ServerKit

/// Implements the operations of `openapi.yaml`. Errors are thrown as problems (or errors that convert
/// to them); the shared middleware renders them, so every operation answers failures the same way.
struct CalyxAPIHandler: APIProtocol {
    let identity: IdentityService
    let media: MediaUploads
    let catalog: CalyxCatalog
    let community: CalyxCommunity
    let feed: CalyxFeed
    let notifications: CalyxNotifications
    /// The server's scheduled jobs: writes that notify someone kick the push outbox.
    let jobs: JobRunner

    /// The caller when a valid token came with the request (operations open to anonymous callers).
    var viewer: UUID? { AuthenticatedUser.current?.id }

    /// The caller; `BearerAuthentication` has already refused requests without one.
    var caller: AuthenticatedUser {
        get throws { try AuthenticatedUser.required(realm: identity.configuration.app) }
    }
}
