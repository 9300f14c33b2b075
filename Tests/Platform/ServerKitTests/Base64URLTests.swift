import Foundation
import ServerKit
import Testing

@Suite("Base64URL")
struct Base64URLTests {
    @Test("RFC 4648 §5: - and _ for + and /, no padding; decodes what it encodes, refuses anything else")
    func roundTrip() {
        // 0xfb 0xff → "+/8=" in base64, "-_8" in base64url.
        #expect(Base64URL.encode([0xFB, 0xFF]) == "-_8")
        #expect(Base64URL.decode("-_8") == Data([0xFB, 0xFF]))
        for length in 0...7 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 251) }
            let encoded = Base64URL.encode(bytes)
            #expect(!encoded.contains("=") && !encoded.contains("+") && !encoded.contains("/"))
            #expect(Base64URL.decode(encoded) == Data(bytes))
        }
        for bad in ["ab=", "a+b", "a/b", "ab c", "é", "a"] {
            #expect(Base64URL.decode(bad) == nil, "\(bad)")
        }
    }
}
