import Foundation
@testable import GifterServer
import Testing

/// A push's words come from the phone: iOS looks `loc-key`s up in the app's own Localizable table, not
/// in a package's bundle, so every key the server sends must be in `Apps/Gifter/App/Localizable.xcstrings`
/// with the words the String Catalog gives it.
@Suite("Gifter pushes are words the phone has")
struct PushStringsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized

    /// Key → English value of an `.xcstrings` file.
    static func english(_ path: String) throws -> [String: String] {
        struct Catalog: Decodable {
            struct Entry: Decodable {
                struct Localization: Decodable {
                    struct Unit: Decodable { let value: String }
                    let stringUnit: Unit?
                }
                let localizations: [String: Localization]?
            }
            let strings: [String: Entry]
        }
        let catalog = try JSONDecoder().decode(Catalog.self, from: Data(contentsOf: root.appendingPathComponent(path)))
        return catalog.strings.compactMapValues { $0.localizations?["en"]?.stringUnit?.value }
    }

    @Test("every key a friend push sends is in the app's Localizable table, with the String Catalog's words")
    func friendPushKeys() throws {
        let app = try Self.english("Apps/Gifter/App/Localizable.xcstrings")
        let package = try Self.english("Sources/Gifter/GifterCore/Copy/Gifter.xcstrings")
        let sent = [FriendPushes.requestTitleKey, FriendPushes.requestBodyKey, FriendPushes.acceptedTitleKey, FriendPushes.acceptedBodyKey]
        for key in sent {
            #expect(app[key] != nil, "\(key) is not in the app's Localizable.xcstrings: the phone would show the key")
            #expect(app[key] == package[key], "\(key): the app says \(app[key] ?? "nothing"), the String Catalog \(package[key] ?? "nothing")")
        }
        // Nothing else hides there: every push key of the catalog, and only those.
        #expect(Set(app.keys) == Set(package.keys.filter { $0.hasPrefix("push.") }))
    }
}
