import AsyncHTTPClient
import Foundation
import Logging
import ServerKit

/// One run of the periodic re-import: every configured shop in turn, each through the same path as the
/// command line, so products are added, updated and retired (kept, with people's saves of them, as no
/// longer sold). A shop that fails (unreachable, malformed) retires nothing and is logged; the others
/// still run, and the next run tries it again.
struct CatalogReimport: Sendable {
    let shops: [GifterCatalogImport.Shop]
    let store: ProductStore
    let catalog: CatalogCache
    let httpClient: HTTPClient
    let limits: CatalogHTTP.Limits?
    let logger: Logger

    /// The reports of the shops that imported, by source.
    @discardableResult
    func run() async -> [String: CatalogImportReport] {
        var reports: [String: CatalogImportReport] = [:]
        for shop in shops {
            var logger = self.logger
            do {
                let source = try GifterCatalogImport.catalogSource(
                    shop, limits: limits, httpClient: httpClient, wallClock: store.wallClock, notice: { [logger] line in logger.debug("\(line)") }
                )
                logger[metadataKey: "source"] = .string(source.source)
                let report = try await CatalogImporter(store: store).run(source) { [logger] line in logger.debug("\(line)") }
                reports[source.source] = report
                if let heldBack = report.heldBack {
                    // A listing this short is more likely broken than true; the operator decides (`--allow-mass-withdrawal`).
                    logger.warning("catalog import retired nothing: \(heldBack)", metadata: ["report": "\(report)"])
                } else {
                    logger.info("catalog import", metadata: ["report": "\(report)"])
                }
            } catch {
                logger.error("catalog import failed; nothing of this shop was retired", metadata: ["shop": "\(shop)", "error": "\(error)"])
            }
        }
        do {
            try await catalog.refresh()
        } catch {
            logger.error("catalog refresh after the import failed; the watcher tries again", metadata: ["error": "\(String(reflecting: error))"])
        }
        return reports
    }
}
