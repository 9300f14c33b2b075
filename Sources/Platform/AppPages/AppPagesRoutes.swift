import Foundation
import HTTPTypes
import Hummingbird
import ServerKit

/// `/<app>/`, `/<app>/privacy`, `/<app>/terms`, `/<app>/support` and `/<app>/icon.png` for every app,
/// backend or not. Pages depend only on the shipped content and the operator's configuration, so they
/// are rendered once when the server starts (a template or configuration error stops it there) and
/// served from memory, cacheable by anyone and revalidated by ETag.
public struct AppPagesRoutes: SharedRoutes {
    public let id = "app-pages"
    let pages: [String: RenderedPage]

    /// Shared caches may keep a page for an hour; a changed configuration needs a restart anyway.
    public static let cacheControl = "public, max-age=3600"
    /// No scripts, no frames, nothing from elsewhere; only the app's own icon.
    public static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// Reads the operator's values (`SiteOperator`) from `environment` and renders every page of `apps`.
    public init(environment: [String: String], apps: [AppPage] = AppPage.all) throws {
        let site = try SiteOperator(environment: environment, apps: apps)
        var pages: [String: RenderedPage] = [:]
        for app in apps {
            for kind in PageView.Kind.allCases {
                let html = try PageTemplates.render(kind, app: app, site: site)
                pages[PageView.path(of: kind, slug: app.slug)] = RenderedPage(bytes: Array(html.utf8), contentType: "text/html; charset=utf-8")
            }
            if let icon = app.icon {
                guard let url = Bundle.module.url(forResource: "Icons/\(icon)", withExtension: nil) else { throw CocoaError(.fileNoSuchFile) }
                pages["/\(app.slug)/icon.png"] = RenderedPage(bytes: try Data(contentsOf: url), contentType: "image/png")
            }
        }
        self.pages = pages
    }

    public func addRoutes(to routes: RouterGroup<AppRequestContext>, configuration: ServerConfiguration) {
        for (path, page) in pages {
            // The router ignores a trailing slash, so `/calyx/` is also `/calyx`.
            routes.get(RouterPath(path)) { request, _ in Self.respond(page, to: request) }
        }
    }

    static func respond(_ page: RenderedPage, to request: Request) -> Response {
        var headers: HTTPFields = [
            .contentType: page.contentType, .cacheControl: cacheControl, .eTag: page.etag,
            .contentSecurityPolicy: contentSecurityPolicy, HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        ]
        if let tags = request.headers[.ifNoneMatch], tags.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == page.etag }) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentLength] = String(page.body.readableBytes)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: page.body))
    }
}
