import ClientKit
import Foundation
import GifterAPI
import Observation

/// Edit profile (§10 → EditProfileView): the name Gifter greets you by, your password, and deleting
/// the account (after a confirmation that says what goes with it).
@MainActor @Observable
public final class EditProfileModel {
    public var name: String
    public var currentPassword = ""
    public var newPassword = ""
    public private(set) var isSaving = false
    /// The line under the form: a success or the field that was wrong.
    public private(set) var message: String?
    public private(set) var user: Components.Schemas.User
    public private(set) var isDeleted = false

    private let client: GifterClient

    public init(user: Components.Schemas.User, client: GifterClient) {
        self.user = user
        name = user.displayName
        self.client = client
    }

    public static var deleteConfirmation: String { GifterCopy[.editProfileDeleteConfirm] }
    public static var passwordHint: String { AuthFormModel.passwordHint }

    public var canSaveName: Bool {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        return !isSaving && !trimmed.isEmpty && trimmed.count <= 50 && trimmed != user.displayName
    }

    public var canChangePassword: Bool {
        !isSaving && !currentPassword.isEmpty && newPassword.count >= AuthFormModel.minimumPasswordLength
    }

    public func saveName() async {
        guard canSaveName else { return }
        isSaving = true
        defer { isSaving = false }
        do {
            switch try await client.api.updateUser(body: .json(.init(displayName: name.trimmingCharacters(in: .whitespaces)))) {
            case .ok(let ok):
                user = try ok.body.json
                name = user.displayName
                message = nil
            case .default(_, let response):
                message = GifterErrorCopy.line(for: try? response.body.applicationProblemJson)
            }
        } catch {
            message = GifterErrorCopy.title(for: LoadFailure(error))
        }
    }

    public func changePassword() async {
        guard canChangePassword else { return }
        isSaving = true
        defer { isSaving = false }
        do {
            switch try await client.api.changePassword(body: .json(.init(currentPassword: currentPassword, newPassword: newPassword))) {
            case .noContent:
                currentPassword = ""
                newPassword = ""
                message = GifterCopy[.editProfilePasswordChanged]
            case .default(let status, let response):
                let problem = try? response.body.applicationProblemJson
                let wrongCurrent = status == 422 && problem?.errors?.contains { $0.field == "currentPassword" } == true
                message = wrongCurrent ? GifterCopy[.editProfileWrongPassword] : GifterErrorCopy.line(for: problem)
            }
        } catch {
            message = GifterErrorCopy.title(for: LoadFailure(error))
        }
    }

    /// Deletes the account; the session ends and the app returns to Welcome.
    public func deleteAccount() async {
        isSaving = true
        defer { isSaving = false }
        do {
            _ = try await client.api.deleteAccount().noContent
            isDeleted = true
            await client.signOut()
        } catch {
            message = GifterErrorCopy.title(for: LoadFailure(error))
        }
    }
}
