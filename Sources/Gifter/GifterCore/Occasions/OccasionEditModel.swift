import ClientKit
import Foundation
import GifterAPI
import Observation

/// Adding or editing an occasion (§10 "Add an occasion", §6.2 "Edit occasion"): whose it is (new
/// ones only), the kind, a title for "Something else", the date and whether it comes every year.
/// Deleting asks first. A bad field is the server's line under the form, and nothing changes.
@MainActor @Observable
public final class OccasionEditModel {
    public typealias Kind = Components.Schemas.OccasionKind

    /// Someone an occasion can be for.
    public struct PersonChoice: Identifiable, Equatable, Sendable {
        public let person: String
        public let name: String
        public var id: String { person }
    }

    public let occasionID: String?
    public var person: String?
    public var kind = Kind.birthday
    public var customTitle = ""
    /// The calendar date, year included (the year of birth, of a wedding).
    public var day: DateComponents
    public var recurring = true
    public private(set) var people: [PersonChoice] = []
    public private(set) var isSaving = false
    public private(set) var problem: String?
    /// Set once saved: the page or list shows it.
    public private(set) var saved: Components.Schemas.Occasion?
    public private(set) var isDeleted = false

    private let client: GifterClient

    /// A new occasion for `person` (`self` for your own; nil to choose from `people`).
    public init(newFor person: String?, name: String?, today: Date = Date(), calendar: Calendar = .autoupdatingCurrent, client: GifterClient) {
        occasionID = nil
        self.person = person
        if let person, let name { people = [PersonChoice(person: person, name: name)] }
        day = calendar.dateComponents([.year, .month, .day], from: today)
        self.client = client
    }

    public init(editing occasion: Components.Schemas.Occasion, client: GifterClient) {
        occasionID = occasion.id
        person = occasion.person.person
        kind = occasion.kind
        customTitle = occasion.kind == .custom ? occasion.title : ""
        let parts = occasion.date.split(separator: "-").compactMap { Int($0) }
        day = DateComponents(year: parts.first, month: parts.dropFirst().first, day: parts.dropFirst(2).first)
        recurring = occasion.recurring
        people = [PersonChoice(person: occasion.person.person, name: occasion.person.name)]
        self.client = client
    }

    public var isNew: Bool { occasionID == nil }
    public var title: String { GifterCopy[isNew ? .occasionEditNewTitle : .occasionEditEditTitle] }
    public static var deleteConfirmation: String { GifterCopy[.occasionEditDeleteConfirm] }

    public static func title(_ kind: Kind) -> String {
        switch kind {
        case .birthday: GifterCopy[.occasionKindBirthday]
        case .anniversary: GifterCopy[.occasionKindAnniversary]
        case .holiday: GifterCopy[.occasionKindHoliday]
        case .graduation: GifterCopy[.occasionKindGraduation]
        case .wedding: GifterCopy[.occasionKindWedding]
        case .baby: GifterCopy[.occasionKindBaby]
        case .housewarming: GifterCopy[.occasionKindHousewarming]
        case .justBecause: GifterCopy[.occasionKindJustBecause]
        case .custom: GifterCopy[.occasionKindCustom]
        }
    }

    /// `YYYY-MM-DD`, as the API takes it; nil while the date is incomplete.
    public var dayText: String? {
        guard let year = day.year, let month = day.month, let dayOfMonth = day.day else { return nil }
        return String(format: "%04d-%02d-%02d", year, month, dayOfMonth)
    }

    /// A custom occasion without a title may still be submitted: `save()` then says what is missing.
    /// The day as a date picker shows it: its start in the phone's calendar (`today` while incomplete).
    public func pickerDate(in calendar: Calendar = .autoupdatingCurrent, today: Date = Date()) -> Date {
        guard let year = day.year, let month = day.month, let dayOfMonth = day.day,
              let date = calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth)) else { return today }
        return date
    }

    /// The picker's choice, kept as the calendar day it is in the phone's calendar (so 08:30 in Tokyo
    /// is still that day, whatever UTC says).
    public func setPickerDate(_ date: Date, in calendar: Calendar = .autoupdatingCurrent) {
        day = calendar.dateComponents([.year, .month, .day], from: date)
    }

    public var canSave: Bool { !isSaving && person != nil && dayText != nil }

    /// For a new occasion whose person is to be chosen: you, your gifting profiles and your friends.
    public func loadPeople() async {
        guard isNew else { return }
        do {
            async let profiles = client.api.listProfiles().ok.body.json.profiles
            async let friends = client.api.listFriends().ok.body.json.friends
            people = [PersonChoice(person: "self", name: GifterCopy[.occasionEditYourself])]
                + (try await profiles).map { PersonChoice(person: $0.person, name: $0.name) }
                + (try await friends).map { PersonChoice(person: $0.person, name: $0.displayName) }
        } catch {
            problem = GifterErrorCopy.title(for: LoadFailure(error))
        }
    }

    public func save() async {
        if kind == .custom, customTitle.trimmingCharacters(in: .whitespaces).isEmpty {
            problem = GifterCopy[.occasionEditNeedsTitle]
            return
        }
        guard canSave, let person, let dayText else { return }
        problem = nil
        isSaving = true
        defer { isSaving = false }
        let title = customTitle.trimmingCharacters(in: .whitespaces)
        do {
            if let occasionID {
                let change = Components.Schemas.OccasionUpdate(kind: kind, title: kind == .custom ? title : "", date: dayText, recurring: recurring)
                switch try await client.api.updateOccasion(path: .init(occasionId: occasionID), body: .json(change)) {
                case .ok(let ok): finish(try ok.body.json)
                case .default(_, let response): problem = GifterErrorCopy.line(for: try? response.body.applicationProblemJson)
                }
            } else {
                let new = Components.Schemas.OccasionCreate(
                    person: person, kind: kind, title: kind == .custom ? title : nil, date: dayText, recurring: recurring
                )
                switch try await client.api.createOccasion(body: .json(new)) {
                case .created(let created): finish(try created.body.json)
                case .default(_, let response): problem = GifterErrorCopy.line(for: try? response.body.applicationProblemJson)
                }
            }
        } catch {
            problem = GifterErrorCopy.title(for: LoadFailure(error))
        }
    }

    public func delete() async {
        guard let occasionID else { return }
        isSaving = true
        defer { isSaving = false }
        do {
            _ = try await client.api.deleteOccasion(path: .init(occasionId: occasionID)).noContent
            isDeleted = true
        } catch {
            problem = GifterErrorCopy.title(for: LoadFailure(error))
        }
    }

    private func finish(_ occasion: Components.Schemas.Occasion) {
        saved = occasion
        problem = nil
    }
}
