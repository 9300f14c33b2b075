import Foundation
import NIOConcurrencyHelpers

/// The real `greenhouse` binary, run as a child process with its output captured.
final class GreenhouseProcess: Sendable {
    let process: Process
    private let output = NIOLockedValueBox(Data())
    private let errorOutput = NIOLockedValueBox(Data())

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
        process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = Self.environment(environment)
        process.currentDirectoryURL = directory
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        stdout.fileHandleForReading.readabilityHandler = { [output] handle in
            let data = handle.availableData
            output.withLockedValue { $0.append(data) }
        }
        stderr.fileHandleForReading.readabilityHandler = { [errorOutput] handle in
            let data = handle.availableData
            errorOutput.withLockedValue { $0.append(data) }
        }
        try process.run()
    }

    var standardOutput: String { output.withLockedValue { String(decoding: $0, as: UTF8.self) } }
    var standardError: String { errorOutput.withLockedValue { String(decoding: $0, as: UTF8.self) } }

    /// Waits for the process to exit (killing it after `timeout`) and returns its exit status.
    func waitForExit(timeout: Duration = .seconds(30)) async throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            if ContinuousClock.now > deadline {
                process.terminate()
                kill(process.processIdentifier, SIGKILL)
                throw ProcessTimeout(output: standardOutput + standardError)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        // Let the pipes deliver the last bytes.
        try await Task.sleep(for: .milliseconds(100))
        return process.terminationStatus
    }

    /// Waits until standard output contains a line matching `pattern` and returns the captured group.
    func waitForOutput(matching pattern: String, timeout: Duration = .seconds(60)) async throws -> String {
        let regex = try NSRegularExpression(pattern: pattern)
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let text = standardOutput
            if let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
               let range = Range(match.range(at: match.numberOfRanges > 1 ? 1 : 0), in: text) {
                return String(text[range])
            }
            if !process.isRunning { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw ProcessTimeout(output: standardOutput + standardError)
    }

    func signal(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

struct ProcessTimeout: Error, CustomStringConvertible {
    let output: String
    var description: String { "the process did not get there in time; its output:\n\(output)" }
}
