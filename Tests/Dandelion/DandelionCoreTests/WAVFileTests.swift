import DandelionCore
import Foundation
import Testing

/// Writes WAV bytes the way recorders do, so the reader is checked against known sample values.
enum WAVWriter {
    static func wav(formatTag: UInt16, channels: UInt16, rate: UInt32, bits: UInt16, payload: [UInt8], extensible: Bool = false) -> Data {
        var data = Data()
        func u16(_ v: UInt16) { data.append(contentsOf: [UInt8(v & 0xFF), UInt8(v >> 8)]) }
        func u32(_ v: UInt32) { for shift in stride(from: 0, to: 32, by: 8) { data.append(UInt8((v >> UInt32(shift)) & 0xFF)) } }
        let fmtSize: UInt32 = extensible ? 40 : 16
        data.append(contentsOf: Array("RIFF".utf8)); u32(4 + 8 + fmtSize + 8 + UInt32(payload.count))
        data.append(contentsOf: Array("WAVE".utf8))
        // An unrelated chunk first: readers must skip what they do not know.
        data.append(contentsOf: Array("LIST".utf8)); u32(5); data.append(contentsOf: [1, 2, 3, 4, 5, 0])
        data.append(contentsOf: Array("fmt ".utf8)); u32(fmtSize)
        u16(extensible ? 0xFFFE : formatTag); u16(channels); u32(rate)
        u32(rate * UInt32(channels) * UInt32(bits / 8)); u16(channels * bits / 8); u16(bits)
        if extensible {
            u16(22); u16(bits); u32(0)
            u16(formatTag); data.append(contentsOf: [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71])
        }
        data.append(contentsOf: Array("data".utf8)); u32(UInt32(payload.count))
        data.append(contentsOf: payload)
        return data
    }
}

@Suite struct WAVFileTests {
    @Test func readsSixteenBitStereoAsTheChannelAverage() throws {
        // Frames (L, R): (16384, 0) → 0.25, (-32768, -32768) → -1
        let payload: [UInt8] = [0x00, 0x40, 0x00, 0x00, 0x00, 0x80, 0x00, 0x80]
        let wav = try WAVFile(data: WAVWriter.wav(formatTag: 1, channels: 2, rate: 44_100, bits: 16, payload: payload))
        #expect(wav.sampleRate == 44_100)
        #expect(wav.channelCount == 2)
        #expect(wav.samples == [0.25, -1])
    }

    @Test func readsTwentyFourBitThirtyTwoBitAndFloat() throws {
        let pcm24 = try WAVFile(data: WAVWriter.wav(formatTag: 1, channels: 1, rate: 48_000, bits: 24, payload: [0x00, 0x00, 0x40, 0x00, 0x00, 0xC0]))
        #expect(pcm24.samples == [0.5, -0.5])
        let pcm32 = try WAVFile(data: WAVWriter.wav(formatTag: 1, channels: 1, rate: 16_000, bits: 32, payload: [0, 0, 0, 0x40]))
        #expect(pcm32.samples == [0.5])
        let float: Float = -0.125
        let bits = float.bitPattern
        let payload = (0..<4).map { UInt8((bits >> UInt32(8 * $0)) & 0xFF) }
        let float32 = try WAVFile(data: WAVWriter.wav(formatTag: 3, channels: 1, rate: 22_050, bits: 32, payload: payload, extensible: true))
        #expect(float32.samples == [-0.125])
        let unsigned8 = try WAVFile(data: WAVWriter.wav(formatTag: 1, channels: 1, rate: 16_000, bits: 8, payload: [128, 192]))
        #expect(unsigned8.samples == [0, 0.5])
    }

    @Test func findsTheFormatAfterTheData() throws {
        var wav = WAVWriter.wav(formatTag: 1, channels: 1, rate: 16_000, bits: 16, payload: [0x00, 0x40])
        // Move the 24-byte fmt chunk (it starts after RIFF/WAVE and the 14-byte LIST chunk) to the end.
        let fmt = wav.subdata(in: 26..<50)
        wav.removeSubrange(26..<50)
        wav.append(fmt)
        #expect(try WAVFile(data: wav).samples == [0.5])
        #expect(throws: AudioError.self) { try WAVFile(contentsOf: URL(fileURLWithPath: "/nonexistent/blow.wav")) }
    }

    @Test func refusesWhatItCannotRead() {
        #expect(throws: AudioError.notWAV("only 4 bytes")) { try WAVFile(data: Data("RIFF".utf8)) }
        #expect(throws: AudioError.notWAV("no RIFF header")) { try WAVFile(data: Data(repeating: 0x41, count: 64)) }
        let mp3ish = WAVWriter.wav(formatTag: 0x55, channels: 1, rate: 44_100, bits: 16, payload: [0, 0])
        #expect(throws: AudioError.unsupportedFormat("format tag 85 (only PCM and IEEE float are read)")) { try WAVFile(data: mp3ish) }
        var cut = WAVWriter.wav(formatTag: 1, channels: 1, rate: 44_100, bits: 16, payload: [UInt8](repeating: 0, count: 400))
        cut.removeLast(100)
        #expect(throws: AudioError.truncated("the data chunk declares 400 bytes but 300 are present")) { try WAVFile(data: cut) }
        #expect(throws: AudioError.unsupportedSampleRate(8_000)) { try BlowDetector(sampleRate: 8_000) }
    }
}
