import ArgumentParser
import ServerKit

struct Migrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Apply pending migrations for the app backends and exit.",
        discussion: "Safe to run while servers are up and from several machines at once: migrations are serialised by a database lock."
    )

    @OptionGroup var options: ServerOptions

    func run() async throws {
        let configuration = try options.configuration()
        let logger = ServerOptions.bootstrapLogging(configuration)
        let server = GreenhouseServer(configuration: configuration, apps: try AppCatalog.select(options.apps), logger: logger)
        for (app, applied) in try await server.migrate() {
            print(applied.isEmpty ? "\(app): up to date" : "\(app): applied \(applied.joined(separator: ", "))")
        }
    }
}
