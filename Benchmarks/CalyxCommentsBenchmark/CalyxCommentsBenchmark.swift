import ArgumentParser
import CalyxServer
import Foundation

/// Prepares a Calyx database holding one flower with a busy conversation (10,000 comments, votes from
/// 1,000 people) for `Benchmarks/calyx-comments/run.sh`, which measures its first page over HTTP.
/// Progress goes to stderr; the flower's id to stdout.
@main
struct CalyxCommentsBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "calyx-comments-benchmark")

    @Option(help: "Data directory (SQLite file, keys).")
    var dataDir: String

    @Option(help: "postgres:// URL; SQLite in the data directory when absent.")
    var databaseURL: String?

    @Option(help: "People who comment and vote.")
    var people = 1_000

    @Option(help: "Comments on the flower, replies included.")
    var comments = 10_000

    @Option(help: "Votes each person casts.")
    var votesPerPerson = 100

    func run() async throws {
        try await CalyxBenchmarkHooks.withCatalog(dataDirectory: dataDir, databaseURL: databaseURL, synthetic: 0, progress: progress) { hooks in
            let started = ContinuousClock.now
            let report = try await ConversationSeeder(database: hooks.seededDatabase)
                .seed(people: people, comments: comments, votesPerPerson: votesPerPerson, progress: progress)
            progress("seeded \(report.comments) comments and \(report.votes) votes in \(ContinuousClock.now - started)")
            print(report.flower.uuidString.lowercased())
        }
    }
}

func progress(_ line: String) {
    FileHandle.standardError.write(Data(("==> " + line + "\n").utf8))
}
