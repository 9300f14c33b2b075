import Foundation
import HTTPTypes
import Hummingbird
import ServerKit

/// The moderation console at `/calyx/console`: server-rendered pages, no scripts. A moderator asks
/// for a one-time link by email (`ConsoleLinks`), confirms it in the browser (a GET never signs in, so
/// a mail scanner opening the link spends nothing), and gets a session cookie (`HttpOnly`,
/// `SameSite=Strict`, `Secure` behind TLS). Every form carries the session's CSRF token.
struct ConsoleRoutes: SharedRoutes {
    let id = "calyx-console"
    let console: ModerationConsole
    /// `CALYX_PUBLIC_URL`, which says whether the console is served over TLS.
    let publicURL: String?
    let clock: any MonotonicClock
    let sharedRateLimits: SharedRateLimits?

    static let cookieName = "calyx_console"
    static let path = "/calyx/console"
    /// Nothing but the page itself: no scripts, no frames, forms only to this server, and no Referer to
    /// anywhere else (the sign-in page's address holds the link's secret). `same-origin`, not
    /// `no-referrer`: under that a browser sends `Origin: null` with the console's own forms, which
    /// `SameSiteFormsMiddleware` must refuse as it would a sandboxed page elsewhere.
    static let securityHeaders: HTTPFields = [
        .contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        HTTPField.Name("Referrer-Policy")!: "same-origin", HTTPField.Name("X-Content-Type-Options")!: "nosniff", .cacheControl: "no-store",
    ]

