import ArgumentParser
import Foundation
import NIOPosix
import ServerKit

struct Backup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy the data directory into a new directory, consistently, while the server runs.",
        discussion: """
            For a server on SQLite with its files on disk: each database through SQLite's online backup API, \
            every other file with its SHA-256, then manifest.json, which `greenhouse restore` checks. \
            PostgreSQL (DATABASE_URL) and S3 (GREENHOUSE_MEDIA_S3_URL) are not backed up by this command yet.
            """
    )

    @OptionGroup var options: ServerOptions

    @Option(name: .customLong("to"), help: "A new (or empty) directory for the backup.")
    var destination: String

    func run() async throws {
        let configuration = try options.configuration()
        try Self.refuseWhatItCannotCopy(configuration)
        let source = configuration.dataDirectory, destination = URL(fileURLWithPath: destination, isDirectory: true)
        let manifest = try await NIOThreadPool.singleton.runIfActive {
            try DataDirectoryBackup.run(from: source, to: destination, greenhouseVersion: GreenhouseVersion.current, progress: Self.progress)
        }
        print("backup of \(source.path): \(manifest.files.count) files, \(manifest.databases.count) databases, in \(destination.path)")
    }

    static func refuseWhatItCannotCopy(_ configuration: ServerConfiguration) throws {
        if configuration.databaseURL != nil {
            throw ValidationError("DATABASE_URL is set: this command copies SQLite databases only; back up PostgreSQL with pg_dump")
        }
        if configuration.objectStorage != nil {
            throw ValidationError("media are in S3 (GREENHOUSE_MEDIA_S3_URL): this command copies files on disk only")
        }
    }

    @Sendable static func progress(_ line: String) {
        FileHandle.standardError.write(Data("==> \(line)\n".utf8))
    }
}
