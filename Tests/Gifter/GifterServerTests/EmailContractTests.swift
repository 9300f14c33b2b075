import Foundation
import GifterAPI
import Identity
import Testing
import Yams

/// The document's `Email` schema and the server's address check (`PasswordAccounts.emailKey`) accept
/// exactly the same strings, so that a client which keeps the document is never refused and the
/// server never takes what the document rules out (schemathesis checks both ways).
@Suite("Gifter email contract")
struct EmailContractTests {
    static func emailSchema() throws -> [String: Any] {
        let text = String(decoding: try GifterAPIDocument.yaml(), as: UTF8.self)
        let document = try #require(try Yams.load(yaml: text) as? [String: Any])
        let components = try #require(document["components"] as? [String: Any])
        let schemas = try #require(components["schemas"] as? [String: Any])
        return try #require(schemas["Email"] as? [String: Any])
    }

    /// What JSON Schema's `pattern`, `minLength` and `maxLength` accept (lengths in code points).
    static func documentAccepts(_ text: String, _ regex: NSRegularExpression, min: Int, max: Int) -> Bool {
        (min...max).contains(text.unicodeScalars.count) && regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    @Test("the document states the server's pattern and lengths")
    func documentStatesTheRule() throws {
        let schema = try Self.emailSchema()
        #expect(schema["pattern"] as? String == PasswordAccounts.emailPattern)
        #expect(schema["minLength"] as? Int == 3)
        #expect(schema["maxLength"] as? Int == 254)
    }

    @Test("pattern and server agree on every character of the Basic Multilingual Plane, in each part of an address")
    func everyCharacter() throws {
        let schema = try Self.emailSchema()
        let regex = try NSRegularExpression(pattern: try #require(schema["pattern"] as? String))
        var disagreements: [String] = []
        for value in 0...0xFFFF where !(0xD800...0xDFFF).contains(value) {
            let c = String(Unicode.Scalar(UInt32(value))!)
            for text in ["a\(c)b@example.com", "\(c)ab@example.com", "ab@ex\(c)ample.com", "ab@example.co\(c)", "ab@example.com\(c)", "\(c)"] {
                let document = Self.documentAccepts(text, regex, min: 3, max: 254)
                if document != (PasswordAccounts.emailKey(text) != nil) {
                    disagreements.append(String(format: "U+%04X: document %@", value, document ? "accepts" : "refuses") + " \(text.debugDescription)")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test("pattern and server agree on the shape of an address", arguments: [
        ("0000", false), ("ivy", false), ("ivy@", false), ("@example.com", false), ("ivy@example", false),
        ("ivy@@example.com", false), ("ivy@example..com", false), ("ivy@.example.com", false), ("ivy@example.com.", false),
        ("ivy @example.com", false), ("ivy@exa mple.com", false), ("ivy@example.com", true), ("Ivy.Rose+gifts@Example.CO.uk", true),
        ("  ivy@example.com \n", true), ("ivy@example.com\u{2028}", false), ("ivy@example.com\u{85}", false), ("\u{A0}ivy@example.com", false), ("müller@bücher.de", true), ("a@b.c", true),
        (String(repeating: "a", count: 64) + "@example.com", true), (String(repeating: "a", count: 65) + "@example.com", false),
        ("a@" + String(repeating: "b", count: 249) + ".co", true), ("a@" + String(repeating: "b", count: 250) + ".co", false),
        ("  a@" + String(repeating: "b", count: 248) + ".co", false),  // 255 with the spaces: the limit counts them
    ] as [(String, Bool)])
    func shapes(text: String, valid: Bool) throws {
        let schema = try Self.emailSchema()
        let regex = try NSRegularExpression(pattern: try #require(schema["pattern"] as? String))
        #expect(Self.documentAccepts(text, regex, min: 3, max: 254) == valid, "document, \(text.debugDescription)")
        #expect((PasswordAccounts.emailKey(text) != nil) == valid, "server, \(text.debugDescription)")
    }

    @Test("the key is the address trimmed and lowercased")
    func key() {
        #expect(PasswordAccounts.emailKey("\t Ivy@Example.COM\r\n") == "ivy@example.com")
        #expect(PasswordAccounts.emailKey("Müller@Bücher.DE") == "müller@bücher.de")
    }
}
