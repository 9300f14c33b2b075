import AppPages
import Foundation
import Testing

/// The privacy nutrition facts each app declares to Apple (`Apps/<App>/App/PrivacyInfo.xcprivacy`)
/// and its privacy page's list are the same list, and the page's one sentence about them (linked to your
/// account, app functionality only, never tracking) is what every manifest entry says.
@Suite("Privacy manifests agree with the privacy pages")
struct PrivacyManifestAgreementTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardizedFileURL

    static func manifest(_ app: AppPage) throws -> [String: Any] {
        let data = try Data(contentsOf: repository.appending(path: "Apps/\(app.name)/App/PrivacyInfo.xcprivacy"))
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    @Test("each manifest's collected data types are exactly the page's", arguments: AppPage.all.map(\.slug))
    func sameTypes(slug: String) throws {
        let app = try #require(AppPage.all.first { $0.slug == slug })
        let plist = try Self.manifest(app)
        let entries = try #require(plist["NSPrivacyCollectedDataTypes"] as? [[String: Any]])
        let declared = entries.compactMap { $0["NSPrivacyCollectedDataType"] as? String }
        #expect(declared.count == entries.count)
        let page = app.privacy.collected.map(\.manifestType)
        #expect(Set(declared) == Set(page), "\(app.name): manifest \(declared.sorted()), page \(page.sorted())")
        #expect(declared.count == Set(declared).count && page.count == Set(page).count)

        #expect(plist["NSPrivacyTracking"] as? Bool == false)
        #expect((plist["NSPrivacyTrackingDomains"] as? [String])?.isEmpty == true)
        for entry in entries {
            let type = entry["NSPrivacyCollectedDataType"] as? String ?? "?"
            #expect(entry["NSPrivacyCollectedDataTypeLinked"] as? Bool == true, "\(app.name) \(type)")
            #expect(entry["NSPrivacyCollectedDataTypeTracking"] as? Bool == false, "\(app.name) \(type)")
            #expect(entry["NSPrivacyCollectedDataTypePurposes"] as? [String] == ["NSPrivacyCollectedDataTypePurposeAppFunctionality"], "\(app.name) \(type)")
        }
    }

    @Test("the apps that keep everything on the phone declare nothing collected")
    func phoneOnly() throws {
        for app in [AppPage.dandelion, .plantTracker] {
            #expect((try Self.manifest(app)["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true, "\(app.name)")
        }
    }
}
