import CalyxAPI
import CalyxCore
import Testing

/// The words the screens show for the API's values: every value has words, no two options of one
/// menu read the same, and the mappings keyed on wire strings match the document's values.
@Suite("Presentation titles")
struct PresentationTitlesTests {
    func distinctAndFilled<T: CaseIterable>(_ type: T.Type, _ title: (T) -> String) -> Bool {
        let titles = T.allCases.map(title)
        return titles.allSatisfy { !$0.isEmpty } && Set(titles).count == titles.count
    }

    @Test("every search filter, sort, saved order, comment sort and report reason reads distinctly")
    func menus() {
        #expect(distinctAndFilled(Components.Schemas.FlowerColor.self, \.title))
        #expect(distinctAndFilled(Operations.SearchFlowers.Input.Query.SeasonPayload.self, \.title))
        #expect(distinctAndFilled(Components.Schemas.Continent.self, \.title))
        #expect(distinctAndFilled(Components.Schemas.PlantType.self, \.title))
        #expect(distinctAndFilled(Components.Schemas.Light.self, \.title))
        #expect(distinctAndFilled(Operations.SearchFlowers.Input.Query.SortPayload.self, \.title))
        #expect(distinctAndFilled(SavedOrder.Sort.self, \.title))
        #expect(distinctAndFilled(SavedOrder.Visibility.self, \.title))
        #expect(distinctAndFilled(CommentsModel.Sort.self, \.title))
        #expect(distinctAndFilled(CommentsModel.ReportReason.self, \.title))
        #expect(distinctAndFilled(Components.Schemas.SignInMethod.self, \.title))
        #expect(Components.Schemas.FlowerColor.bicolor.title == "Two-Tone")
        #expect(Components.Schemas.Light.partialShade.title == "Partial Shade")
    }

    @Test("toxicity words follow the wire values (toxic, non-toxic, unknown) for cats, dogs and people")
    func toxicity() {
        typealias Cats = Components.Schemas.FlowerDetail.ToxicityPayload.CatsPayload
        #expect(Cats.allCases.map(\.title) == Cats.allCases.map { ["toxic": "Toxic", "non-toxic": "Non-toxic", "unknown": "Not known"][$0.rawValue] })
        #expect(Components.Schemas.FlowerDetail.ToxicityPayload.DogsPayload.nonToxic.title == "Non-toxic")
        #expect(Components.Schemas.FlowerDetail.ToxicityPayload.HumansPayload.toxic.title == "Toxic")
    }

    @Test("a placeholder says why the words are gone; a visible comment has none")
    func placeholders() {
        typealias State = Components.Schemas.Comment.StatePayload
        #expect(State.visible.placeholder.isEmpty)
        #expect([State.deleted, .hidden, .removed].allSatisfy { !$0.placeholder.isEmpty })
    }
}
