import Foundation

/// Recently Deleted across rows and files. Deleting keeps both; erasing (one item now, all of them, or
/// what is 30 days old at launch) removes the rows in one transaction and then the files, so a crash
/// between the two leaves only files without a row, which the next launch's `reconcile()` removes; a
/// row whose original is gone is erased by `reconcile()` too. No row ever outlives its file, and no file
/// outlives its row past one launch.
extension PlantJournal {
    /// Erases one deleted plant (with all its photos) or photo now.
    public func eraseDeleted(_ ids: [DeletedItem.ID]) throws {
        files.remove(try store.eraseDeleted(ids))
    }

    /// Empties Recently Deleted.
    public func eraseAllDeleted() throws {
        files.remove(try store.eraseAllDeleted())
    }

    /// Erases what has been in Recently Deleted for 30 calendar days in `calendar`'s time zone; returns
    /// how many photo files went. Run at launch, after `reconcile()`.
    @discardableResult
    public func purgeExpired(now: Date, calendar: Calendar) throws -> Int {
        let names = try store.eraseDeleted(before: RecentlyDeleted.purgeCutoff(now: now, calendar: calendar))
        files.remove(names)
        return names.count
    }
}

extension PhotoFiles {
    /// Deletes several photos' files (after their rows went).
    func remove(_ names: [String]) {
        for name in names { remove(name) }
    }
}
