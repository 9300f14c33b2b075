import ArgumentParser
import Foundation
import ServerKit

struct Seed: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Migrate, load each app's shipped data and draw what it needs (Calyx: flower illustrations), then exit.",
        discussion: "Idempotent: a second run finds nothing to do. `make run` runs it before serving."
    )

    @OptionGroup var options: ServerOptions

    func run() async throws {
        let configuration = try options.configuration()
        let logger = ServerOptions.bootstrapLogging(configuration)
        let server = GreenhouseServer(configuration: configuration, apps: try AppCatalog.select(options.apps), logger: logger)
        // Written straight to the file descriptor: progress must show even when stdout is a pipe.
        try await server.seed { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
        print("seeded")
    }
}
