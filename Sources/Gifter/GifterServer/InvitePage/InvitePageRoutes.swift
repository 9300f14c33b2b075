import Foundation
import HTTPTypes
import Hummingbird
import ServerKit

/// `/gifter/invite/{token}`: the web page behind a friend invite link, for whoever opens it without the
/// app (universal links take everyone else straight into it). A preview only: it reads the invite and
/// the inviter's display name, needs no session, and changes nothing.
struct InvitePageRoutes: SharedRoutes {
    let id = "gifter-invite"
    let invites: FriendInvites
    let friends: Friends
    /// `GIFTER_APP_STORE_URL`, checked at startup.
    let appStoreURL: String?
    /// For the per-client rate limit, which the page spends like the API and Calyx's share pages do.
    let clock: any MonotonicClock
    let sharedRateLimits: SharedRateLimits?

    /// The link is a capability: no shared cache may keep it, and the browser should not either.
    static let cacheControl = "private, no-store"
    /// No scripts, no images, nothing from elsewhere: defence in depth behind the escaping.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    func addRoutes(to routes: RouterGroup<AppRequestContext>, configuration: ServerConfiguration) {
        let group = routes.group("/gifter/invite")
        if let policy = configuration.appRateLimit {
            let limiter = RateLimiter(policy: policy, clock: clock, shared: sharedRateLimits, name: "gifter-invite-page")
            group.add(middleware: RateLimitMiddleware(limiter: limiter, scope: "gifter-invite"))
        }
        group.get("/{token}") { _, context in
            try await page(token: context.parameters.get("token") ?? "")
        }
    }

    /// The invite's page, or the one "run out" page for unknown, expired and malformed tokens alike
    /// (`find` answers nil for all three).
    func page(token: String) async throws -> Response {
        if let invite = try await invites.find(token), let person = try await friends.person(invite.ownerID) {
            let page = InvitePage.invite(from: person.displayName, token: token, appStoreURL: appStoreURL)
            return Self.respond(try InviteTemplates.render(page, template: "invite"), status: .ok)
        }
        return Self.respond(try InviteTemplates.render(.missing, template: "missing"), status: .notFound)
    }

    private static func respond(_ html: String, status: HTTPResponse.Status) -> Response {
        let body = ByteBuffer(string: html)
        let headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8", .cacheControl: cacheControl, .contentLength: String(body.readableBytes),
            .contentSecurityPolicy: contentSecurityPolicy, HTTPField.Name("X-Content-Type-Options")!: "nosniff",
            // The token is in the address: do not hand it to the App Store or anywhere a button leads.
            HTTPField.Name("Referrer-Policy")!: "no-referrer",
        ]
        return Response(status: status, headers: headers, body: .init(byteBuffer: body))
    }

    /// `GIFTER_APP_STORE_URL`: empty or absent until the app is listed; otherwise an https address.
    static func appStoreURL(_ variables: [String: String]) throws -> String? {
        guard let text = variables["GIFTER_APP_STORE_URL"], !text.isEmpty else { return nil }
        guard let url = URL(string: text), url.scheme == "https", url.host?.isEmpty == false else {
            throw ConfigurationError(variable: "GIFTER_APP_STORE_URL", message: "must be an https address such as https://apps.apple.com/app/id…")
        }
        return text
    }
}
