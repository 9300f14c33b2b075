import Foundation
import ServerKitTestSupport
import Testing

/// `greenhouse dandelion detect`: the tool for tuning and checking the blow detector on recordings.
@Suite("greenhouse dandelion detect")
struct DandelionDetectCommandTests {
    /// 16-bit mono PCM: a quiet room for 1.5 s, a one-second blow (turbulent low-heavy noise with a fade),
    /// then the room again.
    static func blowRecording(sampleRate: Int) -> Data {
        var state: UInt64 = 0x5EED
        func noise() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * 2 - 1
        }
        var brown = 0.0
        var samples: [Int16] = []
        for i in 0..<(sampleRate * 4) {
            let t = Double(i) / Double(sampleRate)
            var value = noise() * 0.002
            brown = 0.97 * brown + noise() * 0.12
            if t >= 1.5 && t < 2.5 {
                let fade = min(1, (t - 1.5) / 0.08, (2.5 - t) / 0.2)
                value += brown * 0.9 * fade * (1 + 0.3 * sin(2 * .pi * 6 * t))
            }
            samples.append(Int16(max(-1, min(1, value)) * 32_767))
        }
        var data = Data()
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); u32(UInt32(36 + samples.count * 2)); data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); u32(16); u16(1); u16(1); u32(UInt32(sampleRate)); u32(UInt32(sampleRate * 2)); u16(2); u16(16)
        data.append(contentsOf: Array("data".utf8)); u32(UInt32(samples.count * 2))
        for sample in samples { u16(UInt16(bitPattern: sample)) }
        return data
    }

    @Test("prints one JSON object per blow")
    func detectsABlow() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("blow.wav")
        try Self.blowRecording(sampleRate: 44_100).write(to: file)
        let process = try GreenhouseProcess(["dandelion", "detect", file.path], directory: scratch.url)
        #expect(try await process.waitForExit() == 0, "\(process.standardError)")
        let lines = process.standardOutput.split(separator: "\n")
        #expect(lines.count == 1, "\(process.standardOutput)")
        struct Blow: Decodable { var start: Double; var end: Double; var peakStrength: Double }
        let blow = try JSONDecoder().decode(Blow.self, from: Data(try #require(lines.first).utf8))
        #expect(abs(blow.start - 1.5) < 0.1 && abs(blow.end - 2.5) < 0.3, "\(blow)")
        #expect(blow.peakStrength > 0 && blow.peakStrength <= 1)
    }

    @Test("a file that is not usable WAV is a clear error with exit status 1")
    func badFiles() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let text = scratch.url.appendingPathComponent("notes.wav")
        try Data("Dear diary, nothing to see here.".utf8).write(to: text)
        let telephone = scratch.url.appendingPathComponent("phone.wav")
        var narrowband = Self.blowRecording(sampleRate: 16_000)
        // Rewrite the header's sample rate and byte rate to 8 kHz.
        narrowband.replaceSubrange(24..<28, with: withUnsafeBytes(of: UInt32(8_000).littleEndian) { Data($0) })
        narrowband.replaceSubrange(28..<32, with: withUnsafeBytes(of: UInt32(16_000).littleEndian) { Data($0) })
        try narrowband.write(to: telephone)
        let cases = [
            (text.path, "not a WAV file: no RIFF header"),
            (telephone.path, "sample rate 8000 Hz is not supported"),
            (scratch.url.appendingPathComponent("missing.wav").path, "cannot read"),
        ]
        for (path, message) in cases {
            let process = try GreenhouseProcess(["dandelion", "detect", path], directory: scratch.url)
            #expect(try await process.waitForExit() == 1)
            #expect(process.standardError.contains(message), "\(process.standardError)")
            #expect(process.standardOutput.isEmpty)
        }
    }
}
