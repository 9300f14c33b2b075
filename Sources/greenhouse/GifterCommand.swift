import ArgumentParser
import Foundation
import GifterServer
import ServerKit

/// Tools for Gifter's backend that run beside the server: filling its catalog.
struct GifterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gifter",
        abstract: "Gifter tools (the catalog importer).",
        subcommands: [GifterImport.self]
    )
}

struct GifterImport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Migrate Gifter's database, then import one shop's products into its catalog.",
        discussion: """
            Name exactly one shop: a Shopify storefront (--shopify URL: its public products.json, in the shop's \
            currency from --currency or its meta.json), a Google Merchant Center product feed (--merchant-feed \
            FILE_OR_URL: tab-separated or RSS/Atom XML), or a Medusa (or Mercur) store (--medusa URL --key KEY: \
            the Store API, priced in its GBP region, else its first). Idempotent: unchanged products are not \
            rewritten, and products gone from the shop are withdrawn (kept for wishlists, never recommended). \
            Products that cannot be read (no price, a required attribute missing) are skipped and counted by \
            reason. Uses the same database as `serve` (DATABASE_URL or --database-url, else the SQLite file in \
            the data directory).
            """
    )

    @Option(name: .customLong("shopify"), help: "A Shopify storefront's address, e.g. https://shop.example.")
    var shopifyURL: String?

    @Option(name: .customLong("merchant-feed"), help: "A Google Merchant Center product feed: a file, or an http(s) URL.")
    var merchantFeed: String?

    @Option(name: .customLong("medusa"), help: "A Medusa store's API base URL, e.g. https://api.shop.example.")
    var medusaURL: String?

    @Option(help: "With --medusa: a publishable API key of the store (pk_…).")
    var key: String?

    @Option(help: "With --shopify: the shop's currency (ISO 4217, e.g. GBP); default: its meta.json's.")
    var currency: String?

    @Option(help: "With --medusa: the storefront shoppers buy from; product links are <storefront>/products/<handle> (default: the --medusa URL).")
    var storefront: String?

    @Option(help: "The brand of products that name none (default: the shop's name or host).")
    var storeName: String?

    @Flag(help: "Retire the products the listing lacks even when it lacks most of the shop (held back otherwise: an empty or cut-short listing looks the same).")
    var allowMassWithdrawal = false

    @Option(help: "PostgreSQL URL for Gifter's data (overrides DATABASE_URL).")
    var databaseURL: String?

    // ServerOptions' flags but its --app, which means nothing here: the import always writes Gifter's catalog.
    @Option(name: .customLong("data-dir"), help: "Directory for SQLite files (default ./.greenhouse; env GREENHOUSE_DATA_DIR).")
    var dataDirectory: String?

    @Option(help: "Log format: text or json (env GREENHOUSE_LOG_FORMAT).")
    var logFormat: String?

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical (env LOG_LEVEL).")
    var logLevel: String?

    /// The flags handed to ServerOptions, so they are read and checked where `serve` and `migrate` do it.
    func serverOptions() throws -> ServerOptions {
        let flags = [("--data-dir", dataDirectory), ("--log-format", logFormat), ("--log-level", logLevel)]
        return try ServerOptions.parse(flags.flatMap { name, value in value.map { [name, $0] } ?? [] })
    }

    /// The one shop named, its companion options checked; nothing is read yet.
    func shop() throws -> GifterCatalogImport.Shop {
        let named = [("--shopify", shopifyURL), ("--merchant-feed", merchantFeed), ("--medusa", medusaURL)].filter { $0.1 != nil }
        guard named.count == 1 else { throw CatalogImportError.sourceCount(named: named.map(\.0)) }
        if let medusaURL {
            return .medusa(.init(url: medusaURL, publishableKey: key ?? "", storefront: storefront, name: storeName))
        }
        if let shopifyURL { return .shopify(.init(url: shopifyURL, currency: currency, name: storeName)) }
        return .merchantFeed(merchantFeed!)
    }

    func validate() throws {
        if key != nil, medusaURL == nil { throw ValidationError("--key goes with --medusa") }
        if storefront != nil, medusaURL == nil { throw ValidationError("--storefront goes with --medusa") }
        if currency != nil, shopifyURL == nil { throw ValidationError("--currency goes with --shopify (a feed names its currency in each price)") }
    }

    func run() async throws {
        var configuration = try serverOptions().configuration()
        if let databaseURL { configuration.databaseURL = databaseURL }
        let logger = ServerOptions.bootstrapLogging(configuration)
        do {
            // Written straight to the file descriptor: progress must show even when stdout is a pipe.
            let report = try await GifterCatalogImport.importCatalog(
                try shop(), configuration: configuration, logger: logger, allowMassWithdrawal: allowMassWithdrawal
            ) { line in
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
            }
            if let heldBack = report.heldBack {
                let advice = "nothing was retired: \(heldBack) (an empty or cut-short listing?); if the shop really dropped them, run again with --allow-mass-withdrawal\n"
                FileHandle.standardOutput.write(Data(advice.utf8))
            }
        } catch let error as CatalogImportError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
