import ArgumentParser
import Foundation
import Logging
import ServerKit

struct Backup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy a server's data into a new directory, consistently, while the server runs.",
        discussion: """
            The databases first: each app's PostgreSQL schema with pg_dump (custom format) in one snapshot when \
            DATABASE_URL is set, else each SQLite file through SQLite's online backup API. Then every other file \
            of the data directory, then every object of the bucket when media are in S3 (GREENHOUSE_MEDIA_S3_URL), \
            each with its SHA-256; manifest.json last, which `greenhouse restore` checks.
            """
    )

    @OptionGroup var options: ServerOptions

    @Option(name: .customLong("to"), help: "A new (or empty) directory for the backup.")
    var destination: String

    func run() async throws {
        let configuration = try options.configuration()
        let targets = try BackupTargets(configuration, apps: AppCatalog.all.map(\.name))
        let destination = URL(fileURLWithPath: destination, isDirectory: true)
        let manifest = try await ServerBackup.run(
            targets, to: destination, greenhouseVersion: GreenhouseVersion.current, logger: Logger(label: "greenhouse.backup"), progress: Self.progress
        )
        print(
            "backup of \(configuration.dataDirectory.path): \(manifest.files.count) files (\(manifest.databases.count) SQLite databases, "
                + "\(manifest.postgres.count) PostgreSQL schemas, \(manifest.objects.count) objects) in \(destination.path)"
        )
    }

    @Sendable static func progress(_ line: String) {
        FileHandle.standardError.write(Data("==> \(line)\n".utf8))
    }
}
