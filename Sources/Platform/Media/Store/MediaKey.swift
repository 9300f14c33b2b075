import Crypto
import ServerKit

/// Names one variant of one image: `<content>-<variant>`, where `content` is derived from the upload's
/// bytes, the app and the pipeline version. The same photo uploaded twice to one app gets the same key
/// (stored once); each app has its own keys, since each counts references in its own database; a new
/// pipeline gets new keys, so a URL's bytes never change and can be cached forever.
public struct MediaKey: Hashable, Sendable, CustomStringConvertible {
    /// 32 lowercase hex digits (128 bits of SHA-256).
    public let content: String
    public let variant: MediaVariant

    /// Bumped whenever the pipeline's output for the same input changes.
    public static let pipelineVersion = "1"

    public init(content: String, variant: MediaVariant) {
        self.content = content
        self.variant = variant
    }

    /// Parses the string form, refusing anything else (so a key can never name a path outside the store).
    public init?(_ string: some StringProtocol) {
        let parts = string.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, Self.isContentDigest(parts[0]), let variant = MediaVariant(rawValue: String(parts[1])) else {
            return nil
        }
        self.init(content: String(parts[0]), variant: variant)
    }

    public var description: String { "\(content)-\(variant.rawValue)" }

    /// The content part of every key made from `bytes` uploaded to the app `scope`.
    public static func content(of bytes: [UInt8], scope: String) -> String {
        var digest = ContentDigest(scope: scope)
        digest.update(bytes[...])
        return digest.content
    }

    /// `content(of:scope:)` taken a chunk at a time, as an upload arrives.
    public struct ContentDigest {
        private var hasher = SHA256()

        public init(scope: String) {
            hasher.update(data: Array("greenhouse-media-\(MediaKey.pipelineVersion)|\(scope)\n".utf8))
        }

        public mutating func update(_ chunk: ArraySlice<UInt8>) { hasher.update(data: chunk) }

        public var content: String { hasher.finalize().prefix(16).hexString }
    }

    static func isContentDigest(_ text: some StringProtocol) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
