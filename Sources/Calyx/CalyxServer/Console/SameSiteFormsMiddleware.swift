import Foundation
import HTTPTypes
import Hummingbird
import ServerKit

/// Refuses a form posted to the console from another site: browsers name the page a form came from in
/// `Origin`, and a host other than the console's own is refused before anything is read. Behind the
/// session's CSRF token and `SameSite=Strict`, this also covers the sign-in forms, which no session
/// protects (a site making a moderator's browser sign in to someone else's session). Only host names
/// are compared: a proxy may drop the port from `Host`.
struct SameSiteFormsMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .post, let origin = request.headers[.origin] else { return try await next(request, context) }
        let own = request.head.authority.map(Self.hostName)
        guard origin != "null", let host = Self.host(ofOrigin: origin), host == own else {
            throw Problem.forbidden("This form was sent from another site (Origin: \(origin.prefix(100))).")
        }
        return try await next(request, context)
    }

    /// `https://example.org:8443` → `example.org`.
    static func host(ofOrigin origin: String) -> String? {
        guard let schemeEnd = origin.range(of: "://") else { return nil }
        return hostName(String(origin[schemeEnd.upperBound...]))
    }

    /// `example.org:8443` → `example.org`; `[::1]:8080` → `[::1]`; lower case.
    static func hostName(_ authority: String) -> String {
        let lower = authority.lowercased()
        if lower.hasPrefix("["), let close = lower.firstIndex(of: "]") { return String(lower[...close]) }
        return String(lower.split(separator: ":", maxSplits: 1).first ?? "")
    }
}
