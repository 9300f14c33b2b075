import ArgumentParser
import Foundation
import NIOPosix
import ServerKit

struct Restore: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Restore a backup made by `greenhouse backup` into a new data directory.",
        discussion: """
            Every file is checked against the backup's manifest (present, of its size and SHA-256, nothing more) \
            before anything is written; then the files are copied into the data directory, which must be new or \
            empty, and each database is checked by SQLite and its rows counted against the manifest.
            """
    )

    @OptionGroup var options: ServerOptions

    @Option(name: .customLong("from"), help: "The backup's directory.")
    var source: String

    @Flag(help: "Only check the backup against its manifest; write nothing.")
    var verifyOnly = false

    func run() async throws {
        let configuration = try options.configuration()
        let backup = URL(fileURLWithPath: source, isDirectory: true), target = configuration.dataDirectory, verifyOnly = verifyOnly
        let manifest = try await NIOThreadPool.singleton.runIfActive {
            verifyOnly
                ? try DataDirectoryRestore.verify(backup, progress: Backup.progress)
                : try DataDirectoryRestore.run(from: backup, to: target, progress: Backup.progress)
        }
        print(
            verifyOnly
                ? "\(backup.path) matches its manifest: \(manifest.files.count) files, \(manifest.databases.count) databases"
                : "restored \(backup.path) (made \(manifest.createdAt)) into \(target.path)"
        )
    }
}
