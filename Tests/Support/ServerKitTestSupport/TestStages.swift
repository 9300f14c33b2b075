import Dispatch
import Foundation
import NIOConcurrencyHelpers
import Testing

/// Where each running test's harness is: starting its server, in its body, shutting the server down,
/// dropping its schemas, waiting on a poll. Printed when the test process receives SIGUSR1, which
/// `scripts/run-tests.sh` sends before it stops a stalled run.
///
/// Why: a stalled run leaves every thread idle (a task waits on a continuation nobody resumes), so a
/// thread dump shows nothing of the test; the stage names the await it is stuck in.
public enum TestStages {
    /// `scripts/run-tests.sh` checks for it by number (10, bit 0x200 of `/proc/PID/status`'s masks).
    private static let dumpSignal = SIGUSR1

    private struct Stage {
        let id: Int
        let name: String
        let since: ContinuousClock.Instant
    }

    private struct State {
        var lastID = 0
        /// By the id of the outermost stage: the test's name and its open stages, oldest first.
        var tests: [Int: (test: String, stages: [Stage])] = [:]
    }

    private static let state = NIOLockedValueBox(State())

    /// The outermost stage of the task running now, whose entry nested stages join.
    @TaskLocal private static var outermost: Int?

    /// Runs `body` as `stage` of the current test; a stage entered within it is listed after it.
    public static func during<R>(
        _ stage: String, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
    ) async rethrows -> R {
        _ = dumpOnSignal
        let test = Test.current.map { $0.displayName ?? $0.name } ?? "(outside a test)"
        let (entry, id) = state.withLockedValue { state -> (Int, Int) in
            state.lastID += 1
            let id = state.lastID
            let entry = outermost.flatMap { state.tests[$0] == nil ? nil : $0 } ?? id
            state.tests[entry, default: (test, [])].stages.append(Stage(id: id, name: stage, since: .now))
            return (entry, id)
        }
        defer {
            state.withLockedValue { state in
                state.tests[entry]?.stages.removeAll { $0.id == id }
                if state.tests[entry]?.stages.isEmpty == true { state.tests[entry] = nil }
            }
        }
        return try await $outermost.withValue(entry) { try await body() }
    }

    /// The stages now, one line each, oldest first.
    private static func report() -> [String] {
        let now = ContinuousClock.now
        return state.withLockedValue { state in
            state.tests.sorted { $0.key < $1.key }.map { _, entry in
                let stages = entry.stages.map { "\($0.name) (\(Int((now - $0.since).components.seconds)) s)" }
                return "test stage: \(entry.test): \(stages.joined(separator: " > "))"
            }
        }
    }

    /// Installed on first use: SIGUSR1 prints `report()` to standard output. A dispatch source, not a
    /// signal handler, so printing is safe; it runs on a dispatch thread, which a stalled run leaves idle.
    /// Created once and never changed; kept only so the source lives as long as the process.
    nonisolated(unsafe) private static let dumpOnSignal: any DispatchSourceSignal = {
        signal(dumpSignal, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: dumpSignal, queue: .global())
        source.setEventHandler {
            let lines = report()
            // Unbuffered: the process is stopped seconds later, and `print` could still be holding this.
            let text = "==> test stages (\(lines.count) tracked):\n" + lines.map { $0 + "\n" }.joined()
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        source.resume()
        return source
    }()
}
