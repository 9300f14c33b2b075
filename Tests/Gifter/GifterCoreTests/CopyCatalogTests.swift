import AppCopy
import ClientKit
import Foundation
import GifterAPI
@testable import GifterCore
import GifterServer
import ServerKit
import ServerKitTestSupport
import Testing

/// Every line the spec quotes is the app's, word for word: in the String Catalog, or (quiz questions,
/// collections, taste chips) in what the server sends, read here from the real server. The spec is
/// read from docs/specs/gifter.md, the repository's copy of ../shared/specs/gifter.md (CI's clone
/// has no ../shared); the copy is compared with the original wherever the original is present.
@Suite("Gifter copy: the String Catalog against the spec")
@MainActor
struct CopyCatalogTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardizedFileURL
    static let specCopy = repository.appending(path: "docs/specs/gifter.md")

    /// Spec lines that are not the app's words, each with why.
    static let notCopy: [String: String] = [
        "breathes": "describes the splash animation",
        "thinking": "describes the bow's state",
        "I": "the tone guide: Gifter speaks as “I”",
        "OMG": "the tone guide: words Gifter avoids",
        "Find Someone a Gift": "the spec's name for the Find tab, whose title is “Find”",
        "Save": "names §8's save button, whose words are “Save to my wishlist” / “Save for [Name]”",
        "For the ritualist": "an example chip; products' chips are their collections' titles and a price line (checked below)",
        "Mia · Sister": "name · relationship, the catalog's “%1$@ · %2$@” filled (HomeModelTests checks this very chip)",
        "In 6 days": "the server's countdown (checked in the occasions test: “James’s birthday · In 6 days”)",
        "Because you liked [Product]": "an example of the server's card labels",
        "Matches your slow morning answers": "an example of the server's card labels",
        "Just an email and a password — I’ll handle remembering the rest.":
            "sign-up also asks for a first name, so its subtitle says so (“Just your first name, an email and a password — …”)",
        "You said they love slow, considered mornings and you’ve saved a few ceramics before. This keeps that same energy without repeating what they already have.":
            "an example of the concierge's explanation, written per person",
    ]

    @Test("the catalog and GifterText hold the same keys; every entry has English words in the house style (’ and …)")
    func keys() throws {
        let catalog = try Self.catalog()
        #expect(Set(catalog.source.keys) == Set(GifterText.allCases.map(\.rawValue)))
        for key in GifterText.allCases {
            let value = try #require(catalog.sourceValues[key.rawValue], "\(key)")
            #expect(!value.isEmpty, "\(key)")
            #expect(!value.contains("'"), "\(key): a straight apostrophe in “\(value)”")
            #expect(!value.contains("..."), "\(key): three dots instead of an ellipsis in “\(value)”")
            #expect(GifterCopy[key] != key.rawValue, "\(key) did not load from the shipped catalog")
        }
    }

    @Test("every line the spec quotes is in the catalog or is the server's own words, from the real server")
    func specLines() async throws {
        let spec = try String(contentsOf: Self.specCopy, encoding: .utf8)
        let original = Self.repository.appending(path: "../shared/specs/gifter.md")
        if let text = try? String(contentsOf: original, encoding: .utf8) {
            #expect(text == spec, "docs/specs/gifter.md differs from ../shared/specs/gifter.md: copy it again")
        }
        let lines = SpecCopy.lines(in: spec)
        #expect(lines.count > 90, "the spec's quoted lines were not found (\(lines.count))")
        // Entries that are only placeholders and punctuation ("%1$@ · %2$@") would match any line: left out.
        let patterns = try Self.catalog().sourceValues.values.filter(SpecCopy.hasWords).map(SpecCopy.pattern)
        let server = try await Self.serverWords()
        var unmatched: [String] = []
        for line in lines where Self.notCopy[line] == nil {
            let candidates = [line, line.hasSuffix(".") ? String(line.dropLast()) : line]
            let plain = candidates.map { $0.replacingOccurrences(of: "*", with: "") }
            if server.contains(where: { plain.contains($0) }) { continue }
            if plain.contains(where: { text in patterns.contains { $0.matchesWhole(text) } }) { continue }
            unmatched.append(line)
        }
        #expect(unmatched.isEmpty, "spec lines with no catalog entry: \(unmatched)")
        // The exceptions are all still in the spec (none is stale).
        #expect(Set(Self.notCopy.keys).subtracting(lines).isEmpty)
    }

    @Test("placeholders filled in order and by position; plurals by count; names with apostrophes read right")
    func filling() {
        #expect(GifterCopy.format(.occasionTitle, "O’Brien") == "Let’s find something for O’Brien.")
        #expect(GifterCopy.format(.productSaveFor, "Zoë") == "Save for Zoë")
        #expect(GifterCopy.format(.homeGreetingEvening, "Mia") == "Good evening, Mia.")
        #expect(GreetingTime.morning.line(firstName: "  ") == "Good morning.")
        #expect(GifterCopy.format(.planIdeas, 1) == "1 idea saved" && GifterCopy.format(.planIdeas, 3) == "3 ideas saved")
        #expect(GifterCopy.format(.onboardingStep, 1, 3) == "Step 1 of 3")
        #expect(CopyTemplate.fill("%2$@ then %1$@, 100%% sure", with: ["a", "b"], locale: GifterCopy.book.locale) == "b then a, 100% sure")
        #expect(CopyTemplate.fill("%@ and %@ and %@", with: ["x"], locale: GifterCopy.book.locale) == "x and  and ")
        #expect(GifterCopy.format(.friendWishlist, .text(Possessive.of("James"))) == "James’s wishlist")
        #expect(GifterCopy.format(.reminderToday, .text(GifterCopy.format(.reminderSubject, .text(Possessive.of("Chris’")), "birthday")))
            == "Chris’s birthday is today. Want me to line up a few last-minute ideas?")
    }

    @Test("a person's languages choose the catalog's language; a missing one falls back to English")
    func languages() throws {
        let json = Data("""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello"}},
                                   "de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}},
          "only": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "English only"}}}}
        }}
        """.utf8)
        let swiss = try StringCatalog(data: json, preferredLanguages: ["de-CH", "en"])
        #expect(swiss.value(for: "k", count: nil) == "Hallo" && swiss.value(for: "only", count: nil) == "English only")
        let french = try StringCatalog(data: json, preferredLanguages: ["fr-FR"])
        #expect(french.language == "en" && french.value(for: "k", count: nil) == "Hello")
    }

    static func catalog() throws -> StringCatalog {
        let url = try #require(GifterCopy.catalogURL)
        return try StringCatalog(data: Data(contentsOf: url), preferredLanguages: ["en"])
    }

    /// The words the server sends that the spec quotes: its quiz, collections, lists, chips.
    static func serverWords() async throws -> Set<String> {
        var words = Set<String>()
        let quiz = try Quiz.shipped.get()
        words.formUnion(quiz.vocabulary.tags.map(\.chip))
        try await GifterWorld.run { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Ada")
            for mode in Components.Schemas.QuizMode.allCases {
                for question in try await client.api.getQuiz(query: .init(mode: mode)).ok.body.json.questions {
                    words.insert(question.prompt)
                    words.formUnion([question.subtitle, question.hint].compactMap(\.self))
                    words.formUnion(question.options.map(\.label))
                }
            }
            for summary in try await client.api.listCollections().ok.body.json.collections {
                words.formUnion([summary.title, summary.subtitle])
                let collection = try await client.api.getCollection(path: .init(collectionId: summary.id)).ok.body.json
                words.insert(collection.description)
                #expect(collection.featuringBrands.hasPrefix("Featuring brands: ") && collection.featuringBrands.hasSuffix("."))
                words.insert("Featuring brands: [X, Y, Z]")
                if let product = collection.products.first {
                    let chips = try await client.api.getProduct(path: .init(productId: product.id)).ok.body.json.chips
                    words.formUnion(chips)
                    if chips.contains(where: { $0.hasPrefix("Under £") }) { words.insert("Under £50") }
                }
            }
            words.formUnion(try await client.api.listWishlists().ok.body.json.lists.map(\.name))
        }
        return words
    }
}

