import AppCopy
@testable import DandelionCore
import Foundation
import Testing

/// Every word Dandelion shows or speaks is in its String Catalog (or, for prompts, release messages and
/// crisis lines, in its bundled JSON) in English and German, and the views hold no words of their own.
@Suite("Dandelion copy: the String Catalog, the bundled words, and the views")
@MainActor
struct CopyCatalogTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardizedFileURL

    @Test("every purpose string of Info.plist is in InfoPlist.xcstrings in every language, the English the plist's own")
    func purposeStrings() throws {
        let app = Self.repository.appending(path: "Apps/Dandelion/App")
        let catalog = try StringCatalog(data: Data(contentsOf: app.appending(path: "InfoPlist.xcstrings")), preferredLanguages: ["en"])
        let problems = try InfoPlistAudit.problems(infoPlist: Data(contentsOf: app.appending(path: "Info.plist")), catalog: catalog, languages: ["en", "de"])
        #expect(problems.isEmpty, "\(problems)")
        #expect(!catalog.source.isEmpty)
    }
    static let languages = ["en", "de"]

    /// A German book with Germany's conventions, whatever region the machine is set to.
    static let german = CopyBook<DandelionText>(catalogAt: DandelionCopy.catalogURL, preferredLanguages: ["de"], region: .germany)
    static let english = CopyBook<DandelionText>(catalogAt: DandelionCopy.catalogURL, preferredLanguages: ["en"], region: .unitedStates)

    static func catalog() throws -> StringCatalog {
        let url = try #require(DandelionCopy.catalogURL)
        return try StringCatalog(data: Data(contentsOf: url), preferredLanguages: ["en"])
    }

    @Test("every key DandelionText asks for is in the catalog, in English and German, with the same placeholders and every plural form")
    func everyKeyHasEveryLanguage() throws {
        let catalog = try Self.catalog()
        let problems = CatalogAudit.problems(in: catalog, keys: Set(DandelionText.allCases.map(\.rawValue)), languages: Self.languages)
        #expect(problems.isEmpty, "\(problems)")
        for key in DandelionText.allCases {
            #expect(DandelionCopy[key] != key.rawValue, "\(key) did not load from the shipped catalog")
        }
    }

    @Test("German is written with German typography: „…“ quotes, ’, …, and no straight quotes")
    func germanTypography() throws {
        let catalog = try Self.catalog()
        let german = try #require(catalog.languages["de"])
        var words = german.values.flatMap { [$0.plain].compactMap(\.self) + $0.plural.values }
        words += PromptLibrary.bundled(language: "de").prompts.map(\.text)
        words += ReleaseMessages.shipped(seed: 1, language: "de").messages
        let crisis = CrisisDirectory.bundled(language: "de")
        words += crisis.lines.flatMap { [$0.detail, $0.hours] } + [crisis.fallback.detail]
        for text in words {
            #expect(!text.contains("\"") && !text.contains("'") && !text.contains("..."), "“\(text)”")
            #expect(!text.contains("“") || text.contains("„"), "English quotes in “\(text)”")
        }
    }

    @Test("every prompt and release message has its German, and none is the English again")
    func bundledWordsHaveGerman() throws {
        let english = PromptLibrary.bundled(language: "en").prompts
        let german = Dictionary(uniqueKeysWithValues: PromptLibrary.bundled(language: "de").prompts.map { ($0.id, $0) })
        #expect(english.count >= 100)
        for prompt in english {
            let translated = try #require(german[prompt.id])
            #expect(translated.text != prompt.text && !translated.text.isEmpty, "\(prompt.id)")
            #expect(translated.text.count <= CustomPrompts.maximumLength, "\(prompt.id) is \(translated.text.count) characters")
            #expect(translated.category == prompt.category && translated.premium == prompt.premium)
        }
        #expect(Set(german.values.map { $0.text.lowercased() }).count == english.count, "two German prompts read the same")
        #expect(PromptLibrary.shipped.prompts.map(\.id) == english.map(\.id))

        let messages = ReleaseMessages.bundled
        #expect(messages.count >= 20)
        for message in messages {
            let de = try #require(message.byLanguage["de"], "\(message)")
            #expect(!de.isEmpty && de != message.text(in: "en"), "\(message)")
        }
        #expect(Set(messages.map { $0.text(in: "de") }).count == messages.count)
        // A language the file lacks reads the English; a regional variant reads its language.
        #expect(messages[0].text(in: "fr") == messages[0].text(in: "en"))
        #expect(messages[0].text(in: "de-AT") == messages[0].text(in: "de"))
    }

    @Test("the crisis lines for Germany, Austria and Switzerland: the right numbers, described in German")
    func germanSpeakingCrisisLines() {
        let german = CrisisDirectory.bundled(language: "de")
        let english = CrisisDirectory.bundled(language: "en")
        #expect(german.lines(forRegion: "DE").map(\.phone) == ["08001110111", "08001110222", "116123"])
        #expect(german.lines(forRegion: "DE").allSatisfy { $0.name == "TelefonSeelsorge" && $0.websiteURL?.absoluteString == "https://www.telefonseelsorge.de" })
        #expect(german.lines(forRegion: "AT").map(\.phone) == ["142"])
        #expect(german.lines(forRegion: "CH").map(\.phone) == ["143"])
        #expect(Set(german.lines.map(\.id)).count == german.lines.count, "two lines share an id")
        for (de, en) in zip(german.lines, english.lines) {
            #expect(de.phone == en.phone && de.name == en.name && de.url == en.url)
            #expect(de.detail != en.detail && !de.detail.isEmpty, "\(de.region) \(de.name)")
        }
        #expect(german.lines(forRegion: "DE").first?.detail == "Kostenlos und anonym, Tag und Nacht. Ruf die 0800\u{A0}111\u{A0}0\u{A0}111 an.")
        #expect(german.lines(forRegion: "AT").first?.hours == "Rund um die Uhr")
        #expect(german.fallback.detail != english.fallback.detail && german.fallback.url == english.fallback.url)
    }

    @Test("German renderings: plurals for 1 and for more, numbers grouped the German way, months in German")
    func germanRenderings() throws {
        let book = Self.german
        #expect(book.catalog.language == "de")
        #expect(book.format(.pageKeepingMinutes, 1) == "1\u{A0}Minute")
        #expect(book.format(.pageKeepingMinutes, 10) == "10\u{A0}Minuten")
        #expect(book.format(.pageKeepingHours, 1) == "1\u{A0}Stunde")
        #expect(book.format(.promptsMore, 1) == "1 weiterer Impuls und deine eigenen – mit Premium")
        #expect(book.format(.promptsMore, 40) == "40 weitere Impulse und deine eigenen – mit Premium")
        #expect(book.format(.usageTimes, 1) == "Du hast einmal losgelassen.")
        #expect(book.format(.usageTimes, 1_000) == "Du hast 1.000-mal losgelassen.")
        #expect(book.format(.customPromptTooMany, 1_200) == "Du kannst bis zu 1.200 eigene Impulse behalten. Lösch einen, um einen neuen hinzuzufügen.")
        #expect(book.format(.themeLabelLocked, .text(book[.themeNight])) == "Farbschema Nacht, nur mit Premium")
        #expect(book.format(.premiumBuyLabel, "Dandelion Premium", "7,99 €") == "Dandelion Premium für 7,99 € kaufen")
        #expect(DandelionCopy.number(12_345, in: book) == "12.345")
        #expect(Self.english.format(.usageTimes, 1_000) == "You've let go 1,000 times.")

        // The settings summary, through a German book: the month in German, once and then a count.
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        let march = try #require(utc.date(from: DateComponents(year: 2026, month: 3, day: 15, hour: 12)))
        let app = DandelionAppModel(storage: MemoryStore(), storeClient: StoreStandIn(), seed: 3, region: "DE", now: { march })
        #expect(app.settings.usageSummary(book: book) == "Noch nichts losgelassen.")
        app.sceneDidBecomeActive()
        app.writing.text = "eins"
        app.writing.releaseByButton()
        #expect(app.settings.usageSummary(book: book) == "Du hast seit März 2026 einmal losgelassen.")
        #expect(app.settings.usageSummary(book: Self.english) == "You've let go once since March 2026.")
        _ = app.writing.takePendingRelease()
        app.writing.text = "zwei"
        app.writing.releaseByButton()
        #expect(app.settings.usageSummary(book: book) == "Du hast seit März 2026 2-mal losgelassen.")
        #expect(app.settings.usageSummary(book: Self.english) == "You've let go 2 times since March 2026.")
    }

    @Test("English stays as it was: the words the models give, through the app's book")
    func englishModels() {
        #expect(PageKeeping.allCases.map(\.title) == ["Clear at once", "1 minute", "10 minutes", "1 hour"])
        #expect(ThemeID.allCases.map(\.name) == ["Meadow", "Dusk", "Night", "Sea Mist", "Sunrise"])
        #expect(Prompt.Category.lettingGo.title == "Letting go" && Prompt.Category.own.title == "Your own")
        #expect(CustomPrompts.Problem.tooLong(limit: 140).message == "Keep it to 140 characters.")
        #expect(CustomPrompts.Problem.tooMany(limit: 100).message == "You can keep up to 100 prompts. Delete one to add another.")
        let product = StoreProduct(id: .premium, displayName: "Dandelion Premium", description: "", displayPrice: "$7.99")
        #expect(product.buyTitle == "Buy for $7.99" && product.buyLabel == "Buy Dandelion Premium for $7.99")
        let line = CrisisDirectory.bundled(language: "en").lines(forRegion: "GB")[0]
        #expect(line.callTitle == "Call 116123" && line.callLabel == "Call Samaritans, 116123" && line.websiteLabel == "Samaritans website")
        #expect(Prompt(id: "x", category: .worry, text: "Why?", premium: false).accessibilityLabel == "Prompt: Why?")
    }

    // MARK: The views hold no words

    static let uiDirectory = repository.appending(path: "Sources/Dandelion/DandelionUI")

    /// Literals that are not words for a person to read.
    static let notWords: Set<String> = [
        "Aa", // the theme swatch's sample letters (Text(verbatim:))
    ]

    @Test("no SwiftUI view passes a literal with letters where words are shown or spoken")
    func viewsHaveNoLiteralWords() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.uiDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        #expect(files.count > 20, "the DandelionUI sources were not found at \(Self.uiDirectory.path)")
        var calls = 0
        var found: [String] = []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let scan = SourceScan(source)
            calls += scan.calls
            found += scan.wordLiterals.filter { !Self.notWords.contains($0) }.map { "\(file.lastPathComponent): “\($0)”" }
        }
        #expect(calls > 80, "only \(calls) calls that show words were found: is the scan broken?")
        #expect(found.isEmpty, "words in the views, not in the catalog: \(found)")
    }

    @Test("the scan finds literals in every place words go, and leaves symbol names alone")
    func theScanWorks() {
        let scan = SourceScan("""
            Text("Hello")
            Label("Go", systemImage: "wind").accessibilityLabel(isOn ? "On" : "Off")
            Image(systemName: "mic"); Label(DandelionCopy[.writingLetGo], systemImage: "wind")
            Button(title) {}; Button("Call \\(line.phone)") {}; TextField("Name", text: $name)
            .navigationTitle("Settings").accessibilityAction(named: "Let go") {}
            Section("Theme") {}; ProgressView(); Text(verbatim: "42")
            """)
        #expect(scan.wordLiterals == ["Hello", "Go", "On", "Off", "Call \\(line.phone)", "Name", "Settings", "Let go", "Theme"])
        #expect(scan.calls == 11)
    }
}

