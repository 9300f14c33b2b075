import Foundation
@testable import CouplesServer
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Couples' background loops")
struct BackgroundLoopTests {
    @Test("the reminder scheduler ends when cancelled (a failed startup cancels the services)")
    func reminderSchedulerEnds() async throws {
        try await CouplesHarness.run { harness in
            try await harness.withDatabase { database in
                let scheduler = ReminderScheduler(
                    database: database, wallClock: harness.clock, notifier: CouplesNotifier(push: nil), interval: .seconds(1), logger: .quiet
                )
                #expect(await endsWhenCancelled { try await scheduler.run() })
            }
        }
    }
}
