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

    @Option(
        name: .customLong("to"),
        help: "A new (or empty) directory for the backup, or s3://BUCKET/FOLDER (endpoint GREENHOUSE_BACKUP_S3_ENDPOINT, else AWS)."
    )
    var destination: String

    @Option(help: "With --to s3://…: a new (or empty) local directory the backup is made in before it is uploaded; removed after.")
    var staging: String?

    func run() async throws {
        let configuration = try options.configuration()
        let targets = try BackupTargets(configuration, apps: AppCatalog.all.map(\.name))
        let remote = try RemoteBackupLocation(parsing: destination, environment: ProcessInfo.processInfo.environment)
        let local = try Self.localDirectory(destination, remote: remote, staging: staging)
        let manifest = try await ServerBackup.run(
            targets, to: local, greenhouseVersion: GreenhouseVersion.current, logger: Logger(label: "greenhouse.backup"), progress: Self.progress
        )
        if let remote {
            try await remote.upload(local, manifest: manifest, progress: Self.progress)
            try FileManager.default.removeItem(at: local)
        }
        print(
            "backup of \(configuration.dataDirectory.path): \(manifest.files.count) files (\(manifest.databases.count) SQLite databases, "
                + "\(manifest.postgres.count) PostgreSQL schemas, \(manifest.objects.count) objects) in \(remote?.description ?? local.path)"
        )
    }

    /// The directory named, or for an `s3://` location the staging directory, which must then be given.
    static func localDirectory(_ location: String, remote: RemoteBackupLocation?, staging: String?) throws -> URL {
        guard remote != nil else { return URL(fileURLWithPath: location, isDirectory: true) }
        guard let staging else { throw ValidationError("\(location) is in S3: name a local directory to stage it in with --staging DIR") }
        return URL(fileURLWithPath: staging, isDirectory: true)
    }

    /// Each step with the seconds since the first, so a slow one shows which it is.
    @Sendable static func progress(_ line: String) {
        let elapsed = ContinuousClock.now - began
        let seconds = max(0, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        FileHandle.standardError.write(Data("==> [\(String(format: "%.1f", seconds)) s] \(line)\n".utf8))
    }

    /// Set by the first step (a static is made when first read).
    private static let began = ContinuousClock.now
}
