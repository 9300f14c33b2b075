@testable import AppPages
import CalyxServer
import CouplesServer
import Foundation
import GifterServer
import HTTPTypes
import HummingbirdTesting
import NIOCore
import NIOFoundationCompat
import ServerKit
import ServerKitTestSupport
import Testing

/// Every app's pages over real HTTP from a real `GreenhouseServer`: status, headers, the facts each page
/// must state, the operator's values filled in (and what is missing said so), caching, and 404s.
@Suite("Every app's web pages over HTTP")
struct AppPagesHTTPTests {
    /// An operator who configured everything, with markup in the entity to show it stays text.
    static let configured = [
        "GREENHOUSE_LEGAL_ENTITY": "Meadow & Oak <Labs> GmbH",
        "GREENHOUSE_CONTACT_EMAIL": "help@meadow-oak.example",
        "GREENHOUSE_JURISDICTION": "Germany",
        "CALYX_APP_STORE_URL": "https://apps.apple.com/app/id6400000001",
        "GIFTER_APP_STORE_URL": "https://apps.apple.com/app/id6400000002",
        "CALYX_MODERATION_URL": "https://moderation.example/v1/moderations",
        "GIFTER_SMTP_URL": "smtps://mail.example:465",
    ]

    static func serve<R: Sendable>(
        _ environment: [String: String], apps: [any GreenhouseApp] = [], backend: DatabaseBackend = .sqlite,
        _ body: @Sendable (TestClient) async throws -> R
    ) async throws -> R {
        let routes = try AppPagesRoutes(environment: environment)
        return try await TestServer.run(apps: apps, backend: backend, siteRoutes: [routes]) { client, _ in try await body(client) }
    }

    static func get(_ path: String, _ client: TestClient, headers: HTTPFields = [:]) async throws -> TestClient.Response {
        try await client.execute(.init(path, method: .get, headers: headers))
    }

    static func expectPageHeaders(_ response: TestClient.Response, type: String = "text/html; charset=utf-8") {
        #expect(response.headers[.contentType] == type)
        #expect(response.headers[.cacheControl] == "public, max-age=3600")
        #expect(response.headers[.eTag]?.hasPrefix("\"") == true)
        #expect(response.headers[.contentSecurityPolicy] == AppPagesRoutes.contentSecurityPolicy)
        #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
    }

    @Test("each of the 20 pages answers 200 as HTML for a phone, with no script, linking its siblings")
    func everyPage() async throws {
        try await Self.serve(Self.configured) { client in
            for app in AppPage.all {
                for kind in PageView.Kind.allCases {
                    let path = PageView.path(of: kind, slug: app.slug)
                    let response = try await Self.get(path, client)
                    #expect(response.status == .ok, "\(path)")
                    Self.expectPageHeaders(response)
                    let html = response.text
                    #expect(html.hasPrefix("<!doctype html>"), "\(path)")
                    #expect(html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">"#))
                    #expect(html.contains("@media (prefers-color-scheme: dark)"), "\(path)")
                    #expect(html.contains("--background: \(app.theme.dark.background)"), "\(path)")
                    #expect(!html.lowercased().contains("<script"), "\(path)")
                    for sibling in PageView.Kind.allCases {
                        #expect(html.contains(#"href="\#(PageView.path(of: sibling, slug: app.slug))""#), "\(path) → \(sibling)")
                    }
                    #expect(html.contains(#"<a href="\#(path)" aria-current="page">"#), "\(path)")
                }
            }
        }
    }

    @Test("the home page says what the app is, shows its icon and the operator's App Store link, or a placeholder")
    func home() async throws {
        try await Self.serve(Self.configured) { client in
            let calyx = try await Self.get("/calyx/", client).text
            #expect(calyx.contains(AppPage.calyx.summary))
            #expect(calyx.contains(#"<a class="badge" href="https://apps.apple.com/app/id6400000001">Download Calyx on the App Store</a>"#))
            #expect(calyx.contains(#"<img class="icon-large" src="/calyx/icon.png""#))
            let dandelion = try await Self.get("/dandelion", client).text
            #expect(dandelion.contains("Dandelion is coming to the App Store"))
            #expect(dandelion.contains("<!-- the operator sets DANDELION_APP_STORE_URL"))
            #expect(!dandelion.contains("apps.apple.com"))
            let couples = try await Self.get("/couples/", client).text
            #expect(!couples.contains("<img"), "Couples has no icon yet")
        }
    }

