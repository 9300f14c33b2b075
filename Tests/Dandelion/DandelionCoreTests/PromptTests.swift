import DandelionCore
import Foundation
import Testing

@Suite struct PromptLibraryTests {
    let library = PromptLibrary.shipped

    @Test func shipsAtLeastSixtyFreePromptsInEveryCategoryAndAPremiumPack() {
        let free = library.available(includingPremium: false)
        let premium = library.prompts.filter(\.premium)
        #expect(free.count >= 60)
        #expect(premium.count >= 20)
        for category in Prompt.Category.allCases where category != .own {
            #expect(free.filter { $0.category == category }.count >= 5, "\(category)")
            #expect(premium.contains { $0.category == category }, "\(category)")
        }
        #expect(Set(Prompt.Category.allCases.map(\.title)).count == Prompt.Category.allCases.count)
        #expect(Set(library.prompts.map(\.id)).count == library.prompts.count)
        #expect(Set(library.prompts.map { $0.text.lowercased() }).count == library.prompts.count)
        #expect(library.prompts.allSatisfy { !$0.text.isEmpty && $0.text.count <= 140 && $0.category != .own })
    }

    @Test func noPromptRepeatsUntilAllHaveBeenSeen() {
        let available = library.available(includingPremium: false)
        var deck = PromptDeck(seed: 1)
        let firstRound = (0..<available.count).compactMap { _ in deck.next(from: available)?.id }
        #expect(Set(firstRound).count == available.count)
        let opener = deck.next(from: available)?.id
        #expect(opener != nil && opener != firstRound.last)
        #expect(deck.seen == [opener!])
    }

    /// Running out of one category's prompts starts a new round for that category only.
    @Test func aCategoryRoundLeavesTheRestSeen() {
        let available = library.available(includingPremium: false)
        let grief = available.filter { $0.category == .grief }
        var deck = PromptDeck(seed: 4)
        let fromAll = (0..<20).compactMap { _ in deck.next(from: available)?.id }
        for _ in 0..<(grief.count + 1) { _ = deck.next(from: grief) }
        let seenOutsideGrief = Set(fromAll).subtracting(grief.map(\.id))
        #expect(seenOutsideGrief.isSubset(of: Set(deck.seen)), "other categories' prompts were forgotten")
        let next = (0..<(available.count - deck.seen.count)).compactMap { _ in deck.next(from: available)?.id }
        #expect(Set(next).isDisjoint(with: seenOutsideGrief))
    }

    @Test func theDailyPromptIsStableForADayInThePersonsTimeZone() throws {
        let prompts = library.available(includingPremium: false)
        var auckland = Calendar(identifier: .gregorian)
        auckland.timeZone = try #require(TimeZone(identifier: "Pacific/Auckland"))
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        // 09:00 and 21:00 UTC on 21 November 2026: one day in UTC; in Auckland (UTC+13) the 21st and the 22nd.
        let morning = try #require(utc.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: 9)))
        let evening = morning.addingTimeInterval(12 * 3600)
        #expect(PromptDeck.dailyPrompt(from: prompts, on: morning, calendar: utc) == PromptDeck.dailyPrompt(from: prompts, on: evening, calendar: utc))
        let days = (0..<14).compactMap { PromptDeck.dailyPrompt(from: prompts, on: morning.addingTimeInterval(Double($0) * 86_400), calendar: utc)?.id }
        #expect(Set(days).count >= 10, "two weeks of daily prompts should rarely repeat: \(days)")
        // 23:00 UTC on the 21st is already the 22nd in Auckland: it gets the 22nd's prompt.
        let nextDayUTC = morning.addingTimeInterval(24 * 3600)
        #expect(PromptDeck.dailyPrompt(from: prompts, on: evening, calendar: auckland) == PromptDeck.dailyPrompt(from: prompts, on: nextDayUTC, calendar: utc))
        #expect(PromptDeck.dailyPrompt(from: prompts, on: morning, calendar: auckland) == PromptDeck.dailyPrompt(from: prompts, on: morning, calendar: utc))
    }

    @Test func customPromptsAreCheckedAndTrimmed() throws {
        var custom = CustomPrompts()
        let prompt = try custom.add("  What did today ask of you?  ", id: "a")
        #expect(prompt.text == "What did today ask of you?" && prompt.category == .own && prompt.id == "own-a")
        #expect(throws: CustomPrompts.Problem.empty) { try custom.add("   \n") }
        #expect(throws: CustomPrompts.Problem.duplicate) { try custom.add("what did today ask of you?") }
        #expect(throws: CustomPrompts.Problem.tooLong(limit: 140)) { try custom.add(String(repeating: "a", count: 141)) }
        #expect(CustomPrompts.Problem.tooLong(limit: 140).message.contains("140"))
        custom.remove(id: "own-a")
        #expect(custom.prompts.isEmpty)
    }

    @Test func releaseMessagesAndCrisisLinesShip() {
        var messages = ReleaseMessages.shipped(seed: 3)
        #expect(messages.messages.count >= 20)
        var previous = ""
        for _ in 0..<200 {
            let message = messages.next()
            #expect(message != previous)
            previous = message
        }
        let directory = CrisisDirectory.shipped
        for region in ["US", "GB", "AU", "NZ", "CA", "DE", "FR", "IE"] {
            let lines = directory.lines(forRegion: region)
            #expect(!lines.isEmpty, "\(region)")
            #expect(lines.allSatisfy { ($0.callURL != nil || $0.textURL != nil) && $0.websiteURL?.scheme == "https" })
        }
        #expect(directory.lines(forRegion: "US").first?.callURL?.absoluteString == "tel:988")
        #expect(directory.lines(forRegion: "GB").first?.callURL?.absoluteString == "tel:116123")
        #expect(directory.lines(forRegion: "ZZ").isEmpty && directory.lines(forRegion: nil).isEmpty)
        #expect(directory.fallback.url == "https://findahelpline.com")
    }
}
