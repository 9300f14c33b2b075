import AppCopy
import Foundation
import GRDB
import Observation

/// The Add Plant / Edit Plant screen: name (required), scientific name, location and an optional start
/// date; every problem shown under its field; delete (when editing) only after a confirmation.
@MainActor @Observable
public final class PlantFormModel {
    public enum Outcome: Equatable, Sendable {
        case saved(Plant)
        case deleted
        case cancelled
    }

    public let existing: Plant?
    public var name: String
    public var scientificName: String
    public var location: String
    public var startedAt: Date?
    public private(set) var failure: ValidationFailure?
    public private(set) var errorMessage: String?
    /// Drives the confirmation dialog; SwiftUI may clear it before the dialog's button runs, so
    /// confirming checks `deleteRequested` instead.
    public var isConfirmingDelete = false
    /// What the confirmation says goes with the plant: counted once, when it is asked.
    public private(set) var deleteConfirmationMessage = ""
    @ObservationIgnored private var deleteRequested = false
    /// Set once the screen is done; the presenter reacts and closes it.
    public private(set) var outcome: Outcome?
    /// Called with the outcome (the Add Photo screen selects a plant made here).
    @ObservationIgnored public var onFinish: ((Outcome) -> Void)?

    public let journal: PlantJournal
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private let initial: PlantDraft

    public init(journal: PlantJournal, now: @escaping @Sendable () -> Date = Date.init) {
        self.existing = nil
        self.journal = journal
        self.now = now
        initial = PlantDraft(name: "")
        (name, scientificName, location, startedAt) = ("", "", "", nil)
    }

    /// The Add Plant form a photo screen opens from its plant menu: `saved` gets the new plant, then
    /// `closed` runs, however the form closes.
    static func fromPlantMenu(
        journal: PlantJournal, now: @escaping @Sendable () -> Date, saved: @escaping (Plant) -> Void, closed: @escaping () -> Void
    ) -> PlantFormModel {
        let form = PlantFormModel(journal: journal, now: now)
        form.onFinish = { outcome in
            if case .saved(let plant) = outcome { saved(plant) }
            closed()
        }
        return form
    }

    public init(editing plant: Plant, journal: PlantJournal, now: @escaping @Sendable () -> Date = Date.init) {
        self.existing = plant
        self.journal = journal
        self.now = now
        initial = PlantDraft(plant)
        (name, scientificName, location, startedAt) = (initial.name, initial.scientificName, initial.location, initial.startedAt)
    }

    public var isEditing: Bool { existing != nil }
    public var title: String { PlantTrackerCopy[isEditing ? .plantFormEditTitle : .plantFormNewTitle] }
    public var draft: PlantDraft { PlantDraft(name: name, scientificName: scientificName, location: location, startedAt: startedAt) }
    /// Save is offered once there is a name.
    public var canSave: Bool { !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    /// Cancel asks before discarding typed changes.
    public var hasChanges: Bool { draft != initial }
    public var canDelete: Bool { isEditing }
    public let discardConfirmationTitle = PlantTrackerCopy[.plantFormDiscardQuestion]

    /// "I know when it started": on, the date starts from the saved one, else today; off, there is none.
    public var knowsStart: Bool {
        get { startedAt != nil }
        set { startedAt = newValue ? (startedAt ?? existing?.startedAt ?? now()) : nil }
    }

    public func message(for field: PlantDraft.Field) -> String? {
        PlantDraft.message(for: field, in: failure)
    }

    @discardableResult
    public func save() -> Plant? {
        do {
            let plant = if let id = existing?.id {
                try journal.store.updatePlant(id: id, with: draft)
            } else {
                try journal.store.addPlant(draft)
            }
            failure = nil
            finish(.saved(plant))
            return plant
        } catch PlantStore.Failure.invalid(let problems) {
            failure = problems
        } catch {
            errorMessage = String(describing: error)
        }
        return nil
    }

    public func cancel() { finish(.cancelled) }

    // MARK: Delete, confirmed

    public func requestDelete() {
        guard let id = existing?.id else { return }
        let count = (try? journal.database.writer.read { db in
            try PlantStore.photoCount(db, plantID: id)
        }) ?? nil
        deleteConfirmationMessage = switch count ?? 0 {
        case 0: PlantTrackerCopy[.plantFormDeleteNoPhotos]
        case let n: PlantTrackerCopy.format(.plantFormDeletePhotos, .number(n))
        }
        deleteRequested = true
        isConfirmingDelete = true
    }

    public var deleteConfirmationTitle: String { PlantTrackerCopy.format(.plantFormDeleteQuestion, .text(existing?.name ?? "")) }

    public func confirmDelete() {
        guard deleteRequested, let id = existing?.id else { return }
        deleteRequested = false
        isConfirmingDelete = false
        do {
            try journal.deletePlant(id: id)
            finish(.deleted)
        } catch {
            errorMessage = String(describing: error)
        }
    }

    public func cancelDelete() {
        deleteRequested = false
        isConfirmingDelete = false
    }

    private func finish(_ outcome: Outcome) {
        self.outcome = outcome
        onFinish?(outcome)
    }
}
