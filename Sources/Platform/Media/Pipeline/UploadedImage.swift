import Foundation
import ServerKit

/// An upload's encoded bytes, wherever they wait for the pipeline: in memory (remakes from a kept
/// original, tests), or in a file the upload route spooled them to as they arrived (`SpooledBody`),
/// which libvips reads as it decodes, so the body is never held whole on the heap.
public enum UploadedImage: Sendable {
    case bytes([UInt8])
    case spooled(SpooledBody)

    var count: Int {
        switch self {
        case .bytes(let bytes): bytes.count
        case .spooled(let file): file.count
        }
    }

    /// Enough of the start to tell the format by its magic number.
    var head: ArraySlice<UInt8> {
        switch self {
        case .bytes(let bytes): bytes.prefix(SpooledBody.headLength)
        case .spooled(let file): file.head[...]
        }
    }

    /// Every byte in memory: what a job row keeping the original needs.
    func whole() async throws -> Data {
        switch self {
        case .bytes(let bytes): Data(bytes)
        case .spooled(let file): try await file.data()
        }
    }
}
