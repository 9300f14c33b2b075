import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XML forms of a Merchant Center feed, RSS 2.0 (`<channel><item>`) and Atom 1.0 (`<entry>`), with
/// the attributes as children of each item in the `g:` namespace (`xmlns:g="http://base.google.com/ns/1.0"`)
/// or, for title, link and description, RSS's own elements. Read by `XMLParser` as a stream of events:
/// only the current item is held, never a tree of the document. Nested attributes (`g:shipping` holds
/// its own `g:price`) are not the item's and are ignored.
final class MerchantFeedXML: NSObject, XMLParserDelegate {
    private var items: [MerchantFeedItem] = []
    private var root: String?
    /// Depth of the open element; the current item's depth when inside one.
    private var depth = 0
    private var itemDepth: Int?
    private var current = MerchantFeedItem(position: 0)
    private var attribute: String?
    private var text = ""
    /// The root element closed: a feed cut short (a dropped download) does not, and libxml2's parser
    /// does not always say so itself.
    private var complete = false

    static func items(_ data: Data) throws -> [MerchantFeedItem] {
        let parser = XMLParser(data: data)
        let reader = MerchantFeedXML()
        parser.delegate = reader
        // Namespaces are matched by prefix-less local names; external entities are never fetched.
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        guard parser.parse() else {
            let detail = parser.parserError.map { "\(($0 as NSError).localizedDescription)" } ?? "unknown error"
            throw MerchantFeedError.xml(line: parser.lineNumber, detail: detail)
        }
        guard reader.complete else {
            throw MerchantFeedError.xml(line: parser.lineNumber, detail: "the document ends before its root element closes")
        }
        guard let root = reader.root.map(MerchantFeedItem.attributeName), ["rss", "feed"].contains(root) else {
            throw MerchantFeedError.noItems(root: reader.root ?? "")
        }
        return reader.items
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        depth += 1
        if root == nil { root = elementName }
        let name = MerchantFeedItem.attributeName(elementName)
        if let itemDepth {
            guard depth == itemDepth + 1 else { return }
            attribute = name
            text = ""
            // Atom names a link in its `href`.
            if name == "link", let href = attributes["href"] { current.attributes["link", default: []].append(href) }
        } else if name == "item" || name == "entry" {
            itemDepth = depth
            current = MerchantFeedItem(position: items.count + 1)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if attribute != nil { text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if attribute != nil { text += String(decoding: CDATABlock, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        defer { depth -= 1 }
        if depth == 1 { complete = true }
        guard let itemDepth else { return }
        if depth == itemDepth {
            items.append(current)
            self.itemDepth = nil
        } else if depth == itemDepth + 1, let attribute {
            if !text.isEmpty { current.attributes[attribute, default: []].append(text) }
            self.attribute = nil
        }
    }
}
