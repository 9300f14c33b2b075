import AppCopy
import Foundation
@testable import PlantTrackerCore
import Testing

/// PlantTracker's words: every key in English and German in the String Catalog the app ships, German
/// that reads as German (its plurals, its dates, its numbers), and views with no words of their own.
@Suite("PlantTracker copy: the String Catalog, German, and views without literals")
struct CopyCatalogTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardizedFileURL

    @Test("every purpose string of Info.plist is in InfoPlist.xcstrings in every language, the English the plist's own")
    func purposeStrings() throws {
        let app = Self.repository.appending(path: "Apps/PlantTracker/App")
        let catalog = try StringCatalog(data: Data(contentsOf: app.appending(path: "InfoPlist.xcstrings")), preferredLanguages: ["en"])
        let problems = try InfoPlistAudit.problems(infoPlist: Data(contentsOf: app.appending(path: "Info.plist")), catalog: catalog, languages: ["en", "de"])
        #expect(problems.isEmpty, "\(problems)")
        #expect(!catalog.source.isEmpty)
    }
    static let views = repository.appending(path: "Sources/PlantTracker/PlantTrackerUI")

    static func catalog() throws -> StringCatalog {
        let url = try #require(PlantTrackerCopy.catalogURL)
        return try StringCatalog(data: Data(contentsOf: url), preferredLanguages: ["en"])
    }

    /// The shipped catalog read as a German speaker in Germany reads it.
    static let german = CopyBook<PlantTrackerText>(catalogAt: PlantTrackerCopy.catalogURL, preferredLanguages: ["de"], region: .germany)

    @Test("every key PlantTrackerText names is in the catalog in English and German, with the same placeholders and every plural form")
    func complete() throws {
        let catalog = try Self.catalog()
        let problems = CatalogAudit.problems(in: catalog, keys: Set(PlantTrackerText.allCases.map(\.rawValue)), languages: ["en", "de"])
        #expect(problems.isEmpty, "\(problems)")
        for key in PlantTrackerText.allCases {
            #expect(PlantTrackerCopy[key] != key.rawValue, "\(key) did not load from the shipped catalog")
        }
    }

    @Test("German quotes are „…“ and an ellipsis is one character")
    func germanTypography() throws {
        let catalog = try Self.catalog()
        for (key, entry) in try #require(catalog.languages["de"]) {
            for value in [entry.plain].compactMap(\.self) + entry.plural.values {
                #expect(!value.contains("\"") && !value.contains("”") && !value.contains("..."), "\(key): “\(value)”")
                #expect(value.filter { $0 == "„" }.count == value.filter { $0 == "“" }.count, "\(key): unpaired quotes in \(value)")
            }
        }
    }

    @Test("a plant's age in German: plurals from the catalog, years and months together")
    func germanAges() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let start = try #require(calendar.date(from: DateComponents(year: 2024, month: 1, day: 10, hour: 9)))
        func age(days: Int = 0, years: Int = 0, months: Int = 0) throws -> String? {
            let date = try #require(calendar.date(byAdding: DateComponents(year: years, month: months, day: days), to: start))
            return PlantAge.text(from: start, to: date, calendar: calendar, book: Self.german)
        }
        #expect(try age() == "Erster Tag")
        #expect(try age(days: 1) == "1 Tag")
        #expect(try age(days: 2) == "2 Tage")
        #expect(try age(days: 21) == "3 Wochen")
        #expect(try age(months: 4) == "4 Monate")
        #expect(try age(years: 1) == "1 Jahr")
        #expect(try age(years: 1, months: 3) == "1 Jahr 3 Monate")
        #expect(try age(years: 2, months: 1) == "2 Jahre 1 Monat")
        // The same in English, through the app's book.
        #expect(PlantAge.years(1, months: 3).text() == "1 year 3 months" && PlantAge.days(1).text() == "1 day")
    }

    @Test("German words come with German dates; numbers are grouped as German groups them")
    func germanDatesAndNumbers() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let calendar = JournalCalendar(timeZone: berlin, locale: Self.german.locale, book: Self.german)
        #expect(Self.german.locale.language.languageCode == "de" && Self.german.locale.region == .germany)
        let taken = Date(timeIntervalSince1970: 1_745_755_200)  // 2025-04-27 12:00 UTC
        #expect(calendar.dayText(taken) == "27. Apr. 2025")
        #expect(calendar.photoLabel(plantName: "Monstera", takenAt: taken) == "Foto von Monstera, 27. Apr. 2025")
        #expect(calendar.intervalText(from: taken, to: taken.addingTimeInterval(3_600)) == "Am selben Tag")
        #expect(calendar.intervalText(from: taken, to: taken.addingTimeInterval(86_400 * 61)) == "2 Monate dazwischen")
        #expect(Self.german.format(.countPhotos, 1_000) == "1.000 Fotos")
        #expect(Self.german.format(.countPhotos, 1) == "1 Foto")
        #expect(Self.german.format(.photoPosition, 3, 1_200) == "3 von 1.200")
        #expect(Self.german.format(.homeNoMatch, "Kaktus") == "Keine Pflanze passt zu „Kaktus“.")
        // English keeps its own grouping and words.
        #expect(PlantTrackerCopy.format(.countPhotos, 1_000) == "1,000 photos")
        #expect(JournalCalendar(timeZone: berlin).photoLabel(plantName: "Monstera", takenAt: taken) == "Photo of Monstera, Apr 27, 2025")
    }

    @Test("errors shown as they are read as words, not as their cases' names")
    func errorsReadAsWords() {
        #expect(String(describing: PlantStore.Failure.plantNotFound) == "This plant no longer exists.")
        #expect(String(describing: PlantStore.Failure.coverNotOnPlant) == "That photo belongs to another plant.")
        let invalid = ValidationFailure(problems: [.init(field: .name, message: "A plant needs a name.")])
        #expect(String(describing: PlantStore.Failure.invalid(invalid)) == "A plant needs a name.")
        #expect(BackupError.damaged(PlantTrackerCopy[.backupDamagePhotoMissing]).description == "This backup is damaged (a photo is missing). Nothing was changed.")
    }

    @Test("the views pass no words of their own to Text, Button, Label, … (every word comes from the catalog)")
    func viewsHaveNoLiterals() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.views, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        #expect(files.count >= 15, "the views were not found at \(Self.views.path)")
        var found: [String] = []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            found += ViewLiterals.words(in: source).map { "\(file.lastPathComponent): \($0)" }
        }
        #expect(found.isEmpty, "untranslated words in views: \(found)")
        // The scan finds what it must, and lets symbol names and words from the catalog through.
        #expect(ViewLiterals.words(in: #"Button("Save") { save() }"#) == ["Save"])
        #expect(ViewLiterals.words(in: #".navigationTitle(isArchived ? "Archived" : title)"#) == ["Archived"])
        #expect(ViewLiterals.words(in: #"Text(name ?? "Choose a Plant")"#) == ["Choose a Plant"])
        #expect(ViewLiterals.words(in: #"Label("Share \(url.lastPathComponent)", systemImage: "square.and.arrow.up")"#) == [#"Share \(url.lastPathComponent)"#])
        #expect(ViewLiterals.words(in: #"SaveErrorSection(message: m); Label(title, systemImage: on ? "star" : "star.slash"); Text("\(count)")"#).isEmpty)
        #expect(ViewLiterals.words(in: #"Text(PlantTrackerCopy[.homeTitle]); .accessibilityLabel(model.label) // Text("comment")"#).isEmpty)
    }
}

