import Foundation
import Testing

/// Apple's required-reason rule for the file timestamps ClientKit's disk image cache reads (it drops
/// the oldest files by modification date): every app whose sources use the cache declares
/// `NSPrivacyAccessedAPICategoryFileTimestamp` with C617.1 (files inside the app container) in
/// `Apps/<App>/App/PrivacyInfo.xcprivacy`, or App Store Connect refuses the build.
@Suite("privacy manifests of the apps using ClientKit's image cache")
struct PrivacyManifestTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardizedFileURL

    @Test("the cache reads file timestamps, and every app that uses it declares them with C617.1")
    func fileTimestamps() throws {
        // The premise: the cache does read modification dates (if it stops, this test should be revisited).
        let cache = try String(contentsOf: Self.repository.appending(path: "Sources/Platform/ClientKit/Images/DiskImageCache.swift"), encoding: .utf8)
        #expect(cache.contains(".modificationDate") || cache.contains("contentModificationDate"))

        let apps = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appending(path: "Apps").path)
            .filter { FileManager.default.fileExists(atPath: Self.repository.appending(path: "Apps/\($0)/App/PrivacyInfo.xcprivacy").path) }
            .sorted()
        let users = try apps.filter { try Self.usesImageCache($0) }
        #expect(users.contains("Gifter") && users.contains("Calyx"), "found \(users) using DiskImageCache")
        for app in users {
            let reasons = try Self.reasons(app)["NSPrivacyAccessedAPICategoryFileTimestamp"]
            #expect(reasons?.contains("C617.1") == true, "\(app) uses ClientKit's disk image cache but its privacy manifest gives \(reasons ?? []) for file timestamps")
        }
    }

    /// Whether any Swift file of the app's own modules (`Sources/<App>/…`) or its shell makes a `DiskImageCache`.
    static func usesImageCache(_ app: String) throws -> Bool {
        let roots = [Self.repository.appending(path: "Sources/\(app)"), Self.repository.appending(path: "Apps/\(app)/App")]
        for root in roots {
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                if try String(contentsOf: file, encoding: .utf8).contains("DiskImageCache(") { return true }
            }
        }
        return false
    }

    /// The manifest's accessed API categories and their reasons.
    static func reasons(_ app: String) throws -> [String: [String]] {
        let data = try Data(contentsOf: Self.repository.appending(path: "Apps/\(app)/App/PrivacyInfo.xcprivacy"))
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let types = plist["NSPrivacyAccessedAPITypes"] as? [[String: Any]] ?? []
        return Dictionary(types.compactMap { entry in
            (entry["NSPrivacyAccessedAPIType"] as? String).map { ($0, entry["NSPrivacyAccessedAPITypeReasons"] as? [String] ?? []) }
        }) { first, _ in first }
    }
}
