import Foundation

/// The prompts shipped with the app (Resources/Prompts.json): a free set and a premium pack, in categories,
/// each in English and German.
public struct PromptLibrary: Sendable {
    public let prompts: [Prompt]

    public init(prompts: [Prompt]) {
        self.prompts = prompts
    }

    /// The shipped library in the language of the app's words.
    public static let shipped = bundled(language: DandelionCopy.language)

    /// The shipped library in `language`; a prompt without that language reads its English.
    public static func bundled(language: String) -> PromptLibrary {
        PromptLibrary(prompts: BundledResource.decode(File.self, named: "Prompts").prompts.map { $0.prompt(in: language) })
    }

    /// The prompts someone may be offered: the free ones, plus the premium pack if unlocked.
    public func available(includingPremium: Bool) -> [Prompt] {
        prompts.filter { includingPremium || !$0.premium }
    }

    private struct File: Decodable {
        var version: Int
        var prompts: [Entry]
    }

    /// A prompt as the file holds it: its text in every language.
    private struct Entry: Decodable {
        var id: String
        var category: Prompt.Category
        var text: LocalizedText
        var premium: Bool

        func prompt(in language: String) -> Prompt {
            Prompt(id: id, category: category, text: text.text(in: language), premium: premium)
        }
    }
}
