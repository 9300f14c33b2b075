@testable import AppPages
import Foundation
import HTTPTypes
import HummingbirdTesting
import ServerKitTestSupport
import SiteLinks
import Testing

/// The apps find their pages from one configured site address: `AppSiteLinks` makes the four links from
/// it, each one the server really serves, and every app's Info.plist names its address with a build
/// setting that `project.yml` points at the local server (Debug) and the production host (Release).
@Suite("The apps' links to their pages")
struct AppSiteLinksTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardizedFileURL

    /// The Info.plist key and build setting naming each app's site (Calyx derives its own from `CalyxServerURL`).
    static let keys = [
        "gifter": ("GifterSiteURL", "GIFTER_SITE_URL"), "couples": ("CouplesSiteURL", "COUPLES_SITE_URL"),
        "dandelion": ("DandelionSiteURL", "DANDELION_SITE_URL"), "planttracker": ("PlantTrackerSiteURL", "PLANTTRACKER_SITE_URL"),
    ]

    @Test("the links are the site's /, privacy, terms and support, with or without a trailing slash")
    func links() throws {
        for text in ["https://greenhouse.example/dandelion", "https://greenhouse.example/dandelion/", " https://greenhouse.example/dandelion//\n"] {
            let links = try #require(AppSiteLinks(site: text))
            #expect(links.home.absoluteString == "https://greenhouse.example/dandelion/")
            #expect(links.privacy.absoluteString == "https://greenhouse.example/dandelion/privacy")
            #expect(links.terms.absoluteString == "https://greenhouse.example/dandelion/terms")
            #expect(links.support.absoluteString == "https://greenhouse.example/dandelion/support")
        }
        #expect(AppSiteLinks(site: "http://127.0.0.1:8080/couples")?.privacy.absoluteString == "http://127.0.0.1:8080/couples/privacy")
    }

    @Test("a missing, unsubstituted or foreign address gives no links rather than wrong ones")
    func refused() {
        for text in [nil, "", "  ", "$(DANDELION_SITE_URL)", "ftp://greenhouse.example/dandelion", "greenhouse.example/dandelion",
                     "https:///dandelion", "https://greenhouse.example/dandelion?x=1", "https://greenhouse.example/dandelion#top"] {
            #expect(AppSiteLinks(site: text) == nil, "\(text ?? "nil")")
        }
        #expect(AppSiteLinks(infoDictionary: ["DandelionSiteURL": "https://greenhouse.example/dandelion"], key: "DandelionSiteURL") != nil)
        #expect(AppSiteLinks(infoDictionary: ["DandelionSiteURL": 3], key: "DandelionSiteURL") == nil)
        #expect(AppSiteLinks(infoDictionary: nil, key: "DandelionSiteURL") == nil)
    }

    @Test("every link an app makes from the local site address is a page the server serves")
    func served() async throws {
        let routes = try AppPagesRoutes(environment: [:])
        try await TestServer.run(apps: [], siteRoutes: [routes]) { client, server in
            for app in AppPage.all {
                let links = try #require(AppSiteLinks(site: "http://127.0.0.1:\(server.port)/\(app.slug)"))
                for url in [links.home, links.privacy, links.terms, links.support] {
                    let response = try await client.execute(.init(url.path, method: .get))
                    #expect(response.status == .ok, "\(url)")
                    #expect(response.text.contains("<title>\(app.name)"), "\(url)")
                }
            }
        }
    }

    @Test("each app's Info.plist names its site by a build setting, and project.yml sets it to the app's pages")
    func configured() throws {
        for app in AppPage.all where app.slug != "calyx" {
            let (key, setting) = try #require(Self.keys[app.slug])
            let plistData = try Data(contentsOf: Self.repository.appending(path: "Apps/\(app.name)/App/Info.plist"))
            let plist = try #require(try PropertyListSerialization.propertyList(from: plistData, format: nil) as? [String: Any])
            #expect(plist[key] as? String == "$(\(setting))", "\(app.name)")
            let project = try String(contentsOf: Self.repository.appending(path: "Apps/\(app.name)/project.yml"), encoding: .utf8)
            #expect(project.contains("\(setting): \"http://127.0.0.1:8080/\(app.slug)\""), "\(app.name) Debug")
            let release = project.components(separatedBy: "\(setting): \"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(release.count == 2 && release.allSatisfy { AppSiteLinks(site: String($0)) != nil && $0.hasSuffix("/\(app.slug)") }, "\(app.name): \(release)")
        }
    }
}
