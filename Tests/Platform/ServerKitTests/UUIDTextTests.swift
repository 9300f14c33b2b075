import Foundation
import ServerKit
import Testing

@Suite("UUID text")
struct UUIDTextTests {
    @Test("writes what Foundation writes, upper and lower case, and reads both back")
    func sameAsFoundation() {
        var ids = [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))]
        ids.append(UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255)))
        ids.append(UUID(uuid: (0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD, 0xEF, 0xFE, 0xDC, 0xBA, 0x98, 0x76, 0x54, 0x32, 0x10)))
        ids += (0..<2_000).map { _ in UUID() }
        for id in ids {
            #expect(id.text(uppercase: true) == id.uuidString)
            #expect(id.text(uppercase: false) == id.uuidString.lowercased())
            #expect(id.apiString == id.uuidString.lowercased())
            #expect(UUID(text: id.uuidString) == id)
            #expect(UUID(text: id.uuidString.lowercased()) == id)
        }
        // Mixed case reads as Foundation reads it.
        let mixed = "0123abcd-EF01-4a5B-8c9D-0123456789aB"
        #expect(UUID(text: mixed) == UUID(uuidString: mixed))
        #expect(UUID(text: mixed) != nil)
    }

    @Test("refuses what Foundation refuses: wrong length, dashes elsewhere, anything but hex digits")
    func refuses() {
        let good = "0123ABCD-EF01-4A5B-8C9D-0123456789AB"
        let bad = [
            "", "0123ABCD", String(good.dropLast()), good + "0", "{\(good)}",
            "0123ABCDE-F01-4A5B-8C9D-0123456789AB", "0123ABCD-EF014A5B--8C9D-0123456789AB",
            "0123ABCD-EF01-4A5B-8C9D-0123456789AG", "0123ABCD-EF01-4A5B-8C9D-0123456789A ",
            "0123ABCD_EF01_4A5B_8C9D_0123456789AB", "0123ABCDEF014A5B8C9D0123456789AB",
            "0123ABCD-EF01-4A5B-8C9D-0123456789é", "g123abcd-ef01-4a5b-8c9d-0123456789ab",
        ]
        for text in bad {
            #expect(UUID(text: text) == nil, "\(text)")
            #expect(UUID(uuidString: text) == nil, "Foundation reads \(text)")
        }
        // Stricter than Foundation's `sscanf`, which lets a digit pair begin with a space: not text
        // `uuidString` writes, so nothing we stored.
        let spaced = " \(good.dropFirst())"
        #expect(UUID(uuidString: spaced) != nil)
        #expect(UUID(text: spaced) == nil)
    }
}
