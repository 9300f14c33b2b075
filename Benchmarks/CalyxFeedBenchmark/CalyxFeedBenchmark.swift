import ArgumentParser
import CalyxServer
import Foundation

/// Prepares a Calyx database holding a community (10,000 people, 1,000,000 likes and saves, a person
/// following 200) for `Benchmarks/calyx-feed/run.sh`, which measures the feed over HTTP; runs the
/// trending and taste-neighbour jobs once and prints how long they took. Progress and timings go to
/// stderr; the viewer's username to stdout.
@main
struct CalyxFeedBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "calyx-feed-benchmark")

    @Option(help: "Data directory (SQLite file, keys).")
    var dataDir: String

    @Option(help: "postgres:// URL; SQLite in the data directory when absent.")
    var databaseURL: String?

    @Option(help: "Synthetic flowers added to the curated catalogue, so tastes spread as in a full one.")
    var syntheticFlowers = 20_000

    @Option(help: "People in the community.")
    var people = 10_000

    @Option(help: "Flowers each person likes (and, as many again, saves).")
    var perPerson = 50

    @Option(help: "People the measured person follows.")
    var following = 200

    func run() async throws {
        try await CalyxBenchmarkHooks.withCatalog(dataDirectory: dataDir, databaseURL: databaseURL, synthetic: syntheticFlowers, progress: progress) { hooks in
            let seeder = CommunitySeeder(database: hooks.seededDatabase)
            let started = ContinuousClock.now
            let report = try await seeder.seed(
                people: people, likesPerPerson: perPerson, savesPerPerson: perPerson, followedByViewer: following, progress: progress
            )
            progress("seeded \(report.likes) likes, \(report.saves) saves, \(report.follows) follows, \(report.collections) collections in \(ContinuousClock.now - started)")
            progress("running the feed's jobs once")
            let jobs = try await seeder.runFeedJobs()
            progress("job: trending refresh took \(jobs.trending)")
            progress("job: taste neighbours (top 50 of \(people) people) took \(jobs.neighbours)")
            progress("job: popular collections took \(jobs.collections)")
            print(report.viewer)
        }
    }
}

func progress(_ line: String) {
    FileHandle.standardError.write(Data(("==> " + line + "\n").utf8))
}
