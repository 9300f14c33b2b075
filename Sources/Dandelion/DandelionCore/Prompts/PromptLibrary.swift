import Foundation

/// The prompts shipped with the app (Resources/Prompts.json): a free set and a premium pack, in categories.
public struct PromptLibrary: Sendable {
    public let prompts: [Prompt]

    public init(prompts: [Prompt]) {
        self.prompts = prompts
    }

    /// The shipped library.
    public static let shipped = PromptLibrary(prompts: BundledResource.decode(File.self, named: "Prompts").prompts)

    /// The prompts someone may be offered: the free ones, plus the premium pack if unlocked.
    public func available(includingPremium: Bool) -> [Prompt] {
        prompts.filter { includingPremium || !$0.premium }
    }

    private struct File: Decodable {
        var version: Int
        var prompts: [Prompt]
    }
}
