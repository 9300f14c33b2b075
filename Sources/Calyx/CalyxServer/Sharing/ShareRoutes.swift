import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import Media
import ServerKit

/// The public share pages at `/calyx/share/flowers/{id}`, `/calyx/share/collections/{id}` and
/// `/calyx/share/people/{username}`: server-rendered HTML that unfurls in Messages, Slack and WhatsApp.
/// Anything private or absent is a 404.
struct ShareRoutes: SharedRoutes {
    let id = "calyx-share"
    let pages: SharePages
    let share: ShareConfiguration
    /// For the per-client rate limit, which these pages spend like the API does.
    let clock: any MonotonicClock
    let sharedRateLimits: SharedRateLimits?

    /// Short: a page changes when its collection does, and previews are fetched once per share anyway.
    static let cacheControl = "public, max-age=300"
    /// No scripts at all, and nothing from elsewhere but images: defence in depth behind the escaping.
    static let contentSecurityPolicy =
        "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    func addRoutes(to routes: RouterGroup<AppRequestContext>, configuration: ServerConfiguration) {
        let group = routes.group("/calyx/share")
        if let policy = configuration.appRateLimit {
            let limiter = RateLimiter(policy: policy, clock: clock, shared: sharedRateLimits, name: "share-pages")
            group.add(middleware: RateLimitMiddleware(limiter: limiter, scope: "calyx-share"))
        }
        group.get("/flowers/{id}") { request, context in
            try await page(request, context, configuration) { try await pages.flower($0, base: $1) }
        }
        group.get("/collections/{id}") { request, context in
            try await page(request, context, configuration) { try await pages.collection($0, base: $1) }
        }
        group.get("/people/{username}") { request, context in
            let base = try PublicBaseURL.of(request, configured: share.publicURL, trustProxyHeaders: configuration.trustProxyHeaders)
            // A malformed username names nobody, like an unknown one.
            let username = context.parameters.get("username") ?? ""
            let html = username.utf8.count <= 20 && username.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
                ? try await pages.person(username, base: base) : nil
            return try respond(html, to: request)
        }
    }

    private func page(
        _ request: Request, _ context: AppRequestContext, _ configuration: ServerConfiguration,
        render: (UUID, String) async throws -> String?
    ) async throws -> Response {
        // A malformed id names nothing, like an unknown one.
        let base = try PublicBaseURL.of(request, configured: share.publicURL, trustProxyHeaders: configuration.trustProxyHeaders)
        let html = try await context.parameters.get("id").flatMap(UUID.init(uuidString:)).asyncFlatMap { try await render($0, base) }
        return try respond(html, to: request)
    }

    /// The page as HTML with its caching and security headers (a 304 for a matching ETag); a 404 for nil.
    private func respond(_ html: String?, to request: Request) throws -> Response {
        guard let html else { throw Problem.notFound("Nothing is shared here: it is private or does not exist.") }
        let body = ByteBuffer(string: html)
        let etag = "\"\(SHA256.hash(data: Array(html.utf8)).prefix(12).hexString)\""
        var headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8", .cacheControl: Self.cacheControl, .eTag: etag,
            .contentSecurityPolicy: Self.contentSecurityPolicy, HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        ]
        if let conditions = request.headers[.ifNoneMatch], MediaRoutes.matches(conditions, etag: etag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentLength] = String(body.readableBytes)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: body))
    }
}
