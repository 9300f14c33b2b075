import AppPages
import ArgumentParser
import Foundation
import Logging
import Media
import ServerKit
import ServiceLifecycle

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Migrate the databases, then serve the app backends until SIGTERM or SIGINT.",
        discussion: """
            Each app is mounted at /<app>/v1; /health, /ready and /metrics are at the root.
            With DATABASE_URL set, every app uses that PostgreSQL database (one schema per app);
            otherwise each app has an SQLite file in the data directory.
            """
    )

    @OptionGroup var options: ServerOptions

    @Option(help: "Interface to bind (default 127.0.0.1; env GREENHOUSE_HOST).")
    var host: String?

    @Option(help: "Port to listen on; 0 picks a free one (default 8080; env GREENHOUSE_PORT).")
    var port: Int?

    @Flag(help: "Allow dev sign-in (POST /<app>/v1/auth/dev). Honoured only on a loopback address.")
    var devAuth = false

    func run() async throws {
        AllocatorTuning.capArenas()
        var configuration = try options.configuration()
        if let host { configuration.host = host }
        if let port {
            guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
            configuration.port = port
        }
        configuration.devAuthRequested = devAuth
        let apps = try AppCatalog.select(options.apps)
        let logger = ServerOptions.bootstrapLogging(configuration)
        if devAuth && !configuration.devAuthEnabled {
            logger.warning("--dev-auth ignored: \(configuration.host) is not a loopback address")
        }
        var server = GreenhouseServer(configuration: configuration, apps: apps, logger: logger)
        // Every app's web pages, backend or not, whichever backends this process serves.
        server.siteRoutes = [try AppPagesRoutes(environment: configuration.environment)]
        var alongside: [any Service] = []
        if let traces = configuration.traces {
            let export = try TraceExport(settings: traces, logger: logger)
            export.bootstrap()
            alongside.append(export.service)
            // Host and path only: a URL's user and password are nobody's business in a log.
            let endpoint = "\(traces.tracesEndpoint.host ?? "")\(traces.tracesEndpoint.port.map { ":\($0)" } ?? "")\(traces.tracesEndpoint.path)"
            logger.info("exporting traces", metadata: ["endpoint": "\(endpoint)", "sampler": "\(traces.sampler)"])
        }
        try await server.run(alongside: alongside) { [configuration] port in
            // The banner is for people; JSON logs stay pure JSON lines for log shippers.
            guard configuration.logFormat == .text else { return }
            FileHandle.standardOutput.write(Data((Self.banner(configuration: configuration, apps: apps, port: port) + "\n").utf8))
        }
    }

    /// What `make run` shows a newcomer: where to point a browser or the app.
    static func banner(configuration: ServerConfiguration, apps: [any GreenhouseApp], port: Int) -> String {
        let base = "http://\(configuration.host):\(port)"
        var lines = ["", "Greenhouse \(GreenhouseVersion.current) is serving on \(base)"]
        for app in apps {
            let storage: String
            switch try? configuration.databaseLocation(forApp: app.name) {
            case .sqlite(let path): storage = "SQLite \(path)"
            case .postgres(let url, let schema): storage = "PostgreSQL \(url.host):\(url.port)/\(url.database ?? url.username) schema \(schema)"
            case nil: storage = "?"
            }
            lines.append("  \(base)/\(app.name)/v1   \(storage)")
        }
        lines.append("  \(base)/health  \(base)/ready  \(base)/metrics")
        lines.append("  \(base)/<app>/ and /<app>/privacy, /terms, /support for \(AppPage.all.map(\.slug).joined(separator: ", "))")
        lines.append("  dev sign-in: \(configuration.devAuthEnabled ? "on" : "off")")
        lines.append("Press Ctrl-C to stop (in-flight requests finish first).")
        lines.append("")
        return lines.joined(separator: "\n")
    }
}
