import CalyxAPI
@testable import CalyxServer
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Calyx share pages")
struct SharePagesTests {
    /// A GET as a browser or a link-preview crawler sends it: with the Host it reached us at.
    static func fetch(_ path: String, _ calyx: CalyxHarness, headers: HTTPFields = [:], method: HTTPRequest.Method = .get) async throws -> TestClient.Response {
        try await calyx.raw.execute(.init(path, method: method, authority: "127.0.0.1:\(calyx.server.port)", headers: headers))
    }

    /// The `content` of `<meta property|name="key" content="…">`.
    static func meta(_ key: String, in html: String) -> String? {
        guard let match = html.firstMatch(of: try! Regex(#"<meta (?:property|name)="\#(key)" content="([^"]*)">"#)) else { return nil }
        return match.output[1].substring.map(String.init)
    }

    @Test("a public collection's page shows its flowers, owner and count, with preview tags and absolute links", arguments: TestDatabases.backends)
    func collectionPage(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let fixture = try await ShareFixture.make(calyx)
            let base = "http://127.0.0.1:\(calyx.server.port)"
            let page = try await Self.fetch("/calyx/share/collections/\(fixture.collectionID)", calyx)
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.cacheControl] == "public, max-age=300")
            #expect(page.headers[.contentSecurityPolicy]?.contains("default-src 'none'") == true)
            let html = page.text
            #expect(html.contains("<title>Blue and red · Calyx</title>"))
            #expect(html.contains("<h1>Blue and red</h1>"))
            #expect(html.contains(#"<span class="owner">Olive Gardner</span> <span class="username">@OliveOwner</span>"#))
            #expect(html.contains(#"<p class="meta count">3 flowers</p>"#))
            for flower in fixture.flowers {
                #expect(html.contains(#"<p class="common">\#(flower.commonName)</p><p class="scientific">\#(flower.scientificName)</p>"#))
                #expect(html.contains(#"href="\#(base)/calyx/share/flowers/\#(flower.id)""#))
            }
            // Every picture is an absolute link to a thumbnail that is really served.
            let thumbs = html.matches(of: /<img src="([^"]+)" width="400"/).map { String($0.output.1) }
            #expect(thumbs.count == 3)
            for thumb in thumbs {
                #expect(thumb.hasPrefix("\(base)/media/") && thumb.hasSuffix("-thumb"))
                #expect(try await calyx.raw.get(String(thumb.dropFirst(base.count))).status == .ok)
            }
            // What Messages, Slack and WhatsApp read.
            let url = "\(base)/calyx/share/collections/\(fixture.collectionID)"
            #expect(Self.meta("og:title", in: html) == "Blue and red")
            #expect(Self.meta("og:url", in: html) == url)
            #expect(Self.meta("og:type", in: html) == "website")
            #expect(Self.meta("og:description", in: html) == "3 flowers collected by Olive Gardner. Flowers that stop you in the path.")
            #expect(Self.meta("twitter:card", in: html) == "summary_large_image")
            let image = try #require(Self.meta("og:image", in: html))
            #expect(image.hasPrefix("\(base)/media/") && image.hasSuffix("-medium"))
            #expect(Self.meta("twitter:image", in: html) == image)
            #expect(Self.meta("og:image:width", in: html) == "1200" && Self.meta("og:image:height", in: html) == "1200")
            let preview = try await calyx.raw.get(String(image.dropFirst(base.count)), headers: [.accept: "*/*"])
            #expect(preview.status == .ok && preview.headers[.contentType] == "image/jpeg")
            #expect(html.contains(#"<a class="open" href="\#(url)">Open in Calyx</a>"#))

