import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// Editing a gifting profile (from Find's row or the ideas page): its name, relationship and three
/// words, saved together; and deleting it, after a confirmation that says what goes with it (the
/// ideas saved for them and their occasions: the server deletes those too).
@MainActor @Observable
public final class ProfileEditModel {
    public typealias Relationship = Components.Schemas.Relationship

    public static var title: String { GifterCopy[.profileEditTitle] }
    public static var saveButton: String { GifterCopy[.profileEditSave] }
    public static var deleteButton: String { GifterCopy[.profileEditDelete] }

    public let profileID: String
    public var name = ""
    public var relationship = Relationship.friend
    public var threeWords = ""
    public private(set) var profile: Components.Schemas.Profile?
    /// How many occasions are theirs (the delete confirmation names them).
    public private(set) var occasionCount = 0
    public private(set) var failure: LoadFailure?
    public private(set) var problem: String?
    public private(set) var isWorking = false
    /// Saved: the form closes.
    public private(set) var isSaved = false
    /// Deleted: the form closes, and the pages about them with it.
    public private(set) var isDeleted = false

    private let client: GifterClient

    public init(profileID: String, client: GifterClient) {
        self.profileID = profileID
        self.client = client
    }

    public func load() async {
        do {
            async let fetched = client.api.getProfile(path: .init(profileId: profileID)).ok.body.json
            async let occasions = client.api.listOccasions().ok.body.json
            let profile = try await fetched
            let list = try await occasions
            let person = profile.person ?? "profile:\(profile.id)"
            occasionCount = (list.thisMonth + list.later).filter { $0.person.person == person }.count
            self.profile = profile
            name = profile.name
            relationship = profile.relationship
            threeWords = profile.threeWords
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }

    public var canSave: Bool { profile != nil && !isWorking && !name.trimmingCharacters(in: .whitespaces).isEmpty }

    /// "Delete Mia".
    public var deleteConfirmButton: String { GifterCopy.format(.profileEditDeleteConfirmButton, .text(profile?.name ?? name)) }

    /// "I’ll forget Mia: what you told me about them, 3 ideas saved and 1 occasion. This can’t be undone."
    public var deleteConfirmation: String {
        GifterCopy.format(
            .profileEditDeleteConfirm, .text(profile?.name ?? name), .text(GifterCopy.format(.planIdeas, .number(profile?.ideasSaved ?? 0))),
            .text(GifterCopy.format(.profileEditOccasions, .number(occasionCount)))
        )
    }

    public func save() async {
        guard canSave else { return }
        isWorking = true
        defer { isWorking = false }
        let update = Components.Schemas.ProfileUpdate(
            name: name.trimmingCharacters(in: .whitespaces), relationship: relationship,
            threeWords: threeWords.trimmingCharacters(in: .whitespacesAndNewlines)
        )
        do {
            switch try await client.api.updateProfile(path: .init(profileId: profileID), body: .json(update)) {
            case .ok(let ok):
                profile = try ok.body.json
                problem = nil
                isSaved = true
            case .default(_, let response):
                problem = GifterErrorCopy.line(for: try? response.body.applicationProblemJson)
            }
        } catch {
            problem = GifterErrorCopy.line(forActionFailure: error)
        }
    }

    /// After the confirmation.
    public func delete() async {
        guard !isWorking else { return }
        isWorking = true
        defer { isWorking = false }
        do {
            switch try await client.api.deleteProfile(path: .init(profileId: profileID)) {
            case .noContent:
                problem = nil
                isDeleted = true
            case .default(_, let response):
                problem = GifterErrorCopy.line(for: try? response.body.applicationProblemJson)
            }
        } catch {
            problem = GifterErrorCopy.line(forActionFailure: error)
        }
    }
}