/// The string literals with letters that Swift source passes to the SwiftUI calls that show or speak words
/// (Text, Button, Label, Toggle, Picker, Section, Link, TextField, alerts, titles, accessibility), other
/// than a symbol's name (`systemImage:`, `systemName:`).
struct SourceScan {
    static let calls = [
        "Text", "Button", "Label", "Toggle", "Picker", "Section", "Link", "LabeledContent", "TextField", "SecureField", "Menu",
        "navigationTitle", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityAction",
        "alert", "confirmationDialog", "help", "Announcement",
    ]
    static let symbolLabels = ["systemImage:", "systemName:"]

    private(set) var calls = 0
    private(set) var wordLiterals: [String] = []

    init(_ source: String) {
        let text = Array(source)
        var index = 0
        while index < text.count {
            guard let open = Self.call(in: text, at: index) else {
                index += 1
                continue
            }
            calls += 1
            let close = Self.matchingParenthesis(in: text, from: open)
            wordLiterals += Self.literals(in: text, from: open + 1, to: close)
            index = open + 1
        }
    }

    /// Where the "(" is of a call to one of `calls` that starts at `index`.
    private static func call(in text: [Character], at index: Int) -> Int? {
        if index > 0, text[index - 1].isLetter || text[index - 1].isNumber || text[index - 1] == "_" { return nil }
        for name in calls {
            let end = index + name.count
            guard end < text.count, text[end] == "(", String(text[index..<end]) == name else { continue }
            return end
        }
        return nil
    }

    /// The ")" that closes the "(" at `open` (string literals skipped), or the end.
    private static func matchingParenthesis(in text: [Character], from open: Int) -> Int {
        var depth = 0
        var index = open
        var inString = false
        while index < text.count {
            let character = text[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return text.count
    }

    /// The literals with letters between `start` and `end` that are not symbol names.
    private static func literals(in text: [Character], from start: Int, to end: Int) -> [String] {
        var found: [String] = []
        var index = start
        while index < end {
            guard text[index] == "\"" else {
                index += 1
                continue
            }
            var close = index + 1
            while close < end, text[close] != "\"" {
                close += text[close] == "\\" ? 2 : 1
            }
            let literal = String(text[(index + 1)..<min(close, end)])
            let before = String(text[start..<index]).trimmingCharacters(in: .whitespaces)
            let isSymbol = symbolLabels.contains { before.hasSuffix($0) }
            if literal.contains(where: \.isLetter), !isSymbol { found.append(literal) }
            index = close + 1
        }
        return found
    }
}