    @Test("icons are served as PNG at 256 px; an app without one has none")
    func icons() async throws {
        try await Self.serve([:]) { client in
            for app in AppPage.all {
                let response = try await Self.get("/\(app.slug)/icon.png", client)
                guard app.icon != nil else {
                    #expect(response.status == .notFound, "\(app.slug)")
                    continue
                }
                #expect(response.status == .ok)
                Self.expectPageHeaders(response, type: "image/png")
                let bytes = Array((response.body ?? ByteBuffer()).readableBytesView)
                #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(app.slug)")
                // IHDR's width and height, big-endian, at bytes 16…23.
                #expect(bytes[16..<24].elementsEqual([0, 0, 1, 0, 0, 0, 1, 0]), "\(app.slug) is not 256 × 256")
            }
        }
    }

    @Test("the privacy page names every inventory table, each processor with whether this server uses it, and the manifest's types")
    func privacy() async throws {
        try await Self.serve(Self.configured) { client in
            for app in AppPage.all {
                let html = try await Self.get("/\(app.slug)/privacy", client).text
                for table in app.privacy.accountedTables { #expect(html.contains(table), "\(app.slug): \(table)") }
                for line in app.privacy.serverData {
                    #expect(html.contains(Self.escaped(line.kept)), "\(app.slug): \(line.kept)")
                    #expect(html.contains(Self.escaped(line.seenBy)), "\(app.slug): \(line.seenBy)")
                }
                for processor in app.privacy.processors {
                    let status = Self.configured[processor.variable] != nil ? "in use on this server" : "not in use on this server"
                    #expect(html.contains("<h3>\(Self.escaped(processor.name)) <span class=\"status\(status.hasPrefix("in") ? " on" : "")\">\(status)</span></h3>"),
                            "\(app.slug): \(processor.name)")
                }
                for collected in app.privacy.collected { #expect(html.contains("<strong>\(collected.label)</strong>"), "\(app.slug)") }
                #expect(html.contains(#"<a href="mailto:help@meadow-oak.example">"#))
            }
            let dandelion = try await Self.get("/dandelion/privacy", client).text
            #expect(dandelion.contains("Dandelion writes nothing down."))
            #expect(dandelion.contains("Data Not Collected"))
            #expect(dandelion.contains("Dandelion has no server and no account."))
            let couples = try await Self.get("/couples/privacy", client).text
            #expect(couples.contains("sealed bytes it cannot read"))
            let plants = try await Self.get("/planttracker/privacy", client).text
            #expect(plants.contains("PlantTracker keeps everything on your phone"))
        }
    }

    @Test("terms fill in the operator's entity, address and law, escaped, and are marked as a template")
    func termsConfigured() async throws {
        try await Self.serve(Self.configured) { client in
            for app in AppPage.all {
                let html = try await Self.get("/\(app.slug)/terms", client).text
                #expect(html.contains("Template: a plain starting point, to be reviewed with counsel"))
                #expect(html.contains("<p>\(app.name) is offered by Meadow &amp; Oak &lt;Labs&gt; GmbH (“we”).</p>"), "\(app.slug)")
                #expect(html.contains("governed by the law of Germany."))
                #expect(html.contains(#"<a href="mailto:help@meadow-oak.example">help@meadow-oak.example</a>"#))
                #expect(!html.contains("<Labs>") && !html.contains("class=\"missing\""), "\(app.slug)")
                for note in app.termsNotes { #expect(html.contains(Self.escaped(note)), "\(app.slug)") }
            }
        }
    }

    @Test("unconfigured, the terms and support pages say what is missing instead of inventing it")
    func termsUnconfigured() async throws {
        try await Self.serve([:]) { client in
            let terms = try await Self.get("/gifter/terms", client).text
            #expect(terms.contains("Not configured yet, so this page leaves them blank: GREENHOUSE_LEGAL_ENTITY GREENHOUSE_CONTACT_EMAIL GREENHOUSE_JURISDICTION"))
            #expect(terms.contains("The legal entity offering Gifter is not configured (GREENHOUSE_LEGAL_ENTITY)."))
            #expect(terms.contains("The governing law is not configured (GREENHOUSE_JURISDICTION)."))
            #expect(!terms.contains("mailto:") && !terms.contains("is offered by"))
            let support = try await Self.get("/gifter/support", client).text
            #expect(support.contains("the operator has not set GREENHOUSE_CONTACT_EMAIL"))
            let privacy = try await Self.get("/calyx/privacy", client).text
            #expect(!privacy.contains("status on"), "no processor is configured")
        }
    }

    @Test("the support page asks and answers the app's questions and gives the contact address")
    func support() async throws {
        try await Self.serve(Self.configured) { client in
            for app in AppPage.all {
                #expect((5...8).contains(app.faq.count), "\(app.slug) has \(app.faq.count) questions")
                let html = try await Self.get("/\(app.slug)/support", client).text
                for entry in app.faq {
                    #expect(html.contains("<summary>\(Self.escaped(entry.question))</summary>"), "\(entry.question)")
                    #expect(html.contains("<p>\(Self.escaped(entry.answer))</p>"), "\(entry.question)")
                }
                #expect(html.contains(#"href="mailto:help@meadow-oak.example?subject=\#(app.name)%20support""#))
            }
        }
    }

    @Test("a page is revalidated by its ETag: 304 with no body")
    func conditional() async throws {
        try await Self.serve(Self.configured) { client in
            let first = try await Self.get("/couples/privacy", client)
            let etag = try #require(first.headers[.eTag])
            let again = try await Self.get("/couples/privacy", client, headers: [.ifNoneMatch: "\"0000\", \(etag)"])
            #expect(again.status == .notModified)
            #expect((again.body?.readableBytes ?? 0) == 0)
            #expect(again.headers[.eTag] == etag)
            let other = try await Self.get("/couples/privacy", client, headers: [.ifNoneMatch: "\"0000\""])
            #expect(other.status == .ok && other.body?.readableBytes == first.body?.readableBytes)
            let terms = try await Self.get("/couples/terms", client)
            #expect(terms.headers[.eTag] != etag)
        }
    }

    @Test("an unknown app or page is 404")
    func unknown() async throws {
        try await Self.serve(Self.configured) { client in
            for path in ["/nosuchapp/privacy", "/nosuchapp/", "/calyx/cookies", "/plant-tracker/privacy", "/dandelion/privacy/more"] {
                let status = try await Self.get(path, client).status
                #expect(status == .notFound, "\(path)")
            }
        }
    }

    @Test("beside the three real backends, the pages and the apps' own routes both answer", arguments: TestDatabases.backends)
    func besideBackends(backend: DatabaseBackend) async throws {
        try await Self.serve(Self.configured, apps: [CalyxApp(), GifterApp(), CouplesApp()], backend: backend) { client in
            for app in AppPage.all {
                let status = try await Self.get("/\(app.slug)/privacy", client).status
                #expect(status == .ok, "\(app.slug)")
            }
            let search = try await Self.get("/calyx/v1/flowers/search?query=rose", client)
            #expect(search.status == .ok)
            struct Results: Decodable { struct Item: Decodable { let id: String }; let items: [Item] }
            let rose = try #require(try JSONDecoder().decode(Results.self, from: search.body ?? ByteBuffer()).items.first)
            let share = try await Self.get("/calyx/share/flowers/\(rose.id)", client, headers: [HTTPField.Name("Host")!: "localhost"])
            #expect(share.status == .ok && share.text.contains("Open in Calyx"))
            let invite = try await Self.get("/gifter/invite/not-a-token", client)
            #expect(invite.status == .notFound && invite.text.contains("This invitation has run out"))
            let species = try await Self.get("/couples/v1/species", client)
            #expect(species.status != .notFound)
        }
    }

    @Test("a malformed contact address or App Store link stops the server, naming the variable")
    func badConfiguration() throws {
        #expect(throws: ConfigurationError(variable: "GREENHOUSE_CONTACT_EMAIL", message: "must be one email address such as help@example.org")) {
            try AppPagesRoutes(environment: ["GREENHOUSE_CONTACT_EMAIL": "help@example.org?cc=x"])
        }
        #expect(throws: ConfigurationError(variable: "GREENHOUSE_CONTACT_EMAIL", message: "must be one email address such as help@example.org")) {
            try AppPagesRoutes(environment: ["GREENHOUSE_CONTACT_EMAIL": "not an address"])
        }
        #expect(throws: ConfigurationError(variable: "DANDELION_APP_STORE_URL", message: "must be an https address such as https://apps.apple.com/app/id…")) {
            try AppPagesRoutes(environment: ["DANDELION_APP_STORE_URL": "http://apps.apple.com/app/id1"])
        }
        let site = try SiteOperator(environment: ["GREENHOUSE_CONTACT_EMAIL": "  help@example.org \n", "GREENHOUSE_JURISDICTION": " "])
        #expect(site.contactEmail == "help@example.org" && site.jurisdiction == nil)
    }

    /// Mustache's escaping of text, as the page holds it.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
    }
}
