import Crypto
import Foundation

/// How every importer tidies a shop's text and links before they reach a card: whitespace collapsed,
/// long text cut at a word, HTML read as plain text, only http(s) links kept.
enum CatalogText {
    static let maximumTitleLength = 200
    /// The detail page shows a short description; longer ones are cut at a word.
    static let maximumDescriptionLength = 600
    static let maximumBrandLength = 80
    static let maximumImages = 10

    /// Trimmed, with every run of whitespace (newlines included) one space.
    static func clean(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// At most `limit` characters, cut after the last whole word that fits, with an ellipsis.
    static func bounded(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit - 1)
        var atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        // "mugs, plates," would end "plates,…".
        while let last = atWord.last, last.isWhitespace || ",;:-–—".contains(last) { atWord.removeLast() }
        return atWord + "…"
    }

    /// Cleaned, or nil when nothing is left.
    static func nonEmpty(_ text: String?) -> String? {
        guard let text else { return nil }
        let cleaned = clean(text)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// The link if it is an absolute http(s) URL with a host (a data: or javascript: URL has no
    /// business in a product card), trimmed.
    static func webURL(_ text: String) -> String? {
        let url = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme),
              parsed.host?.isEmpty == false
        else { return nil }
        return url
    }

    /// Remote images from candidate links in order: web links only, each once, at most `maximumImages`.
    static func images(_ candidates: [String]) -> [ProductImage] {
        var seen = Set<String>()
        var images: [ProductImage] = []
        for candidate in candidates {
            guard let url = webURL(candidate), seen.insert(url).inserted else { continue }
            images.append(.remote(url: url))
            if images.count == maximumImages { break }
        }
        return images
    }

    /// `<storefront>/products/<handle>`, the handle escaped as one path segment (Medusa's storefronts
    /// and Shopify's both link products so).
    static func productLink(storefront: URL, handle: String) -> String {
        var base = storefront.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let segment = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))
        return "\(base)/products/\(handle.addingPercentEncoding(withAllowedCharacters: segment) ?? handle)"
    }

    // MARK: - Ids

    /// Characters a product id may hold: the API's `ProductIDText` pattern, so every product can be
    /// named in a path.
    private static let idCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._:-")
    static let maximumIDLength = 200

    /// `<kind>:<name>` with anything an id may not hold in `name` (a feed's path, an IPv6 host) as `-`.
    static func sourceName(_ kind: String, _ name: String) -> String {
        kind + ":" + String(name.prefix(80).map { idCharacters.contains($0) ? $0 : "-" })
    }

    /// `<kind>:<readable>-<digest>`: the readable part as `sourceName` writes it (cut to 60 characters), then
    /// the first 10 hex digits of the SHA-256 of the whole `location` (an absolute path, or scheme, host,
    /// port and path). The readable part alone loses what tells two feeds apart (`/a/feed.tsv` and
    /// `/b/feed.tsv`, a port, a long path), and one feed's import would retire the other's products.
    static func sourceName(_ kind: String, _ readable: String, location: String) -> String {
        let digest = SHA256.hash(data: Data(location.utf8)).prefix(5).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        return sourceName(kind, String(readable.prefix(60))) + "-" + digest
    }

    /// `<source>:<key>` for the shop's own key of a product (a handle, a feed's `id`): characters an id may
    /// not hold, and `_` itself (else "mug one" and "mug_20one" would be one id), are written `_` and their
    /// UTF-8 bytes in hex ("mug one" → "mug_20one", "mug_1" → "mug_5F1"), and an id longer than the API
    /// allows ends in a digest of the key instead, so it stays unique and stable.
    static func productID(source: String, key: String) -> String {
        var escaped = ""
        for character in key {
            if character != "_", idCharacters.contains(character) {
                escaped.append(character)
            } else {
                for byte in String(character).utf8 { escaped += "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }
            }
        }
        let id = source + ":" + escaped
        guard id.count > maximumIDLength else { return id }
        let digest = SHA256.hash(data: Data(key.utf8)).prefix(8).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        return String(id.prefix(maximumIDLength - 17)) + "-" + digest
    }

    // MARK: - HTML

    /// What a person reads of an HTML fragment (Shopify's `body_html`): scripts and styles dropped,
    /// tags as word breaks, entities decoded, whitespace collapsed.
    static func plainText(fromHTML html: String) -> String {
        var text = html
        for hidden in ["script", "style"] {
            while let open = text.range(of: "<\(hidden)", options: .caseInsensitive) {
                let close = text.range(of: "</\(hidden)>", options: .caseInsensitive, range: open.upperBound..<text.endIndex)
                text.removeSubrange(open.lowerBound..<(close?.upperBound ?? text.endIndex))
            }
        }
        var output = ""
        output.reserveCapacity(text.count)
        var inTag = false
        for character in text {
            if inTag {
                if character == ">" { inTag = false }
            } else if character == "<" {
                inTag = true
                output.append(" ")
            } else {
                output.append(character)
            }
        }
        return clean(decodeEntities(output))
    }

    private static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–", "mdash": "—", "hellip": "…",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "pound": "£", "euro": "€", "copy": "©", "reg": "®", "trade": "™",
        "deg": "°", "times": "×", "eacute": "é", "egrave": "è", "agrave": "à", "ccedil": "ç", "uuml": "ü", "ouml": "ö", "auml": "ä",
    ]

    /// `&amp;`, `&#8217;`, `&#x2019;` and the common named entities; anything else is left as written.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.prefix(12).firstIndex(of: ";") else {
                output.append("&")
                rest = after
                continue
            }
            let name = after[..<semicolon]
            var decoded: String?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            } else if name.hasPrefix("#") {
                decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            } else {
                decoded = namedEntities[String(name)]
            }
            if let decoded {
                output += decoded
                rest = after[after.index(after: semicolon)...]
            } else {
                output.append("&")
                rest = after
            }
        }
        return output + rest
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
