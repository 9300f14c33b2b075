import AppCopy
import Foundation

/// What the Add/Edit Plant form submits, checked before anything is written.
public struct PlantDraft: Sendable, Equatable {
    public static let maximumNameLength = 100
    public static let maximumDetailLength = 200

    public var name: String
    public var scientificName: String
    public var location: String
    /// When it was planted or came home (optional); not in the future.
    public var startedAt: Date?

    public init(name: String, scientificName: String = "", location: String = "", startedAt: Date? = nil) {
        self.name = name
        self.scientificName = scientificName
        self.location = location
        self.startedAt = startedAt
    }

    /// The form's fields for an existing plant.
    public init(_ plant: Plant) {
        self.init(name: plant.name, scientificName: plant.scientificName ?? "", location: plant.location ?? "", startedAt: plant.startedAt)
    }

    public enum Field: String, Sendable {
        case name, scientificName, location, startedAt
    }

    /// A field that is wrong, and why, in words the form can show under it.
    public struct Problem: Error, Sendable, Equatable {
        public var field: Field
        public var message: String

        public init(field: Field, message: String) {
            self.field = field
            self.message = message
        }
    }

    /// The draft's values trimmed, with empty optional fields as nil; or every problem found.
    func validated(now: Date) throws(ValidationFailure) -> Values {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let scientificName = scientificName.trimmingCharacters(in: .whitespacesAndNewlines)
        let location = location.trimmingCharacters(in: .whitespacesAndNewlines)
        var problems: [Problem] = []
        if name.isEmpty {
            problems.append(Problem(field: .name, message: PlantTrackerCopy[.draftNameMissing]))
        } else if name.count > Self.maximumNameLength {
            problems.append(Problem(field: .name, message: PlantTrackerCopy.format(.draftNameTooLong, .number(Self.maximumNameLength))))
        }
        if scientificName.count > Self.maximumDetailLength {
            problems.append(Problem(field: .scientificName, message: PlantTrackerCopy.format(.draftDetailTooLong, .number(Self.maximumDetailLength))))
        }
        if location.count > Self.maximumDetailLength {
            problems.append(Problem(field: .location, message: PlantTrackerCopy.format(.draftDetailTooLong, .number(Self.maximumDetailLength))))
        }
        if let startedAt, startedAt > now {
            problems.append(Problem(field: .startedAt, message: PlantTrackerCopy[.commonFutureDate]))
        }
        guard problems.isEmpty else { throw ValidationFailure(problems: problems) }
        return Values(
            name: name, scientificName: scientificName.isEmpty ? nil : scientificName, location: location.isEmpty ? nil : location,
            startedAt: startedAt
        )
    }

    /// What a valid draft stores.
    struct Values {
        var name: String
        var scientificName: String?
        var location: String?
        var startedAt: Date?
    }

    /// The problem with one field, if any: what the form shows under it.
    public static func message(for field: Field, in failure: ValidationFailure?) -> String? {
        failure?.problems.first { $0.field == field }?.message
    }
}

/// Every problem with a draft at once, so the form can mark all the wrong fields together.
public struct ValidationFailure: Error, Sendable, Equatable {
    public var problems: [PlantDraft.Problem]

    public init(problems: [PlantDraft.Problem]) {
        self.problems = problems
    }
}
