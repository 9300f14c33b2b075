import Foundation
import Logging
@testable import ServerKit
import Testing

@Suite("Log lines")
struct LogLineFormatterTests {
    let time = Date(timeIntervalSince1970: 1_795_254_000.25)  // 2026-11-21T09:40:00.250Z

    @Test("text lines are logfmt with sorted keys")
    func logfmt() {
        let line = LogLineFormatter.line(
            format: .text, timestamp: time, level: .info, label: "greenhouse", message: "request",
            metadata: ["http.status": "200", "http.path": "/health", "hb.request.id": "abc"]
        )
        #expect(line == "ts=2026-11-21T09:40:00.250Z level=info logger=greenhouse msg=request hb.request.id=abc http.path=/health http.status=200")
    }

    @Test("values a client controls cannot break a line or forge a field")
    func escaping() {
        let hostile = "x\" forged=1\nlevel=critical"
        let text = LogLineFormatter.line(format: .text, timestamp: time, level: .info, label: "l", message: "m", metadata: ["path": .string(hostile)])
        #expect(!text.contains("\n"))
        #expect(text.hasSuffix(#"path="x\" forged=1\nlevel=critical""#))
        let json = LogLineFormatter.line(format: .json, timestamp: time, level: .info, label: "l", message: "m", metadata: ["path": .string(hostile)])
        #expect(!json.contains("\n"))
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["path"] as? String == hostile)
        #expect(object?["level"] as? String == "info")
    }

    @Test("JSON lines hold every field, nested metadata included")
    func jsonLine() throws {
        let line = LogLineFormatter.line(
            format: .json, timestamp: time, level: .error, label: "greenhouse", message: "request failed",
            metadata: ["apps": .array(["/calyx/v1"]), "ctx": .dictionary(["a": "1"]), "control": .string("bell\u{07}")]
        )
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["ts"] as? String == "2026-11-21T09:40:00.250Z")
        #expect(object["msg"] as? String == "request failed")
        #expect(object["apps"] as? [String] == ["/calyx/v1"])
        #expect((object["ctx"] as? [String: String])?["a"] == "1")
        #expect(object["control"] as? String == "bell\u{07}")
    }
}

@Suite("Duration text")
struct DurationTextTests {
    @Test("access-log durations are milliseconds with two decimals", arguments: [
        (Duration.microseconds(370), "0.37"), (.milliseconds(12) + .microseconds(345), "12.34"),
        (.seconds(2), "2000.00"), (.nanoseconds(5), "0.00"), (.microseconds(1005), "1.00"),
    ])
    func milliseconds(duration: Duration, text: String) {
        #expect(duration.millisecondsText == text)
    }
}
