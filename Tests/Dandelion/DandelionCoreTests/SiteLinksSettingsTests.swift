import DandelionCore
import Foundation
import SiteLinks
import Testing

/// Settings links to Dandelion's pages on the server from the site address the build configures
/// (`DandelionSiteURL` in Info.plist), and shows none when the build names no site.
@MainActor
@Suite("Dandelion's links to its web pages")
struct SiteLinksSettingsTests {
    @Test("the settings' Privacy Policy, Terms and Support are the configured site's pages")
    func configured() throws {
        let info: [String: Any] = ["DandelionSiteURL": "http://127.0.0.1:8080/dandelion"]
        let app = DandelionAppModel(storage: MemoryStore(), storeClient: StoreStandIn(), seed: 5, site: AppSiteLinks(infoDictionary: info, key: "DandelionSiteURL"))
        let site = try #require(app.settings.site)
        #expect(site.privacy.absoluteString == "http://127.0.0.1:8080/dandelion/privacy")
        #expect(site.terms.absoluteString == "http://127.0.0.1:8080/dandelion/terms")
        #expect(site.support.absoluteString == "http://127.0.0.1:8080/dandelion/support")
    }

    @Test("a build without a site address (the setting left unsubstituted) shows no links")
    func unconfigured() {
        let info: [String: Any] = ["DandelionSiteURL": "$(DANDELION_SITE_URL)"]
        let app = DandelionAppModel(storage: MemoryStore(), storeClient: StoreStandIn(), seed: 5, site: AppSiteLinks(infoDictionary: info, key: "DandelionSiteURL"))
        #expect(app.settings.site == nil)
        #expect(DandelionAppModel(storage: MemoryStore(), storeClient: StoreStandIn(), seed: 5).settings.site == nil)
    }
}
