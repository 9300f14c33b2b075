import Foundation
import OpenAPIRuntime
import ServerKit
import Testing

@Suite("Internet date transcoder")
struct InternetDateTranscoderTests {
    @Test("writes every date as the runtime's ISO 8601 transcoder does, to the second, and reads them back")
    func sameAsTheRuntime() throws {
        let ours = InternetDateTranscoder()
        let theirs = ISO8601DateTranscoder.iso8601
        var dates: [Date] = [
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -0.5), Date(timeIntervalSince1970: -1),
            Date(timeIntervalSince1970: 0.999_999), Date(timeIntervalSince1970: 59.999_999_9),
            Date(timeIntervalSince1970: 951_782_400), // 2000-02-29, a leap day in a century year
            Date(timeIntervalSince1970: 4_107_542_400), // 2100-03-01, after a century year without one
            Date(timeIntervalSince1970: -2_208_988_800), // 1900-01-01
            Date(timeIntervalSince1970: 253_402_300_799), // 9999-12-31T23:59:59
            Date(timeIntervalSince1970: 1_796_028_263.174_405),
        ]
        var generator = SystemRandomNumberGenerator()
        // 1800 to 2400, at microsecond precision as our timestamps are, and at any fraction.
        for _ in 0..<20_000 {
            let seconds = Double.random(in: -5_364_662_400...13_569_465_600, using: &generator)
            dates.append(Date(timeIntervalSince1970: seconds))
            dates.append(Date(timeIntervalSince1970: (seconds * 1e6).rounded() / 1e6))
        }
        for date in dates {
            let written = try ours.encode(date)
            #expect(written == (try theirs.encode(date)), "\(date.timeIntervalSince1970)")
            #expect(try ours.decode(written) == (try theirs.decode(written)))
        }
        // Years the formatter writes its own way are left to it.
        let far = Date(timeIntervalSince1970: 300_000_000_000)
        #expect(try ours.encode(far) == (try theirs.encode(far)))
        #expect(throws: DecodingError.self) { try ours.decode("30 November 2026") }
    }
}