    func addRoutes(to routes: RouterGroup<AppRequestContext>, configuration: ServerConfiguration) {
        let group = routes.group(RouterPath(Self.path))
        if let policy = configuration.appRateLimit {
            let limiter = RateLimiter(policy: policy, clock: clock, shared: sharedRateLimits, name: "console")
            group.add(middleware: RateLimitMiddleware(limiter: limiter, scope: "calyx-console"))
        }
        group.add(middleware: SameSiteFormsMiddleware())
        group.get("") { request, _ in
            try await signedIn(request) { session in
                try html(.ok, try await console.queuePage(session, notice: Self.notice(request.uri.queryParameters.get("done"))), template: "queue")
            }
        }
        group.get("/kpis") { request, _ in
            try await signedIn(request) { session in try html(.ok, try await console.kpiPage(session), template: "kpis") }
        }
        group.get("/sign-in") { request, _ in
            var page = ConsolePageModels.SignIn()
            if let token = request.uri.queryParameters.get("token"), !token.isEmpty {
                page.askForm = false
                page.confirmToken = token
            }
            return try html(.ok, page, template: "sign-in")
        }
        group.post("/sign-in") { request, _ in
            let form = try await Self.form(SignInForm.self, request)
            let address = (form.email ?? "").trimmingCharacters(in: .whitespaces)
            guard !address.isEmpty, address.utf8.count <= 254 else { return try refused(.badRequest, "No address", "Give the email address of your moderator account.") }
            try await console.mailLink(to: address)
            // The same answer for every address: the page does not tell who is a moderator.
            return try html(.ok, ConsolePageModels.SignIn(askForm: false, sent: true, address: address), template: "sign-in")
        }
        group.post("/sign-in/confirm") { request, _ in
            let form = try await Self.form(ConfirmForm.self, request)
            guard case .signedIn(let user) = try await console.links.redeem(form.token ?? ""), console.moderators.isModerator(user) else {
                return try html(.gone, ConsolePageModels.SignIn(expired: true), template: "sign-in")
            }
            let secret = try await console.sessions.start(for: user)
            var response = Self.redirect(Self.path)
            response.setCookie(cookie(secret, request, configuration, maxAge: Int(ConsoleSessions.lifetime)))
            return response
        }
        group.post("/sign-out") { request, _ in
            try await acting(request, configuration) { _, _ in
                if let secret = request.cookies[Self.cookieName]?.value { try await console.sessions.end(secret) }
                var response = Self.redirect("\(Self.path)/sign-in")
                response.setCookie(cookie("", request, configuration, maxAge: 0))
                return response
            }
        }
        group.post("/comments/{id}/{decision}") { request, context in
            try await acting(request, configuration) { session, _ in
                guard let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)),
                      let decision = context.parameters.get("decision").flatMap(CommentReports.Decision.init(rawValue:))
                else { throw Problem.notFound("No such comment.") }
                _ = try await console.reports.decide(decision, on: id, by: session.user)
                return Self.redirect("\(Self.path)?done=\(decision == .approve ? "approved" : "removed")")
            }
        }
        group.post("/people/{id}/suspend") { request, context in
            try await acting(request, configuration) { session, form in
                guard let user = context.parameters.get("id").flatMap(UUID.init(uuidString:)) else { throw Problem.notFound("No such person.") }
                guard let period = form.period.flatMap(Suspensions.Period.init(rawValue:)) else {
                    throw Problem.validation(field: "period", "must be one of \(Suspensions.Period.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                _ = try await console.suspensions.suspend(
                    user, for: period, reason: form.reason ?? "", by: session.user, about: form.comment.flatMap(UUID.init(uuidString:))
                )
                return Self.redirect("\(Self.path)?done=suspended")
            }
        }
    }

    // MARK: Sessions and refusals

    /// A page for a signed-in moderator; anyone else is sent to sign in.
    private func signedIn(_ request: Request, page: (ConsoleSessions.Session) async throws -> Response) async throws -> Response {
        guard let secret = request.cookies[Self.cookieName]?.value, let session = try await console.sessions.find(secret) else {
            return Self.redirect("\(Self.path)/sign-in")
        }
        guard console.moderators.isModerator(session.user) else { return try await notModerator(secret) }
        return try await page(session)
    }

    /// A form's action: refused without a session (401), from someone no longer a moderator (403) or
    /// without the session's CSRF token (403), before anything changes. A problem the action throws
    /// (a reason too long, a comment its author deleted) is shown with its status, and changed nothing.
    private func acting(
        _ request: Request, _ configuration: ServerConfiguration, action: (ConsoleSessions.Session, ActionForm) async throws -> Response
    ) async throws -> Response {
        guard let secret = request.cookies[Self.cookieName]?.value, let session = try await console.sessions.find(secret) else {
            return try refused(.unauthorized, "Not signed in", "Your session ended or never began: sign in again, then repeat what you did.")
        }
        guard console.moderators.isModerator(session.user) else { return try await notModerator(secret) }
        let form = try await Self.form(ActionForm.self, request)
        guard RandomSecret.matches(form.csrf ?? "", session.csrfToken) else {
            return try refused(.forbidden, "Form expired", "This form did not come from your current session. Reload the queue and try again.")
        }
        do {
            return try await action(session, form)
        } catch let problem as Problem {
            return try refused(problem.status, problem.title, problem.detail ?? problem.title)
        }
    }

    private func notModerator(_ secret: String) async throws -> Response {
        try await console.sessions.end(secret)
        return try refused(.forbidden, "Not a moderator", "This account is not among the moderators (CALYX_MODERATORS) any more.")
    }

    private func cookie(_ value: String, _ request: Request, _ configuration: ServerConfiguration, maxAge: Int) -> Cookie {
        let forwarded = configuration.trustProxyHeaders && request.headers[HTTPField.Name("X-Forwarded-Proto")!]?.lowercased() == "https"
        let secure = forwarded || (publicURL?.lowercased().hasPrefix("https://") ?? false)
        return Cookie(name: Self.cookieName, value: value, maxAge: maxAge, path: Self.path, secure: secure, httpOnly: true, sameSite: .strict)
    }

    // MARK: Responses

    private func html(_ status: HTTPResponse.Status, _ page: Any, template: String) throws -> Response {
        let body = ByteBuffer(string: try ConsoleTemplates.render(page, template: template))
        var headers = Self.securityHeaders
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.contentLength] = String(body.readableBytes)
        return Response(status: status, headers: headers, body: .init(byteBuffer: body))
    }

    private func refused(_ status: HTTPResponse.Status, _ title: String, _ detail: String) throws -> Response {
        try html(status, ConsolePageModels.Refused(title: title, detail: detail), template: "refused")
    }

    /// After a form: back to a page with GET, so reloading it does not send the form again.
    private static func redirect(_ location: String) -> Response {
        var headers = securityHeaders
        headers[.location] = location
        return Response(status: .seeOther, headers: headers)
    }

    private static func notice(_ done: String?) -> String? {
        switch done {
        case "approved": "Approved: the comment shows again and its reports are closed."
        case "removed": "Removed: the comment is gone for everyone."
        case "suspended": "Suspended: the author's comments are hidden and they cannot post until the period ends."
        default: nil
        }
    }

    private static func form<Form: Decodable>(_ type: Form.Type, _ request: Request) async throws -> Form {
        let body = try await request.body.collect(upTo: 16 * 1024)
        do {
            return try URLEncodedFormDecoder().decode(Form.self, from: String(buffer: body))
        } catch {
            throw Problem.status(.badRequest, detail: "The form could not be read.")
        }
    }

    private struct SignInForm: Decodable { let email: String? }
    private struct ConfirmForm: Decodable { let token: String? }

    struct ActionForm: Decodable {
        let csrf: String?
        let period: String?
        let reason: String?
        let comment: String?
    }
}
