import AppCopy
import Foundation
import Observation

/// The prompts screen: today's prompt, a shuffle through the library without repeats, the categories,
/// and (premium) the person's own prompts.
@MainActor
@Observable
public final class PromptsModel {
    public var selectedCategory: Prompt.Category?
    /// Why the last attempt to add a custom prompt failed, for the field's error text.
    public private(set) var customPromptProblem: CustomPrompts.Problem?

    @ObservationIgnored private let store: DandelionStore
    @ObservationIgnored private let library: PromptLibrary
    @ObservationIgnored private let calendar: Calendar

    public init(store: DandelionStore, library: PromptLibrary = .shipped, calendar: Calendar = .current) {
        self.store = store
        self.library = library
        self.calendar = calendar
    }

    public var hasPremiumPrompts: Bool { store.entitlements.unlocks(.morePrompts) }
    public var canWriteOwnPrompts: Bool { store.entitlements.unlocks(.customPrompts) }

    /// Everything this person may be offered: free prompts, the premium pack and their own if unlocked.
    public var available: [Prompt] {
        let own = canWriteOwnPrompts ? store.customPrompts.prompts : []
        return library.available(includingPremium: hasPremiumPrompts) + own
    }

    /// The prompts listed under the selected category (all when none is selected).
    public var listed: [Prompt] {
        guard let selectedCategory else { return available }
        return available.filter { $0.category == selectedCategory }
    }

    /// How many premium prompts a purchase would add (for the upsell line).
    public var lockedPromptCount: Int { hasPremiumPrompts ? 0 : library.prompts.filter(\.premium).count }

    /// The upsell line ("40 more prompts, and your own, with Premium"); nil when nothing is locked.
    public var morePromptsOffer: String? {
        lockedPromptCount > 0 ? DandelionCopy.format(.promptsMore, .number(lockedPromptCount)) : nil
    }

    public var categories: [Prompt.Category] {
        Prompt.Category.allCases.filter { category in available.contains { $0.category == category } }
    }

    /// Today's prompt, the same all day, from the free set so it is the same for everyone.
    public var dailyPrompt: Prompt? {
        PromptDeck.dailyPrompt(from: library.available(includingPremium: false), on: store.now(), calendar: calendar)
    }

    /// The next prompt from the deck (within the selected category, if any).
    public func next() -> Prompt? {
        store.promptDeck.next(from: listed)
    }

    @discardableResult
    public func addCustomPrompt(_ text: String) -> Prompt? {
        guard canWriteOwnPrompts else { return nil }
        do {
            let prompt = try store.customPrompts.add(text)
            customPromptProblem = nil
            return prompt
        } catch {
            customPromptProblem = error
            return nil
        }
    }

    public func removeCustomPrompt(id: String) {
        store.customPrompts.remove(id: id)
    }
}
