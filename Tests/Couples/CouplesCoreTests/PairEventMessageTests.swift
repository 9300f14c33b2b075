import CouplesCore
import Foundation
import Testing

/// The `/pair/events` messages as the server writes them (see `PairEvent` in the API document).
@Suite("Pair event messages")
struct PairEventMessageTests {
    @Test("a day's event carries its date; rekeying and unpairing come without one; an unknown kind is skipped")
    func decoding() throws {
        let day = try #require(PairEventMessage.decode(
            #"{"pair":"6f1c0e64-1d0c-4a37-9d86-2d3e1c9b7a10","kind":"partnerAnswered","date":"2026-11-24","actor":"0b6f2a5e-8a41-4c39-b0c4-6de2f2b1f001"}"#
        ))
        #expect(day.kind == .partnerAnswered && day.date == "2026-11-24" && day.actor == "0b6f2a5e-8a41-4c39-b0c4-6de2f2b1f001")
        let unpaired = try #require(PairEventMessage.decode(#"{"pair":"6f1c0e64-1d0c-4a37-9d86-2d3e1c9b7a10","kind":"unpaired","actor":"0b6f2a5e-8a41-4c39-b0c4-6de2f2b1f001"}"#))
        #expect(unpaired.kind == .unpaired && unpaired.date.isEmpty)
        #expect(PairEventMessage.decode(#"{"pair":"x","kind":"partnerWaved"}"#) == nil)
    }
}
