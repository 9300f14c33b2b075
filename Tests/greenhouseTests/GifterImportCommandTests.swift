import Foundation
import ServerKitTestSupport
import Testing

/// `greenhouse gifter import` misused: each mistake is named and nothing is created or changed.
@Suite("greenhouse gifter import arguments")
struct GifterImportCommandTests {
    @Test("two sources, none, a bad URL or a currency without --shopify: refused, nothing written", arguments: [
        (["--shopify", "https://shop.example", "--medusa", "https://api.shop.example", "--key", "pk_1"], "import one shop at a time; got --shopify and --medusa"),
        ([], "name the shop to import: --shopify URL, --merchant-feed FILE_OR_URL or --medusa URL --key KEY"),
        (["--shopify", "shop.example"], "--shopify must be an absolute http:// or https:// URL, got 'shop.example'"),
        (["--merchant-feed", "https://shop.example/feed.xml", "--currency", "EUR"], "--currency goes with --shopify"),
    ])
    func refused(arguments: [String], message: String) async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let process = try GreenhouseProcess(["gifter", "import"] + arguments + ["--data-dir", scratch.url.appendingPathComponent("data").path], directory: scratch.url)
        #expect(try await process.waitForExit() != 0)
        #expect(process.standardError.contains(message), "\(process.standardError)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("data").path), "no database was created")
    }
}
