import Foundation
@testable import GifterServer
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Gifter's background loops")
struct BackgroundLoopTests {
    @Test("the occasion reminder scheduler ends when cancelled (a failed startup cancels the services)")
    func reminderSchedulerEnds() async throws {
        try await GifterHarness.run { harness in
            try await harness.withDatabase { database in
                let scheduler = OccasionReminderScheduler(database: database, wallClock: harness.clock, push: nil, interval: .seconds(1), logger: .quiet)
                #expect(await endsWhenCancelled { try await scheduler.run() })
            }
        }
    }
}
