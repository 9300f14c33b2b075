import ArgumentParser
import DandelionCore
import Foundation

/// Tools for the Dandelion app, which has no backend: tuning and checking its blow detector on recordings,
/// and drawing its dandelion.
struct DandelionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dandelion",
        abstract: "Dandelion tools (the app itself has no server).",
        subcommands: [DetectBlows.self, DrawSeedHead.self]
    )
}

extension BlowSensitivity: ExpressibleByArgument {}

struct DetectBlows: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detect",
        abstract: "Run the blow detector over a WAV file and print one JSON object per blow.",
        discussion: """
            Each line is {"start":S,"end":S,"peakStrength":P}: seconds from the start of the file and the \
            blow's strongest moment, 0…1. A file that cannot be read is an error (exit status 1).
            """
    )

    @Argument(help: "A WAV file: PCM 8/16/24/32-bit or float 32/64, any channel count, 16–96 kHz.")
    var file: String

    @Option(help: "low, medium or high.")
    var sensitivity: BlowSensitivity = .medium

    @Flag(help: "Also print every hop's measurements (for tuning), one JSON object per line.")
    var features = false

    func run() throws {
        do {
            let wav = try WAVFile(contentsOf: URL(fileURLWithPath: file))
            let detector = try BlowDetector(sampleRate: wav.sampleRate, sensitivity: sensitivity)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            var lines: [String] = []
            func emit(_ value: some Encodable) {
                if let data = try? encoder.encode(value) { lines.append(String(decoding: data, as: UTF8.self)) }
            }
            let onEvent: (BlowEvent) -> Void = { event in
                if case .ended(let start, let end, let peak) = event {
                    emit(DetectedBlow(start: Self.rounded(start), end: Self.rounded(end), peakStrength: Float(Self.rounded(Double(peak)))))
                }
            }
            if features {
                // One hop at a time, so each hop's measurements can be printed.
                let hop = 1024
                var index = 0
                while index < wav.samples.count {
                    let end = min(wav.samples.count, index + hop)
                    let before = detector.elapsed
                    wav.samples[index..<end].withUnsafeBufferPointer { detector.process($0, onEvent: onEvent) }
                    if detector.elapsed > before {
                        emit(HopReport(time: Self.rounded(detector.elapsed), strength: detector.strength, features: detector.features))
                    }
                    index = end
                }
            } else {
                detector.process(wav.samples, onEvent: onEvent)
            }
            detector.finish(onEvent: onEvent)
            for line in lines { print(line) }
        } catch {
            FileHandle.standardError.write(Data("error: \(file): \(error)\n".utf8))
            throw ExitCode.failure
        }
    }

    static func rounded(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }

    private struct HopReport: Encodable {
        var time: Double
        var strength: Float
        var features: BlowFeatures
    }
}
