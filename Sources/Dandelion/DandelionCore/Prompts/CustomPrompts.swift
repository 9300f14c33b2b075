import AppCopy
import Foundation

/// Prompts the person writes for themselves (a premium feature). These are prompts, not writing: they
/// are kept, like preferences, until the person deletes them.
public struct CustomPrompts: Codable, Sendable, Equatable {
    public static let maximumLength = 140
    public static let maximumCount = 100

    public private(set) var prompts: [Prompt] = []

    public init() {}

    public enum Problem: Error, Equatable, Sendable {
        case empty, tooLong(limit: Int), tooMany(limit: Int), duplicate

        /// What the field says under itself.
        public var message: String {
            switch self {
            case .empty: DandelionCopy[.customPromptEmpty]
            case .tooLong(let limit): DandelionCopy.format(.customPromptTooLong, .number(limit))
            case .tooMany(let limit): DandelionCopy.format(.customPromptTooMany, .number(limit))
            case .duplicate: DandelionCopy[.customPromptDuplicate]
            }
        }
    }

    /// Adds a prompt; the text is trimmed and must be 1…140 characters and new.
    public mutating func add(_ text: String, id: String = UUID().uuidString) throws(Problem) -> Prompt {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        guard trimmed.count <= Self.maximumLength else { throw .tooLong(limit: Self.maximumLength) }
        guard prompts.count < Self.maximumCount else { throw .tooMany(limit: Self.maximumCount) }
        guard !prompts.contains(where: { $0.text.caseInsensitiveCompare(trimmed) == .orderedSame }) else { throw .duplicate }
        let prompt = Prompt(id: "own-\(id)", category: .own, text: trimmed, premium: true)
        prompts.append(prompt)
        return prompt
    }

    public mutating func remove(id: String) {
        prompts.removeAll { $0.id == id }
    }

    static let storageKey = "custom-prompts"

    static func load(from store: any KeyValueStore) -> CustomPrompts {
        store.value(CustomPrompts.self, forKey: storageKey) ?? CustomPrompts()
    }

    func save(to store: any KeyValueStore) {
        store.setValue(self, forKey: Self.storageKey)
    }
}
