import ArgumentParser
import Foundation
import GifterServer
import Logging
import ServerKit

/// Prepares a Gifter database with a 50,000-product catalog derived from the sample for
/// `Benchmarks/gifter-recommendations/run.sh`, which measures recommendations over HTTP; then times the
/// concierge alone (no HTTP, no database) for one person's first page. Progress goes to stderr.
@main
struct GifterBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gifter-benchmark")

    @Option(help: "Data directory (SQLite file, keys).")
    var dataDir: String

    @Option(help: "postgres:// URL; SQLite in the data directory when absent.")
    var databaseURL: String?

    @Option(help: "Products in the catalog.")
    var products = 50_000

    @Option(help: "Pages the concierge alone is timed on.")
    var pages = 200

    func run() async throws {
        let quiet = Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() }
        var configuration = ServerConfiguration(dataDirectory: URL(fileURLWithPath: dataDir))
        configuration.databaseURL = databaseURL
        progress("migrating")
        _ = try await GreenhouseServer(configuration: configuration, apps: [GifterApp()], logger: quiet).migrate()
        let database = try Database(configuration.databaseLocation(forApp: "gifter"), logger: quiet)
        try await database.withRunning { database in
            let hooks = GifterBenchmarkHooks(database: database)
            let started = ContinuousClock.now
            try await hooks.importSynthetic(count: products, progress: progress)
            progress("catalog ready in \(ContinuousClock.now - started)")
            let loading = ContinuousClock.now
            let catalog = try await hooks.loadCatalog()
            progress("loaded \(catalog.count) products into memory in \(ContinuousClock.now - loading)")
            let answers = ["deep-style": ["deep-style.minimal"], "deep-cup": ["deep-cup.coffee"], "deep-evening": ["deep-evening.quiet-night"]]
            // As run.sh's person: ten variants of one product saved.
            let saved = (0..<10).map { "synthetic:stoneware-pour-over-set:\($0)" }
            var times: [Duration] = []
            for _ in 0..<pages {
                let start = ContinuousClock.now
                let picked = try await hooks.recommend(answers: answers, saved: saved, catalog: catalog)
                times.append(ContinuousClock.now - start)
                precondition(picked == 10)
            }
            times.sort()
            let ms = { (duration: Duration) in String(format: "%.2f ms", duration.inSeconds * 1000) }
            print("concierge alone, \(catalog.count) products, first page of 10, 10 saved: p50 \(ms(times[times.count / 2]))  p99 \(ms(times[times.count * 99 / 100]))  (\(pages) pages)")
        }
    }
}

func progress(_ line: String) {
    FileHandle.standardError.write(Data(("==> " + line + "\n").utf8))
}
