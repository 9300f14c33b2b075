import Foundation
import OpenAPIRuntime

/// An upload's body handed to the transport in chunks, reporting the share sent as the transport
/// pulls each one: the progress bar moves with the bytes that actually left, not with a guess.
enum UploadProgress {
    static let chunkSize = 64 * 1024

    static func body(_ data: Data, report: @escaping @Sendable (Double) -> Void) -> HTTPBody {
        let total = data.count
        let chunks = stride(from: 0, to: total, by: chunkSize).map { start in
            (bytes: ArraySlice(data[start..<min(start + chunkSize, total)]), sent: min(start + chunkSize, total))
        }
        let sequence = chunks.async.map { chunk in
            report(total == 0 ? 1 : Double(chunk.sent) / Double(total))
            return chunk.bytes
        }
        return HTTPBody(sequence, length: .known(Int64(total)), iterationBehavior: .single)
    }
}

/// An array as an AsyncSequence (the standard library has none before Swift 6.2's `AsyncSyncSequence`
/// on every platform we build for).
struct ArrayAsyncSequence<Element: Sendable>: AsyncSequence, Sendable {
    let elements: [Element]

    struct AsyncIterator: AsyncIteratorProtocol {
        var index = 0
        let elements: [Element]

        mutating func next() async -> Element? {
            guard index < elements.count else { return nil }
            defer { index += 1 }
            return elements[index]
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(elements: elements) }
}

extension Array where Element: Sendable {
    var async: ArrayAsyncSequence<Element> { ArrayAsyncSequence(elements: self) }
}