/// Finds string literals with letters passed to the SwiftUI calls that show or speak words. Arguments
/// named `systemImage:` or `systemName:` (SF Symbols) are not words; neither is an interpolation's code.
enum ViewLiterals {
    static let calls = [
        "Text(", "Button(", "Label(", "Toggle(", "Picker(", "Section(", "TextField(", "SecureField(", "TextEditor(", "LabeledContent(",
        "DatePicker(", "ProgressView(", "Menu(", "ShareLink(", "Link(", "ContentUnavailableView(", ".navigationTitle(",
        ".accessibilityLabel(", ".accessibilityHint(", ".accessibilityValue(", ".accessibilityAction(", ".alert(",
        ".confirmationDialog(", ".searchable(", ".help(",
    ]
    static let symbolArguments = ["systemImage:", "systemName:"]

    static func words(in source: String) -> [String] {
        let code = source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            // Comments are not code (the views' comments quote no URLs, so "//" starts one).
            guard let range = line.range(of: "//") else { return line }
            return line[..<range.lowerBound]
        }.joined(separator: "\n")
        let characters = Array(code)
        var found: [String] = []
        for call in calls {
            var start = code.startIndex
            while let range = code.range(of: call, range: start..<code.endIndex) {
                start = range.upperBound
                let offset = code.distance(from: code.startIndex, to: range.lowerBound)
                if !call.hasPrefix("."), offset > 0, characters[offset - 1].isLetter || characters[offset - 1].isNumber || characters[offset - 1] == "." {
                    continue
                }
                found += literals(in: characters, from: offset + call.count)
            }
        }
        return found
    }

    /// The literals with letters among the arguments from `index` (just after the opening parenthesis)
    /// to the matching closing one.
    private static func literals(in characters: [Character], from index: Int) -> [String] {
        var found: [String] = []
        var depth = 0
        var argument = ""
        var i = index
        while i < characters.count {
            let character = characters[i]
            switch character {
            case "(", "[", "{":
                depth += 1
            case ")", "]", "}":
                if depth == 0 { return found }
                depth -= 1
            case "," where depth == 0:
                argument = ""
                i += 1
                continue
            case "\"":
                let (literal, words, end) = readLiteral(characters, from: i + 1)
                let label = argument.trimmingCharacters(in: .whitespaces)
                if words.contains(where: \.isLetter), !symbolArguments.contains(where: label.hasPrefix) { found.append(literal) }
                argument += "\"\(literal)\""
                i = end
                continue
            default:
                break
            }
            argument.append(character)
            i += 1
        }
        return found
    }

    /// A literal from just after its opening quote: its source text, its text outside interpolations,
    /// and the index after its closing quote.
    private static func readLiteral(_ characters: [Character], from index: Int) -> (String, String, Int) {
        var literal = ""
        var words = ""
        var i = index
        while i < characters.count, characters[i] != "\"" {
            if characters[i] == "\\", i + 1 < characters.count {
                if characters[i + 1] == "(" {
                    literal += "\\("
                    i += 2
                    var depth = 1
                    while i < characters.count, depth > 0 {
                        if characters[i] == "(" { depth += 1 } else if characters[i] == ")" { depth -= 1 }
                        literal.append(characters[i])
                        i += 1
                    }
                    continue
                }
                literal.append(characters[i])
                literal.append(characters[i + 1])
                i += 2
                continue
            }
            literal.append(characters[i])
            words.append(characters[i])
            i += 1
        }
        return (literal, words, i + 1)
    }
}
