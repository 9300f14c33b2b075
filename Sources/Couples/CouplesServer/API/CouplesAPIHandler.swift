import CouplesAPI
import Foundation
import Identity
import ServerKit

/// Implements the operations of `openapi.yaml`. Errors are thrown as problems; the shared middleware
/// renders them, so every operation answers failures the same way.
struct CouplesAPIHandler: APIProtocol {
    let identity: IdentityService
    let game: CouplesGame

    /// The caller; `BearerAuthentication` has already refused requests without one.
    var caller: UUID {
        get throws { try AuthenticatedUser.required(realm: identity.configuration.app).id }
    }

    func uuid(_ text: String, _ field: String) throws -> UUID {
        guard let id = UUID(uuidString: text) else { throw Problem.invalidField(field, "must be a UUID") }
        return id
    }

    func date(_ text: String, _ field: String = "day") throws -> DayDate {
        if let date = DayDate(text) { return date }
        // Shaped like a date but not one (30 February): a day no pair ever had, like any other.
        if text.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil { throw Problem.notFound("No such day.") }
        throw Problem.invalidField(field, "must be a date, YYYY-MM-DD")
    }
}
