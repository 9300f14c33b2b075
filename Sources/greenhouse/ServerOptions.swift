import ArgumentParser
import Foundation
import Logging
import ServerKit

/// Flags shared by `serve` and `migrate`. Each overrides the matching environment variable.
struct ServerOptions: ParsableArguments {
    @Option(name: .customLong("app"), help: "An app to serve (calyx). Repeat for several; all when omitted.")
    var apps: [String] = []

    @Option(name: .customLong("data-dir"), help: "Directory for SQLite files and generated keys (default ./.greenhouse; env GREENHOUSE_DATA_DIR).")
    var dataDirectory: String?

    @Option(help: "Log format: text or json (env GREENHOUSE_LOG_FORMAT).")
    var logFormat: String?

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical (env LOG_LEVEL).")
    var logLevel: String?

    /// The configuration from the environment with these flags applied on top.
    func configuration(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ServerConfiguration {
        var configuration = try ServerConfiguration(environment: environment)
        if let dataDirectory { configuration.dataDirectory = URL(fileURLWithPath: dataDirectory, isDirectory: true) }
        if let logFormat {
            guard let format = LogFormat(rawValue: logFormat) else { throw ValidationError("--log-format must be text or json") }
            configuration.logFormat = format
        }
        if let logLevel {
            guard let level = Logger.Level(rawValue: logLevel) else { throw ValidationError("--log-level is not a log level") }
            configuration.logLevel = level
        }
        return configuration
    }

    /// Sends every log line of the process through the structured handler. Call once, first.
    static func bootstrapLogging(_ configuration: ServerConfiguration) -> Logger {
        LoggingSystem.bootstrap { label in
            StructuredLogHandler(label: label, format: configuration.logFormat, level: configuration.logLevel)
        }
        return Logger(label: "greenhouse")
    }
}
