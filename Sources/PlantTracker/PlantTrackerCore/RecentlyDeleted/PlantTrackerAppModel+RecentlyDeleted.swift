import Foundation

extension PlantTrackerAppModel {
    /// The launch's housekeeping once the journal is open (and reconciled): erases what has been in
    /// Recently Deleted for 30 days, off the main actor. Returns how many photo files went; a failure is
    /// left for the next launch, which tries again.
    @discardableResult
    public func start() async -> Int {
        let journal = journal, now = now(), calendar = calendar.calendar
        return await Task.detached(priority: .utility) {
            (try? journal.purgeExpired(now: now, calendar: calendar)) ?? 0
        }.value
    }

    /// Recently Deleted, opened from Home's menu.
    public func makeRecentlyDeleted() -> RecentlyDeletedModel {
        RecentlyDeletedModel(journal: journal, calendar: calendar, now: now)
    }
}
