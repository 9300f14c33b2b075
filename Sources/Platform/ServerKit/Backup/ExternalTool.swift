import Foundation

/// A command-line tool a backup or restore runs (`pg_dump`, `pg_restore`): found on `PATH` or in the
/// directories PostgreSQL's Debian packages install into, run to its end, its error output kept for
/// the message when it fails. Blocking: callers run it on a thread pool.
struct ExternalTool {
    let name: String
    let executable: URL

    /// `name` on `PATH`, else the newest `/usr/lib/postgresql/<version>/bin/<name>`.
    static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ExternalTool {
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        let versioned = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
            .compactMap(Int.init).sorted(by: >).map { "/usr/lib/postgresql/\($0)/bin" }
        for directory in directories + versioned {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return ExternalTool(name: name, executable: URL(fileURLWithPath: path)) }
        }
        throw BackupError.toolMissing(name)
    }

    /// Runs the tool with `arguments` and `environment` added to this process's; throws `BackupError.toolFailed`
    /// with its error output when it exits with a status other than 0.
    func run(_ arguments: [String], environment: [String: String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Read to the end before waiting: a tool that fills the pipe would otherwise never exit.
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw BackupError.toolFailed(name, status: process.terminationStatus, text)
        }
    }
}
