import ClientKit
import Foundation
import GifterAPI
import Observation

/// "Tell me who they are." (§5.3): a name, the relationship and three words, then Continue makes the
/// gifting profile and hands over the quiz about them (`TasteQuizModel`, non-user mode).
@MainActor @Observable
public final class NewProfileModel {
    public typealias Relationship = Components.Schemas.Relationship

    public static var title: String { GifterCopy[.newProfileTitle] }
    public static var body: String { GifterCopy[.newProfileBody] }
    public static var threeWordsLabel: String { GifterCopy[.newProfileThreeWords] }
    public static var continueButton: String { GifterCopy[.newProfileContinue] }

    public var name = ""
    public var relationship = Relationship.friend
    public var threeWords = ""
    public private(set) var isSaving = false
    public private(set) var problem: String?
    /// Set once the profile exists: the quiz about them comes next.
    public private(set) var quiz: TasteQuizModel?
    public private(set) var profile: Components.Schemas.Profile?

    private let client: GifterClient

    init(client: GifterClient) {
        self.client = client
    }

    /// The new profile's person reference (`profile:<id>`), once it exists.
    public var person: String? { profile.map { $0.person ?? "profile:\($0.id)" } }

    public var canContinue: Bool { !isSaving && !name.trimmingCharacters(in: .whitespaces).isEmpty }

    public func submit() async {
        guard canContinue else { return }
        isSaving = true
        defer { isSaving = false }
        let words = threeWords.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            let request = Components.Schemas.ProfileCreate(
                name: name.trimmingCharacters(in: .whitespaces), relationship: relationship, threeWords: words.isEmpty ? nil : words
            )
            switch try await client.api.createProfile(body: .json(request)) {
            case .created(let created):
                let made = try created.body.json
                profile = made
                quiz = TasteQuizModel(subject: .profile(id: made.id), client: client)
                problem = nil
            case .default(_, let response):
                problem = GifterErrorCopy.line(for: try? response.body.applicationProblemJson)
            }
        } catch {
            problem = GifterErrorCopy.title(for: LoadFailure(error))
        }
    }
}
