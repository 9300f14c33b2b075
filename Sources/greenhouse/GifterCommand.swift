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
        abstract: "Migrate Gifter's database, then import a Medusa (or Mercur) store's products into its catalog.",
        discussion: """
            Reads every product the publishable key's sales channels list through the Store API, priced in the \
            store's GBP region (else its first). Idempotent: unchanged products are not rewritten, and products \
            gone from the store are withdrawn (kept for wishlists, never recommended). Products without a price \
            are skipped and counted. Uses the same database as `serve` (DATABASE_URL or --database-url, else the \
            SQLite file in the data directory).
            """
    )

    @Option(name: .customLong("medusa"), help: "The store's API base URL, e.g. https://api.shop.example.")
    var medusaURL: String

    @Option(help: "A publishable API key of the store (pk_…).")
    var key: String

    @Option(help: "The storefront shoppers buy from; product links are <storefront>/products/<handle> (default: the --medusa URL).")
    var storefront: String?

    @Option(help: "The brand of products that name none (default: the store's host).")
    var storeName: String?

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

    func run() async throws {
        var configuration = try serverOptions().configuration()
        if let databaseURL { configuration.databaseURL = databaseURL }
        let logger = ServerOptions.bootstrapLogging(configuration)
        let store = GifterCatalogImport.MedusaStore(url: medusaURL, publishableKey: key, storefront: storefront, name: storeName)
        do {
            // Written straight to the file descriptor: progress must show even when stdout is a pipe.
            _ = try await GifterCatalogImport.importMedusa(store, configuration: configuration, logger: logger) { line in
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
            }
        } catch let error as MedusaImportError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
