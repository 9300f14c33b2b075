import Foundation
import Hummingbird
import HummingbirdTesting
import ServerKit
import ServerKitTestSupport
import Testing

/// One apple-app-site-association per host, naming every app's links: two apps served together each
/// list their entry, and the served file holds both (an app listed twice keeps its first entry).
@Suite("apple-app-site-association shared by apps")
struct AppSiteAssociationTests {
    /// An app with nothing but its entry in the association.
    struct LinkedApp: GreenhouseApp {
        let name: String
        let links: [AppSiteAssociation.AppLinks]
        var migrations: [any Migration] { [] }
        func addRoutes(to routes: RouterGroup<AppRequestContext>, environment: AppEnvironment) throws {}
        func sharedRoutes(configuration: ServerConfiguration) -> [any SharedRoutes] { links.map { AppSiteAssociation($0) } }
    }

    @Test("two apps' entries in one served file, in the order listed; a repeated app id once")
    func merged() async throws {
        let first = AppSiteAssociation.AppLinks(appID: "ABCDE12345.app.example.one", paths: [("/one/share/*", "Shares")])
        let second = AppSiteAssociation.AppLinks(appID: "ABCDE12345.app.example.two", paths: [("/two/invite/*", "Invites"), ("/two/*", "Pages")], excluded: ["/two/v1/*"])
        let impostor = AppSiteAssociation.AppLinks(appID: first.appID, paths: [("/elsewhere/*", "Not the first listing")])
        let apps: [any GreenhouseApp] = [LinkedApp(name: "one", links: [first]), LinkedApp(name: "two", links: [second, impostor])]
        try await TestServer.run(apps: apps) { client, _ in
            let response = try await client.get(AppSiteAssociation.path)
            #expect(response.status == .ok && response.headers[.contentType] == "application/json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
            let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
            #expect(details.compactMap { ($0["appIDs"] as? [String])?.first } == [first.appID, second.appID])
            let components = try #require(details[1]["components"] as? [[String: Any]])
            #expect(components.compactMap { $0["/"] as? String } == ["/two/v1/*", "/two/invite/*", "/two/*"])
            #expect(components[0]["exclude"] as? Bool == true && components[1]["exclude"] == nil)
            #expect((details[0]["components"] as? [[String: Any]])?.compactMap { $0["/"] as? String } == ["/one/share/*"])
        }
    }

    @Test("a team id is ten upper-case letters and digits, or unset")
    func teamID() throws {
        #expect(try AppSiteAssociation.teamID(["TEAM": "ABCDE12345"], variable: "TEAM") == "ABCDE12345")
        #expect(try AppSiteAssociation.teamID([:], variable: "TEAM") == nil)
        #expect(try AppSiteAssociation.teamID(["TEAM": ""], variable: "TEAM") == nil)
        #expect(throws: ConfigurationError.self) { try AppSiteAssociation.teamID(["TEAM": "abcde12345"], variable: "TEAM") }
        #expect(throws: ConfigurationError.self) { try AppSiteAssociation.teamID(["TEAM": "ABCDE1234"], variable: "TEAM") }
    }
}
