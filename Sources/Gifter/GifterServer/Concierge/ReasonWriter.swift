import Foundation

/// Writes "Why I picked this" and the card label from what actually drove a score: only answers the
/// person gave, words said about them and products they saved are ever named. Gifter's voice (§13):
/// calm, "I", short, no hype.
struct ReasonWriter {
    let quiz: Quiz
    let catalog: CatalogIndex
    let request: RecommendationRequest

    private var voice: ReasonVoice { ReasonVoice(subject: request.subject) }

    /// The reason and the label for a product whose score was made of `parts`.
    func explain(_ position: Int, parts: RelevanceScorer.Parts) -> (reason: String, label: String) {
        let product = catalog.products[position]
        let answer = strongestAnswer(position)
        var clauses: [String] = []
        var candidates: [(weight: Double, label: String)] = []
        if parts.wished > 0 {
            clauses.append("It’s on \(voice.possessive) own wishlist")
            candidates.append((parts.wished, "On \(voice.possessive) wishlist"))
        }
        if let answer {
            clauses.append(answer.clause)
            candidates.append((answer.weight, answer.label))
        }
        if let words = strongestWords(position) {
            clauses.append(voice.words(words.phrase))
            candidates.append((words.weight, "Fits “\(words.phrase)”"))
        }
        if let nudge = request.nudge.first(where: { match in match.tags.contains { product.tags.contains($0) } }) {
            clauses.append("You asked for something “\(nudge.phrase)”")
            candidates.append((parts.nudge, "Fits “\(nudge.phrase)”"))
        }
        var saved: String?
        if let closest = parts.closestSaved {
            let title = catalog.products[closest].title
            saved = parts.similarSavedCount > 1 ? "you’ve saved a few things like it before" : "you’ve saved the \(title) before"
            candidates.append((parts.saved, voice.savedLabel(title)))
        }
        if let occasion = request.occasion, parts.occasion > 0 {
            candidates.append((parts.occasion, "Suits \(occasion.withArticle)"))
        }
        var sentences: [String] = []
        let lead = Array(clauses.prefix(2))
        if let saved {
            let joined = lead.isEmpty ? "You" + saved.dropFirst(3) : lead.joined(separator: ", and ") + " and " + saved
            sentences.append(joined + ".")
            sentences.append("This keeps that same energy without repeating what \(voice.alreadyHave).")
        } else if !lead.isEmpty {
            sentences.append(lead.joined(separator: ", and ") + ".")
        }
        if let occasion = request.occasion, parts.occasion > 0 {
            sentences.append("It suits \(occasion.withArticle).")
        }
        if sentences.isEmpty {
            sentences.append("I’m still learning \(voice.possessive) taste, so I started with a well-made \(product.productType) most people would be glad of.")
        }
        let label = candidates.max { $0.weight < $1.weight }?.label ?? "A good place to start"
        return (sentences.joined(separator: " "), label)
    }

    /// The answer that raised this product's tags the most, as "You said …" (or "Maya said …").
    private func strongestAnswer(_ position: Int) -> (clause: String, label: String, weight: Double)? {
        let tags = catalog.entries[position].tags.indices
        // A budget is a limit, not a taste: it is quoted only when nothing else explains the pick.
        let tastes = tags.filter { quiz.vocabulary[$0].facet != .price }
        var byOption: [String: Double] = [:]
        for tag in tastes.isEmpty ? tags : tastes {
            for source in request.taste.sources[tag] {
                if case .answer(_, let optionID) = source.origin { byOption[optionID, default: 0] += source.weight }
            }
        }
        if byOption.isEmpty, !tastes.isEmpty {
            for tag in tags where quiz.vocabulary[tag].facet == .price {
                for source in request.taste.sources[tag] {
                    if case .answer(_, let optionID) = source.origin { byOption[optionID, default: 0] += source.weight }
                }
            }
        }
        guard let (optionID, weight) = byOption.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
              let (question, option) = quiz.option(optionID) else { return nil }
        let topic = option.topic ?? option.label.lowercased()
        return (voice.answer(question, option), "Matches \(voice.possessive) \(topic) answers", weight)
    }

    /// The three-words phrase that raised this product's tags the most.
    private func strongestWords(_ position: Int) -> (phrase: String, weight: Double)? {
        var byPhrase: [String: Double] = [:]
        for tag in catalog.entries[position].tags.indices {
            for source in request.taste.sources[tag] {
                if case .words(let phrase) = source.origin { byPhrase[phrase, default: 0] += source.weight }
            }
        }
        return byPhrase.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }.map { ($0.key, $0.value) }
    }
}
