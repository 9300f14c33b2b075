import Foundation

/// The real `greenhouse` binary, run as a child process with its output captured.
///
/// Its output goes to files, read as it grows, not to pipes: a pipe's `readabilityHandler` is a
/// dispatch source on the pipe's descriptor, and once the handle is released with the source still
/// registered, libdispatch's event loop can be handed events for a note it has freed (a test run
/// crashed there, in `_dispatch_event_loop_drain`, while these tests ran).
final class GreenhouseProcess: Sendable {
    let process: Process
    private let scratch: URL
    private let outputFile: URL
    private let errorFile: URL

    /// The binary `swift build` put next to the test bundle.
    static var binary: URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("greenhouse")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/debug/greenhouse")
    }

    /// The environment without the variables the binary reads, plus `extra`.
    static func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("GREENHOUSE_") && key != "DATABASE_URL" && key != "LOG_LEVEL"
        }
        environment.merge(extra) { _, new in new }
        return environment
    }

    init(_ arguments: [String], environment: [String: String] = [:], directory: URL) throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("greenhouse-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        outputFile = scratch.appendingPathComponent("stdout")
        errorFile = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = Self.environment(environment)
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
    }

    /// Everything the process has written so far.
    var standardOutput: String { String(decoding: (try? Data(contentsOf: outputFile)) ?? Data(), as: UTF8.self) }
    var standardError: String { String(decoding: (try? Data(contentsOf: errorFile)) ?? Data(), as: UTF8.self) }

    /// Waits for the process to exit (killing it after `timeout`) and returns its exit status. The
    /// timeouts here bound hangs only: on a loaded CI machine a process can take a minute to start.
    func waitForExit(timeout: Duration = .seconds(300)) async throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            if ContinuousClock.now > deadline {
                process.terminate()
                kill(process.processIdentifier, SIGKILL)
                throw ProcessTimeout(output: standardOutput + standardError)
            }
            try await Task.sleep(for: .milliseconds(20), tolerance: .zero)
        }
        return process.terminationStatus
    }

    /// Waits until standard output contains a line matching `pattern` and returns the captured group.
    func waitForOutput(matching pattern: String, timeout: Duration = .seconds(300)) async throws -> String {
        let regex = try NSRegularExpression(pattern: pattern)
        let deadline = ContinuousClock.now + timeout
        while true {
            // Looked at once more after the deadline: a wake-up held back past it must not fail a line
            // that was printed meanwhile.
            let pastDeadline = ContinuousClock.now >= deadline
            let text = standardOutput
            if let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
               let range = Range(match.range(at: match.numberOfRanges > 1 ? 1 : 0), in: text) {
                return String(text[range])
            }
            if pastDeadline || !process.isRunning { break }
            try await Task.sleep(for: .milliseconds(20), tolerance: .zero)
        }
        throw ProcessTimeout(output: standardOutput + standardError)
    }

    func signal(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: scratch)
    }
}

struct ProcessTimeout: Error, CustomStringConvertible {
    let output: String
    var description: String { "the process did not get there in time; its output:\n\(output)" }
}
