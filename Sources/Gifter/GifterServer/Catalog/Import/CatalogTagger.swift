import Foundation

/// Taste tags for an imported product, from the shop's own words for it (categories, tags, type, a
/// Google product category), read like a person's "three words"; words outside the vocabulary are
/// dropped. Price tags from words ("luxury") are dropped too: the one price tag comes from the price.
struct CatalogTagger: Sendable {
    let threeWords: ThreeWords

    func tags(for labels: [String], price: Money) -> [String] {
        var tags: [String] = []
        for label in labels where !label.isEmpty {
            for (_, matched) in threeWords.read(label) {
                for tag in matched where !PriceBand.all.contains(tag) && !tags.contains(tag) { tags.append(tag) }
            }
        }
        return tags + [PriceBand.tag(for: price)]
    }
}
