// libFuzzer entry: Dandelion's WAV reader (Sources/Dandelion/DandelionCore/Audio/WAVFile.swift) on arbitrary bytes.
// Built together with WAVFile.swift and AudioError.swift into one module (see Fuzz/run.sh).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = count == 0 ? Data() : Data(bytes: start!, count: count)
    guard let wav = try? WAVFile(data: data) else { return 0 }
    // What the reader promises of anything it accepts.
    precondition(wav.sampleRate > 0 && (1...32).contains(wav.channelCount))
    precondition(wav.samples.count <= count)
    _ = wav.duration
    return 0
}
