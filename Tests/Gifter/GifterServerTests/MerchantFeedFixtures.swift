import Foundation

/// One Merchant Center feed in both its forms, as shops export them: good items, an out-of-stock one,
/// sales in and out of their dates, a book without a brand, and malformed rows (a required attribute
/// missing, an unreadable price, an availability Google does not know, a new product without a brand).
enum MerchantFeedFixtures {
    typealias Row = [String: String]

    static let header = [
        "id", "title", "description", "link", "image_link", "additional_image_link", "availability", "price", "sale_price",
        "sale_price_effective_date", "brand", "gtin", "mpn", "condition", "google_product_category", "product_type",
    ]

    static let rows: [Row] = [
        ["id": "MUG-1", "title": "Speckled Stoneware Mug", "description": "Thrown by hand &amp; glazed in oatmeal.", "link": "https://kiln.example/products/mug-1",
         "image_link": "https://kiln.example/img/mug-1.jpg", "additional_image_link": "https://kiln.example/img/mug-1-side.jpg,https://kiln.example/img/mug-1-top.jpg",
         "availability": "in_stock", "price": "18.00 GBP", "brand": "Kiln & Kettle", "gtin": "5012345678900", "condition": "new",
         "google_product_category": "Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs", "product_type": "Ceramics > Handmade > Mugs"],
        ["id": "CANDLE-1", "title": "Fig Leaf Candle", "description": "A slow-burning soy candle.", "link": "https://kiln.example/products/candle-1",
         "image_link": "https://kiln.example/img/candle-1.jpg", "availability": "out_of_stock", "price": "24.00 GBP", "brand": "Wick & Co", "mpn": "WC-FIG"],
        ["id": "TEA-1", "title": "Smoky Lapsang Tea", "description": "Loose leaf.", "link": "https://kiln.example/products/tea-1",
         "image_link": "https://kiln.example/img/tea-1.jpg", "availability": "in stock", "price": "16.00 GBP", "sale_price": "12.00 GBP",
         "sale_price_effective_date": "2026-11-20T00:00+0000/2026-12-01T00:00+0000", "brand": "Leaf Room", "product_type": "Tea"],
        ["id": "TEA-2", "title": "Jasmine Pearls", "description": "Hand-rolled green tea.", "link": "https://kiln.example/products/tea-2",
         "image_link": "https://kiln.example/img/tea-2.jpg", "availability": "preorder", "price": "22.00 GBP", "sale_price": "15.00 GBP",
         "sale_price_effective_date": "2026-10-01T00:00Z/2026-10-31T23:59Z", "brand": "Leaf Room", "product_type": "Tea"],
        ["id": "BOOK-1", "title": "The Slow Kitchen", "description": "Recipes for long Sundays.", "link": "https://kiln.example/products/book-1",
         "image_link": "https://kiln.example/img/book-1.jpg", "availability": "in_stock", "price": "20.00 GBP", "condition": "new",
         "google_product_category": "Media > Books"],
        ["id": "NO-IMAGE", "title": "Linen Napkins", "description": "Set of four.", "link": "https://kiln.example/products/napkins",
         "availability": "in_stock", "price": "28.00 GBP", "brand": "Flax House"],
        ["id": "BAD-PRICE", "title": "Oak Board", "description": "Oiled oak.", "link": "https://kiln.example/products/board",
         "image_link": "https://kiln.example/img/board.jpg", "availability": "in_stock", "price": "twelve pounds", "brand": "Grain"],
        ["id": "ODD-AVAILABILITY", "title": "Brass Scissors", "description": "For the garden.", "link": "https://kiln.example/products/scissors",
         "image_link": "https://kiln.example/img/scissors.jpg", "availability": "ask us", "price": "30.00 GBP", "brand": "Grain"],
        ["id": "NO-BRAND", "title": "Wool Throw", "description": "Undyed wool.", "link": "https://kiln.example/products/throw",
         "image_link": "https://kiln.example/img/throw.jpg", "availability": "in_stock", "price": "85.00 GBP"],
    ]

    /// The tab-separated form, with Windows line ends and a byte-order mark as spreadsheets write it.
    static func tsv(_ rows: [Row] = rows) -> String {
        "\u{FEFF}" + ([header.joined(separator: "\t")] + rows.map { row in header.map { row[$0] ?? "" }.joined(separator: "\t") }).joined(separator: "\r\n") + "\r\n"
    }

    /// The RSS 2.0 form with the `g:` namespace; title, link and description as RSS's own elements, a
    /// description in CDATA, and a nested `g:shipping` price that is not the item's.
    static func xml(_ rows: [Row] = rows) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        let items = rows.map { row -> String in
            var lines = ["<item>"]
            for name in header {
                guard let value = row[name] else { continue }
                switch name {
                case "title", "link": lines.append("  <\(name)>\(escape(value))</\(name)>")
                case "description": lines.append("  <description><![CDATA[\(value)]]></description>")
                case "additional_image_link":
                    for link in value.split(separator: ",") { lines.append("  <g:additional_image_link>\(escape(String(link)))</g:additional_image_link>") }
                default: lines.append("  <g:\(name)>\(escape(value))</g:\(name)>")
                }
            }
            lines.append("  <g:shipping><g:country>GB</g:country><g:service>Standard</g:service><g:price>3.95 GBP</g:price></g:shipping>")
            lines.append("</item>")
            return lines.joined(separator: "\n")
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss xmlns:g="http://base.google.com/ns/1.0" version="2.0">
            <channel>
            <title>Kiln Street</title>
            <link>https://kiln.example</link>
            <description>Kiln Street's products</description>
            \(items.joined(separator: "\n"))
            </channel>
            </rss>
            """
    }

    /// A small feed priced in euros.
    static let euroRows: [Row] = [
        ["id": "EU-1", "title": "Enamel Mug", "description": "Blue rim.", "link": "https://atelier.example/p/eu-1", "image_link": "https://atelier.example/eu-1.jpg",
         "availability": "in_stock", "price": "20.00 EUR", "brand": "Atelier Nord"],
        ["id": "EU-2", "title": "Walnut Tray", "description": "Solid walnut.", "link": "https://atelier.example/p/eu-2", "image_link": "https://atelier.example/eu-2.jpg",
         "availability": "in_stock", "price": "200.00 EUR", "brand": "Atelier Nord"],
        ["id": "GB-1", "title": "Tin Mug", "description": "Camping mug.", "link": "https://atelier.example/p/gb-1", "image_link": "https://atelier.example/gb-1.jpg",
         "availability": "in_stock", "price": "25.00 GBP", "brand": "Atelier Nord"],
    ]
}
