import Foundation

/// The tab-separated form of a Merchant Center feed: a header row naming the attributes, then one item a
/// row. A value may be wrapped in double quotes (a quote inside doubled); `additional_image_link` may hold
/// several links separated by commas, as Google's text feeds allow.
enum MerchantFeedTSV {
    static func items(_ data: Data) throws -> [MerchantFeedItem] {
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).enumerated()
            .map { (row: $0.offset + 1, fields: $0.element) }
            .filter { !$0.fields.trimmingCharacters(in: .whitespaces).isEmpty }
        guard !lines.isEmpty else { return [] }
        let header = lines.removeFirst().fields.split(separator: "\t", omittingEmptySubsequences: false).map { MerchantFeedItem.attributeName(unquote($0)) }
        guard header.contains("id"), header.contains("title") || header.contains("price") else {
            throw MerchantFeedError.noHeader(String(header.joined(separator: ", ").prefix(120)))
        }
        return lines.map { line in
            var item = MerchantFeedItem(position: line.row)
            for (name, value) in zip(header, line.fields.split(separator: "\t", omittingEmptySubsequences: false)) where !name.isEmpty {
                let value = unquote(value)
                let values = name == "additional_image_link" ? value.split(separator: ",").map(String.init) : [value]
                item.attributes[name, default: []] += values
            }
            return item
        }
    }

    static func unquote(_ field: Substring) -> String {
        let trimmed = field.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return trimmed }
        return String(trimmed.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")
    }
}

/// Why a feed's bytes are not a feed; the source names the location.
enum MerchantFeedError: Error, CustomStringConvertible {
    case noHeader(String)
    case xml(line: Int, detail: String)
    case noItems(root: String)

    var description: String {
        switch self {
        case .noHeader(let first): "its first row is not a header of attribute names with id (got '\(first)')"
        case .xml(let line, let detail): "the XML breaks at line \(line): \(detail)"
        case .noItems(let root): "the XML's root is <\(root)>, not an RSS <rss> or Atom <feed>"
        }
    }
}
