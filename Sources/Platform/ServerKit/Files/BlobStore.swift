/// Opaque files an app keeps beside its database (Couples' encrypted photos), by name.
///
/// Names are relative paths of lowercase letters, digits and dashes (`photos/<pair>/<upload>-full`),
/// so a name can never reach outside the store; the first segment groups what is deleted together.
/// The disk store serves one machine; issue 20 brings an S3-compatible one for several.
public protocol BlobStore: Sendable {
    /// Stores `bytes` under `name` atomically: readers see the old file, or the whole new one.
    func put(_ bytes: [UInt8], as name: BlobName) async throws
    /// The file, or nil when there is none.
    func get(_ name: BlobName) async throws -> [UInt8]?
    /// Removing what is absent is not an error.
    func delete(_ name: BlobName) async throws
    /// Removes every blob whose name starts with `prefix` followed by `/`.
    func deleteAll(under prefix: BlobName) async throws
    /// The names directly under `prefix` (one segment each), for reconciling with the database.
    func children(of prefix: BlobName) async throws -> [String]
}

/// A validated blob name.
public struct BlobName: Hashable, Sendable, CustomStringConvertible {
    public let segments: [String]

    /// nil unless every segment is 1–64 of `a–z 0–9 -`.
    public init?(_ segments: [String]) {
        guard !segments.isEmpty, segments.allSatisfy(Self.isSegment) else { return nil }
        self.segments = segments
    }

    public var description: String { segments.joined(separator: "/") }

    public func appending(_ segment: String) -> BlobName? { BlobName(segments + [segment]) }

    static func isSegment(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count)
            && text.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }
    }
}
