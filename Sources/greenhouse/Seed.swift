import ArgumentParser
import Foundation
import ServerKit

struct Seed: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Migrate, load each app's shipped data and draw what it needs (Calyx: flower illustrations), then exit.",
        discussion: "Idempotent: a second run finds nothing to do. `make run` runs it with --demo before serving; --remove-demo takes the demo away again."
    )

    @OptionGroup var options: ServerOptions

    @Flag(help: "Also seed each app's invented demo community (marked as demo; never seeded unless asked).")
    var demo = false

    @Option(help: "The number the demo data is drawn from: the same number gives the same people and words.")
    var demoSeed: UInt64 = 1

    @Flag(help: "Remove every demo row and file instead, leaving real data untouched.")
    var removeDemo = false

    func validate() throws {
        if demo && removeDemo { throw ValidationError("--demo and --remove-demo cannot be used together") }
    }

    func run() async throws {
        let configuration = try options.configuration()
        let logger = ServerOptions.bootstrapLogging(configuration)
        let server = GreenhouseServer(configuration: configuration, apps: try AppCatalog.select(options.apps), logger: logger)
        // Written straight to the file descriptor: progress must show even when stdout is a pipe.
        let progress: @Sendable (String) -> Void = { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
        if removeDemo {
            try await server.removeDemo(progress: progress)
            print("demo removed")
        } else if demo {
            try await server.seedDemo(seed: demoSeed, progress: progress)
            print("seeded with demo \(demoSeed)")
        } else {
            try await server.seed(progress: progress)
            print("seeded")
        }
    }
}
