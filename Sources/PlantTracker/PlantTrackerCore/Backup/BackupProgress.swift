/// How far an export or import has got: files done of files in all. Reported on the worker's thread.
public struct BackupProgress: Sendable, Equatable {
    public var completed: Int
    public var total: Int

    public init(completed: Int, total: Int) {
        self.completed = completed
        self.total = total
    }

    /// 0…1, for a progress bar.
    public var fraction: Double { total == 0 ? 1 : Double(completed) / Double(total) }
}
