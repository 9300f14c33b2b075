import ArgumentParser
import Foundation
import Logging
import NIOPosix
import ServerKit

struct Restore: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Restore a backup made by `greenhouse backup` into a new data directory (and database, and bucket).",
        discussion: """
            Every file is checked against the backup's manifest (present, of its size and SHA-256, nothing more), \
            and every target checked fresh (a new or empty data directory; no PostgreSQL schema of the apps yet; \
            an empty bucket), before anything is written. Then the data directory's files are copied, each \
            PostgreSQL schema restored by pg_restore in one transaction, the objects put back and read again; \
            every database's rows are counted against the manifest.
            """
    )

    @OptionGroup var options: ServerOptions

    @Option(name: .customLong("from"), help: "The backup's directory, or s3://BUCKET/FOLDER as `greenhouse backup --to` wrote it.")
    var source: String

    @Option(help: "With --from s3://…: a new (or empty) local directory the backup is downloaded into first; removed after.")
    var staging: String?

    @Flag(help: "Only check the backup against its manifest; write nothing.")
    var verifyOnly = false

    func run() async throws {
        let configuration = try options.configuration()
        let remote = try RemoteBackupLocation(parsing: source, environment: ProcessInfo.processInfo.environment)
        let backup = try Backup.localDirectory(source, remote: remote, staging: staging)
        if let remote { try await remote.download(to: backup, progress: Backup.progress) }
        defer { if remote != nil { try? FileManager.default.removeItem(at: backup) } }
        if verifyOnly {
            let manifest = try await NIOThreadPool.singleton.runIfActive { try ServerRestore.verify(backup, progress: Backup.progress) }
            print("\(backup.path) matches its manifest: \(manifest.files.count) files")
            return
        }
        let targets = try BackupTargets(configuration, apps: AppCatalog.all.map(\.name))
        let manifest = try await ServerRestore.run(
            from: backup, to: targets, logger: Logger(label: "greenhouse.restore"), progress: Backup.progress
        )
        print("restored \(remote?.description ?? backup.path) (made \(manifest.createdAt)) into \(configuration.dataDirectory.path)")
    }
}
