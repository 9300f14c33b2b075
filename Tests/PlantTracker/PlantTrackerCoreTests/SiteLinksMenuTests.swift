import Foundation
import PlantTrackerCore
import SiteLinks
import Testing

/// The Plants screen's menu links to PlantTracker's pages on the server from the site address the build
/// configures (`PlantTrackerSiteURL` in Info.plist), and shows none when the build names no site.
@MainActor
@Suite("PlantTracker's links to its web pages")
struct SiteLinksMenuTests {
    @Test("Privacy Policy, Terms and Support are the configured site's pages; without a site there are none")
    func links() throws {
        let fixture = try JournalFixture()
        let info: [String: Any] = ["PlantTrackerSiteURL": "https://greenhouse.example/planttracker"]
        let app = PlantTrackerAppModel(journal: fixture.journal, cameraAvailable: true, site: AppSiteLinks(infoDictionary: info, key: "PlantTrackerSiteURL"))
        let site = try #require(app.site)
        #expect([site.privacy, site.terms, site.support].map(\.absoluteString)
            == ["https://greenhouse.example/planttracker/privacy", "https://greenhouse.example/planttracker/terms", "https://greenhouse.example/planttracker/support"])
        let unset = PlantTrackerAppModel(journal: fixture.journal, cameraAvailable: true, site: AppSiteLinks(infoDictionary: ["PlantTrackerSiteURL": "$(PLANTTRACKER_SITE_URL)"], key: "PlantTrackerSiteURL"))
        #expect(unset.site == nil)
    }
}