/// The spec's quoted lines: block quotes, “quoted” words in lists, and bold button labels.
enum SpecCopy {
    /// From §1 on: §0 names the design system's parts (Card, Body), not words on screen.
    static func lines(in spec: String) -> Set<String> {
        var found = Set<String>()
        let screens = spec.range(of: "\n## 1.").map { spec[$0.lowerBound...] } ?? spec[...]
        let bold = /^(?:(?:-|\d+\.)\s+)?(?:[A-Za-z ()]+:\s*)?\*\*(?<text>[^*]+?)\*\*/
        for raw in screens.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix(">") {
                var text = line.dropFirst().trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "**", with: "")
                // A quoted line, perhaps with a note after it: “Ask Gifter for ideas” (if recs not yet loaded).
                if text.hasPrefix("“"), let close = text.lastIndex(of: "”"), text.filter({ $0 == "“" }).count == 1 {
                    text = String(text[text.index(after: text.startIndex)..<close])
                }
                if !text.isEmpty { found.insert(text) }
                continue
            }
            for match in line.matches(of: /“(?<text>[^”]+)”/) { found.insert(String(match.output.text)) }
            if let match = line.firstMatch(of: bold), !match.output.text.hasSuffix(":"), !line.hasPrefix("**") {
                found.insert(String(match.output.text).trimmingCharacters(in: CharacterSet(charactersIn: "“”")))
            }
        }
        return found
    }

    static var placeholder: Regex<Substring> { /%(?:\d+\$)?(?:@|lld|d)/ }

    /// Whether a catalog value has words of its own besides its placeholders.
    static func hasWords(_ value: String) -> Bool {
        value.replacing(placeholder, with: "").filter(\.isLetter).count >= 3
    }

    /// A catalog value as a pattern: each placeholder stands for any words.
    static func pattern(_ value: String) -> Regex<Substring> {
        let parts = value.replacingOccurrences(of: "*", with: "").split(separator: placeholder, omittingEmptySubsequences: false)
        let escaped = parts.map { NSRegularExpression.escapedPattern(for: String($0)) }
        return try! Regex<Substring>(escaped.joined(separator: ".+"))
    }
}

private extension Regex<Substring> {
    func matchesWhole(_ text: String) -> Bool { (try? self.wholeMatch(in: text)) != nil }
}
