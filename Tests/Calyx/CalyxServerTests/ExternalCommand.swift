import Foundation
import ServerKit

/// A program the tests run (chromium, pdfinfo…), found on the `PATH`, its exit awaited without
/// blocking a thread, its output in files so a chatty program cannot fill a pipe and stall.
struct ExternalCommand {
    struct Missing: Error, CustomStringConvertible {
        let names: [String]
        let package: String
        var description: String { "none of \(names.joined(separator: ", ")) is on the PATH: install \(package) (scripts/install-system-packages.sh test)" }
    }

    struct Failed: Error, CustomStringConvertible {
        let command: String
        let status: Int32
        let stderr: String
        var description: String { "\(command) exited \(status): \(stderr.suffix(2_000))" }
    }

    struct HungUp: Error, CustomStringConvertible {
        let command: String
        let seconds: Int
        var description: String { "\(command) did not finish within \(seconds) s (killed): a hang, not slowness" }
    }

    let executable: URL

    /// The first of `names` on the `PATH`; throws `Missing` naming `package` otherwise.
    static func find(_ names: [String], package: String) throws -> ExternalCommand {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in names {
            for directory in directories {
                let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return ExternalCommand(executable: candidate) }
            }
        }
        throw Missing(names: names, package: package)
    }

    /// Runs to completion and returns standard output; throws `Failed` on a non-zero exit and `HungUp`
    /// (after killing it) when it outlives `hangLimit`, which only guards against hangs.
    ///
    /// Nothing blocks while it runs: the exit arrives through `terminationHandler`. (Polling on a pool
    /// thread starved the server under test, whose media files are read on NIO's shared thread pool.)
    func run(_ arguments: [String], hangLimit: Duration = .seconds(600)) async throws -> Data {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let stdout = scratch.appendingPathComponent("stdout"), stderr = scratch.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: stdout.path, contents: nil),
              FileManager.default.createFile(atPath: stderr.path, contents: nil)
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: scratch.path]) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        let (exits, exited) = AsyncStream.makeStream(of: Int32.self)
        process.terminationHandler = { finished in
            exited.yield(finished.terminationStatus)
            exited.finish()
        }
        try process.run()
        let status: Int32? = await withTaskGroup(of: Int32?.self) { group in
            group.addTask { await exits.first { _ in true } }
            group.addTask {
                try? await ShortSleeps.sleep(for: hangLimit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        guard let status else {
            process.terminate()
            try? await Task.sleep(for: .milliseconds(500), tolerance: .zero)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            throw HungUp(command: command, seconds: Int(hangLimit.components.seconds))
        }
        guard status == 0 else {
            throw Failed(command: command, status: status, stderr: (try? String(contentsOf: stderr, encoding: .utf8)) ?? "")
        }
        return try Data(contentsOf: stdout)
    }
}
