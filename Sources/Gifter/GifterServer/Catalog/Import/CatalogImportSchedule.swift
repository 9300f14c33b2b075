import AsyncHTTPClient
import Foundation
import ServerKit

/// The periodic re-import, as the operator configures it:
/// `GIFTER_CATALOG_SOURCES="shopify:https://shop.example;merchant-feed:https://shop.example/feed.xml"`
/// (`;`-separated `kind:location` entries; `shopify:URL currency=EUR` gives a shop's currency,
/// `medusa:URL key=pk_…` a store's publishable key) and `GIFTER_CATALOG_IMPORT_HOURS` (default 24).
/// Checked at startup: a mistake stops the server naming the variable, rather than failing every day.
struct CatalogImportSchedule: Sendable {
    static let sourcesVariable = "GIFTER_CATALOG_SOURCES"
    static let hoursVariable = "GIFTER_CATALOG_IMPORT_HOURS"
    static let jobName = "catalog-import"

    let shops: [GifterCatalogImport.Shop]
    let interval: Duration

    /// nil when no source is configured (nothing to schedule).
    init?(environment: [String: String]) throws {
        let entries = (environment[Self.sourcesVariable] ?? "").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let hours = try Self.hours(environment[Self.hoursVariable])
        guard !entries.isEmpty else { return nil }
        shops = try entries.map(Self.shop)
        interval = .seconds(hours * 3600)
        // Each entry checked as the command line checks its arguments (URLs, currency, key, file).
        for shop in shops {
            do {
                _ = try GifterCatalogImport.catalogSource(shop, limits: nil, httpClient: .shared, wallClock: SystemWallClock(), notice: { _ in })
            } catch let error as CatalogImportError {
                throw ConfigurationError(variable: Self.sourcesVariable, message: "has an entry that cannot be imported: \(error)")
            }
        }
    }

    static func hours(_ text: String?) throws -> Double {
        guard let text, !text.isEmpty else { return 24 }
        guard let hours = Double(text), hours.isFinite, hours >= 0.01, hours <= 720 else {
            throw ConfigurationError(variable: hoursVariable, message: "must be a number of hours between 0.01 and 720, got '\(text)'")
        }
        return hours
    }

    /// `kind:location [name=value …]`.
    static func shop(_ entry: String) throws -> GifterCatalogImport.Shop {
        let words = entry.split(separator: " ").map(String.init)
        guard let first = words.first, let colon = first.firstIndex(of: ":") else { throw invalid(entry) }
        let kind = first[..<colon].lowercased(), location = String(first[first.index(after: colon)...])
        var options: [String: String] = [:]
        for word in words.dropFirst() {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw invalid(entry) }
            options[parts[0].lowercased()] = parts[1]
        }
        switch (kind, Set(options.keys)) {
        case ("shopify", let keys) where keys.isSubset(of: ["currency", "name"]):
            return .shopify(.init(url: location, currency: options["currency"], name: options["name"]))
        case ("merchant-feed", []):
            return .merchantFeed(location)
        case ("medusa", let keys) where keys.contains("key") && keys.isSubset(of: ["key", "storefront", "name"]):
            return .medusa(.init(url: location, publishableKey: options["key"]!, storefront: options["storefront"], name: options["name"]))
        default:
            throw invalid(entry)
        }
    }

    private static func invalid(_ entry: String) -> ConfigurationError {
        ConfigurationError(
            variable: sourcesVariable,
            message: "entries are shopify:URL [currency=CODE], merchant-feed:FILE_OR_URL or medusa:URL key=KEY, separated by ';'; got '\(entry)'"
        )
    }
}

extension CatalogImportSchedule {
    /// The re-import as a scheduled job for `environment`'s server, or nil when no shop is configured.
    static func job(_ environment: AppEnvironment, catalog: CatalogCache) throws -> ScheduledJob? {
        guard let schedule = try CatalogImportSchedule(environment: environment.configuration.environment) else { return nil }
        let reimport = CatalogReimport(
            shops: schedule.shops, store: ProductStore(database: environment.database, wallClock: environment.wallClock), catalog: catalog,
            httpClient: .shared, limits: nil, logger: environment.logger
        )
        return ScheduledJob(jobName, every: schedule.interval) { _ in await reimport.run() }
    }
}
