import Foundation

/// One item of a Merchant Center feed: its attributes by name (lower case, without the `g:` prefix),
/// each with every value given (`additional_image_link` repeats), and where it was in the feed.
struct MerchantFeedItem: Sendable, Equatable {
    var attributes: [String: [String]] = [:]
    /// 1-based: the row of a tab-separated feed (the header is row 1), the item's number in XML.
    var position: Int

    /// The first non-empty value, whitespace collapsed.
    func value(_ name: String) -> String? {
        attributes[name]?.lazy.compactMap(CatalogText.nonEmpty).first
    }

    func values(_ name: String) -> [String] {
        (attributes[name] ?? []).compactMap(CatalogText.nonEmpty)
    }

    /// `g:price` and `price` are the same attribute; so are `G:Price` and `price`.
    static func attributeName(_ raw: String) -> String {
        var name = raw.trimmingCharacters(in: .whitespaces).lowercased()
        if let colon = name.lastIndex(of: ":") { name = String(name[name.index(after: colon)...]) }
        return name
    }
}
