import AppCopy
import Foundation
import Observation

/// Backup in Settings: export everything into one zip to save or share, and restore one on a new phone.
@MainActor @Observable
public final class BackupModel {
    public enum Phase: Equatable, Sendable {
        case idle
        case working(BackupProgress)
        case exported(URL, PlantJournal.ExportSummary)
        case imported(PlantJournal.ImportSummary)
        case failed(String)
    }

    public private(set) var phase: Phase = .idle
    public let journal: PlantJournal
    /// Where exports are written before the share sheet takes them (the app's temporary directory).
    public let exportDirectory: URL
    @ObservationIgnored private let now: @Sendable () -> Date

    public init(journal: PlantJournal, exportDirectory: URL = FileManager.default.temporaryDirectory, now: @escaping @Sendable () -> Date = Date.init) {
        self.journal = journal
        self.exportDirectory = exportDirectory
        self.now = now
    }

    public var isWorking: Bool { if case .working = phase { true } else { false } }

    /// "PlantTracker Backup 2025-04-27.zip", the day in the person's time zone.
    public func exportFileName(calendar: Calendar = .autoupdatingCurrent) -> String {
        let day = calendar.dateComponents([.year, .month, .day], from: now())
        let date = String(format: "%04d-%02d-%02d", day.year ?? 0, day.month ?? 0, day.day ?? 0)
        return PlantTrackerCopy.format(.backupFileName, .text(date)) + ".zip"
    }

    /// "Share PlantTracker Backup 2025-04-27.zip": the button that hands an export to the share sheet.
    public func shareTitle(for url: URL) -> String {
        PlantTrackerCopy.format(.backupShare, .text(url.lastPathComponent))
    }

    public func export(calendar: Calendar = .autoupdatingCurrent) async {
        guard !isWorking else { return }
        let destination = exportDirectory.appendingPathComponent(exportFileName(calendar: calendar))
        await run { journal, report in
            let summary = try journal.exportBackup(to: destination, progress: report)
            return .exported(destination, summary)
        }
    }

    public func restore(from url: URL) async {
        guard !isWorking else { return }
        await run { journal, report in .imported(try journal.importBackup(from: url, progress: report)) }
    }

    /// What a finished restore says.
    public var importMessage: String? {
        guard case .imported(let summary) = phase else { return nil }
        if summary.plantsAdded == 0 && summary.photosAdded == 0 { return PlantTrackerCopy[.backupAlreadyHere] }
        return PlantTrackerCopy.format(
            .backupRestored, .text(PlantTrackerCopy.format(.countPlants, .number(summary.plantsAdded))),
            .text(PlantTrackerCopy.format(.countPhotos, .number(summary.photosAdded)))
        )
    }

    public func dismissResult() { if !isWorking { phase = .idle } }

    private func run(_ work: @escaping @Sendable (PlantJournal, @escaping @Sendable (BackupProgress) -> Void) throws -> Phase) async {
        phase = .working(BackupProgress(completed: 0, total: 1))
        let journal = journal
        let report: @Sendable (BackupProgress) -> Void = { progress in
            Task { @MainActor [weak self] in
                if case .working = self?.phase { self?.phase = .working(progress) }
            }
        }
        let result = await Task.detached(priority: .userInitiated) { () -> Phase in
            do { return try work(journal, report) } catch { return .failed(String(describing: error)) }
        }.value
        phase = result
    }
}
