import Foundation

/// A RIFF/WAVE file's audio, mixed down to mono Float samples in -1…1.
/// Reads PCM (8-bit unsigned, 16-, 24- and 32-bit signed), IEEE float (32, 64) and WAVE_FORMAT_EXTENSIBLE
/// wrapping either; anything else is refused with a reason.
public struct WAVFile: Sendable {
    public var sampleRate: Double
    /// Channels in the file; `samples` is their average.
    public var channelCount: Int
    public var samples: [Float]

    public var duration: Double { Double(samples.count) / sampleRate }

    public init(contentsOf url: URL) throws(AudioError) {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw .unreadable(error.localizedDescription)
        }
        try self.init(data: data)
    }

    public init(data: Data) throws(AudioError) {
        let bytes = [UInt8](data)
        guard bytes.count >= 12 else { throw .notWAV("only \(bytes.count) bytes") }
        guard Self.tag(bytes, 0) == "RIFF" else { throw .notWAV("no RIFF header") }
        guard Self.tag(bytes, 8) == "WAVE" else { throw .notWAV("the RIFF form is not WAVE") }

        var format: Format?
        var dataRange: Range<Int>?
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = Self.tag(bytes, offset)
            let declared = Int(Self.uint32(bytes, offset + 4))
            let body = offset + 8
            // Streaming writers leave 0 or 0xFFFFFFFF in the data size: the data runs to the end.
            let size = id == "data" && (declared == 0 || declared == 0xFFFF_FFFF) ? bytes.count - body : declared
            if id == "fmt " {
                guard body + size <= bytes.count else { throw .truncated("the fmt chunk is cut short") }
                format = try Format(bytes: bytes, at: body, size: size)
            } else if id == "data" {
                if body + size > bytes.count {
                    throw .truncated("the data chunk declares \(size) bytes but \(bytes.count - body) are present")
                }
                dataRange = body..<body + size
                // Usually the last chunk that matters; keep looking only if the format has not been seen.
                if format != nil { break }
            }
            offset = body + size + (size & 1)
        }
        guard let format else { throw .notWAV("no fmt chunk") }
        guard let dataRange else { throw .notWAV("no data chunk") }
        guard (1...32).contains(format.channels) else { throw .unsupportedFormat("\(format.channels) channels") }
        guard format.sampleRate > 0 else { throw .unsupportedFormat("a sample rate of 0") }

        let frameBytes = format.bytesPerSample * format.channels
        let frames = dataRange.count / frameBytes
        var samples = [Float](repeating: 0, count: frames)
        let scale = 1 / Float(format.channels)
        bytes.withUnsafeBufferPointer { raw in
            for frame in 0..<frames {
                var sum: Float = 0
                let base = dataRange.lowerBound + frame * frameBytes
                for channel in 0..<format.channels {
                    sum += format.sample(raw, at: base + channel * format.bytesPerSample)
                }
                samples[frame] = sum * scale
            }
        }
        self.sampleRate = Double(format.sampleRate)
        self.channelCount = format.channels
        self.samples = samples
    }

    private struct Format {
        enum Encoding { case unsignedInt8, signedInt16, signedInt24, signedInt32, float32, float64 }
        var channels: Int
        var sampleRate: Int
        var bytesPerSample: Int
        var encoding: Encoding

        init(bytes: [UInt8], at offset: Int, size: Int) throws(AudioError) {
            guard size >= 16 else { throw .notWAV("a fmt chunk of \(size) bytes") }
            var tag = Int(WAVFile.uint16(bytes, offset))
            channels = Int(WAVFile.uint16(bytes, offset + 2))
            sampleRate = Int(WAVFile.uint32(bytes, offset + 4))
            let bits = Int(WAVFile.uint16(bytes, offset + 14))
            if tag == 0xFFFE {
                guard size >= 40 else { throw .notWAV("an extensible fmt chunk of \(size) bytes") }
                // The sub-format GUID's first two bytes carry the real format tag.
                tag = Int(WAVFile.uint16(bytes, offset + 24))
            }
            switch (tag, bits) {
            case (1, 8): encoding = .unsignedInt8
            case (1, 16): encoding = .signedInt16
            case (1, 24): encoding = .signedInt24
            case (1, 32): encoding = .signedInt32
            case (3, 32): encoding = .float32
            case (3, 64): encoding = .float64
            case (1, _), (3, _): throw .unsupportedFormat("\(bits)-bit \(tag == 1 ? "PCM" : "float") samples")
            default: throw .unsupportedFormat("format tag \(tag) (only PCM and IEEE float are read)")
            }
            bytesPerSample = bits / 8
        }

        func sample(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Float {
            switch encoding {
            case .unsignedInt8:
                return (Float(b[i]) - 128) / 128
            case .signedInt16:
                return Float(Int16(bitPattern: UInt16(b[i]) | UInt16(b[i + 1]) << 8)) / 32_768
            case .signedInt24:
                let value = Int32(bitPattern: UInt32(b[i]) << 8 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 24) >> 8
                return Float(value) / 8_388_608
            case .signedInt32:
                let value = Int32(bitPattern: UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24)
                return Float(Double(value) / 2_147_483_648)
            case .float32:
                return Float(bitPattern: UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24)
            case .float64:
                var bits: UInt64 = 0
                for k in 0..<8 { bits |= UInt64(b[i + k]) << (8 * k) }
                return Float(Double(bitPattern: bits))
            }
        }
    }

    fileprivate static func tag(_ bytes: [UInt8], _ offset: Int) -> String {
        String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    fileprivate static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    fileprivate static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }
}
