import DandelionCore
import Foundation

/// The recordings the detector is judged on: made reproducibly by `scripts/make-dandelion-corpus.sh`
/// with sox and espeak-ng (`make test` makes them first; a bare `swift test` makes them on first use).
struct BlowCorpus {
    struct Recording {
        enum Kind: String { case blow, negative, hard }
        var file: URL
        var kind: Kind
        var blows: [ClosedRange<Double>]
        var description: String
        var name: String { file.lastPathComponent }
    }

    let directory: URL
    let recordings: [Recording]

    static let shared: Result<BlowCorpus, any Error> = Result { try BlowCorpus.load() }

    static func load() throws -> BlowCorpus {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let directory = ProcessInfo.processInfo.environment["DANDELION_CORPUS"].map(URL.init(fileURLWithPath:))
            ?? root.appendingPathComponent(".build/dandelion-corpus")
        let script = root.appendingPathComponent("scripts/make-dandelion-corpus.sh")
        // The script does nothing when the corpus is already current.
        let process = Process()
        process.executableURL = script
        process.arguments = [directory.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CorpusError("\(script.path) failed (\(process.terminationStatus)); it needs sox and espeak-ng")
        }
        let manifest = try String(contentsOf: directory.appendingPathComponent("manifest.tsv"), encoding: .utf8)
        var recordings: [Recording] = []
        for line in manifest.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("file\t") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5, let kind = Recording.Kind(rawValue: fields[1]), let count = Int(fields[2]) else {
                throw CorpusError("bad manifest line: \(line)")
            }
            let blows: [ClosedRange<Double>] = fields[3] == "-" ? [] : try fields[3].split(separator: ";").map { interval in
                let bounds = interval.split(separator: "-").compactMap { Double($0) }
                guard bounds.count == 2, bounds[0] < bounds[1] else { throw CorpusError("bad interval \(interval) in \(fields[0])") }
                return bounds[0]...bounds[1]
            }
            guard blows.count == count else { throw CorpusError("\(fields[0]): \(count) blows but \(blows.count) intervals") }
            recordings.append(Recording(file: directory.appendingPathComponent(fields[0]), kind: kind, blows: blows, description: fields[4]))
        }
        return BlowCorpus(directory: directory, recordings: recordings)
    }

    /// Runs the detector over a whole recording, in 512-sample buffers as an audio tap delivers them.
    static func detect(_ recording: Recording, sensitivity: BlowSensitivity = .medium) throws -> [DetectedBlow] {
        try detectTimed(recording, sensitivity: sensitivity).blows
    }

    static func detect(_ samples: [Float], sampleRate: Double, sensitivity: BlowSensitivity = .medium, bufferSize: Int) throws -> [DetectedBlow] {
        try detectTimed(samples, sampleRate: sampleRate, sensitivity: sensitivity, bufferSize: bufferSize).blows
    }

    /// The blows, and for each the audio time at which it was recognised (its `.began` event): the moment the
    /// app lets go, so how long after the breath starts the seeds fly.
    static func detectTimed(_ recording: Recording, sensitivity: BlowSensitivity = .medium) throws -> (blows: [DetectedBlow], recognizedAt: [Double]) {
        let wav = try WAVFile(contentsOf: recording.file)
        return try detectTimed(wav.samples, sampleRate: wav.sampleRate, sensitivity: sensitivity, bufferSize: 512)
    }

    static func detectTimed(_ samples: [Float], sampleRate: Double, sensitivity: BlowSensitivity, bufferSize: Int) throws
        -> (blows: [DetectedBlow], recognizedAt: [Double])
    {
        let detector = try BlowDetector(sampleRate: sampleRate, sensitivity: sensitivity)
        var blows: [DetectedBlow] = []
        var recognizedAt: [Double] = []
        var began = 0
        let collect: (BlowEvent) -> Void = { event in
            switch event {
            case .began:
                began += 1
                recognizedAt.append(detector.elapsed)
            case .ended(let start, let end, let peak): blows.append(DetectedBlow(start: start, end: end, peakStrength: peak))
            }
        }
        samples.withUnsafeBufferPointer { all in
            var index = 0
            while index < all.count {
                let end = min(all.count, index + bufferSize)
                detector.process(UnsafeBufferPointer(rebasing: all[index..<end]), onEvent: collect)
                index = end
            }
        }
        detector.finish(onEvent: collect)
        precondition(began == blows.count, "every began event is followed by one ended event")
        return (blows, recognizedAt)
    }
}

struct CorpusError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
