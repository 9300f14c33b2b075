@testable import CalyxCore
import Foundation
import Testing

/// Links that open a page (universal links, the app's scheme) and `@mentions`, without a server.
@Suite("Links and mentions")
struct LinksTests {
    let links = CalyxLink(shareLinks: ShareLinks(serverURL: URL(string: "https://greenhouse.app/calyx/v1")!))
    let flower = "0B4B8C7E-1A7E-4B0B-9C7E-6F1D2E3A4B5C"

    @Test("the share pages' universal links open the flower or collection; only on our host, with real ids")
    func universalLinks() throws {
        #expect(links.page(for: URL(string: "https://greenhouse.app/calyx/share/flowers/\(flower)")!) == .flower(id: flower.lowercased()))
        #expect(links.page(for: URL(string: "https://GREENHOUSE.app/calyx/share/collections/\(flower.lowercased())?utm=x")!) == .collection(id: flower.lowercased()))
        #expect(links.page(for: URL(string: "https://greenhouse.app/calyx/share/people/bea_gardens")!) == .username("bea_gardens"))
        #expect(links.page(for: links.shareLinks.person("Bea_Gardens")) == .username("Bea_Gardens"), "what Share Profile hands out opens the profile")
        #expect(links.page(for: URL(string: "https://evil.example/calyx/share/flowers/\(flower)")!) == nil)
        #expect(links.page(for: URL(string: "https://greenhouse.app:8443/calyx/share/flowers/\(flower)")!) == nil)
        #expect(links.page(for: URL(string: "https://greenhouse.app/calyx/share/flowers/not-an-id")!) == nil)
        #expect(links.page(for: URL(string: "https://greenhouse.app/calyx/share/flowers/\(flower)/extra")!) == nil)
        #expect(links.page(for: URL(string: "https://greenhouse.app/gifter/share/flowers/\(flower)")!) == nil)
        let local = CalyxLink(shareLinks: ShareLinks(serverURL: URL(string: "http://127.0.0.1:8080/calyx/v1")!))
        #expect(local.page(for: URL(string: "http://127.0.0.1:8080/calyx/share/flowers/\(flower)")!) == .flower(id: flower.lowercased()))
    }

    @Test("the app's scheme: flowers, collections, people and the inbox; the sign-in callbacks are not pages")
    func schemeLinks() {
        #expect(links.page(for: URL(string: "calyx://flowers/\(flower)")!) == .flower(id: flower.lowercased()))
        #expect(links.page(for: URL(string: "calyx://collections/\(flower)")!) == .collection(id: flower.lowercased()))
        #expect(links.page(for: URL(string: "calyx://notifications")!) == .notifications)
        #expect(links.page(for: CalyxLink.person(username: "ada")) == .username("ada"))
        #expect(links.page(for: URL(string: "calyx://people/a")!) == nil, "not a username")
        #expect(links.page(for: URL(string: "calyx://oauth/google?code=abc")!) == nil)
        #expect(links.page(for: URL(string: "mailto:ada@example.com")!) == nil)
    }

    @Test("mentions: @ and a well-formed username, not inside an e-mail address or a longer word")
    func mentions() {
        #expect(MentionText.segments(of: "Thanks @bea_gardens! Ask @cal.") == [
            .text("Thanks "), .mention(username: "bea_gardens"), .text("! Ask "), .mention(username: "cal"), .text("."),
        ])
        #expect(MentionText.segments(of: "write to ada@example.com") == [.text("write to ada@example.com")])
        #expect(MentionText.segments(of: "@ab is too short, @123 has no letter") == [.text("@ab is too short, @123 has no letter")])
        #expect(MentionText.segments(of: "@a_name_that_is_far_too_long_for_us") == [.text("@a_name_that_is_far_too_long_for_us")])
        #expect(MentionText.segments(of: "") == [])
        #expect(MentionText.segments(of: "🌷@ada") == [.text("🌷"), .mention(username: "ada")])
    }
}
