/// Why audio could not be read or analysed; each case says what to fix.
public enum AudioError: Error, Equatable, Sendable, CustomStringConvertible {
    case unsupportedSampleRate(Double)
    case unreadable(String)
    case notWAV(String)
    case unsupportedFormat(String)
    case truncated(String)

    public var description: String {
        switch self {
        case .unsupportedSampleRate(let rate):
            "sample rate \(Int(rate)) Hz is not supported: blow detection needs 16,000–48,000 Hz"
        case .unreadable(let reason): "cannot read the file: \(reason)"
        case .notWAV(let reason): "not a WAV file: \(reason)"
        case .unsupportedFormat(let reason): "unsupported WAV format: \(reason)"
        case .truncated(let reason): "truncated WAV file: \(reason)"
        }
    }
}
