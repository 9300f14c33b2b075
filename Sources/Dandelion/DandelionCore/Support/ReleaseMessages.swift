import Foundation
import SplitMix64

/// The quiet line shown (and read by VoiceOver) after the words have drifted away
/// (Resources/ReleaseMessages.json, in the catalog's language). Never the same line twice in a row.
public struct ReleaseMessages: Sendable {
    public let messages: [String]
    private var last: Int?
    private var random: SplitMix64

    public init(messages: [String], seed: UInt64) {
        precondition(!messages.isEmpty, "at least one release message is needed")
        self.messages = messages
        random = SplitMix64(seed: seed)
    }

    /// The shipped lines in `language` (the app's words' language unless told), English where one lacks it.
    public static func shipped(seed: UInt64, language: String = DandelionCopy.language) -> ReleaseMessages {
        ReleaseMessages(messages: bundled.map { $0.text(in: language) }, seed: seed)
    }

    /// Every shipped line in every language it has.
    public static var bundled: [LocalizedText] {
        BundledResource.decode(File.self, named: "ReleaseMessages").messages
    }

    public mutating func next() -> String {
        guard messages.count > 1 else { return messages[0] }
        var index = Int(random.next() % UInt64(messages.count - 1))
        if let last, index >= last { index += 1 }
        last = index
        return messages[index]
    }

    private struct File: Decodable {
        var messages: [LocalizedText]
    }
}
