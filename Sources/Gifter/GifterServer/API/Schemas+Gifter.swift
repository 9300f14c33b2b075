import Foundation
import GifterAPI
import ServerKit

extension Components.Schemas.Price {
    init(_ money: Money) {
        self.init(amount: Double(money.minorUnits) / 100, currency: money.currency, formatted: money.formatted)
    }
}

extension Components.Schemas.ProductCard {
    /// A product offered now (recommended, in a collection): only products still sold are offered.
    init(_ product: Product) {
        self.init(product, available: true)
    }

    /// A product someone saved, which its store may have withdrawn since ("No longer sold").
    init(_ product: Product, in catalog: CatalogIndex) {
        self.init(product, available: catalog.isAvailable(product.id))
    }

    init(_ product: Product, available: Bool) {
        self.init(
            id: product.id, brand: product.brand, brandInvented: product.brandInvented, title: product.title, price: .init(product.price),
            images: product.images.map(Components.Schemas.ProductImage.init), sample: product.isSample, available: available
        )
    }
}

extension Components.Schemas.ProductImage {
    init(_ image: ProductImage) {
        switch image {
        case .drawn(let palette, let motif): self.init(kind: .drawn, palette: palette, motif: motif)
        case .remote(let url): self.init(kind: .remote, url: url)
        case .rendered(let url, let palette, let motif): self.init(kind: .drawn, palette: palette, motif: motif, url: url)
        }
    }
}

extension Components.Schemas.Taste {
    init(_ taste: TasteProfile, answers: TasteAnswers, quiz: Quiz) {
        let vocabulary = quiz.vocabulary
        let weights = taste.weights.enumerated().filter { $0.element != 0 }
            .sorted { abs($0.element) != abs($1.element) ? abs($0.element) > abs($1.element) : $0.offset < $1.offset }
            .map { index, weight in
                Components.Schemas.TasteWeight(
                    tag: vocabulary[index].id, facet: .init(rawValue: vocabulary[index].facet.rawValue) ?? .interest,
                    chip: vocabulary[index].chip, weight: (weight * 1000).rounded() / 1000
                )
            }
        // Answers in quiz order.
        let ordered = quiz.questions.compactMap { question in
            answers.choices[question.id].map { Components.Schemas.Answer(questionId: question.id, optionIds: $0) }
        }
        self.init(tags: weights, chips: taste.chips(vocabulary).map(\.chip), answers: ordered)
    }
}

extension Components.Schemas.Recommendation {
    init(_ recommendation: Recommendation) {
        self.init(product: .init(recommendation.product), reason: recommendation.reason, label: recommendation.label)
    }
}

extension Components.Schemas.AnswersRequest {
    var sent: [(questionID: String, optionIDs: [String])] { answers.map { ($0.questionId, $0.optionIds) } }
}
