import Foundation

/// Asking a model to reword a page's reasons and labels, and taking from its answer only what may be
/// shown. The page's products, order, scores and paging state are the built-in ones, whatever it says.
struct ReasonRewording {
    /// At most this many items are sent (pages are 10 by default); the rest keep their built-in words.
    static let itemLimit = 20
    /// Longer fields are clipped so a prompt stays a few KiB whatever the catalog holds.
    static let sentTitleLimit = 120
    static let sentBrandLimit = 60
    static let sentTypeLimit = 60
    static let sentReasonLimit = 400
    static let sentLabelLimit = 80
    /// An id longer than this is not sent at all: clipping it would make it another id.
    static let sentIDLimit = 200
    /// What a card and the detail page have room for.
    static let reasonLimit = 280
    static let labelLimit = 60

    struct Item: Encodable, Equatable {
        var id: String
        var title: String
        var brand: String
        var kind: String
        var reason: String
        var label: String
    }

    private struct Payload: Encodable {
        var subject: String
        /// The friend's name, for `friend`.
        var name: String?
        var items: [Item]
    }

    /// The model's answer, as asked for in `ConciergeVoice.rewording`.
    private struct Answer: Decodable {
        struct Item: Decodable {
            var id: String
            var reason: String
            var label: String
        }
        var items: [Item]
    }

    let subject: RecommendationRequest.Subject
    /// What is sent, in page order.
    let items: [Item]

    init(page: RecommendationPage, subject: RecommendationRequest.Subject) {
        self.subject = subject
        items = page.items.filter { $0.product.id.count <= Self.sentIDLimit }.prefix(Self.itemLimit).map { item in
            Item(
                id: item.product.id,
                title: ModelText.clipped(item.product.title, to: Self.sentTitleLimit),
                brand: ModelText.clipped(item.product.brand, to: Self.sentBrandLimit),
                kind: ModelText.clipped(item.product.productType, to: Self.sentTypeLimit),
                reason: ModelText.clipped(item.reason, to: Self.sentReasonLimit),
                label: ModelText.clipped(item.label, to: Self.sentLabelLimit)
            )
        }
    }

    func messages() throws -> [ChatCompletionsClient.Message] {
        let payload = switch subject {
        case .you: Payload(subject: "you", items: items)
        case .them: Payload(subject: "them", items: items)
        case .friend(let name): Payload(subject: "friend", name: ModelText.clipped(name, to: Self.sentBrandLimit), items: items)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return [
            .init(role: .system, content: ConciergeVoice.rewording),
            .init(role: .user, content: String(decoding: try encoder.encode(payload), as: UTF8.self)),
        ]
    }

    /// `reworded`, unless it takes a friend's words from them: it must still name the friend wherever
    /// the original did, and never say "you said" of what the friend said.
    private func keepsSpeaker(_ reworded: String, of original: String) -> String? {
        guard case .friend(let name) = subject else { return reworded }
        if original.contains(name), !reworded.contains(name) { return nil }
        if reworded.range(of: "you said", options: .caseInsensitive) != nil, original.range(of: "you said", options: .caseInsensitive) == nil { return nil }
        return reworded
    }

    /// Room for every item's id, reason and label with JSON around them, and no more.
    var maxTokens: Int { 64 + 160 * items.count }

    /// `page` with the model's words where they pass, and how many items took new words.
    ///
    /// The whole answer is refused when it is not the JSON asked for, or names a product it was not
    /// sent (a model cannot add one) or one product twice. Otherwise each reason and label is taken on its
    /// own if `ModelText.acceptable` allows it; whatever is left out or refused keeps the built-in words.
    func apply(_ content: String, to page: RecommendationPage) throws(ModelAnswerRejection) -> (page: RecommendationPage, reworded: Int) {
        let answer = try ModelAnswer.decode(Answer.self, from: content)
        let sent = Dictionary(items.map { ($0.id, $0) }) { first, _ in first }
        var words: [String: Answer.Item] = [:]
        for item in answer.items {
            guard sent[item.id] != nil else { throw .unknownProduct(item.id) }
            guard words[item.id] == nil else { throw .duplicateProduct(item.id) }
            words[item.id] = item
        }
        var page = page
        var reworded = 0
        for index in page.items.indices {
            let id = page.items[index].product.id
            guard let new = words[id], let original = sent[id] else { continue }
            // Numbers may come only from what the model was shown about this item.
            let source = [original.reason, original.label, original.title, original.brand, original.kind].joined(separator: " ")
            let reason = ModelText.acceptable(new.reason, limit: Self.reasonLimit, source: source).flatMap { keepsSpeaker($0, of: original.reason) }
            let label = ModelText.acceptable(new.label, limit: Self.labelLimit, source: source)
            if let reason { page.items[index].reason = reason }
            if let label { page.items[index].label = label }
            if reason != nil || label != nil { reworded += 1 }
        }
        if !answer.items.isEmpty, reworded == 0 { throw .nothingUsable }
        return (page, reworded)
    }
}
