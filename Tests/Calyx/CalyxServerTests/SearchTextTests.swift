@testable import CalyxServer
import Testing

@Suite("Search text")
struct SearchTextTests {
    @Test("case, accents and punctuation never decide a match")
    func normalization() {
        #expect(SearchText.normalize("Forget-me-not") == "forget me not")
        #expect(SearchText.normalize("  FORGET  me—not! ") == "forget me not")
        #expect(SearchText.normalize("Pâquerette") == "paquerette")
        #expect(SearchText.normalize("Rosa × damascena") == "rosa damascena")
        #expect(SearchText.normalize("Lady's mantle") == "lady s mantle")
        #expect(SearchText.words("St John's-wort") == ["st", "john", "s", "wort"])
    }
}

@Suite("Typo correction")
struct TypoCorrectorTests {
    /// The real catalog's names: corrections are judged against what people will actually search.
    static let corrector: TypoCorrector = {
        let flowers = (try? FlowerCatalogData.load()) ?? []
        return TypoCorrector(names: flowers.flatMap { $0.commonNames + $0.synonyms + [$0.scientificName, $0.family] })
    }()

    @Test("common misspellings find the flower", arguments: [
        ("hydrangia", "hydrangea"), ("lavendar", "lavender"), ("chrysanthemun", "chrysanthemum"), ("peonie", "peony"),
        ("magnollia", "magnolia"), ("tullip", "tulip"), ("sunflwer", "sunflower"), ("rhododendrum", "rhododendron"),
        ("fuschia", "fuchsia"), ("gladiolas", "gladiolus"), ("tulp", "tulip"),
    ])
    func corrects(_ typed: String, _ expected: String) {
        #expect(Self.corrector.correct(typed) == expected)
    }

    @Test("known words, words still being typed, and short words are left alone")
    func leavesAlone() {
        for word in ["rose", "daisy", "hydrangea", "lily"] {
            #expect(Self.corrector.correct(word) == word)
        }
        #expect(Self.corrector.correct("hydr") == "hydr", "a prefix is someone typing, not a typo")
        #expect(Self.corrector.correct("lavend") == "lavend")
        #expect(Self.corrector.correct("xyz") == "xyz")
        #expect(Self.corrector.correct("zzzzzzzz") == "zzzzzzzz", "nothing close: unchanged")
    }

    @Test("a query is corrected word by word")
    func query() {
        #expect(Self.corrector.correct(query: "Blue Hydrangia") == ["blue", "hydrangea"])
    }

    @Test("edit distance counts a swap of neighbours as one edit")
    func distance() {
        #expect(TypoCorrector.distance("lavender", "lavednar", limit: 3) == 2)
        #expect(TypoCorrector.distance("tulip", "tuilp", limit: 3) == 1)
        #expect(TypoCorrector.distance("rose", "rose", limit: 1) == 0)
        #expect(TypoCorrector.distance("abcdef", "uvwxyz", limit: 2) == 3, "gives up past the limit")
    }
}
