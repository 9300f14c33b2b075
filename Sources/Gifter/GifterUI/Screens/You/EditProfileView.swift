import GifterCore
import SwiftUI
import UIKit

/// Edit profile (§10 → EditProfileView): the name Gifter greets you by, your password (the current
/// one, a new one with the minimum length under it), and deleting the account after a confirmation
/// that says what goes with it. The line under the form says what happened or what was wrong.
/// Deleted, the session ends and the app returns to Welcome.
struct EditProfileView: View {
    @Bindable var model: EditProfileModel
    @State private var confirmingDelete = false

    var body: some View {
        Form {
            Section {
                TextField(GifterCopy[.editProfileName], text: $model.name)
                    .textContentType(.givenName)
                Button(GifterCopy[.editProfileSave]) {
                    Task { await model.saveName() }
                }
                .disabled(!model.canSaveName)
            } header: {
                sectionHeader(GifterCopy[.editProfileName])
            }
            .listRowBackground(GifterPalette.offBlack)

            Section {
                SecureField(GifterCopy[.editProfileCurrentPassword], text: $model.currentPassword)
                    .textContentType(.password)
                SecureField(GifterCopy[.editProfileNewPassword], text: $model.newPassword)
                    .textContentType(.newPassword)
                Button(GifterCopy[.editProfileChangePassword]) {
                    Task { await model.changePassword() }
                }
                .disabled(!model.canChangePassword)
            } header: {
                sectionHeader(GifterCopy[.editProfileChangePassword])
            } footer: {
                Text(EditProfileModel.passwordHint)
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.gray)
            }
            .listRowBackground(GifterPalette.offBlack)

            if let message = model.message {
                Section {
                    Text(message)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.white)
                }
                .listRowBackground(GifterPalette.offBlack)
            }

            Section {
                Button(GifterCopy[.editProfileDeleteAccount], role: .destructive) {
                    confirmingDelete = true
                }
                .disabled(model.isSaving)
            }
            .listRowBackground(GifterPalette.offBlack)
        }
        .gifterFont(.body)
        .scrollContentBackground(.hidden)
        .background(GifterPalette.black.ignoresSafeArea())
        .navigationTitle(GifterCopy[.editProfileTitle])
        .navigationBarTitleDisplayMode(.inline)
        .confirmationDialog(EditProfileModel.deleteConfirmation, isPresented: $confirmingDelete, titleVisibility: .visible) {
            Button(GifterCopy[.editProfileDeleteAccount], role: .destructive) {
                Task { await model.deleteAccount() }
            }
        }
    }

    private func sectionHeader(_ title: String) -> some View {
        Text(title)
            .gifterFont(.caption)
            .foregroundStyle(GifterPalette.gray)
    }
}
