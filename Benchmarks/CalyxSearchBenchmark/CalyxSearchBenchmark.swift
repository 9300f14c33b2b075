import ArgumentParser
import CalyxServer
import Crypto
import Foundation
import Logging
import ServerKit

/// Prepares a Calyx database with the 100,000-flower synthetic catalog, then times search and
/// autocomplete as the API runs them but without HTTP (the database's share of a request).
/// `Benchmarks/calyx-search/run.sh` then measures the same queries over HTTP with wrk.
/// Progress goes to stderr; results to stdout.
@main
struct CalyxSearchBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "calyx-search-benchmark")

    @Option(help: "Data directory (SQLite file, keys).")
    var dataDir: String

    @Option(help: "postgres:// URL; SQLite in the data directory when absent.")
    var databaseURL: String?

    @Option(help: "Synthetic flowers on top of the curated catalog.")
    var synthetic = 100_000

    @Option(help: "File with one search query per line.")
    var searches: String

    @Option(help: "File with one autocomplete prefix per line.")
    var suggestions: String

    @Option(help: "Passes over each query list.")
    var rounds = 20

    @Option(help: "Where searches are ranked: memory (the in-memory index) or database (FTS5/tsvector).")
    var ranking = "memory"

    func run() async throws {
        let indexed = ranking != "database"
        try await CalyxBenchmarkHooks.withCatalog(
            dataDirectory: dataDir, databaseURL: databaseURL, synthetic: synthetic, indexed: indexed, progress: progress
        ) { hooks in
            let before = residentBytes()
            let start = ContinuousClock.now
            if let built = try await hooks.buildIndex() {
                let rss = Double(residentBytes() - before) / 1_048_576
                let counted = String(format: "%.1f", Double(built.bytes) / 1_048_576)
                progress("index of \(built.flowers) flowers built in \(ms(ContinuousClock.now - start)) ms: \(counted) MiB counted, resident memory +\(String(format: "%.1f", rss)) MiB")
            }
            let searchQueries = try lines(searches)
            let suggestQueries = try lines(suggestions)
            progress("warming up")
            for query in searchQueries { _ = try await hooks.search(query) }
            for query in suggestQueries { _ = try await hooks.suggest(query) }
            let backend = databaseURL == nil ? "sqlite" : "postgres"
            let search = try await time(searchQueries, "search") { try await hooks.search($0) }
            let suggest = try await time(suggestQueries, "suggest") { try await hooks.suggest($0) }
            print("\(backend) \(indexed ? "in-memory" : "database") search (uncached ranking)   p50 \(ms(search.p50)) ms  p99 \(ms(search.p99)) ms  (\(search.count) queries, one at a time)")
            print("\(backend) \(indexed ? "in-memory" : "database") suggest (uncached)          p50 \(ms(suggest.p50)) ms  p99 \(ms(suggest.p99)) ms  (\(suggest.count) queries, one at a time)")
        }
    }

    struct Timing {
        let p50: Duration
        let p99: Duration
        let count: Int
    }

    func time(_ queries: [String], _ label: String, _ body: (String) async throws -> Int) async throws -> Timing {
        progress("timing \(label): \(rounds) rounds of \(queries.count) queries")
        var samples: [Duration] = []
        var slowest: [String: Duration] = [:]
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            for query in queries {
                let start = clock.now
                _ = try await body(query)
                let elapsed = clock.now - start
                samples.append(elapsed)
                slowest[query] = max(slowest[query] ?? .zero, elapsed)
            }
        }
        samples.sort()
        let worst = slowest.sorted { $0.value > $1.value }.prefix(5).map { "\($0.key) \(ms($0.value)) ms" }
        progress("\(label) slowest: \(worst.joined(separator: ", "))")
        return Timing(p50: samples[samples.count / 2], p99: samples[min(samples.count - 1, samples.count * 99 / 100)], count: samples.count)
    }

    func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    func ms(_ duration: Duration) -> String {
        String(format: "%.2f", Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000)
    }
}

func progress(_ line: String) {
    FileHandle.standardError.write(Data(("==> " + line + "\n").utf8))
}

/// Resident memory of this process (`/proc/self/statm`, Linux), 0 where unavailable.
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