            // Revalidation: the same page has the same ETag and answers 304; a change makes a new one.
            let etag = try #require(page.headers[.eTag])
            let again = try await Self.fetch("/calyx/share/collections/\(fixture.collectionID)", calyx, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified && again.headers[.eTag] == etag)
            _ = try await calyx.client(token: fixture.owner.accessToken).updateCollection(
                path: .init(collectionId: fixture.collectionID), body: .json(.init(name: "Red and blue"))
            ).ok
            let renamed = try await Self.fetch("/calyx/share/collections/\(fixture.collectionID)", calyx, headers: [.ifNoneMatch: etag])
            #expect(renamed.status == .ok && renamed.headers[.eTag] != etag && renamed.text.contains("<h1>Red and blue</h1>"))
            let head = try await Self.fetch("/calyx/share/collections/\(fixture.collectionID)", calyx, method: .head)
            #expect(head.status == .ok && head.headers[.contentType] == "text/html; charset=utf-8")
        }
    }

    @Test("a flower page shows a catalog flower with its picture and preview tags", arguments: TestDatabases.backends)
    func flowerPage(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let fixture = try await ShareFixture.make(calyx)
            let flower = fixture.flowers[1]
            let page = try await Self.fetch("/calyx/share/flowers/\(flower.id)", calyx)
            #expect(page.status == .ok)
            let html = page.text
            #expect(html.contains("<title>\(flower.commonName) · Calyx</title>"))
            #expect(html.contains("<h1>\(flower.commonName)</h1>"))
            #expect(html.contains(#"<p class="scientific">\#(flower.scientificName)</p>"#))
            #expect(html.contains(#"<p class="meta">\#(flower.family)</p>"#))
            #expect(Self.meta("og:title", in: html) == flower.commonName)
            #expect(Self.meta("og:description", in: html)?.hasPrefix("\(flower.scientificName) · \(flower.family). ") == true)
            let image = try #require(Self.meta("og:image", in: html))
            #expect(html.contains(#"<img class="hero" src="\#(image)" width="1200" height="1200" alt="\#(flower.commonName)">"#))
            // Upper-case ids name the same flower.
            #expect(try await Self.fetch("/calyx/share/flowers/\(flower.id.uppercased())", calyx).status == .ok)
        }
    }

    @Test("a person's page shows their name, @username, about, followers and public collections only; unknown or malformed usernames are 404", arguments: TestDatabases.backends)
    func personPage(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let fixture = try await ShareFixture.make(calyx)
            let owner = calyx.client(token: fixture.owner.accessToken)
            _ = try await owner.updateProfile(body: .json(.init(about: "Alpine gentians & <coastal> trees"))).ok
            let flower = fixture.flowers[0].id
            _ = try await owner.createCollection(body: .json(.init(name: "Secret garden", isPublic: false, coverFlowerId: flower))).created.body.json
            let fan = try await calyx.devSignIn("fan")
            _ = try await calyx.client(token: fan.accessToken).followUser(path: .init(userId: fixture.owner.user.id)).ok

            // Any case finds them; the page names them as they spell it.
            let response = try await Self.fetch("/calyx/share/people/oliveowner", calyx)
            #expect(response.status == .ok && response.headers[.contentType] == "text/html; charset=utf-8")
            let html = response.text
            #expect(html.contains("Olive Gardner") && html.contains("@OliveOwner") && html.contains("1 follower"))
            #expect(html.contains("Alpine gentians &amp; &lt;coastal&gt; trees") && !html.contains("<coastal>"))
            #expect(html.contains("Blue and red") && html.contains("/calyx/share/collections/\(fixture.collectionID)"))
            #expect(!html.contains("Secret garden"))
            #expect(Self.meta("og:url", in: html)?.hasSuffix("/calyx/share/people/OliveOwner") == true)
            for path in ["/calyx/share/people/nobody_here", "/calyx/share/people/%3Cscript%3E", "/calyx/share/people/\(String(repeating: "a", count: 21))"] {
                let missing = try await Self.fetch(path, calyx)
                #expect(missing.status == .notFound && missing.problem != nil, "\(path)")
            }
        }
    }

    @Test("private collections, unknown flowers and ids that are none are 404 problems", arguments: TestDatabases.backends)
    func notShared(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let owner = try await calyx.devSignIn("keeper")
            let client = calyx.client(token: owner.accessToken)
            let flower = try await calyx.client().searchFlowers(query: .init(limit: 1)).ok.body.json.items[0].id
            let closed = try await client.createCollection(body: .json(.init(name: "Secret garden", isPublic: false, coverFlowerId: flower))).created.body.json.id
            let open = try await client.createCollection(body: .json(.init(name: "Open garden", isPublic: true, coverFlowerId: flower))).created.body.json.id
            for path in [
                "/calyx/share/collections/\(closed)", "/calyx/share/collections/\(UUID())", "/calyx/share/collections/not-a-uuid",
                "/calyx/share/flowers/\(UUID())", "/calyx/share/flowers/%3Cscript%3E", "/calyx/share/flowers/\(closed)",
            ] {
                let response = try await Self.fetch(path, calyx)
                #expect(response.status == .notFound, "\(path)")
                #expect(response.problem != nil, "\(path)")
                #expect(!response.text.contains("Secret garden"))
            }
            // Public until made private; then gone.
            #expect(try await Self.fetch("/calyx/share/collections/\(open)", calyx).status == .ok)
            _ = try await client.updateCollection(path: .init(collectionId: open), body: .json(.init(isPublic: false))).ok
            #expect(try await Self.fetch("/calyx/share/collections/\(open)", calyx).status == .notFound)
            // Pages are for any visitor: a signed-in owner sends no token and gets the same 404.
            #expect(try await Self.fetch("/calyx/share/collections/\(closed)", calyx, headers: [.authorization: "Bearer \(owner.accessToken)"]).status == .notFound)
            // A Host that is no host name is refused before anything is read.
            let forged = try await calyx.raw.execute(.init(
                "/calyx/share/flowers/\(flower)", method: .get, authority: #"evil.example"><script>"#
            ))
            #expect(forged.status == .badRequest && forged.problem?.errors?.first?.field == "Host")
        }
    }

    @Test("names, descriptions and display names are escaped, never markup", arguments: TestDatabases.backends)
    func escaping(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let attack = #"<script>alert("x")</script>"#
            let owner = try await calyx.signInWithApple(subject: "escape", displayName: #"Eve <img src=x onerror=alert(1)>"#)
            let client = calyx.client(token: owner.accessToken)
            let flower = try await calyx.client().searchFlowers(query: .init(limit: 1)).ok.body.json.items[0].id
            let collection = try await client.createCollection(body: .json(.init(
                name: attack, description: #"Quotes " and ' and & and "><meta http-equiv="refresh" content="0">"#, isPublic: true,
                coverFlowerId: flower
            ))).created.body.json.id
            let html = try await Self.fetch("/calyx/share/collections/\(collection)", calyx).text
            #expect(!html.contains("<script"))
            #expect(!html.contains("<img src=x"))
            #expect(!html.contains(#"<meta http-equiv"#))
            #expect(html.contains("<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</h1>"))
            #expect(html.contains("<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; · Calyx</title>"))
            #expect(Self.meta("og:title", in: html) == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;")
            #expect(html.contains("Eve &lt;img src=x onerror=alert(1)&gt;"))
            #expect(html.contains("Quotes &quot; and &#39; and &amp; and &quot;&gt;&lt;meta http-equiv=&quot;refresh&quot;"))
        }
    }

    @Test("CALYX_PUBLIC_URL makes the links; the app-site association names the app and the share paths", arguments: TestDatabases.backends)
    func publicURLAndAssociation(_ backend: DatabaseBackend) async throws {
        let environment = ["CALYX_PUBLIC_URL": "https://calyx.example/", "CALYX_APPLE_TEAM_ID": "ABCDE12345"]
        try await CalyxHarness.run(backend: backend, environment: environment) { calyx in
            let flower = try await calyx.client().searchFlowers(query: .init(limit: 1)).ok.body.json.items[0].id
            let html = try await Self.fetch("/calyx/share/flowers/\(flower)", calyx).text
            #expect(Self.meta("og:url", in: html) == "https://calyx.example/calyx/share/flowers/\(flower)")
            #expect(html.contains(#"<link rel="canonical" href="https://calyx.example/calyx/share/flowers/\#(flower)">"#))

            let association = try await calyx.raw.get("/.well-known/apple-app-site-association")
            #expect(association.status == .ok && association.headers[.contentType] == "application/json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(association.text.utf8)) as? [String: Any])
            let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
            #expect(details.count == 1)
            #expect(details[0]["appIDs"] as? [String] == ["ABCDE12345.app.greenhouse.calyx"])
            #expect((details[0]["components"] as? [[String: String]])?.map { $0["/"] } == ["/calyx/share/*"])
        }
        // Without a team there is no app to associate.
        try await CalyxHarness.run(backend: backend) { calyx in
            let association = try await calyx.raw.get("/.well-known/apple-app-site-association")
            #expect(association.status == .notFound)
        }
    }

    @Test("a public URL or team id that is none stops the server from starting")
    func badConfiguration() throws {
        #expect(throws: ConfigurationError.self) { try ShareConfiguration(environment: ["CALYX_PUBLIC_URL": "calyx.example"]) }
        #expect(throws: ConfigurationError.self) { try ShareConfiguration(environment: ["CALYX_PUBLIC_URL": "ftp://calyx.example"]) }
        #expect(throws: ConfigurationError.self) { try ShareConfiguration(environment: ["CALYX_APPLE_TEAM_ID": "team"]) }
        #expect(throws: Never.self) { try ShareConfiguration(environment: ["CALYX_PUBLIC_URL": "https://calyx.example", "CALYX_APPLE_TEAM_ID": "ABCDE12345"]) }
    }
}
