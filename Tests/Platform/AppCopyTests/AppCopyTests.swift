import AppCopy
import Foundation
import Testing

@Suite("AppCopy: String Catalogs read at run time")
struct AppCopyTests {
    enum Key: String, Sendable {
        case greeting, photos, moved, englishOnly
    }

    /// A catalog as Xcode writes it: English source, German complete except one key.
    static let json = Data("""
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "greeting": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Hello, %@"}},
        "de": {"stringUnit": {"state": "translated", "value": "Hallo, %@"}}}},
      "photos": {"localizations": {
        "en": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%lld photo"}},
          "other": {"stringUnit": {"state": "translated", "value": "%lld photos"}}}}},
        "de": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%lld Foto"}},
          "other": {"stringUnit": {"state": "translated", "value": "%lld Fotos"}}}}}}},
      "moved": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "%1$@ moved to %2$@"}},
        "de": {"stringUnit": {"state": "translated", "value": "Nach %2$@ verschoben: %1$@"}}}},
      "englishOnly": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Only English"}}}}
    }}
    """.utf8)

    static func book(_ languages: [String], region: Locale.Region = .germany) throws -> CopyBook<Key> {
        CopyBook(catalog: try StringCatalog(data: json, preferredLanguages: languages), region: region)
    }

    @Test("the person's first language the catalog has wins; a regional variant is served by its language")
    func languageChoice() throws {
        #expect(try Self.book(["de-CH", "en"]).catalog.language == "de")
        #expect(try Self.book(["fr-FR", "de"]).catalog.language == "de")
        #expect(try Self.book(["fr-FR"]).catalog.language == "en")
        let german = try Self.book(["de"])
        #expect(german.format(.greeting, "Zoë") == "Hallo, Zoë")
        #expect(german[.englishOnly] == "Only English", "a key the language lacks falls back to the source")
    }

    @Test("plurals by the language's rule; numbers in the language's digits and grouping")
    func plurals() throws {
        let german = try Self.book(["de"])
        #expect(german.format(.photos, 1) == "1 Foto")
        #expect(german.format(.photos, 0) == "0 Fotos")
        #expect(german.format(.photos, 1200) == "1.200 Fotos")
        let english = try Self.book(["en"], region: .unitedStates)
        #expect(english.format(.photos, 1) == "1 photo" && english.format(.photos, 1200) == "1,200 photos")
        #expect(PluralRule(language: "fr").category(0) == "one" && PluralRule(language: "en").category(0) == "other")
        #expect(PluralRule(language: "es-MX").category(1_000_000) == "many" && PluralRule(language: "es").category(2) == "other")
    }

    @Test("positional placeholders let a translation reorder its arguments")
    func positions() throws {
        #expect(try Self.book(["de"]).format(.moved, "Monstera", "Wohnzimmer") == "Nach Wohnzimmer verschoben: Monstera")
        #expect(CopyTemplate.fill("%2$@ then %1$@, 100%% sure", with: ["a", "b"]) == "b then a, 100% sure")
        #expect(CopyTemplate.placeholders(in: "%1$@ and %lld, 5%%") == ["1@", "2lld"])
        #expect(CopyTemplate.placeholders(in: "Nach %2$@ verschoben: %1$@") == ["1@", "2@"])
    }

    @Test("the locale for dates beside the words is the catalog's language in the person's region")
    func locale() throws {
        let german = try Self.book(["de-AT"], region: .unitedStates)
        #expect(german.locale.language.languageCode == .german && german.locale.region == .unitedStates)
        let date = Date(timeIntervalSince1970: 1_745_712_000) // 27 April 2025
        #expect(date.formatted(Date.FormatStyle(date: .long, time: .omitted, timeZone: .gmt).locale(german.locale)) == "27. April 2025")
    }

    @Test("the audit finds a missing language, a lost placeholder, a missing plural form, and stray or unknown keys")
    func audit() throws {
        let catalog = try StringCatalog(data: Self.json, preferredLanguages: ["en"])
        let keys: Set<String> = ["greeting", "photos", "moved", "englishOnly"]
        #expect(CatalogAudit.problems(in: catalog, keys: keys, languages: ["en"]).isEmpty)
        let problems = CatalogAudit.problems(in: catalog, keys: keys.subtracting(["moved"]).union(["absent"]), languages: ["en", "de"])
        #expect(Set(problems.map(\.description)) == [
            "moved [en]: in the catalog but no code asks for it",
            "absent [en]: asked for but not in the catalog",
            "englishOnly [de]: no words in this language",
        ])
        let broken = try StringCatalog(data: Data("""
        {"sourceLanguage": "en", "strings": {
          "greeting": {"localizations": {
            "en": {"stringUnit": {"value": "Hello, %@"}}, "de": {"stringUnit": {"value": "Hallo"}}}},
          "photos": {"localizations": {
            "en": {"variations": {"plural": {"one": {"stringUnit": {"value": "%lld photo"}}, "other": {"stringUnit": {"value": "%lld photos"}}}}},
            "de": {"variations": {"plural": {"other": {"stringUnit": {"value": "%lld Fotos"}}}}}}}
        }}
        """.utf8), preferredLanguages: ["en"])
        #expect(Set(CatalogAudit.problems(in: broken, keys: ["greeting", "photos"], languages: ["en", "de"]).map(\.description)) == [
            "greeting [de]: placeholders [] differ from the source's [\"1@\"]",
            "photos [de]: no plural form “one”",
        ])
    }

    @Test("a purpose string the catalog lacks, or whose English differs from the plist's, is found")
    func purposeStrings() throws {
        let plist = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>NSCameraUsageDescription</key><string>Photos of your plants.</string>
          <key>NSMicrophoneUsageDescription</key><string>Hears you blow.</string>
          <key>CFBundleName</key><string>App</string>
        </dict></plist>
        """.utf8)
        let catalog = try StringCatalog(data: Data("""
        {"sourceLanguage": "en", "strings": {
          "NSCameraUsageDescription": {"localizations": {
            "en": {"stringUnit": {"value": "Photos of plants."}}, "de": {"stringUnit": {"value": "Fotos deiner Pflanzen."}}}}
        }}
        """.utf8), preferredLanguages: ["en"])
        let problems = try InfoPlistAudit.problems(infoPlist: plist, catalog: catalog, languages: ["en", "de"]).map(\.description)
        #expect(Set(problems) == [
            "NSMicrophoneUsageDescription [en]: asked for but not in the catalog",
            "NSCameraUsageDescription [en]: differs from Info.plist's “Photos of your plants.”",
        ])
    }
}
